import { getContrastRatio } from '@mui/material/styles'
import { describe, expect, it } from 'vitest'
import { settingsDefaults } from '@/lib/contract/settings'
import { buildTheme, themeFor } from './build-theme'
import { readableOn } from './contrast'
import { siteStyles } from './site-styles'
import { brandVariables } from './theme-variables'

describe('readableOn', () => {
  it('keeps a colour that already reads well on white', () => {
    expect(readableOn('#123456')).toBe('#123456')
  })

  it('darkens the default green until text in it meets WCAG AA on white', () => {
    const shade = readableOn(settingsDefaults.color_primary)
    expect(shade).not.toBe(settingsDefaults.color_primary)
    expect(getContrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5)
  })
})

describe('buildTheme', () => {
  it('takes colours, fonts and size from the settings', () => {
    const theme = buildTheme({
      ...settingsDefaults,
      color_primary: '#123456',
      font_family: 'Catamaran',
      font_size: '16px',
    })
    expect(theme.palette.primary.main).toBe('#123456')
    expect(theme.typography.fontFamily).toMatch(/^"Catamaran"/)
    expect(theme.typography.h1.fontFamily).toMatch(/^"Montserrat"/)
    expect(theme.typography.body1.fontSize).toBe('1rem')
    expect(theme.breakpoints.values).toMatchObject({ md: 900, lg: 1290 })
  })
})

describe('siteStyles (the global stylesheet the server sends)', () => {
  it('keeps the brand colours as given in CSS variables, beside MUI’s theme variables and baseline', () => {
    const css = siteStyles(settingsDefaults)
    for (const variable of [
      '--portal-color-primary:#74AA50;',
      '--portal-color-secondary:#9DC58B;',
      '--portal-color-complementary:#6D509F;',
      '--portal-color-light:#DEECD8;',
      `--mui-palette-primary-main:${readableOn(settingsDefaults.color_primary)};`,
      '--portal-font-scale:0.9375;',
    ]) {
      expect(css).toContain(variable)
    }
    expect(css).toMatch(/body\{margin:0;color:var\(--mui-palette-text-primary[^}]*font-family:"Catamaran"/)
  })

  it('cannot be closed early by a settings value', () => {
    const css = siteStyles({ ...settingsDefaults, font_family: 'x</style><script>' })
    expect(css).not.toContain('<')
  })
})

describe('focus indicators', () => {
  it('ring every focused control, MUI buttons and list items too, in one 3 px outline', () => {
    const theme = buildTheme(settingsDefaults)
    const buttons = theme.components?.MuiButtonBase?.styleOverrides?.root as Record<
      string,
      Record<string, string>
    >
    expect(siteStyles(settingsDefaults)).toContain(
      `:focus-visible{outline:${buttons['&.Mui-focusVisible']!.outline};outline-offset:2px;}`,
    )
    expect(buttons['&.Mui-focusVisible']!.outline).toMatch(/^3px solid /)
  })
})

describe('plain links', () => {
  it('are a shade of the primary colour that reads at 4.5:1 on white and on the light colour', () => {
    const link = brandVariables(settingsDefaults)['--portal-color-link']!
    expect(getContrastRatio(link, settingsDefaults.color_light)).toBeGreaterThanOrEqual(4.5)
    expect(getContrastRatio(link, '#ffffff')).toBeGreaterThanOrEqual(4.5)
  })

  it('take the primary shade at no specificity, and the text colour inside alerts, later in the sheet', () => {
    const css = siteStyles(settingsDefaults)
    const links = css.indexOf(':where(a){color:var(--portal-color-link);}')
    expect(links).toBeGreaterThan(-1)
    expect(css.indexOf(':where(.MuiAlert-root) :where(a){color:inherit;}')).toBeGreaterThan(links)
  })
})

describe('themeFor', () => {
  it('builds a theme once for the same settings, and another for others', () => {
    const first = themeFor({ ...settingsDefaults })
    expect(themeFor({ ...settingsDefaults })).toBe(first)
    const other = themeFor({ ...settingsDefaults, color_primary: '#123456' })
    expect(other).not.toBe(first)
    expect(other.palette.primary.main).toBe('#123456')
  })
})
