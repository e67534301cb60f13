import { useMemo, useRef, useState } from 'react'

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

function clearFormDraft(key: string): void {
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
function overEmptyForm<T extends object>(empty: T, kept: unknown): T {
  if (!isRecord(kept)) return empty
  return Object.fromEntries(
    Object.entries(empty).map(([key, value]) => {
      const stored = kept[key]
      if (isRecord(value)) return [key, isRecord(stored) ? overEmptyForm(value, stored) : value]
      return [key, stored !== undefined && typeof stored === typeof value ? stored : value]
    }),
  ) as T
}

/** The draft of one form: what was kept when the form opened, and how to forget it. */
export interface FormDraft<V> {
  key: string
  empty: () => V
  /** Whether the form keeps something beside its values (a step, a list): stored as `{ values, ...beside }`. */
  withBeside: boolean
  /** The values kept, over the empty form; null when nothing was kept. */
  values: V | null
  /** What was kept beside the values, as stored. */
  beside: Record<string, unknown> | null
  /** A draft was found when the form opened, and has not been forgotten since. */
  restored: boolean
  /** Forgets the draft; what is typed next is kept again. */
  forget: () => void
  /** Forgets the draft for good: the form was sent, so nothing is kept again, even by a save already waiting. */
  sent: () => void
  /** Whether `sent` was called. */
  isSent: () => boolean
}

function readDraft<V extends object>(key: string, empty: () => V, withBeside: boolean) {
  const kept = readFormDraft(key)
  if (!withBeside) return kept ? { values: overEmptyForm(empty(), kept), beside: null } : null
  if (!isRecord(kept) || !('values' in kept)) return null
  const { values, ...beside } = kept
  return { values: overEmptyForm(empty(), values), beside }
}

/**
 * Reads the draft of a form once, when the form is created: the form must be rendered in the browser only. Give it
 * to `useContractForm`, which keeps the draft as the person types. `empty` must be stable (a module function).
 */
export function useFormDraft<V extends object>(
  key: string,
  empty: () => V,
  { withBeside = false }: { withBeside?: boolean } = {},
): FormDraft<V> {
  const [initial] = useState(() => readDraft(key, empty, withBeside))
  const [restored, setRestored] = useState(Boolean(initial))
  const sentRef = useRef(false)
  return useMemo(
    () => ({
      key,
      empty,
      withBeside,
      values: initial?.values ?? null,
      beside: initial?.beside ?? null,
      restored,
      forget: () => {
        clearFormDraft(key)
        setRestored(false)
      },
      sent: () => {
        sentRef.current = true
        clearFormDraft(key)
        setRestored(false)
      },
      isSent: () => sentRef.current,
    }),
    [key, empty, withBeside, initial, restored],
  )
}
