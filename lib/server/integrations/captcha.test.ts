import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectConsoleError } from '@/tests/support/setup'
import { createRecaptchaVerifier, siteverifyUrl } from './captcha'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

let warnings: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
})

/** Google's siteverify answering `answer`; returns the forms it was sent. */
function google(answer: () => Response | Promise<Response>) {
  const sent: Array<Record<string, string>> = []
  server.use(
    http.post(siteverifyUrl, async ({ request }) => {
      sent.push(Object.fromEntries(new URLSearchParams(await request.text())))
      return answer()
    }),
  )
  return sent
}

const expected = { action: 'accessibility_feedback', remoteIp: '203.0.113.9' } as const
const v3 = createRecaptchaVerifier({ secret: 'the-secret', version: '3', minScore: 0.5 })
const v2 = createRecaptchaVerifier({ secret: 'the-secret', version: '2' })
const scored = (score: number, action = 'accessibility_feedback') =>
  HttpResponse.json({
    success: true,
    score,
    action,
    hostname: 'portal.example',
    challenge_ts: '2026-11-21T10:00:00Z',
  })

describe('createRecaptchaVerifier', () => {
  it('posts the secret, the token and the client address to siteverify', async () => {
    const sent = google(() => scored(0.9))
    await expect(v3('the-token', expected)).resolves.toBe('valid')
    expect(sent).toEqual([{ secret: 'the-secret', response: 'the-token', remoteip: '203.0.113.9' }])

    await v3('other-token', { action: 'accessibility_feedback' })
    expect(sent[1]).toEqual({ secret: 'the-secret', response: 'other-token' })
  })

  it('v3: accepts a token of the expected action with at least the minimum score', async () => {
    google(() => scored(0.5))
    await expect(v3('t', expected)).resolves.toBe('valid')
  })

  it('v3: refuses a low score, another action, no score, or a token Google says is bad', async () => {
    google(() => scored(0.3))
    await expect(v3('t', expected)).resolves.toBe('invalid')
    google(() => scored(0.9, 'login'))
    await expect(v3('t', expected)).resolves.toBe('invalid')
    google(() => HttpResponse.json({ success: true, action: 'accessibility_feedback' }))
    await expect(v3('t', expected)).resolves.toBe('invalid')
    google(() => HttpResponse.json({ success: false, 'error-codes': ['timeout-or-duplicate'] }))
    await expect(v3('t', expected)).resolves.toBe('invalid')
  })

  it('v2: accepts what Google calls a success, and nothing else', async () => {
    google(() => HttpResponse.json({ success: true, hostname: 'portal.example' }))
    await expect(v2('t', expected)).resolves.toBe('valid')
    google(() => HttpResponse.json({ success: false, 'error-codes': ['invalid-input-response'] }))
    await expect(v2('t', expected)).resolves.toBe('invalid')
  })

  it.each([
    ['unreachable', () => HttpResponse.error()],
    ['answering 500', () => new HttpResponse('oops', { status: 500 })],
    ['answering HTML', () => HttpResponse.html('<p>Sorry</p>')],
    ['answering another shape', () => HttpResponse.json({ ok: 1 })],
  ])('says unavailable when Google is %s', async (_, answer) => {
    google(answer)
    await expect(v3('t', expected)).resolves.toBe('unavailable')
    expect(warnings).toHaveBeenCalledWith(expect.stringMatching(/^\[captcha\] siteverify did not answer/))
  })

  it('says unavailable when Google takes longer than the timeout', async () => {
    google(async () => {
      await delay(500)
      return scored(0.9)
    })
    const slow = createRecaptchaVerifier({ secret: 's', version: '3', timeoutMs: 50 })
    await expect(slow('t', expected)).resolves.toBe('unavailable')
  })

  it('says unavailable, and logs why, when Google refuses the secret', async () => {
    google(() => HttpResponse.json({ success: false, 'error-codes': ['invalid-input-secret'] }))
    expectConsoleError()
    await expect(v3('t', expected)).resolves.toBe('unavailable')
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/RECAPTCHA_SECRET/))
  })
})

describe('captcha from the environment', () => {
  async function fromEnv(values: Record<string, string | undefined>) {
    vi.resetModules()
    for (const [key, value] of Object.entries(values)) vi.stubEnv(key, value)
    return import('./captcha')
  }
  afterEach(() => vi.unstubAllEnvs())

  it('is off without a site key or a secret', async () => {
    const captcha = await fromEnv({ RECAPTCHA_SITE_KEY: undefined, RECAPTCHA_SECRET: undefined })
    expect(captcha.publicCaptchaSettings()).toBeNull()
    expect(captcha.captchaVerifierFromEnv()).toBeUndefined()
  })

  it('gives pages the site key and version, never the secret', async () => {
    const captcha = await fromEnv({
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_VERSION: '2',
      RECAPTCHA_SECRET: 'the-secret',
    })
    expect(captcha.publicCaptchaSettings()).toEqual({ siteKey: 'site-key', version: '2' })
    expect(captcha.captchaVerifierFromEnv()).toBeTypeOf('function')
  })
})
