import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { settingsDefaults } from '@/lib/contract/settings'
import { MuiScope } from './mui-scope'
import { ThemeSettingsProvider } from './theme-settings'

// The server sends pages only the theme variables their own CSS reads (site-styles.ts): MUI's components need the rest.
it("writes all of MUI's theme variables for the components inside it", () => {
  render(
    <ThemeSettingsProvider settings={settingsDefaults}>
      <MuiScope>
        <p>inside</p>
      </MuiScope>
    </ThemeSettingsProvider>,
  )
  expect(screen.getByText('inside')).toBeInTheDocument()
  const styles = [...document.querySelectorAll('style')].map((style) => style.textContent).join('')
  for (const variable of ['--mui-shadows-24:', '--mui-palette-Alert-errorFilledBg:', '--mui-zIndex-modal:']) {
    expect(styles).toContain(variable)
  }
})
