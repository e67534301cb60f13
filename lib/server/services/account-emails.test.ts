import { describe, expect, it } from 'vitest'
import { locales } from '@/lib/contract/locales'
import { serverEnv } from '@/lib/env'
import {
  accountLink,
  composeAccountEmail,
  escapeHtml,
  phoneCodeText,
  type AccountEmail,
} from './account-emails'

const site = serverEnv().PUBLIC_SITE_URL.replace(/\/+$/, '')
const recipient = { email: 'ane@example.org', name: 'Ane <script>', lang: 'es' as const }

describe('accountLink', () => {
  it('opens the page in the language of the person, Spanish without a prefix', () => {
    expect(accountLink('es', '/auth/reset-password', 'a.b-c_d')).toBe(
      `${site}/auth/reset-password?token=a.b-c_d`,
    )
    expect(accountLink('eu', '/auth/reset-password', 'x y')).toBe(
      `${site}/eu/auth/reset-password?token=x%20y`,
    )
  })
})

describe('escapeHtml', () => {
  it('escapes the characters that open markup or attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;')
  })
})

describe('composeAccountEmail', () => {
  const link = `${site}/auth/reset-password?token=t&x=<y>`
  const emails: AccountEmail[] = [
    { kind: 'verify', link, hours: 1 },
    { kind: 'resetPassword', link, hours: 1 },
    { kind: 'firstPassword', link, hours: 72 },
    { kind: 'confirmNewEmail', link, hours: 24, email: 'new@example.org' },
    { kind: 'emailChangeRequested', email: 'new@example.org' },
    { kind: 'passwordChanged' },
  ]

  it.each(locales)('writes every e-mail in %s, naming the association in the subject', (lang) => {
    for (const email of emails) {
      const message = composeAccountEmail(email, { ...recipient, lang }, 'Colegio de Prueba')
      expect(message.to).toBe(recipient.email)
      expect(message.subject).toContain('Colegio de Prueba')
      expect(message.text).toContain('Ane <script>')
      expect(message.html).toContain('Ane &lt;script&gt;')
      expect(message.html).not.toContain('<script>')
      expect(message.html).toContain(`<html lang="${lang}">`)
      if ('link' in email) {
        expect(message.text).toContain(link)
        expect(message.html).toContain(escapeHtml(link))
      } else {
        expect(message.text).not.toContain('token=')
      }
      if ('email' in email) expect(message.text).toContain('new@example.org')
    }
  })

  it('says how long the link lasts, with the plural of the language', () => {
    const message = (hours: number, lang: 'es' | 'en') =>
      composeAccountEmail({ kind: 'firstPassword', link, hours }, { ...recipient, lang }, undefined).text
    expect(message(1, 'es')).toContain('1 hora.')
    expect(message(72, 'es')).toContain('72 horas.')
    expect(message(72, 'en')).toContain('72 hours.')
  })

  it('falls back to a generic name when the association has none', () => {
    const message = composeAccountEmail({ kind: 'passwordChanged' }, { ...recipient, lang: 'ca' }, undefined)
    expect(message.subject).toBe('La teva contrasenya ha canviat · Col·legi')
  })
})

describe('phoneCodeText', () => {
  it('carries the code and its lifetime in the language of the person', () => {
    expect(phoneCodeText('en', { code: '012345', minutes: 10, association: 'Colegio' })).toBe(
      'Colegio: your verification code is 012345. It expires in 10 minutes. Do not share it with anyone.',
    )
    expect(phoneCodeText('es', { code: '000001', minutes: 10, association: undefined })).toContain(
      'Colegio: ',
    )
  })
})
