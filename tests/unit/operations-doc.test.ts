import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { serverEnvNames } from '@/lib/env'

const root = path.resolve(__dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

/** The variables named in the first column of the tables under a `###` heading of docs/operations.md. */
function documentedVariables(heading: string): string[] {
  const doc = read('docs/operations.md')
  const start = doc.indexOf(`\n### ${heading}\n`)
  if (start === -1) throw new Error(`docs/operations.md has no "### ${heading}" section`)
  const rest = doc.slice(start + heading.length + 6)
  const end = rest.search(/\n#{2,3} /)
  const section = end === -1 ? rest : rest.slice(0, end)
  return [...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)` +\|/gm)].map((match) => match[1]!)
}

/** Names read as `process.env.NAME` in a source file. */
const processEnvReads = (source: string) =>
  [...source.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!)

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(path.join(root, file)).isDirectory()) return sourceFiles(file)
    return /\.(ts|tsx|mjs)$/.test(name) ? [file] : []
  })
}

const portalTable = documentedVariables('Read by the portal')
const scriptsTable = documentedVariables('Scripts and tests')

describe('docs/operations.md', () => {
  it('lists exactly the variables lib/env.ts and lib/public-env.ts read', () => {
    const names = new Set([...serverEnvNames, ...processEnvReads(read('lib/public-env.ts'))])
    expect(names.size).toBeGreaterThan(30)
    expect([...new Set(portalTable)].sort()).toEqual([...names].sort())
    expect(portalTable).toHaveLength(new Set(portalTable).size)
  })

  it('lists for scripts and tests only variables that scripts, tests or their configs read', () => {
    const sources = [
      ...sourceFiles('scripts'),
      ...sourceFiles('tests'),
      'playwright.config.ts',
      'playwright.frontend.config.ts',
      'vitest.config.ts',
      'next.config.ts',
    ].filter((file) => file !== path.join('tests', 'unit', 'operations-doc.test.ts'))
    const names = new Set(sources.flatMap((file) => processEnvReads(read(file))))
    expect(scriptsTable.length).toBeGreaterThan(0)
    expect(scriptsTable.filter((name) => !names.has(name))).toEqual([])
    expect(scriptsTable.filter((name) => portalTable.includes(name))).toEqual([])
  })

  it('agrees with .env.example', () => {
    const example = [...read('.env.example').matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!)
    const documented = new Set([...portalTable, ...scriptsTable])
    expect(example.filter((name) => !documented.has(name))).toEqual([])
    // Set by Next.js, the test runners or `npm run bench`, never by hand: the example leaves them out.
    const setByTools = new Set(['NODE_ENV', 'BENCH_FLOOR_PAGES'])
    expect(portalTable.filter((name) => !setByTools.has(name) && !example.includes(name))).toEqual([])
  })
})
