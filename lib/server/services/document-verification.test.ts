import { describe, expect, it } from 'vitest'
import { initials } from './document-verification'

describe('initials', () => {
  it('keeps one capital per name, hyphenated surnames included', () => {
    expect(initials('Lucía Martín Etxeberria')).toBe('L. M. E.')
    expect(initials('ana maría Pérez-Soto')).toBe('A. M. P. S.')
    expect(initials('  Øystein  ')).toBe('Ø.')
    expect(initials('')).toBeNull()
  })
})
