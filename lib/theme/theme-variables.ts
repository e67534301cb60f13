import type { ThemeSettings } from '@/lib/contract/settings'
import { readableOn } from './contrast'

const fallbackFonts = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'

/** The family, its metric-matched fallback while it loads (app/[locale]/font-fallbacks.css), then system fonts. */
export const fontStack = (family: string) => `"${family}", "${family} Fallback", ${fallbackFonts}`

export function brandVariables(settings: ThemeSettings): Record<`--${string}`, string> {
  return {
    '--portal-color-primary': settings.color_primary,
    '--portal-color-secondary': settings.color_secondary,
    '--portal-color-complementary': settings.color_complementary,
    '--portal-color-light': settings.color_light,
    // Plain links sit on white and on the light colour's panels: a shade that reads at 4.5:1 on both.
    '--portal-color-link': readableOn(settings.color_primary, settings.color_light),
    '--portal-font-size': settings.font_size,
    '--portal-font-headings': fontStack(settings.font_family_secondary),
    // MUI's sizes in rem scale with the settings' font size (its typography's pxToRem): icons drawn without MUI too.
    '--portal-font-scale': String(Number.parseFloat(settings.font_size) / 16),
  }
}

export function paletteVariables(settings: ThemeSettings): Record<`--${string}`, string> {
  return {
    ...brandVariables(settings),
    '--mui-palette-primary-main': readableOn(settings.color_primary),
    '--mui-palette-secondary-main': readableOn(settings.color_secondary),
    '--mui-palette-info-main': readableOn(settings.color_complementary),
  }
}
