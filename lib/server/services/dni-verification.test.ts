import { describe, expect, it } from 'vitest'
import type { UserRow } from '@/lib/server/auth/sessions'
import { dniVerificationStatus, maskAllButLast } from './dni-verification'

describe('maskAllButLast', () => {
  it('hides every character but the last ones', () => {
    expect(maskAllButLast('12345678Z', 4)).toBe('*****678Z')
    expect(maskAllButLast('+34600000012', 2)).toBe('**********12')
    expect(maskAllButLast('ab', 4)).toBe('ab')
  })
})

describe('dniVerificationStatus', () => {
  const user = { dni: '12345678-z', phone: '+34611223344', dni_verified_at: null } as UserRow

  it('shows the normalised DNI and the phone with hints, and whether validated', () => {
    expect(dniVerificationStatus(user)).toEqual({
      dni_hint: '*****678Z',
      phone_hint: '**********44',
      verified: false,
      verified_at: null,
    })
    const at = new Date('2026-11-21T10:00:00Z')
    expect(dniVerificationStatus({ ...user, dni_verified_at: at })).toMatchObject({
      verified: true,
      verified_at: at.toISOString(),
    })
  })
})
