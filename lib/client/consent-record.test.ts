import { describe, expect, it } from 'vitest'
import {
  consentVersion,
  createConsentRecord,
  encodeConsent,
  parseConsent,
  type ConsentRecord,
} from './consent-record'

const day = 24 * 60 * 60 * 1000
const now = Date.parse('2026-06-15T12:00:00Z')
const chosen = (daysAgo: number, fields: Partial<ConsentRecord> = {}) =>
  JSON.stringify({
    ...createConsentRecord({ analytics: true, functional: false }, new Date(now - daysAgo * day)),
    ...fields,
  })

describe('parseConsent', () => {
  it('reads a stored answer of this version', () => {
    expect(parseConsent(chosen(10), now)).toEqual({
      version: consentVersion,
      analytics: true,
      functional: false,
      date: new Date(now - 10 * day).toISOString(),
    })
  })

  it('keeps an answer for a year and no longer', () => {
    expect(parseConsent(chosen(365), now)).not.toBeNull()
    expect(parseConsent(chosen(365.01), now)).toBeNull()
  })

  it('counts an answer of another version, or an unreadable one, as no answer', () => {
    expect(parseConsent(chosen(1, { version: consentVersion - 1 }), now)).toBeNull()
    expect(parseConsent(undefined, now)).toBeNull()
    expect(parseConsent('', now)).toBeNull()
    expect(parseConsent('{not json', now)).toBeNull()
    expect(parseConsent('null', now)).toBeNull()
    expect(parseConsent(chosen(1, { analytics: 'yes' as unknown as boolean }), now)).toBeNull()
    expect(parseConsent(chosen(1, { date: 'yesterday' }), now)).toBeNull()
    expect(parseConsent(chosen(-30), now)).toBeNull()
  })
})

it('encodes the record as a cookie value that decodes to the same JSON', () => {
  const record = createConsentRecord({ analytics: false, functional: true }, new Date(now))
  expect(encodeConsent(record)).not.toMatch(/[";,\s]/)
  expect(parseConsent(decodeURIComponent(encodeConsent(record)), now)).toEqual(record)
})
