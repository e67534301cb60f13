// Which packages project files reach through their static imports, for tests that keep heavy ones off a page.
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

export const root = path.resolve(__dirname, '../..')

/** Where an import of `from` resolves inside the project, or null for a package. */
export function resolveImport(from: string, specifier: string): string | null {
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
export function reachedPackages(entries: string[]) {
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
