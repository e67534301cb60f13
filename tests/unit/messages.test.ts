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
/** The arguments a message names (ICU: `{name}`, `{name, plural, …}`), not the words of select branches. */
function placeholders(text: string): string[] {
  const names: string[] = []
  let at = 0
  const skipTo = (pattern: RegExp) => {
    const match = pattern.exec(text.slice(at))
    at += match ? match.index + match[0].length : text.length
    return match
  }
  const message = () => {
    while (at < text.length && text[at] !== '}') {
      if (text[at++] === '{') argument()
    }
  }
  const argument = () => {
    names.push(skipTo(/^\s*(\w+)\s*/)?.[1] ?? '')
    if (text[at++] !== ',') return
    const type = skipTo(/^\s*(\w+)\s*/)?.[1]
    if (text[at++] !== ',') return
    if (type === 'select' || type === 'plural' || type === 'selectordinal') {
      while (at < text.length && text[at] !== '}') {
        if (text[at++] === '{') {
          message()
          at++
        }
      }
    } else skipTo(/\}/)
    at++
  }
  message()
  return names.sort()
}

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
