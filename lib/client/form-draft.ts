// A form kept in this browser while it is being filled in, so that a reload or a lost session loses nothing typed.
// Files are never kept. Storage may be full or refused: the form then works, only without a draft.

export function readFormDraft(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as unknown
  } catch {
    return null
  }
}

export function keepFormDraft(key: string, draft: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(draft))
  } catch {
    // Not kept; nothing else to do.
  }
}

export function clearFormDraft(key: string): void {
  try {
    localStorage.removeItem(key)
  } catch {
    // Nothing to clear.
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * What was kept, laid over the empty form key by key (sections too), keeping only the keys the form still has and
 * values of the same type: a draft of an older version of the form still fits.
 */
export function overEmptyForm<T extends object>(empty: T, kept: unknown): T {
  if (!isRecord(kept)) return empty
  return Object.fromEntries(
    Object.entries(empty).map(([key, value]) => {
      const stored = kept[key]
      if (isRecord(value)) return [key, isRecord(stored) ? overEmptyForm(value, stored) : value]
      return [key, stored !== undefined && typeof stored === typeof value ? stored : value]
    }),
  ) as T
}
