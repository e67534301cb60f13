import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')

/** Where an import of `from` resolves inside the project, or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null
  if (!base) return null
  const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending)
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null
}

/** The packages a file reaches through static value imports (not `import type`, not `import()`), with a path. */
function reachedPackages(entries: string[]) {
  const packages = new Map<string, string[]>()
  const seen = new Set<string>()
  const visit = (file: string, trail: string[]) => {
    if (seen.has(file)) return
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    const specifiers = [
      ...source.matchAll(/^(?:import|export)\s+(?!type\s)[\s\S]*?\sfrom\s+'([^']+)'/gm),
      ...source.matchAll(/^import\s+'([^']+)'/gm),
    ].map((match) => match[1]!)
    for (const specifier of specifiers) {
      const next = resolveImport(file, specifier)
      if (next) visit(next, [...trail, path.relative(root, next)])
      else if (!packages.has(specifier)) packages.set(specifier, trail)
    }
  }
  for (const entry of entries) visit(path.join(root, entry), [entry])
  return packages
}

const shellFiles = readdirSync(path.join(root, 'components/layout'))
  .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
  .map((name) => `components/layout/${name}`)

describe('the public shell’s client code', () => {
  // zod is some 30 kB gzipped: the contract's plain lists (locale-codes.ts, roles.ts) keep it off every page.
  it('does not import zod, react-hook-form or the captcha library', () => {
    const packages = reachedPackages([
      ...shellFiles,
      'components/providers/theme-registry.tsx',
      'app/global-error.tsx',
      'lib/i18n/navigation.ts',
    ])
    for (const heavy of ['zod', 'react-hook-form', 'react-google-recaptcha-v3']) {
      expect(packages.get(heavy), `${heavy} through ${packages.get(heavy)?.join(' → ')}`).toBeUndefined()
    }
    expect(packages.has('next-intl')).toBe(true)
  })

  // The notice bar and the cookie banner load later, on their own, with MUI and its theme (a MuiScope inside).
  it('does not import MUI or Emotion, but for the islands that load later', () => {
    const later = ['notice-bar', 'cookie-consent', 'cookie-consent-dialog', 'consent-buttons']
    const packages = reachedPackages([
      ...shellFiles.filter(
        (file) =>
          !later.some(
            (name) => file === `components/layout/${name}.tsx` || file === `components/layout/${name}.ts`,
          ),
      ),
      'app/[locale]/error.tsx',
    ])
    const styling = [...packages.keys()].filter((name) => /^@(mui|emotion)\//.test(name))
    expect(styling.map((name) => `${name} through ${packages.get(name)!.join(' → ')}`)).toEqual([])
  })
})
