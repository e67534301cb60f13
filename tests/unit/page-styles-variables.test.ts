import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cssModuleMuiVariables } from '@/lib/theme/site-styles'

const root = path.resolve(__dirname, '../..')

function cssFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.css'))
    .map((name) => path.join(dir, name))
}

/**
 * Pages without MUI components receive only the MUI theme variables their CSS reads: a variable missing from
 * the list would leave a CSS module's rule without its value there.
 */
describe("the CSS modules' MUI theme variables", () => {
  it('are all in the list the server sends', () => {
    const read = ['app', 'components', 'lib']
      .flatMap(cssFiles)
      .flatMap((file) =>
        [...readFileSync(path.join(root, file), 'utf8').matchAll(/var\((--mui-[\w-]+)/g)].map(
          (match) => `${match[1]} in ${file}`,
        ),
      )
    expect(read.length).toBeGreaterThan(0)
    const listed = new Set<string>(cssModuleMuiVariables)
    expect(read.filter((entry) => !listed.has(entry.split(' ')[0]!))).toEqual([])
  })
})
