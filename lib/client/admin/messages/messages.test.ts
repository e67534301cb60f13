import { describe, expect, it } from 'vitest'
import { locales } from '@/lib/contract/locales'
import { adminAreas } from '.'

type Flat = Map<string, string>

function flatten(messages: object, prefix = '', out: Flat = new Map()): Flat {
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else if (value && typeof value === 'object') flatten(value, path, out)
    else throw new Error(`${path} is neither a string nor an object`)
  }
  return out
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort()

describe.each(adminAreas.map((area, index) => [index, area] as const))(
  'admin messages area %i',
  (_, area) => {
    const spanish = flatten(area.es)

    it.each(locales.filter((locale) => locale !== 'es'))(
      'has the key paths and placeholders of Spanish in %s',
      (locale) => {
        const other = flatten(area[locale])
        expect([...other.keys()].sort()).toEqual([...spanish.keys()].sort())
        for (const [path, text] of spanish) {
          expect(placeholders(other.get(path) ?? ''), `${locale}: ${path}`).toEqual(placeholders(text))
          expect(other.get(path)!.split('||||').length, `${locale}: ${path} plural forms`).toBe(
            text.split('||||').length,
          )
        }
      },
    )

    it('has no empty text', () => {
      for (const locale of locales)
        for (const [path, text] of flatten(area[locale]))
          expect(text.trim(), `${locale}: ${path}`).not.toBe('')
    })
  },
)
