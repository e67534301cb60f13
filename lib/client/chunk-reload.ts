/** Spec §4: a failed chunk load reloads the page, at most once per minute. */
export const chunkReloadGuardMs = 60_000
const storageKey = 'portal:chunk-reload-at'

const chunkErrorMessage =
  /Loading (CSS )?chunk [\w/.-]+ failed|Failed to load chunk|ChunkLoadError|Failed to fetch dynamically imported module|Importing a module script failed/i

/** Whether an error (or a rejection's reason) says a piece of the app's code could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  return name === 'ChunkLoadError' || (typeof message === 'string' && chunkErrorMessage.test(message))
}

/** Whether a failed resource is one of the app's own scripts or style sheets. */
export function isAppChunkElement(target: EventTarget | null): boolean {
  const url =
    target instanceof HTMLScriptElement ? target.src : target instanceof HTMLLinkElement ? target.href : ''
  return url !== '' && new URL(url, location.href).pathname.startsWith('/_next/static/')
}

type Clock = () => number

/**
 * Reloads the page unless it already did so for the same reason within the last minute (then the error shows
 * as usual). Returns whether it reloaded.
 */
export function reloadForChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  now: Clock = Date.now,
  reload: () => void = () => window.location.reload(),
): boolean {
  try {
    const last = Number(storage.getItem(storageKey))
    if (Number.isFinite(last) && last > 0 && now() - last < chunkReloadGuardMs) return false
    storage.setItem(storageKey, String(now()))
  } catch {
    // Without storage the guard cannot hold, so rather show the error than risk reloading in a loop.
    return false
  }
  reload()
  return true
}
