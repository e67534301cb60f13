/**
 * What the proxy reads on every page request (languages, slugs for redirects, analytics ids), kept in memory so that
 * a request for a cached page waits for nothing. A value once loaded is answered at once, synchronously; past its
 * lifetime it is still answered while one load in the background replaces it (a change nobody announced shows
 * within a lifetime and a request). `forget` (a content change here, or announced by another instance: decision
 * 0028) drops every value, and a load that started before it never lands.
 */
export interface ProxyMemory {
  /** The value known now, or, when none is, the promise of its first load. */
  remembered<T>(key: string, load: () => Promise<T>): T | Promise<T>
  forget(): void
}

interface Entry {
  value?: { current: unknown }
  loading?: Promise<unknown>
  loadedAt: number
}

export function createProxyMemory({
  lifetimeMs,
  now = Date.now,
  onRefreshError = (key, error) => console.warn(`[portal] the proxy could not refresh ${key}`, error),
}: {
  lifetimeMs: number
  now?: () => number
  onRefreshError?: (key: string, error: unknown) => void
}): ProxyMemory {
  let entries = new Map<string, Entry>()

  function startLoad<T>(key: string, load: () => Promise<T>, entry: Entry): Promise<T> {
    const owner = entries
    const loading = load().then(
      (value) => {
        if (owner === entries) Object.assign(entry, { value: { current: value }, loadedAt: now() })
        return value
      },
      (error: unknown) => {
        // Nothing was known: the next request tries again. A stale value stays until a load succeeds.
        if (owner === entries && !entry.value) entries.delete(key)
        throw error
      },
    )
    entry.loading = loading
    void loading.then(
      () => (entry.loading = undefined),
      () => (entry.loading = undefined),
    )
    return loading
  }

  return {
    remembered<T>(key: string, load: () => Promise<T>): T | Promise<T> {
      let entry = entries.get(key)
      if (!entry) {
        entry = { loadedAt: 0 }
        entries.set(key, entry)
        return startLoad(key, load, entry)
      }
      if (!entry.value) return entry.loading as Promise<T>
      if (!entry.loading && now() - entry.loadedAt > lifetimeMs) {
        startLoad(key, load, entry).catch((error: unknown) => onRefreshError(key, error))
      }
      return entry.value.current as T
    },
    forget() {
      entries = new Map()
    },
  }
}

export const isPending = <T>(value: T | Promise<T>): value is Promise<T> => value instanceof Promise
