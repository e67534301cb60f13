import type { Theme } from '@mui/material/styles'
import type { StyleObject } from './css-text'

/** MUI's theme as CSS variables: the sheets its provider would insert (the theme is built with cssVariables). */
export function muiVariableSheets(theme: Theme): StyleObject[] {
  return (theme as Theme & { generateStyleSheets: () => StyleObject[] }).generateStyleSheets()
}

/** Raw text inside a `<style>` element: no value may close the element. */
export const styleElementText = (css: string) => css.replaceAll('<', '\\3c ')

const variablesNamedIn = (css: string) => [...css.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]!)

/** The sheets with only the variables `css` reads, and those their values read in turn. */
export function variablesReadBy(sheets: StyleObject[], css: string): StyleObject[] {
  const blocks = sheets.flatMap((sheet) => Object.values(sheet) as StyleObject[])
  const values = new Map(
    blocks.flatMap((block) => Object.entries(block)).filter(([name]) => name.startsWith('--')),
  )
  const kept = new Set<string>()
  const pending = variablesNamedIn(css)
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (kept.has(name) || !values.has(name)) continue
    kept.add(name)
    pending.push(...variablesNamedIn(String(values.get(name))))
  }
  return sheets.map((sheet) =>
    Object.fromEntries(
      Object.entries(sheet).map(([selector, block]) => [
        selector,
        Object.fromEntries(
          Object.entries(block as StyleObject).filter(([name]) => !name.startsWith('--') || kept.has(name)),
        ),
      ]),
    ),
  )
}
