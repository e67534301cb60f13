import { describe, expect, it } from 'vitest'
import { settingsDefaults } from '@/lib/contract/settings'
import { variablesReadBy } from './mui-variables'
import { siteStyles } from './site-styles'

describe('variablesReadBy', () => {
  it('keeps the variables the CSS reads, those their values read, and other declarations', () => {
    const sheets = [
      {
        ':root': {
          colorScheme: 'light',
          '--a': 'var(--b, red)',
          '--b': 'var(--c)',
          '--c': '1px',
          '--unread': 'var(--c)',
        },
      },
    ]
    expect(variablesReadBy(sheets, 'p{color:var(--a)}')).toEqual([
      { ':root': { colorScheme: 'light', '--a': 'var(--b, red)', '--b': 'var(--c)', '--c': '1px' } },
    ])
  })
})

describe("MUI's theme variables", () => {
  it('reach pages without MUI only where their CSS reads them', () => {
    const site = siteStyles(settingsDefaults)
    expect(site).toContain('--mui-palette-primary-main:')
    expect(site).toContain('--mui-palette-text-primary:')
    expect(site).toContain('--mui-shadows-16:')
    expect(site).not.toContain('--mui-shadows-24:')
    expect(site).not.toContain('--mui-palette-Alert-errorFilledBg:')
  })
})
