import { describe, expect, it } from 'vitest'
import { normaliseSpanishMobile, RegisterInputSchema } from '@/lib/contract/auth'

describe('normaliseSpanishMobile', () => {
  it.each([
    ['600000000', '+34600000000'],
    ['+34 611 22 33 44', '+34611223344'],
    ['0034 711-22-33-44', '+34711223344'],
    ['34612345678', '+34612345678'],
    ['(+34) 612.345.678', '+34612345678'],
  ])('keeps %s as %s', (given, kept) => {
    expect(normaliseSpanishMobile(given)).toBe(kept)
  })

  it.each(['912345678', '+33612345678', '61234567', '6123456789', '+34 812 345 678', 'phone', ''])(
    'refuses %s',
    (given) => {
      expect(normaliseSpanishMobile(given)).toBeUndefined()
    },
  )
})

describe('RegisterInputSchema', () => {
  const valid = { email: 'ane@example.org', password: 'Registro-2026', name: 'Ane' }

  it('keeps the DNI and phone normalised, and drops privileged fields', () => {
    const parsed = RegisterInputSchema.parse({
      ...valid,
      dni: 'x1234567-l',
      phone: '611 22 33 44',
      is_superuser: true,
      principals: ['role:staff'],
    })
    expect(parsed).toEqual({
      ...valid,
      surname: '',
      preferred_lang: 'es',
      dni: 'X1234567L',
      phone: '+34611223344',
    })
  })

  it('refuses a DNI with the wrong letter, a landline and a name with NUL', () => {
    expect(RegisterInputSchema.safeParse({ ...valid, dni: '12345678A' }).success).toBe(false)
    expect(RegisterInputSchema.safeParse({ ...valid, phone: '912345678' }).success).toBe(false)
    expect(RegisterInputSchema.safeParse({ ...valid, name: 'A\u0000' }).success).toBe(false)
  })
})
