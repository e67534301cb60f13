import type { Theme } from '@mui/material/styles'
import type { ThemeSettings } from '@/lib/contract/settings'
import { buildTheme } from './build-theme'
import { cssText, type StyleObject } from './css-text'
import { focusGlobalStyles } from './focus'
import { globalStyles } from './global-styles'
import { brandVariables } from './theme-variables'

/** MUI's CssBaseline, as its theme fills it in. */
function baseline(theme: Theme): StyleObject {
  const palette = theme.vars!.palette
  return {
    html: {
      WebkitFontSmoothing: 'antialiased',
      MozOsxFontSmoothing: 'grayscale',
      boxSizing: 'border-box',
      WebkitTextSizeAdjust: '100%',
    },
    '*, *::before, *::after': { boxSizing: 'inherit' },
    'strong, b': { fontWeight: theme.typography.fontWeightBold! },
    body: {
      margin: 0,
      color: palette.text.primary,
      ...(theme.typography.body1 as StyleObject),
      backgroundColor: palette.background.default,
      '@media print': { backgroundColor: palette.common.white },
      '&::backdrop': { backgroundColor: palette.background.default },
    },
  }
}

// The same for every page: the classes server-rendered markup uses, and the focus ring.
const sharedCss = cssText(globalStyles as unknown as StyleObject, focusGlobalStyles)

const bySettings = new Map<string, string>()

/**
 * The site's global CSS without Emotion: MUI's theme as CSS variables (what its components and the CSS modules
 * read), the brand's variables, MUI's baseline and the shared classes. Pages without MUI look as they did with
 * MUI's theme provider; MUI components inside a MuiScope find the same variables.
 */
export function siteStyles(settings: ThemeSettings): string {
  const key = JSON.stringify(settings)
  let css = bySettings.get(key)
  if (!css) {
    // With cssVariables the theme can write its variables' sheets (what its provider would insert).
    const theme = buildTheme(settings) as Theme & { generateStyleSheets: () => StyleObject[] }
    css =
      cssText(...theme.generateStyleSheets(), { ':root': brandVariables(settings) }, baseline(theme)) +
      sharedCss
    // Raw text inside <style>: no settings value may close the element.
    css = css.replaceAll('<', '\\3c ')
    if (bySettings.size > 50) bySettings.clear()
    bySettings.set(key, css)
  }
  return css
}
