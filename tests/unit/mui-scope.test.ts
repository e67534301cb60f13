import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { resolveImport, root } from '../support/static-imports'

const localeRoot = path.join(root, 'app/[locale]')

const scopes = (source: string) => /<MuiScope/.test(source)

/**
 * The import path by which a file renders MUI outside a MuiScope: static value imports and `import()` alike; a
 * file that renders a MuiScope itself scopes what it imports.
 */
function unscopedMui(entry: string): string[] | null {
  const seen = new Set<string>()
  const visit = (file: string, trail: string[]): string[] | null => {
    if (seen.has(file)) return null
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    if (scopes(source)) return null
    const specifiers = [
      ...source.matchAll(/^(?:import|export)\s+(?!type\s)[\s\S]*?\sfrom\s+'([^']+)'/gm),
      ...source.matchAll(/import\('([^']+)'\)/g),
    ].map((match) => match[1]!)
    for (const specifier of specifiers) {
      // The theme's functions (createTheme, darken) render nothing; the server builds the stylesheet with them.
      if (specifier.startsWith('@mui/') && specifier !== '@mui/material/styles') return [...trail, specifier]
      const next = resolveImport(file, specifier)
      const found = next && visit(next, [...trail, path.relative(root, next)])
      if (found) return found
    }
    return null
  }
  return visit(entry, [path.relative(root, entry)])
}

/** Route files under app/[locale], each with the layouts between it and the locale layout. */
function routeFiles(folder = localeRoot, layouts: string[] = []): { file: string; layouts: string[] }[] {
  const own = path.join(folder, 'layout.tsx')
  const inner = folder !== localeRoot && existsSync(own) ? [...layouts, own] : layouts
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name)
    if (statSync(full).isDirectory()) return name.startsWith('_') ? [] : routeFiles(full, inner)
    return /^(page|layout|not-found|error|loading|template)\.tsx$/.test(name)
      ? [{ file: full, layouts: name === 'layout.tsx' ? layouts : inner }]
      : []
  })
}

describe('MUI on the portal’s pages', () => {
  it('renders only inside a MuiScope, which gives it the site’s theme (the locale layout has none)', () => {
    const unscoped = routeFiles()
      .filter(({ layouts }) => !layouts.some((layout) => scopes(readFileSync(layout, 'utf8'))))
      .flatMap(({ file }) => {
        const trail = unscopedMui(file)
        return trail ? [trail.join(' → ')] : []
      })
    expect(unscoped).toEqual([])
  })
})
