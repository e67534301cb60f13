type Listener = (href: string) => void

const listeners = new Set<Listener>()

/**
 * Shows the navigation progress bar for a navigation started from code (`router.push`), as link clicks do; `href`
 * is where it goes. Call it just before navigating.
 */
export function startNavigationProgress(href: string) {
  for (const listener of listeners) listener(href)
}

/** Used by the component that draws the bar; returns the unsubscribe function. */
export function onNavigationProgressStart(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
