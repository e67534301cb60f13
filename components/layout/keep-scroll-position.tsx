export const keepScrollPositionAttribute = 'data-keep-scroll-position'

/**
 * Placed in a page, keeps the scroll position when navigating to it instead of going back to the top (for example
 * tabs that are routes of their own). Links to a hash still scroll to their target.
 */
export function KeepScrollPosition() {
  return <span hidden {...{ [keepScrollPositionAttribute]: '' }} />
}
