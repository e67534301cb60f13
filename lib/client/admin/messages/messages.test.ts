import { describe, expect, it } from 'vitest'
import { locales } from '@/lib/contract/locales'
import { adminAreas, adminMessagesOf, mergeMessages } from '.'

/** Every key path of a message tree, with its text. */
function leaves(tree: Record<string, unknown>, prefix = ''): Map<string, string> {
  const found = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') found.set(path, value)
    else for (const [inner, text] of leaves(value as Record<string, unknown>, path)) found.set(inner, text)
  }
  return found
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('the back-office messages', () => {
  it.each(adminAreas.map((area, index) => [index, area] as const))(
    'area %i says the same things in es, ca, en and eu',
    (_, area) => {
      const spanish = leaves(area.es)
      for (const locale of locales) {
        const texts = leaves(area[locale])
        expect([...texts.keys()].sort(), locale).toEqual([...spanish.keys()].sort())
        for (const [path, text] of texts) {
          expect(text.trim(), `${locale} ${path}`).not.toBe('')
          expect(placeholders(text), `${locale} ${path}`).toEqual(placeholders(spanish.get(path)!))
          expect(text.split('||||').length, `${locale} ${path}`).toBe(spanish.get(path)!.split('||||').length)
        }
      }
    },
  )

  it('has no two areas writing the same text key', () => {
    const seen = new Map<string, number>()
    adminAreas.forEach((area, index) => {
      for (const path of leaves(area.es).keys()) {
        expect(seen.get(path), `${path} in areas ${seen.get(path)} and ${index}`).toBeUndefined()
        seen.set(path, index)
      }
    })
  })

  it('merges the areas of one language into one tree', () => {
    expect(mergeMessages({ a: { b: '1' } }, { a: { c: '2' } })).toEqual({ a: { b: '1', c: '2' } })
    expect(leaves(adminMessagesOf('eu')).get('admin.title')).toBe('Elkargoaren kudeaketa')
  })
})
