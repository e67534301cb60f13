import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { errorCodes } from '@/lib/contract/errors'
import { locales } from '@/lib/contract/locales'

it.each(locales)('messages/%s.json has a text for every error code', (locale) => {
  const { Errors } = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as {
    Errors: Record<string, string>
  }
  const missing = errorCodes.filter((code) => !Errors[code]?.trim())
  expect(missing).toEqual([])
})
