import englishMessages from 'ra-language-english'
import type { TranslationMessages } from 'react-admin'
import { describe, expect, it } from 'vitest'

import { raMessagesCa } from './ca'
import { raMessagesEs } from './es'
import { raMessagesEu } from './eu'

type Flat = Map<string, string>

/** Flattens nested messages into `a.b.c` → string. */
function flatten(messages: object, prefix = '', out: Flat = new Map()): Flat {
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else if (value && typeof value === 'object') flatten(value, path, out)
    else throw new Error(`${path} is neither a string nor an object`)
  }
  return out
}

const placeholders = (text: string) => new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))
const pluralForms = (text: string) => text.split('||||')

/** True when nothing but placeholders, digits, spaces and punctuation is left (e.g. '%{name} %{recordRepresentation}'). */
const onlyPlaceholders = (text: string) => !/\p{L}/u.test(text.replace(/%\{\w+\}/g, ''))

const english = flatten(englishMessages)

const translations: [string, TranslationMessages][] = [
  ['es', raMessagesEs],
  ['ca', raMessagesCa],
  ['eu', raMessagesEu],
]

describe.each(translations)('react-admin messages (%s)', (_locale, messages) => {
  const translated = flatten(messages)

  it('has exactly the same key paths as ra-language-english', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort())
  })

  it('has the same number of |||| plural forms as English', () => {
    for (const [path, en] of english) {
      expect(pluralForms(translated.get(path) ?? '').length, path).toBe(pluralForms(en).length)
    }
  })

  it('keeps every English placeholder, in the same plural form, and adds none', () => {
    for (const [path, en] of english) {
      const text = translated.get(path) ?? ''
      const enForms = pluralForms(en)
      const forms = pluralForms(text)
      enForms.forEach((enForm, i) => {
        const have = placeholders(forms[i] ?? '')
        for (const name of placeholders(enForm)) {
          expect(have.has(name), `${path} (form ${i + 1}) lacks %{${name}}`).toBe(true)
        }
      })
      for (const name of placeholders(text)) {
        expect(placeholders(en).has(name), `${path} has unknown %{${name}}`).toBe(true)
      }
    }
  })

  it('has no empty value and no untranslated long string', () => {
    for (const [path, en] of english) {
      const text = translated.get(path) ?? ''
      expect(text, path).not.toBe('')
      // ra.boolean.null is a single space in English on purpose (blank cell); only there may a value be blank.
      if (en.trim() !== '') expect(text.trim(), path).not.toBe('')
      // Strings made only of placeholders (ra.page.edit, ra.page.show…) stay as they are in every language.
      if (en.length > 12 && !onlyPlaceholders(en)) expect(text, `${path} is still English`).not.toBe(en)
    }
  })
})
