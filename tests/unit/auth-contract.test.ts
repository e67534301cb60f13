import { describe, expect, it } from 'vitest'
import {
  dniLetterFor,
  EmailSchema,
  isValidDni,
  NewPasswordSchema,
  passwordCompositionProblem,
  passwordProblemOfReason,
  passwordProblemReasons,
  passwordProblems,
  normaliseSpanishMobile,
  RegisterInputSchema,
  roleOf,
} from '@/lib/contract/auth'

describe('password composition (spec §5)', () => {
  it.each([
    ['Short1a', 'too_short'],
    ['alllowercase1', 'missing_uppercase'],
    ['ALLUPPERCASE1', 'missing_lowercase'],
    ['NoDigitsHere', 'missing_digit'],
    [`Aa1${'x'.repeat(126)}`, 'too_long'],
  ])('%s breaks %s', (password, problem) => {
    expect(passwordCompositionProblem(password)).toBe(problem)
    expect(NewPasswordSchema.safeParse(password).success).toBe(false)
  })

  it('accepts letters of any script and keeps spaces as typed', () => {
    expect(passwordCompositionProblem('Ñandú 2026 çà')).toBeUndefined()
    expect(NewPasswordSchema.parse(' Valid Pass 1 ')).toBe(' Valid Pass 1 ')
  })

  it('counts characters, not UTF-16 units', () => {
    expect(passwordCompositionProblem('Aa1😀😀😀😀')).toBe('too_short')
  })

  it('maps each reason back to its problem', () => {
    for (const problem of passwordProblems) {
      expect(passwordProblemOfReason(passwordProblemReasons[problem])).toBe(problem)
    }
    expect(passwordProblemOfReason('something else')).toBeUndefined()
  })
})

describe('EmailSchema', () => {
  it('trims and lower-cases, and refuses spaces inside', () => {
    expect(EmailSchema.parse('  Lucia@Example.ORG ')).toBe('lucia@example.org')
    expect(EmailSchema.safeParse('lucia @example.org').success).toBe(false)
    expect(EmailSchema.safeParse('not-an-email').success).toBe(false)
  })
})

describe('DNI and NIE', () => {
  it('computes the check letter', () => {
    expect(dniLetterFor('12345678')).toBe('Z')
    expect(dniLetterFor('X1234567')).toBe('L')
    expect(dniLetterFor('Y0000000')).toBe('Z')
  })

  it.each(['12345678Z', '12.345.678-z', ' 00000000T', 'X1234567L', 'Z7654321H'])('accepts %s', (value) => {
    expect(isValidDni(value)).toBe(true)
  })

  it.each(['12345678A', '1234567Z', 'X12345678L', 'A1234567L', '', '12345678'])('refuses %s', (value) => {
    expect(isValidDni(value)).toBe(false)
  })
})

describe('roleOf', () => {
  it('grants the most capable role the principals name, or none', () => {
    expect(roleOf(['role:precollegiate'])).toBe('precollegiate')
    expect(roleOf(['role:collegiate', 'role:staff'])).toBe('staff')
    expect(roleOf(['role:non-member'])).toBe('non_member')
    expect(roleOf(['role:former-member'])).toBeUndefined()
  })
})

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
