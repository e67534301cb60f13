/** Whether going from `from` to `to` changes the route (path or query): not for another origin or only a hash. */
export function changesRoute(to: string, from: string): boolean {
  const next = new URL(to, from)
  const current = new URL(from)
  return (
    next.origin === current.origin && (next.pathname !== current.pathname || next.search !== current.search)
  )
}

type LinkClick = Pick<
  MouseEvent,
  'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'target'
>

/**
 * Where a click sends the app router, or null. It runs after the click has bubbled: the app router's `Link`
 * prevents the browser's default for the clicks it handles itself, and leaves new tabs, downloads and
 * modified clicks to the browser.
 */
export function clientNavigationTarget(click: LinkClick, currentHref: string): string | null {
  if (!click.defaultPrevented || click.button !== 0) return null
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null
  const link = click.target instanceof Element ? click.target.closest('a[href]') : null
  if (!link || link.hasAttribute('download')) return null
  const target = link.getAttribute('target')
  if (target && target !== '_self') return null
  const href = new URL(link.getAttribute('href') ?? '', currentHref).href
  return changesRoute(href, currentHref) ? href : null
}
