import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { accessibilityFeedback } from '@/lib/server/db/schema'
import {
  type CaptchaVerdict,
  createRecaptchaVerifier,
  siteverifyUrl,
  type VerifyCaptcha,
} from '@/lib/server/integrations/captcha'
import { setupTestApi } from '../support/test-api'

// Google cannot be reached from the tests: its siteverify endpoint is played by msw.
const google = setupServer()
beforeAll(() => google.listen({ onUnhandledRequest: 'error' }))
afterEach(() => google.resetHandlers())
afterAll(() => google.close())

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

const scoredVerifier = createRecaptchaVerifier({
  secret: 'test-secret',
  version: '3',
  minScore: 0.5,
  timeoutMs: 200,
})
let verifier: VerifyCaptcha = scoredVerifier
const protectedApi = setupTestApi({ verifyCaptcha: (token, expected) => verifier(token, expected) })
const openApi = setupTestApi()

const path = '/api/public/accessibility-feedback'
let lastAddress = 0
const newAddress = () => `198.51.100.${++lastAddress}`
let lastEmail = 0
const newEmail = () => `captcha${++lastEmail}@example.org`

const validBody = () => ({
  kind: 'suggestion',
  message: 'Please add subtitles to the videos.',
  email: newEmail(),
  lang: 'es',
})

function post(
  api: typeof protectedApi,
  body: Record<string, unknown>,
  { token, address = newAddress(), key }: { token?: string; address?: string; key?: string } = {},
) {
  return api.request(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Portal-Peer-Address': address,
      ...(token === undefined ? {} : { 'X-Captcha-Token': token }),
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: JSON.stringify(body),
  })
}

/** Google answering `answer` to every check; returns the forms it was sent. */
function googleAnswers(answer: () => Response | Promise<Response>) {
  const sent: Array<Record<string, string>> = []
  google.use(
    http.post(siteverifyUrl, async ({ request }) => {
      sent.push(Object.fromEntries(new URLSearchParams(await request.text())))
      return answer()
    }),
  )
  return sent
}

const scored = (score: number, action = 'accessibility_feedback') =>
  HttpResponse.json({
    success: true,
    score,
    action,
    hostname: 'localhost',
    challenge_ts: '2026-11-21T10:00:00Z',
  })

const rowsFor = (api: typeof protectedApi, email: string) =>
  api.db.select().from(accessibilityFeedback).where(eq(accessibilityFeedback.email, email))

async function expectRefusal(response: Response, status: number, detail: string) {
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(await response.json()).toEqual({ detail })
}

describe('captcha on POST /api/public/accessibility-feedback, with a secret', () => {
  beforeEach(() => {
    verifier = scoredVerifier
  })

  it('accepts a token Google scores well for the action, sending it the client’s address', async () => {
    const sent = googleAnswers(() => scored(0.9))
    const body = validBody()
    const response = await post(protectedApi, body, {
      token: 'good-token',
      address: '203.0.113.7',
    })
    expect(response.status).toBe(201)
    expect(sent).toEqual([{ secret: 'test-secret', response: 'good-token', remoteip: '203.0.113.7' }])
    expect(await rowsFor(protectedApi, body.email)).toHaveLength(1)
  })

  it('refuses a request without a token with 400 CAPTCHA_INVALID, without asking Google, storing nothing', async () => {
    const sent = googleAnswers(() => scored(0.9))
    const body = validBody()
    await expectRefusal(await post(protectedApi, body), 400, 'CAPTCHA_INVALID')
    await expectRefusal(await post(protectedApi, body, { token: '' }), 400, 'CAPTCHA_INVALID')
    await expectRefusal(await post(protectedApi, body, { token: 'x'.repeat(8193) }), 400, 'CAPTCHA_INVALID')
    expect(sent).toEqual([])
    expect(await rowsFor(protectedApi, body.email)).toEqual([])
  })

  it.each([
    ['a low score', () => scored(0.2)],
    ['a token for another action', () => scored(0.9, 'login')],
    [
      'a token Google does not recognise',
      () => HttpResponse.json({ success: false, 'error-codes': ['invalid-input-response'] }),
    ],
    [
      'a token already used',
      () => HttpResponse.json({ success: false, 'error-codes': ['timeout-or-duplicate'] }),
    ],
  ])('refuses %s with 400 CAPTCHA_INVALID, storing nothing', async (_, answer) => {
    googleAnswers(answer)
    const body = validBody()
    await expectRefusal(await post(protectedApi, body, { token: 'some-token' }), 400, 'CAPTCHA_INVALID')
    expect(await rowsFor(protectedApi, body.email)).toEqual([])
  })

  it.each([
    ['unreachable', () => HttpResponse.error()],
    ['failing', () => new HttpResponse(null, { status: 502 })],
    [
      'too slow',
      async () => {
        await delay(1000)
        return scored(0.9)
      },
    ],
  ])(
    'answers 503 CAPTCHA_UNAVAILABLE with Retry-After when Google is %s, storing nothing',
    async (_, answer) => {
      googleAnswers(answer)
      const body = validBody()
      const response = await post(protectedApi, body, { token: 'some-token' })
      expect(response.headers.get('retry-after')).toBe('30')
      await expectRefusal(response, 503, 'CAPTCHA_UNAVAILABLE')
      expect(await rowsFor(protectedApi, body.email)).toEqual([])
    },
  )

  it('validates the body first: a malformed one without a token is told its fields (422), Google is not asked', async () => {
    const sent = googleAnswers(() => scored(0.9))
    const response = await post(protectedApi, { kind: 'nonsense', message: '', lang: 'xx' })
    expect(response.status).toBe(422)
    const { detail } = (await response.json()) as { detail: Array<{ loc: string[] }> }
    expect(detail.map((issue) => issue.loc.join('.'))).toEqual(
      expect.arrayContaining(['body.kind', 'body.message', 'body.lang']),
    )
    expect(sent).toEqual([])
    // A well-formed body still needs its token.
    await expectRefusal(await post(protectedApi, validBody()), 400, 'CAPTCHA_INVALID')
  })

  it('asks for a token on a retry with the same Idempotency-Key too', async () => {
    googleAnswers(() => scored(0.9))
    const body = validBody()
    const key = randomUUID()
    const first = await post(protectedApi, body, { token: 'first-token', key })
    expect(first.status).toBe(201)
    await expectRefusal(await post(protectedApi, body, { key }), 400, 'CAPTCHA_INVALID')
    const retry = await post(protectedApi, body, { token: 'second-token', key })
    expect(retry.status).toBe(201)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    expect(await retry.json()).toEqual(await first.json())
  })

  it('does not count refused tokens against the rate limit', async () => {
    googleAnswers(() => scored(0.1))
    const address = newAddress()
    for (let i = 0; i < 6; i++) {
      expect((await post(protectedApi, validBody(), { token: 'bot-token', address })).status).toBe(400)
    }
    googleAnswers(() => scored(0.9))
    expect((await post(protectedApi, validBody(), { token: 'person-token', address })).status).toBe(201)
  })

  it('accepts a valid v2 token, which carries neither score nor action', async () => {
    verifier = createRecaptchaVerifier({ secret: 'test-secret', version: '2', timeoutMs: 200 })
    googleAnswers(() => HttpResponse.json({ success: true, hostname: 'localhost' }))
    expect((await post(protectedApi, validBody(), { token: 'v2-token' })).status).toBe(201)
  })

  it('answers 503, never 500, when the verifier itself fails', async () => {
    verifier = async (): Promise<CaptchaVerdict> => {
      throw new Error('bug')
    }
    await expectRefusal(await post(protectedApi, validBody(), { token: 't' }), 503, 'CAPTCHA_UNAVAILABLE')
  })
})

describe('captcha without a secret', () => {
  it('lets requests through unchecked, with or without a token, never calling Google', async () => {
    // No siteverify handler: a call to Google would fail the request.
    const body = validBody()
    expect((await post(openApi, body)).status).toBe(201)
    expect((await post(openApi, validBody(), { token: 'ignored-token' })).status).toBe(201)
    expect(await rowsFor(openApi, body.email)).toHaveLength(1)
  })
})

describe('captcha on the account requests that send e-mail', () => {
  const requests = [
    ['/api/auth/register', 'register', 201, { password: 'Registro-2026-x', name: 'Ane' }],
    ['/api/auth/forgot-password', 'password_recovery', 202, {}],
    ['/api/auth/request-verify-token', 'verification_request', 202, {}],
  ] as const

  it.each(requests)('%s needs a token for the action %s', async (route, action, status, extra) => {
    verifier = async (token, expected) => (token === `token-for-${expected.action}` ? 'valid' : 'invalid')
    const send = (token?: string) =>
      protectedApi.request(route, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Portal-Peer-Address': newAddress(),
          ...(token ? { 'X-Captcha-Token': token } : {}),
        },
        body: JSON.stringify({ email: newEmail(), ...extra }),
      })
    await expectRefusal(await send(), 400, 'CAPTCHA_INVALID')
    await expectRefusal(await send('token-for-login'), 400, 'CAPTCHA_INVALID')
    expect((await send(`token-for-${action}`)).status).toBe(status)

    // A malformed body is refused for what it is, token or not.
    const malformed = await protectedApi.request(route, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Portal-Peer-Address': newAddress() },
      body: JSON.stringify({ email: 'not-an-address' }),
    })
    expect(malformed.status).toBe(422)
    const { detail } = (await malformed.json()) as { detail: Array<{ loc: string[] }> }
    expect(detail.map((issue) => issue.loc.join('.'))).toContain('body.email')
  })
})
