import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { locales } from '@/lib/contract/locales'
import { adminMessages, mergeMessages } from '.'
import { leaves } from './leaves'

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('the back-office messages', async () => {
  const spanish = leaves(await adminMessages.es())

  it.each(locales)('says the same things in %s as in Spanish', async (locale) => {
    const texts = leaves(await adminMessages[locale]())
    expect([...texts.keys()].sort(), locale).toEqual([...spanish.keys()].sort())
    for (const [path, text] of texts) {
      expect(text.trim(), `${locale} ${path}`).not.toBe('')
      expect(placeholders(text), `${locale} ${path}`).toEqual(placeholders(spanish.get(path)!))
      expect(text.split('||||').length, `${locale} ${path}`).toBe(spanish.get(path)!.split('||||').length)
    }
  })

  // JSON keeps the last of two equal keys without a word; the file written back from what was read shows both.
  it.each(locales)('writes no key twice in messages/admin/%s.json', (locale) => {
    const file = readFileSync(`messages/admin/${locale}.json`, 'utf8')
    expect(file).toBe(`${JSON.stringify(JSON.parse(file), null, 2)}\n`)
  })

  it('merges the sources of one language into one tree', async () => {
    expect(mergeMessages({ a: { b: '1' } }, { a: { c: '2' } })).toEqual({ a: { b: '1', c: '2' } })
    expect((await adminMessages.eu()).admin.title).toBe('Elkargoaren kudeaketa')
  })
})
