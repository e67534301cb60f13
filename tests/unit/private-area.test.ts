import { describe, expect, it } from 'vitest'
import { isGuestOnly, rolesFor, safeRedirectTarget } from '@/lib/contract/private-area'

describe('rolesFor', () => {
  it('covers a private page and everything below it, and nothing that only starts alike', () => {
    expect(rolesFor('/profile')).toContain('non_member')
    expect(rolesFor('/my-courses/42')).toEqual(['collegiate', 'precollegiate'])
    expect(rolesFor('/my-movements')).not.toContain('precollegiate')
    expect(rolesFor('/profiles')).toBeUndefined()
    expect(rolesFor('/el-colegio')).toBeUndefined()
  })
})

describe('isGuestOnly', () => {
  it('names the login and recovery pages only', () => {
    expect(isGuestOnly('/login')).toBe(true)
    expect(isGuestOnly('/auth/password-recovery')).toBe(true)
    expect(isGuestOnly('/auth/reset-password')).toBe(false)
    expect(isGuestOnly('/loginx')).toBe(false)
  })
})

describe('safeRedirectTarget', () => {
  it('keeps paths of this site with their query and hash', () => {
    expect(safeRedirectTarget('/en/profile?tab=x#main')).toBe('/en/profile?tab=x#main')
  })

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '',
    null,
    undefined,
    'profile',
    '/\u0000x',
  ])('sends %s home', (target) => {
    expect(safeRedirectTarget(target)).toBe('/')
  })
})
