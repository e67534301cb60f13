import { useEffect } from 'react'

export const chunkReloadIntervalMs = 60_000

export const chunkReloadStorageKey = 'portal:chunk-reload-at'

const chunkErrorMessages = [
  /Failed to load chunk/i, // Turbopack
  /Loading (CSS )?chunk \S+ failed/i, // webpack
  /Failed to fetch dynamically imported module/i, // native import(): Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
]

/** Usually a newer deployment. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  if (name === 'ChunkLoadError') return true
  return typeof message === 'string' && chunkErrorMessages.some((pattern) => pattern.test(message))
}

type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>

/** Without usable storage it refuses, since nothing would stop a reload loop. */
export function claimChunkReload(storage: ReloadStorage | null, now: number): boolean {
  if (!storage) return false
  try {
    const last = Number(storage.getItem(chunkReloadStorageKey))
    const elapsed = now - last
    if (last > 0 && elapsed >= 0 && elapsed < chunkReloadIntervalMs) return false
    storage.setItem(chunkReloadStorageKey, String(now))
    return true
  } catch {
    return false
  }
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

// Decided once per error object: renders, Strict Mode and several listeners may see the same error.
const decisions = new WeakMap<object, boolean>()

export function shouldReloadForChunkError(error: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false
  const key = error as object
  let decision = decisions.get(key)
  if (decision === undefined) {
    decision = claimChunkReload(sessionStorageOrNull(), Date.now())
    decisions.set(key, decision)
  }
  return decision
}

export function useReloadOnChunkError(error: unknown): boolean {
  const reloading = shouldReloadForChunkError(error)
  useEffect(() => {
    if (reloading) window.location.reload()
  }, [reloading])
  return reloading
}
