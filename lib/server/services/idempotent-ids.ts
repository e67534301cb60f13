import 'server-only'
import { createHash } from 'node:crypto'

/**
 * Derived from the key, so a retry finds the first row by its primary key in tables with no column for the
 * key.
 */
export function idForIdempotencyKey(scope: string, idempotencyKey: string): string {
  const hex = createHash('sha256').update(`${scope}:${idempotencyKey}`).digest('hex').slice(0, 32).split('')
  hex[12] = '8'
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
  const text = hex.join('')
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`
}
