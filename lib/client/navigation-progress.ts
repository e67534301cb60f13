type Listener = (href: string) => void

const listeners = new Set<Listener>()

/** Link clicks show the bar by themselves; code calls this just before `router.push`. */
export function startNavigationProgress(href: string) {
  for (const listener of listeners) listener(href)
}

export function onNavigationProgressStart(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
