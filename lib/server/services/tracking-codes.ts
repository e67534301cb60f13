import 'server-only'
import { randomInt } from 'node:crypto'

/** Crockford's base 32 without I, L, O and U: nothing to misread when a code is dictated or typed. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const randomLength = 8

/** The year in Spain, where the association numbers its correspondence. */
const trackingYear = (now: Date) =>
  new Intl.DateTimeFormat('en', { timeZone: 'Europe/Madrid', year: 'numeric' }).format(now)

/** 40 random bits, so codes cannot be guessed from one another (lookups by code are public). */
export function newTrackingCode(prefix: string, now = new Date()): string {
  const random = Array.from({ length: randomLength }, () => alphabet[randomInt(alphabet.length)]).join('')
  return `${prefix}-${trackingYear(now)}-${random}`
}
