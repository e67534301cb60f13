import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { loadMessages } from '../i18n-provider'
import { leaves } from './leaves'

/** Where the back-office's code lives; its tests are left out, as they may name a key that is missing on purpose. */
const folders = ['components/admin', 'lib/client/admin', 'app/admin']

function sourceFiles(): string[] {
  return folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join(folder, file)),
  )
}

/** Where a key is named: `file:line`. */
type Uses = Map<string, string[]>

/**
 * The `admin.*` keys the code names: whole ones (`'admin.dashboard.waiting'`, `label="admin.x"`) and the groups of the
 * ones built at run time: `admin.statuses.${status}`, `'admin.x.' + y`, or a group handed to a helper
 * (`prefix="admin.statuses"`).
 */
function keysUsed(): { keys: Uses; groups: Uses } {
  const keys: Uses = new Map()
  const groups: Uses = new Map()
  const add = (uses: Uses, key: string, where: string) => uses.set(key, [...(uses.get(key) ?? []), where])
  for (const file of sourceFiles()) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
    const visit = (node: ts.Node) => {
      const where = `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        if (node.text.startsWith('admin.')) {
          if (node.text.endsWith('.')) add(groups, node.text.slice(0, -1), where)
          else add(keys, node.text, where)
        }
      } else if (ts.isTemplateExpression(node) && node.head.text.startsWith('admin.')) {
        add(groups, node.head.text.slice(0, node.head.text.lastIndexOf('.')), where)
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return { keys, groups }
}

const missingFrom = (known: Set<string>, uses: Uses) =>
  [...uses].filter(([key]) => !known.has(key)).map(([key, where]) => `${key} (${where.join(', ')})`)

describe('the admin.* keys the back-office uses', async () => {
  const texts = new Set(leaves(await loadMessages('es')).keys())
  const groups = new Set(
    [...texts].flatMap((key) => key.split('.').map((_, end, parts) => parts.slice(0, end).join('.'))),
  )
  const used = keysUsed()

  it('are found in the code', () => {
    expect(used.keys.size).toBeGreaterThan(250)
    expect(used.groups.size).toBeGreaterThan(30)
  })

  it('have a Spanish text each, or name a group of texts a helper picks from', () => {
    expect(missingFrom(new Set([...texts, ...groups]), used.keys)).toEqual([])
  })

  it('have a group of texts for every key built at run time', () => {
    expect(missingFrom(groups, used.groups)).toEqual([])
  })
})
