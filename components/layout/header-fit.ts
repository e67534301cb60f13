import type { NavigationItem } from '@/lib/contract/navigation'

/** Below this width the drawer always replaces the menu; from `largeLogoFrom` the header shows the large logo. */
export const drawerBelow = 900
export const largeLogoFrom = 1290

const fontSize = 16
const itemPadding = 24
const submenuIcon = 22
const lockIcon = 24
const itemGap = 4
const languageWidth = 36
const accountWidth = 160
const headerPadding = 48
const headerGaps = 3 * 16
// Room for a classic scroll bar, which narrows the page but not the media query's width.
const scrollBar = 17
const logoWidth = { small: 48, large: 240 } as const

/**
 * Text widths in em of a bold sans-serif, on the wide side of the fallback fonts (DejaVu Sans, Roboto) so that the
 * estimate errs towards the drawer rather than a second row.
 */
function charWidth(char: string): number {
  if (/[MWmw]/.test(char)) return 0.97
  if (/[A-ZÀ-Ý]/.test(char)) return 0.76
  if (/[il·.,'’\s-]/.test(char)) return 0.36
  return 0.67
}

export function labelWidth(label: string): number {
  return [...label].reduce((width, char) => width + charWidth(char), 0) * fontSize
}

function menuWidth(items: NavigationItem[]): number {
  const visible = items.filter((item) => !item.hidden)
  return visible.reduce(
    (width, item) =>
      width +
      labelWidth(item.label) +
      itemPadding +
      itemGap +
      (item.children.some((child) => !child.hidden) ? submenuIcon : item.is_public ? 0 : lockIcon),
    0,
  )
}

/**
 * The window widths at which the menu fits on one row beside the logo, the languages and the account entry, worked out
 * from its labels on the server so that a media query (no script, no layout shift) chooses between menu and drawer.
 */
export function menuMediaQuery(items: NavigationItem[], languageCount: number): string {
  const others =
    menuWidth(items) + languageCount * languageWidth + accountWidth + headerPadding + headerGaps + scrollBar
  const withSmallLogo = Math.max(drawerBelow, Math.ceil(others + logoWidth.small))
  const withLargeLogo = Math.max(largeLogoFrom, Math.ceil(others + logoWidth.large))
  const wide = `(min-width: ${withLargeLogo}px)`
  return withSmallLogo < largeLogoFrom
    ? `@media (min-width: ${withSmallLogo}px) and (max-width: ${largeLogoFrom - 0.02}px), ${wide}`
    : `@media ${wide}`
}
