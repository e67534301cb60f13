import { useSyncExternalStore } from 'react'

export type ProgressPhase = 'idle' | 'running' | 'finishing'

/** Navigations quicker than this show no bar at all (spec §9: progress bar throttle). */
export const progressThrottleMs = 200
const finishMs = 400

let phase: ProgressPhase = 'idle'
let showTimer: ReturnType<typeof setTimeout> | undefined
let hideTimer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function set(next: ProgressPhase) {
  phase = next
  for (const listener of listeners) listener()
}

/** A navigation began: the bar appears if it is still going after 200 ms. */
export function startNavigationProgress() {
  clearTimeout(showTimer)
  clearTimeout(hideTimer)
  showTimer = setTimeout(() => set('running'), progressThrottleMs)
}

/** The navigation ended (or was abandoned): the bar fills and fades, or never shows. */
export function finishNavigationProgress() {
  clearTimeout(showTimer)
  if (phase !== 'running') return
  set('finishing')
  hideTimer = setTimeout(() => set('idle'), finishMs)
}

export function useNavigationProgress(): ProgressPhase {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => phase,
    () => 'idle',
  )
}

/**
 * Whether a click is one Next.js turned into a client-side navigation to another address: a plain click on a link
 * to this site whose default action its Link component prevented. Hash-only changes move within the page.
 */
export function isClientNavigationClick(event: MouseEvent, current: URL = new URL(location.href)): boolean {
  if (!event.defaultPrevented || event.button !== 0) return false
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return false
  if (anchor.target && anchor.target !== '_self') return false
  const target = new URL(anchor.href, current)
  if (target.origin !== current.origin) return false
  return target.pathname !== current.pathname || target.search !== current.search
}
