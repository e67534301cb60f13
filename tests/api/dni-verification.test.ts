import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DniVerificationStatusSchema, PhoneCodeSentSchema } from '@/lib/contract/auth'
import { phoneCodes } from '@/lib/server/db/schema'
import { demoAccounts } from '@/lib/server/db/seed/site'
import { bearerFor, createTestUser } from '../support/auth'
import { capturingSms } from '../support/outbox'
import { setupTestApi } from '../support/test-api'

const sms = capturingSms()
const api = setupTestApi({ sms })
const [collegiate, , visitor] = demoAccounts
const path = '/api/public/dni-verification-content/verify-dni-verification/me'

function call(method: string, url: string, token: string | undefined, body?: unknown) {
  return api.request(url, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

const sendCode = (token: string, dni: string) => call('POST', path, token, { dni })
const confirmCode = (token: string, dni: string, code: string) =>
  call('POST', `${path}/confirm`, token, { dni, code })

let lastPhone = 0
/** A signed-in non-member of its own, with a DNI and a phone, so each test starts with fresh limits. */
async function nonMember(overrides: Parameters<typeof createTestUser>[1] = {}) {
  const phone = `+3461${String(++lastPhone).padStart(7, '0')}`
  const user = await createTestUser(api.db, {
    principals: ['role:non-member'],
    dni: '00000000T',
    phone,
    ...overrides,
  })
  return { user, token: await bearerFor(api.request, user.email, user.password) }
}

/** The code of the last SMS sent to a phone. */
function lastCodeSentTo(phone: string): string {
  const message = sms.sent.filter((sent) => sent.to === phone).at(-1)
  expect(message).toBeDefined()
  const code = /\b(\d{6})\b/.exec(message!.text)?.[1]
  expect(code, message!.text).toBeDefined()
  return code!
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('who may validate a DNI', () => {
  it('answers 401 without a session and 403 to a collegiate', async () => {
    const token = await bearerFor(api.request, collegiate.email, collegiate.password)
    for (const [method, url, body] of [
      ['GET', path, undefined],
      ['POST', path, { dni: '12345678Z' }],
      ['POST', `${path}/confirm`, { dni: '12345678Z', code: '123456' }],
    ] as const) {
      expect((await call(method, url, undefined, body)).status, `${method} ${url}`).toBe(401)
      const forbidden = await call(method, url, token, body)
      expect(forbidden.status, `${method} ${url}`).toBe(403)
      expect(await forbidden.json()).toEqual({ detail: 'Forbidden' })
    }
  })
})

describe('GET …/verify-dni-verification/me', () => {
  it('shows the DNI and phone on record with all but their ends hidden', async () => {
    const token = await bearerFor(api.request, visitor.email, visitor.password)
    const response = await call('GET', path, token)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(DniVerificationStatusSchema.parse(await response.json())).toEqual({
      dni_hint: '*****678Z',
      phone_hint: '**********00',
      verified: false,
      verified_at: null,
    })
  })

  it('answers null hints when nothing is on record', async () => {
    const { token } = await nonMember({ dni: null, phone: null })
    expect(await (await call('GET', path, token)).json()).toMatchObject({ dni_hint: null, phone_hint: null })
  })
})

describe('POST …/verify-dni-verification/me', () => {
  it('sends a six-digit code by SMS to the phone on record, valid ten minutes, keeping only its hash', async () => {
    const { user, token } = await nonMember()
    const response = await sendCode(token, '00000000-t')
    expect(response.status).toBe(202)
    const { expires_at } = PhoneCodeSentSchema.parse(await response.json())
    const minutes = (Date.parse(expires_at) - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(9.9)
    expect(minutes).toBeLessThanOrEqual(10)

    const code = lastCodeSentTo(user.phone!)
    const [message] = sms.sent.filter((sent) => sent.to === user.phone)
    expect(message!.text).toMatch(/c[oó]digo/)
    const [stored] = await api.db.select().from(phoneCodes).where(eq(phoneCodes.user_id, user.id))
    expect(stored!.code_hash).not.toContain(code)
    expect(stored!.code_hash.length).toBeGreaterThan(30)
  })

  it("writes the SMS in the person's language", async () => {
    const { user, token } = await nonMember({ preferred_lang: 'eu' })
    expect((await sendCode(token, '00000000T')).status).toBe(202)
    expect(sms.sent.at(-1)).toMatchObject({
      to: user.phone,
      text: expect.stringContaining('egiaztapen-kodea'),
    })
  })

  it('answers DNI_NOT_REGISTERED when the account has no DNI or no phone', async () => {
    for (const missing of [{ dni: null }, { phone: null }]) {
      const { token } = await nonMember(missing)
      const response = await sendCode(token, '00000000T')
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ detail: 'DNI_NOT_REGISTERED' })
    }
  })

  it('answers DNI_MISMATCH for another DNI, 429 after five, and sends nothing', async () => {
    const { user, token } = await nonMember()
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await sendCode(token, '12345678Z')
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ detail: 'DNI_MISMATCH' })
    }
    const refused = await sendCode(token, '00000000T')
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ detail: 'TOO_MANY_REQUESTS' })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
    expect(sms.sent.filter((sent) => sent.to === user.phone)).toEqual([])
  })

  it('answers 422 for a DNI with the wrong letter', async () => {
    const { token } = await nonMember()
    const response = await sendCode(token, '00000000A')
    expect(response.status).toBe(422)
    expect((await response.json()).detail[0].loc).toEqual(['body', 'dni'])
  })

  it('sends at most three codes every 15 minutes', async () => {
    const { token } = await nonMember()
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await sendCode(token, '00000000T')).status).toBe(202)
    const refused = await sendCode(token, '00000000T')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('POST …/verify-dni-verification/me/confirm', () => {
  it('validates the DNI with the right code, once', async () => {
    const { user, token } = await nonMember()
    await sendCode(token, '00000000T')
    const code = lastCodeSentTo(user.phone!)
    const response = await confirmCode(token, '00000000T', code)
    expect(response.status).toBe(200)
    const status = DniVerificationStatusSchema.parse(await response.json())
    expect(status.verified).toBe(true)
    expect(Date.now() - Date.parse(status.verified_at!)).toBeLessThan(60_000)
    const me = await call('GET', '/api/user/me', token)
    expect((await me.json()).dni_verified).toBe(true)

    const again = await confirmCode(token, '00000000T', code)
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({ detail: 'PHONE_CODE_INVALID' })
  })

  it('answers PHONE_CODE_INVALID for a wrong code, and the code stops working after five wrong tries', async () => {
    const { user, token } = await nonMember()
    await sendCode(token, '00000000T')
    const code = lastCodeSentTo(user.phone!)
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await confirmCode(token, '00000000T', otherCode(code))
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ detail: 'PHONE_CODE_INVALID' })
    }
    const [stored] = await api.db.select().from(phoneCodes).where(eq(phoneCodes.user_id, user.id))
    expect(stored!.attempts).toBe(5)
    expect((await confirmCode(token, '00000000T', code)).status).toBe(400)
  })

  it('answers PHONE_CODE_INVALID for an expired code, one replaced by a newer code, or none sent', async () => {
    const { user, token } = await nonMember()
    expect((await confirmCode(token, '00000000T', '123456')).status).toBe(400)

    await sendCode(token, '00000000T')
    const replaced = lastCodeSentTo(user.phone!)
    await sendCode(token, '00000000T')
    const latest = lastCodeSentTo(user.phone!)
    if (replaced !== latest) expect((await confirmCode(token, '00000000T', replaced)).status).toBe(400)

    await api.db
      .update(phoneCodes)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(phoneCodes.user_id, user.id))
    const expired = await confirmCode(token, '00000000T', latest)
    expect(expired.status).toBe(400)
    expect(await expired.json()).toEqual({ detail: 'PHONE_CODE_INVALID' })
  })

  it('checks the DNI again: DNI_MISMATCH for another one, even with the right code', async () => {
    const { user, token } = await nonMember()
    await sendCode(token, '00000000T')
    const response = await confirmCode(token, '12345678Z', lastCodeSentTo(user.phone!))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ detail: 'DNI_MISMATCH' })
  })

  it('answers 422 for a code that is not six digits', async () => {
    const { token } = await nonMember()
    const response = await confirmCode(token, '00000000T', '12345')
    expect(response.status).toBe(422)
    expect((await response.json()).detail[0].loc).toEqual(['body', 'code'])
  })
})
