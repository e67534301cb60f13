import { and, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { CurrentUserSchema, passwordProblemReasons } from '@/lib/contract/auth'
import { serverEnv } from '@/lib/env'
import { passwordFingerprint } from '@/lib/server/auth/passwords'
import { signToken } from '@/lib/server/auth/tokens'
import { authFailures, users } from '@/lib/server/db/schema'
import { demoAccounts, demoSettings } from '@/lib/server/db/seed/site'
import { bearerFor, createTestUser, login, newAddress, reloadUser } from '../support/auth'
import { capturingMailer } from '../support/outbox'
import { setupTestApi } from '../support/test-api'

const mailer = capturingMailer()
const api = setupTestApi({ mailer })
const [collegiate, , , withoutPassword] = demoAccounts
const site = () => serverEnv().PUBLIC_SITE_URL.replace(/\/+$/, '')

beforeEach(async () => {
  await api.runDueJobs()
  mailer.sent.length = 0
})

function send(method: string, path: string, body: unknown, init: { token?: string; address?: string } = {}) {
  return api.request(`/api${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'X-Portal-Peer-Address': init.address ?? newAddress(),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: JSON.stringify(body),
  })
}

const post = (path: string, body: unknown, init?: { token?: string; address?: string }) =>
  send('POST', path, body, init)
const patch = (path: string, body: unknown, token: string, address?: string) =>
  send('PATCH', path, body, { token, address })

/** The e-mails sent to an address once the queued work is done. */
async function mailTo(address: string) {
  await api.runDueJobs()
  return mailer.to(address)
}

/** The token of the only e-mail sent to an address, checking that its link opens `page` on the site. */
async function tokenMailedTo(address: string, page: string, langPrefix = ''): Promise<string> {
  const [message, ...others] = await mailTo(address)
  expect(others).toHaveLength(0)
  const link = new RegExp(`${site()}${langPrefix}${page}\\?token=([\\w.-]+)`).exec(message!.text)
  expect(link, message!.text).not.toBeNull()
  expect(message!.html).toContain(`${site()}${langPrefix}${page}?token=${link![1]}`)
  return link![1]!
}

const newEmail = () => `new-${crypto.randomUUID()}@test.colegio.example`
const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000)

const registration = (overrides: Record<string, unknown> = {}) => ({
  email: newEmail(),
  password: 'Registro-Seguro-2026',
  name: 'Irati',
  surname: 'Lasa',
  ...overrides,
})

describe('POST /auth/register', () => {
  it('creates an unverified non-member, ignoring privileged fields, and e-mails the verification link', async () => {
    const input = registration({
      email: `  Irati.${crypto.randomUUID()}@Test.Colegio.example `,
      is_superuser: true,
      is_verified: true,
      is_active: false,
      principals: ['role:staff'],
      dni: '12345678-z',
      phone: '+34 611 22 33 44',
    })
    const response = await post('/auth/register', input)
    expect(response.status).toBe(201)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const user = CurrentUserSchema.parse(await response.json())
    const email = (input.email as string).trim().toLowerCase()
    expect(user).toMatchObject({
      email,
      name: 'Irati',
      surname: 'Lasa',
      is_active: true,
      is_superuser: false,
      is_verified: false,
      principals: ['role:non-member'],
      role: 'non_member',
      preferred_lang: 'es',
      tmp_email: null,
      dni_verified: false,
    })
    const stored = await reloadUser(api.db, user.id)
    expect(stored).toMatchObject({ dni: '12345678Z', phone: '+34611223344' })
    expect(stored!.hashed_password).toMatch(/^\$argon2id\$/)

    const token = await tokenMailedTo(email, '/auth/new-verification')
    const verified = await post('/auth/verify', { token })
    expect(verified.status).toBe(200)
    expect((await verified.json()).is_verified).toBe(true)
  })

  it('writes the verification e-mail in the language chosen', async () => {
    const input = registration({ preferred_lang: 'ca' })
    expect((await post('/auth/register', input)).status).toBe(201)
    const [message] = await mailTo(input.email)
    expect(message!.subject).toBe(`Confirma el teu correu electrònic · ${demoSettings('ca').footer_title}`)
    expect(message!.text).toContain(`${site()}/ca/auth/new-verification?token=`)
  })

  it('answers REGISTER_USER_ALREADY_EXISTS for an address with an account, whatever its case', async () => {
    const response = await post('/auth/register', registration({ email: collegiate.email.toUpperCase() }))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ detail: 'REGISTER_USER_ALREADY_EXISTS' })
  })

  it('answers REGISTER_INVALID_PASSWORD with the reason, before looking at the address', async () => {
    for (const [password, reason] of [
      ['short1A', passwordProblemReasons.too_short],
      ['no-uppercase-2026', passwordProblemReasons.missing_uppercase],
      ['Password123', passwordProblemReasons.too_common],
    ]) {
      for (const email of [newEmail(), collegiate.email]) {
        const response = await post('/auth/register', registration({ email, password }))
        expect(response.status, password).toBe(400)
        expect(await response.json()).toEqual({ detail: { code: 'REGISTER_INVALID_PASSWORD', reason } })
      }
    }
  })

  it('answers 422 for a DNI with the wrong letter, a phone that is not a Spanish mobile, or a bad e-mail', async () => {
    for (const [field, value] of [
      ['dni', '12345678A'],
      ['phone', '912345678'],
      ['phone', '+33612345678'],
      ['email', 'not-an-address'],
    ] as const) {
      const response = await post('/auth/register', registration({ [field]: value }))
      expect(response.status, `${field} ${value}`).toBe(422)
      expect((await response.json()).detail[0].loc).toEqual(['body', field])
    }
    expect(await mailTo('not-an-address')).toEqual([])
  })

  it('answers 429 with Retry-After after ten registrations from one address within an hour', async () => {
    const address = newAddress()
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await post('/auth/register', registration(), { address })).status).toBe(201)
    }
    const refused = await post('/auth/register', registration(), { address })
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ detail: 'TOO_MANY_REQUESTS' })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(59 * 60)
    expect((await post('/auth/register', registration())).status).toBe(201)
  })
})

describe('POST /auth/forgot-password', () => {
  it('answers 202 null alike for an unknown address and for an account, and e-mails only the account', async () => {
    const user = await createTestUser(api.db)
    for (const email of ['nobody@test.colegio.example', user.email]) {
      const response = await post('/auth/forgot-password', { email })
      expect(response.status).toBe(202)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.json()).toBeNull()
    }
    expect(await mailTo('nobody@test.colegio.example')).toEqual([])
    await tokenMailedTo(user.email, '/auth/reset-password')
  })

  it("writes in the person's language, names the association, and builds the link from PUBLIC_SITE_URL only", async () => {
    const user = await createTestUser(api.db, { preferred_lang: 'eu', name: 'Miren <b>' })
    const response = await api.request('/api/auth/forgot-password', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Host: 'evil.example',
        'X-Forwarded-Host': 'evil.example',
      },
      body: JSON.stringify({ email: user.email }),
    })
    expect(response.status).toBe(202)
    await tokenMailedTo(user.email, '/auth/reset-password', '/eu')
    const [message] = mailer.to(user.email)
    expect(message!.subject).toBe(`Berrezarri pasahitza · ${demoSettings('eu').footer_title}`)
    expect(message!.text).toContain('Kaixo, Miren <b>:')
    expect(message!.html).toContain('Kaixo, Miren &lt;b&gt;:')
    expect(message!.html).not.toContain('evil.example')
  })

  it('writes in the language the request was made in, when it names one of the portal languages', async () => {
    const user = await createTestUser(api.db, { preferred_lang: 'es' })
    const response = await api.request('/api/auth/forgot-password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'ca-ES, es;q=0.8' },
      body: JSON.stringify({ email: user.email }),
    })
    expect(response.status).toBe(202)
    await tokenMailedTo(user.email, '/auth/reset-password', '/ca')
    expect(mailer.to(user.email)[0]!.subject).toMatch(/contrasenya/)
  })

  it('sends nothing for an inactive account', async () => {
    const user = await createTestUser(api.db, { is_active: false })
    expect((await post('/auth/forgot-password', { email: user.email })).status).toBe(202)
    expect(await mailTo(user.email)).toEqual([])
  })

  it('sends at most three e-mails per account every 15 minutes, still answering 202', async () => {
    const user = await createTestUser(api.db)
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await post('/auth/forgot-password', { email: user.email })).status).toBe(202)
    }
    expect(await mailTo(user.email)).toHaveLength(3)
  })

  it('keeps to that limit when the requests arrive together', async () => {
    const user = await createTestUser(api.db)
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => post('/auth/forgot-password', { email: user.email })),
    )
    expect(responses.map((response) => response.status)).toEqual(Array(6).fill(202))
    expect((await mailTo(user.email)).length).toBeLessThanOrEqual(3)
  })

  it('answers 429 after 20 requests from one address within 15 minutes', async () => {
    const address = newAddress()
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await post('/auth/forgot-password', { email: newEmail() }, { address })
      expect(response.status).toBe(202)
    }
    const refused = await post('/auth/forgot-password', { email: newEmail() }, { address })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('answers 422 for a malformed address only', async () => {
    expect((await post('/auth/forgot-password', { email: 'nope' })).status).toBe(422)
  })
})

describe('POST /auth/reset-password', () => {
  async function resetToken(email: string) {
    expect((await post('/auth/forgot-password', { email })).status).toBe(202)
    return tokenMailedTo(email, '/auth/reset-password')
  }

  it('sets the password once: the new one signs in, the old one no longer, sessions end, the e-mail is verified', async () => {
    const user = await createTestUser(api.db, { is_verified: false })
    await api.db.update(users).set({ is_verified: true }).where(eq(users.id, user.id))
    const session = await bearerFor(api.request, user.email, user.password)
    await api.db.update(users).set({ is_verified: false }).where(eq(users.id, user.id))
    await api.db.insert(authFailures).values({ scope: 'login-account', key: user.email })

    const token = await resetToken(user.email)
    const response = await post('/auth/reset-password', { token, password: 'Nueva-Clave-2026' })
    expect(response.status).toBe(200)
    expect(await response.json()).toBeNull()

    expect(
      (await api.request('/api/user/me', { headers: { Authorization: `Bearer ${session}` } })).status,
    ).toBe(401)
    expect((await login(api.request, user.email, user.password)).status).toBe(400)
    expect((await login(api.request, user.email, 'Nueva-Clave-2026')).status).toBe(200)
    expect((await reloadUser(api.db, user.id))!.is_verified).toBe(true)

    const again = await post('/auth/reset-password', { token, password: 'Otra-Clave-2026' })
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({ detail: 'RESET_PASSWORD_BAD_TOKEN' })
  })

  it('answers RESET_PASSWORD_INVALID_PASSWORD with the reason, and the token still works afterwards', async () => {
    const user = await createTestUser(api.db)
    const token = await resetToken(user.email)
    for (const [password, reason] of [
      ['short', passwordProblemReasons.too_short],
      ['Sunshine1', passwordProblemReasons.too_common],
    ]) {
      const response = await post('/auth/reset-password', { token, password })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ detail: { code: 'RESET_PASSWORD_INVALID_PASSWORD', reason } })
    }
    expect((await post('/auth/reset-password', { token, password: 'Buena-Clave-2026' })).status).toBe(200)
  })

  it('answers RESET_PASSWORD_BAD_TOKEN for garbage, an expired token, another purpose, or an inactive account', async () => {
    const user = await createTestUser(api.db)
    const fingerprint = passwordFingerprint((await reloadUser(api.db, user.id))!.hashed_password)
    const claims = { sub: user.id, password_fgpt: fingerprint }
    const inactive = await createTestUser(api.db, { is_active: false })
    const inactiveClaims = {
      sub: inactive.id,
      password_fgpt: passwordFingerprint((await reloadUser(api.db, inactive.id))!.hashed_password),
    }
    const tokens = [
      'garbage',
      await signToken(api.db, 'reset', claims, new Date(Date.now() - 1000)),
      await signToken(api.db, 'verify', { ...claims, email: user.email }, inAnHour()),
      await signToken(api.db, 'firstPassword', claims, inAnHour()),
      await signToken(api.db, 'access', claims, inAnHour()),
      await signToken(api.db, 'reset', { ...claims, sub: crypto.randomUUID() }, inAnHour()),
      await signToken(api.db, 'reset', { ...claims, sub: 'not-a-uuid' }, inAnHour()),
      await signToken(api.db, 'reset', { ...claims, password_fgpt: 'other' }, inAnHour()),
      await signToken(api.db, 'reset', inactiveClaims, inAnHour()),
    ]
    for (const token of tokens) {
      const response = await post('/auth/reset-password', { token, password: 'Buena-Clave-2026' })
      expect(response.status, token).toBe(400)
      expect(await response.json()).toEqual({ detail: 'RESET_PASSWORD_BAD_TOKEN' })
    }
    const valid = await signToken(api.db, 'reset', claims, inAnHour())
    expect((await post('/auth/reset-password', { token: valid, password: 'Buena-Clave-2026' })).status).toBe(
      200,
    )
  })
})

describe('POST /auth/first-password', () => {
  it('lets an account created without a password set its first one, once', async () => {
    expect((await post('/auth/forgot-password', { email: withoutPassword.email })).status).toBe(202)
    const token = await tokenMailedTo(withoutPassword.email, '/auth/first-password')
    const [message] = mailer.to(withoutPassword.email)
    expect(message!.subject).toBe(`Crea tu contraseña · ${demoSettings('es').footer_title}`)

    expect((await post('/auth/reset-password', { token, password: 'Primera-Clave-2026' })).status).toBe(400)
    const response = await post('/auth/first-password', { token, password: 'Primera-Clave-2026' })
    expect(response.status).toBe(200)
    expect(await response.json()).toBeNull()
    expect((await login(api.request, withoutPassword.email, 'Primera-Clave-2026')).status).toBe(200)

    const again = await post('/auth/first-password', { token, password: 'Segunda-Clave-2026' })
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({ detail: 'RESET_PASSWORD_BAD_TOKEN' })
  })

  it('refuses an account that has a password, and a reset token', async () => {
    const user = await createTestUser(api.db)
    const hashed = (await reloadUser(api.db, user.id))!.hashed_password
    for (const token of [
      await signToken(
        api.db,
        'firstPassword',
        { sub: user.id, password_fgpt: passwordFingerprint(null) },
        inAnHour(),
      ),
      await signToken(
        api.db,
        'firstPassword',
        { sub: user.id, password_fgpt: passwordFingerprint(hashed) },
        inAnHour(),
      ),
      await signToken(
        api.db,
        'reset',
        { sub: user.id, password_fgpt: passwordFingerprint(hashed) },
        inAnHour(),
      ),
    ]) {
      const response = await post('/auth/first-password', { token, password: 'Primera-Clave-2026' })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ detail: 'RESET_PASSWORD_BAD_TOKEN' })
    }
  })

  it('answers RESET_PASSWORD_INVALID_PASSWORD when the password breaks a rule', async () => {
    const user = await createTestUser(api.db, { password: null })
    const token = await signToken(
      api.db,
      'firstPassword',
      { sub: user.id, password_fgpt: passwordFingerprint(null) },
      inAnHour(),
    )
    const response = await post('/auth/first-password', { token, password: 'nodigits-here-A' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      detail: { code: 'RESET_PASSWORD_INVALID_PASSWORD', reason: passwordProblemReasons.missing_digit },
    })
  })
})

describe('POST /auth/request-verify-token and POST /auth/verify', () => {
  it('e-mails an unverified account a link that verifies it once', async () => {
    const user = await createTestUser(api.db, { is_verified: false, principals: ['role:non-member'] })
    const response = await post('/auth/request-verify-token', { email: user.email })
    expect(response.status).toBe(202)
    expect(await response.json()).toBeNull()
    const token = await tokenMailedTo(user.email, '/auth/new-verification')

    const verified = await post('/auth/verify', { token })
    expect(verified.status).toBe(200)
    expect(CurrentUserSchema.parse(await verified.json())).toMatchObject({ id: user.id, is_verified: true })

    const again = await post('/auth/verify', { token })
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({ detail: 'VERIFY_USER_ALREADY_VERIFIED' })
  })

  it('answers 202 null and sends nothing for an unknown, verified or inactive account', async () => {
    const verified = await createTestUser(api.db)
    const inactive = await createTestUser(api.db, { is_verified: false, is_active: false })
    for (const email of ['nobody@test.colegio.example', verified.email, inactive.email]) {
      const response = await post('/auth/request-verify-token', { email })
      expect(response.status).toBe(202)
      expect(await response.json()).toBeNull()
      expect(await mailTo(email)).toEqual([])
    }
  })

  it('answers VERIFY_USER_BAD_TOKEN for garbage, an expired token, another address, another purpose or a gone user', async () => {
    const user = await createTestUser(api.db, { is_verified: false })
    const tokens = [
      'garbage',
      await signToken(api.db, 'verify', { sub: user.id, email: user.email }, new Date(Date.now() - 1000)),
      await signToken(api.db, 'verify', { sub: user.id, email: 'old@test.colegio.example' }, inAnHour()),
      await signToken(api.db, 'verifyTmpEmail', { sub: user.id, email: user.email }, inAnHour()),
      await signToken(api.db, 'verify', { sub: crypto.randomUUID(), email: user.email }, inAnHour()),
    ]
    for (const token of tokens) {
      const response = await post('/auth/verify', { token })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ detail: 'VERIFY_USER_BAD_TOKEN' })
    }
  })
})

describe('PATCH /user/me', () => {
  async function signedIn(overrides: Parameters<typeof createTestUser>[1] = {}) {
    const user = await createTestUser(api.db, overrides)
    return { user, token: await bearerFor(api.request, user.email, user.password) }
  }

  it('answers 401 without a session', async () => {
    const response = await api.request('/api/user/me', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ preferred_lang: 'en' }),
    })
    expect(response.status).toBe(401)
  })

  it('changes the language at once', async () => {
    const { token } = await signedIn()
    const response = await patch('/user/me', { preferred_lang: 'en' }, token)
    expect(response.status).toBe(200)
    expect(CurrentUserSchema.parse(await response.json()).preferred_lang).toBe('en')
  })

  it('keeps a new address waiting, e-mails a link to it and a notice to the old one, and switches once confirmed', async () => {
    const { user, token } = await signedIn({ preferred_lang: 'en' })
    const address = newEmail()
    const response = await patch(
      '/user/me',
      { email: address.toUpperCase(), current_password: user.password },
      token,
    )
    expect(response.status).toBe(200)
    expect(CurrentUserSchema.parse(await response.json())).toMatchObject({
      email: user.email,
      tmp_email: address,
    })

    const confirmation = await tokenMailedTo(address, '/auth/verify-tmp-email', '/en')
    const [notice, ...others] = mailer.to(user.email)
    expect(others).toHaveLength(0)
    expect(notice!.subject).toBe(`E-mail address change requested · ${demoSettings('en').footer_title}`)
    expect(notice!.text).toContain(address)
    expect(notice!.text).not.toContain('token=')

    const confirmed = await post('/auth/verify-tmp-email', { token: confirmation })
    expect(confirmed.status).toBe(200)
    expect(CurrentUserSchema.parse(await confirmed.json())).toMatchObject({
      email: address,
      tmp_email: null,
      is_verified: true,
    })
    expect((await login(api.request, address, user.password)).status).toBe(200)
    expect((await login(api.request, user.email, user.password)).status).toBe(400)

    const again = await post('/auth/verify-tmp-email', { token: confirmation })
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({ detail: 'VERIFY_USER_BAD_TOKEN' })
  })

  it('answers INVALID_CURRENT_PASSWORD without the password or with a wrong one, counting wrong ones as failed sign-ins', async () => {
    const { user, token } = await signedIn()
    const missing = await patch('/user/me', { email: newEmail() }, token)
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ detail: 'INVALID_CURRENT_PASSWORD' })
    const wrong = await patch('/user/me', { email: newEmail(), current_password: 'Wrong-Password-1' }, token)
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({ detail: 'INVALID_CURRENT_PASSWORD' })
    const failures = await api.db
      .select()
      .from(authFailures)
      .where(and(eq(authFailures.scope, 'login-account'), eq(authFailures.key, user.email)))
    expect(failures).toHaveLength(1)
    expect((await reloadUser(api.db, user.id))!.tmp_email).toBeNull()
    expect(await mailTo(user.email)).toEqual([])
  })

  it('answers 429 once the account has had ten failed sign-ins from this address, even with the right password', async () => {
    const { user, token } = await signedIn()
    const address = newAddress()
    await api.db
      .insert(authFailures)
      .values(Array.from({ length: 10 }, () => ({ scope: 'login-pair', key: `${user.email} ${address}` })))
    const body = { email: newEmail(), current_password: user.password }
    const response = await patch('/user/me', body, token, address)
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('answers UPDATE_USER_EMAIL_ALREADY_EXISTS for an address another account has or waits to confirm', async () => {
    const { user: other, token: otherToken } = await signedIn()
    const pending = newEmail()
    expect(
      (await patch('/user/me', { email: pending, current_password: other.password }, otherToken)).status,
    ).toBe(200)
    const { user, token } = await signedIn()
    for (const email of [collegiate.email, pending]) {
      const response = await patch('/user/me', { email, current_password: user.password }, token)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ detail: 'UPDATE_USER_EMAIL_ALREADY_EXISTS' })
    }
  })

  it('cancels a pending change when given the current address, and a superseded link no longer works', async () => {
    const { user, token } = await signedIn()
    const first = newEmail()
    await patch('/user/me', { email: first, current_password: user.password }, token)
    const firstToken = await tokenMailedTo(first, '/auth/verify-tmp-email')
    const second = newEmail()
    await patch('/user/me', { email: second, current_password: user.password }, token)
    const stale = await post('/auth/verify-tmp-email', { token: firstToken })
    expect(stale.status).toBe(400)
    expect(await stale.json()).toEqual({ detail: 'VERIFY_USER_BAD_TOKEN' })

    const cancelled = await patch('/user/me', { email: user.email }, token)
    expect(cancelled.status).toBe(200)
    expect((await cancelled.json()).tmp_email).toBeNull()
    const secondToken = await tokenMailedTo(second, '/auth/verify-tmp-email')
    expect((await post('/auth/verify-tmp-email', { token: secondToken })).status).toBe(400)
  })
})

describe('POST /auth/verify-tmp-email', () => {
  it('answers UPDATE_USER_EMAIL_ALREADY_EXISTS when someone took the address meanwhile', async () => {
    const user = await createTestUser(api.db)
    const token = await bearerFor(api.request, user.email, user.password)
    const address = newEmail()
    await patch('/user/me', { email: address, current_password: user.password }, token)
    const confirmation = await tokenMailedTo(address, '/auth/verify-tmp-email')
    expect((await post('/auth/register', registration({ email: address }))).status).toBe(201)

    const response = await post('/auth/verify-tmp-email', { token: confirmation })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ detail: 'UPDATE_USER_EMAIL_ALREADY_EXISTS' })
    expect((await reloadUser(api.db, user.id))!.email).toBe(user.email)
  })

  it('answers VERIFY_USER_BAD_TOKEN for garbage, an expired token or another purpose', async () => {
    const user = await createTestUser(api.db, { tmp_email: newEmail() })
    const claims = { sub: user.id, tmp_email: user.tmp_email }
    for (const token of [
      'garbage',
      await signToken(api.db, 'verifyTmpEmail', claims, new Date(Date.now() - 1000)),
      await signToken(api.db, 'verify', claims, inAnHour()),
    ]) {
      const response = await post('/auth/verify-tmp-email', { token })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ detail: 'VERIFY_USER_BAD_TOKEN' })
    }
    const valid = await signToken(api.db, 'verifyTmpEmail', claims, inAnHour())
    expect((await post('/auth/verify-tmp-email', { token: valid })).status).toBe(200)
  })
})

describe('PATCH /user/password', () => {
  it('changes the password, ends the other sessions but this one, and e-mails a notice', async () => {
    const user = await createTestUser(api.db)
    const current = await bearerFor(api.request, user.email, user.password)
    const other = await bearerFor(api.request, user.email, user.password)
    const response = await patch(
      '/user/password',
      { old_password: user.password, new_password: 'Cambiada-2026' },
      current,
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toBeNull()

    const me = (token: string) =>
      api.request('/api/user/me', { headers: { Authorization: `Bearer ${token}` } })
    expect((await me(current)).status).toBe(200)
    expect((await me(other)).status).toBe(401)
    expect((await login(api.request, user.email, 'Cambiada-2026')).status).toBe(200)
    expect((await login(api.request, user.email, user.password)).status).toBe(400)
    const [notice] = await mailTo(user.email)
    expect(notice!.subject).toBe(`Tu contraseña ha cambiado · ${demoSettings('es').footer_title}`)
  })

  it('answers INVALID_CURRENT_PASSWORD for a wrong old password, and 429 after ten from one address', async () => {
    const user = await createTestUser(api.db)
    const token = await bearerFor(api.request, user.email, user.password)
    const address = newAddress()
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await patch(
        '/user/password',
        { old_password: 'Wrong-1', new_password: 'Cambiada-2026' },
        token,
        address,
      )
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ detail: 'INVALID_CURRENT_PASSWORD' })
    }
    const refused = await patch(
      '/user/password',
      { old_password: user.password, new_password: 'Cambiada-2026' },
      token,
      address,
    )
    expect(refused.status).toBe(429)
    expect(await mailTo(user.email)).toEqual([])
  })

  it('answers UPDATE_USER_INVALID_PASSWORD with the reason when the new password breaks a rule', async () => {
    const user = await createTestUser(api.db)
    const token = await bearerFor(api.request, user.email, user.password)
    for (const [password, reason] of [
      ['ALLUPPER2026', passwordProblemReasons.missing_lowercase],
      ['Qwerty123', passwordProblemReasons.too_common],
    ]) {
      const response = await patch(
        '/user/password',
        { old_password: user.password, new_password: password },
        token,
      )
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ detail: { code: 'UPDATE_USER_INVALID_PASSWORD', reason } })
    }
    expect((await login(api.request, user.email, user.password)).status).toBe(200)
  })

  it('answers 422 when a field is missing, and 401 without a session', async () => {
    const user = await createTestUser(api.db)
    const token = await bearerFor(api.request, user.email, user.password)
    const missing = await patch('/user/password', { new_password: 'Cambiada-2026' }, token)
    expect(missing.status).toBe(422)
    expect((await missing.json()).detail[0].loc).toEqual(['body', 'old_password'])
    const anonymous = await send('PATCH', '/user/password', {
      old_password: 'x',
      new_password: 'Cambiada-2026',
    })
    expect(anonymous.status).toBe(401)
  })
})
