import { describe, expect, it } from 'vitest'
import {
  CollegiateProfilePatchSchema,
  EpcNumberSchema,
  IbanSchema,
  isSpanishPostalCode,
  PrecollegiateProfilePatchSchema,
  ProfileAcademicSchema,
  ProfileAddressSchema,
  ProfileMainSchema,
  StudentAcademicSchema,
} from '@/lib/contract/profile'

const reasons = (result: {
  success: boolean
  error?: { issues: Array<{ path: PropertyKey[]; params?: unknown }> }
}) =>
  (result.error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    reason: (issue.params as { reason?: string } | undefined)?.reason,
  }))

const address = {
  address: 'Calle Mayor 12, 3º B',
  postal_code: '28013',
  city: 'Madrid',
  region: 'Madrid',
  country: 'ES',
}

const academic = {
  degree_title: 'Grado en Enfermería',
  degree_type: 'bachelor',
  university: 'Universidad Complutense de Madrid',
  degree_origin: 'spanish',
  registry_csv: 'ABCD1234EFGH5678',
  issue_date: '2015-07-01',
  homologation_date: null,
  specialties: ['general_care', 'paediatric'],
}

describe('IbanSchema', () => {
  it('accepts a valid IBAN in any spacing and answers it in electronic format', () => {
    expect(IbanSchema.parse('es91 2100 0418 4502 0005 1332')).toBe('ES9121000418450200051332')
    expect(IbanSchema.parse('DE89370400440532013000')).toBe('DE89370400440532013000')
  })

  it('refuses a wrong checksum as an invalid IBAN', () => {
    expect(reasons(IbanSchema.safeParse('ES9121000418450200051333'))).toEqual([{ path: '', reason: 'iban' }])
    expect(reasons(IbanSchema.safeParse('ES91'))).toEqual([{ path: '', reason: 'iban' }])
  })

  it("says when only the Spanish account's control digits are wrong", () => {
    // Valid IBAN check digits over a BBAN whose control digits (00) do not match bank, branch and account.
    expect(reasons(IbanSchema.safeParse('ES6821000418000200051332'))).toEqual([
      { path: '', reason: 'ibanControlDigits' },
    ])
  })

  it('requires a value', () => {
    expect(reasons(IbanSchema.safeParse('  '))).toEqual([{ path: '', reason: 'required' }])
  })
})

describe('postal codes', () => {
  it('knows Spanish postal codes by their province prefix', () => {
    expect(isSpanishPostalCode('01001')).toBe(true)
    expect(isSpanishPostalCode('52006')).toBe(true)
    expect(isSpanishPostalCode('00123')).toBe(false)
    expect(isSpanishPostalCode('53001')).toBe(false)
    expect(isSpanishPostalCode('2801')).toBe(false)
  })

  it('checks the code against the province in Spain', () => {
    expect(ProfileAddressSchema.safeParse(address).success).toBe(true)
    expect(reasons(ProfileAddressSchema.safeParse({ ...address, postal_code: '08001' }))).toEqual([
      { path: 'postal_code', reason: 'postalCodeProvince' },
    ])
    expect(reasons(ProfileAddressSchema.safeParse({ ...address, postal_code: '99001' }))).toEqual([
      { path: 'postal_code', reason: 'postalCode' },
    ])
    expect(reasons(ProfileAddressSchema.safeParse({ ...address, region: 'Narnia' }))).toEqual([
      { path: 'region', reason: 'province' },
    ])
  })

  it('takes other countries’ codes and regions as they are', () => {
    const french = { ...address, postal_code: '75001', city: 'Paris', region: 'Île-de-France', country: 'fr' }
    expect(ProfileAddressSchema.parse(french).country).toBe('FR')
  })

  it('requires every address field', () => {
    const result = ProfileAddressSchema.safeParse({
      address: ' ',
      postal_code: '',
      city: '',
      region: '',
      country: '',
    })
    expect(result.success).toBe(false)
    const paths = reasons(result).map(({ path }) => path)
    expect(paths).toEqual(expect.arrayContaining(['address', 'city', 'region', 'country']))
  })
})

describe('academic data', () => {
  it('accepts a Spanish degree with its CSV', () => {
    expect(ProfileAcademicSchema.parse(academic).homologation_date).toBeNull()
  })

  it('refuses repeated specialties and an empty list', () => {
    expect(
      reasons(ProfileAcademicSchema.safeParse({ ...academic, specialties: ['paediatric', 'paediatric'] })),
    ).toEqual([{ path: 'specialties.1', reason: 'specialtyDuplicate' }])
    expect(ProfileAcademicSchema.safeParse({ ...academic, specialties: [] }).success).toBe(false)
  })

  it('asks a foreign degree for its homologation date, not before its issue', () => {
    const foreign = { ...academic, degree_origin: 'foreign', registry_csv: null }
    expect(reasons(ProfileAcademicSchema.safeParse(foreign))).toEqual([
      { path: 'homologation_date', reason: 'homologationDate' },
    ])
    expect(reasons(ProfileAcademicSchema.safeParse({ ...foreign, homologation_date: '2014-01-01' }))).toEqual(
      [{ path: 'homologation_date', reason: 'dateOrder' }],
    )
    expect(
      ProfileAcademicSchema.parse({ ...foreign, homologation_date: '2016-03-01' }).registry_csv,
    ).toBeNull()
  })

  it('requires university and degree title; a student may leave dates and CSV empty', () => {
    const result = ProfileAcademicSchema.safeParse({ ...academic, university: '', degree_title: ' ' })
    expect(reasons(result).map(({ path }) => path)).toEqual(['degree_title', 'university'])
    expect(
      StudentAcademicSchema.safeParse({ ...academic, registry_csv: null, issue_date: null }).success,
    ).toBe(true)
    expect(reasons(ProfileAcademicSchema.safeParse({ ...academic, registry_csv: null }))).toEqual([
      { path: 'registry_csv', reason: 'required' },
    ])
  })
})

describe('personal and professional data', () => {
  it('normalises phones and refuses what is not one', () => {
    const main = ProfileMainSchema.parse({ phone1: '+34 600 12 34 56', phone2: '', nationality: 'es' })
    expect(main).toMatchObject({ phone1: '+34600123456', phone2: null, nationality: 'ES' })
    expect(reasons(ProfileMainSchema.safeParse({ phone1: '12ab', nationality: 'ES' }))).toEqual([
      { path: 'phone1', reason: 'phone' },
    ])
  })

  it('requires the EPC number in its format', () => {
    expect(EpcNumberSchema.parse('es-2024-000123')).toBe('ES2024000123')
    expect(reasons(EpcNumberSchema.safeParse(''))).toEqual([{ path: '', reason: 'required' }])
    expect(reasons(EpcNumberSchema.safeParse('12345'))).toEqual([{ path: '', reason: 'epcNumber' }])
  })

  it('refuses economic and professional sections from pre-collegiates, and empty patches', () => {
    expect(
      PrecollegiateProfilePatchSchema.safeParse({ economic: { iban: 'ES9121000418450200051332' } }).success,
    ).toBe(false)
    expect(CollegiateProfilePatchSchema.safeParse({}).success).toBe(false)
    expect(
      CollegiateProfilePatchSchema.safeParse({ economic: { iban: 'ES9121000418450200051332' } }).success,
    ).toBe(true)
  })
})
