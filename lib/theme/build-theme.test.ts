import { getContrastRatio } from '@mui/material/styles'
import { describe, expect, it } from 'vitest'
import { settingsDefaults } from '@/lib/contract/settings'
import { buildTheme } from './build-theme'
import { readableOn } from './contrast'

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

  it('keeps the brand colours as given in CSS variables', () => {
    const theme = buildTheme(settingsDefaults)
    const overrides = theme.components?.MuiCssBaseline?.styleOverrides as Record<
      string,
      Record<string, string>
    >
    expect(overrides[':root']).toMatchObject({
      '--portal-color-primary': '#74AA50',
      '--portal-color-secondary': '#9DC58B',
      '--portal-color-complementary': '#6D509F',
      '--portal-color-light': '#DEECD8',
    })
  })
})

describe('focus indicators', () => {
  it('ring every focused control, MUI buttons and list items too, in one 3 px outline', () => {
    const theme = buildTheme(settingsDefaults)
    const global = theme.components?.MuiCssBaseline?.styleOverrides as Record<string, Record<string, string>>
    const buttons = theme.components?.MuiButtonBase?.styleOverrides?.root as Record<
      string,
      Record<string, string>
    >
    expect(global[':focus-visible']).toMatchObject({ outline: expect.stringMatching(/^3px solid /) })
    expect(buttons['&.Mui-focusVisible']).toEqual(global[':focus-visible'])
  })
})

describe('plain links', () => {
  it('are a shade of the primary colour that reads at 4.5:1 on white and on the light colour', () => {
    const theme = buildTheme(settingsDefaults)
    const global = theme.components?.MuiCssBaseline?.styleOverrides as Record<string, Record<string, string>>
    const link = global[':root']!['--portal-color-link']!
    expect(getContrastRatio(link, settingsDefaults.color_light)).toBeGreaterThanOrEqual(4.5)
    expect(getContrastRatio(link, '#ffffff')).toBeGreaterThanOrEqual(4.5)
  })

  it('take the primary shade at no specificity, and the text colour inside alerts, later in the sheet', () => {
    const theme = buildTheme(settingsDefaults)
    const global = theme.components?.MuiCssBaseline?.styleOverrides as Record<string, Record<string, string>>
    const selectors = Object.keys(global)
    expect(global[':where(a)']).toEqual({ color: 'var(--portal-color-link)' })
    expect(global[':where(.MuiAlert-root) :where(a)']).toEqual({ color: 'inherit' })
    expect(selectors.indexOf(':where(.MuiAlert-root) :where(a)')).toBeGreaterThan(
      selectors.indexOf(':where(a)'),
    )
  })
})
