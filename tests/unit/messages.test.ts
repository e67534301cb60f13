import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { locales } from '@/lib/contract/locales'

type Messages = { [key: string]: string | Messages }

const load = (locale: string): Messages => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8'))
const flatten = (messages: Messages, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  )
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort()

const spanish = flatten(load('es'))

describe.each(locales.filter((locale) => locale !== 'es'))('messages/%s.json', (locale) => {
  const messages = flatten(load(locale))

  it('has exactly the keys of es.json', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(spanish).sort())
  })

  it('uses the same placeholders as Spanish in every message', () => {
    for (const [key, text] of Object.entries(messages)) {
      expect(placeholders(text), key).toEqual(placeholders(spanish[key] ?? ''))
    }
  })

  it('is a translation, not a copy of Spanish', () => {
    const copied = Object.keys(messages).filter((key) => messages[key] === spanish[key])
    expect(copied.length / Object.keys(messages).length).toBeLessThan(0.2)
  })
})

it('has no empty Spanish message', () => {
  expect(Object.entries(spanish).filter(([, text]) => text.trim() === '')).toEqual([])
})
