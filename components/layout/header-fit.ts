import type { NavigationItem } from '@/lib/contract/navigation'

/** Below this width the drawer always replaces the menu; from `largeLogoFrom` the header shows the large logo. */
const drawerBelow = 900
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

/**
 * How much narrower the shipped fonts set the menu's labels than that fallback, measured in Chromium (Catamaran
 * about 0.76, Montserrat about 0.93), with a margin; an unknown font keeps the fallback's widths.
 */
const shippedFontWidth: Record<string, number> = { Catamaran: 0.82, Montserrat: 0.96 }

function labelWidth(label: string, fontFamily?: string): number {
  const scale = (fontFamily && shippedFontWidth[fontFamily]) || 1
  return [...label].reduce((width, char) => width + charWidth(char), 0) * fontSize * scale
}

function menuWidth(items: NavigationItem[], fontFamily?: string): number {
  const visible = items.filter((item) => !item.hidden)
  return visible.reduce(
    (width, item) =>
      width +
      labelWidth(item.label, fontFamily) +
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
export function menuMediaQuery(items: NavigationItem[], languageCount: number, fontFamily?: string): string {
  const others =
    menuWidth(items, fontFamily) +
    languageCount * languageWidth +
    accountWidth +
    headerPadding +
    headerGaps +
    scrollBar
  const withSmallLogo = Math.max(drawerBelow, Math.ceil(others + logoWidth.small))
  const withLargeLogo = Math.max(largeLogoFrom, Math.ceil(others + logoWidth.large))
  const wide = `(min-width: ${withLargeLogo}px)`
  return withSmallLogo < largeLogoFrom
    ? `@media (min-width: ${withSmallLogo}px) and (max-width: ${largeLogoFrom - 0.02}px), ${wide}`
    : `@media ${wide}`
}
