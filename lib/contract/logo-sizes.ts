// Without zod, so that the header can size the logo without shipping the schemas.

/** The demo logos' own sizes (public/brand), for settings that name none. */
export const logoSizeDefaults = {
  logo_width: 240,
  logo_height: 48,
  logo_small_width: 48,
  logo_small_height: 48,
} as const

/** The logos' sizes the settings give, the demo logos' where they give none. */
export function logoSizes(settings: Partial<Record<keyof typeof logoSizeDefaults, number>>) {
  return {
    logo_width: settings.logo_width ?? logoSizeDefaults.logo_width,
    logo_height: settings.logo_height ?? logoSizeDefaults.logo_height,
    logo_small_width: settings.logo_small_width ?? logoSizeDefaults.logo_small_width,
    logo_small_height: settings.logo_small_height ?? logoSizeDefaults.logo_small_height,
  }
}
