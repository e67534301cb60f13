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
  } catch {}
}

function clearFormDraft(key: string): void {
  try {
    localStorage.removeItem(key)
  } catch {}
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Keeps only the keys and value types the form still has, so a draft of an older form still fits. */
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

export interface FormDraft<V> {
  key: string
  empty: () => V
  withBeside: boolean
  values: V | null
  beside: Record<string, unknown> | null
  restored: boolean
  forget: () => void
  /** Forgets the draft for good: the form was sent, so nothing is kept again, even by a save already waiting. */
  sent: () => void
  isSent: () => boolean
}

function readDraft<V extends object>(key: string, empty: () => V, withBeside: boolean) {
  const kept = readFormDraft(key)
  if (!withBeside) return kept ? { values: overEmptyForm(empty(), kept), beside: null } : null
  if (!isRecord(kept) || !('values' in kept)) return null
  const { values, ...beside } = kept
  return { values: overEmptyForm(empty(), values), beside }
}

/** Read once, when the form is created: the form must render in the browser only. `empty` must be stable. */
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
