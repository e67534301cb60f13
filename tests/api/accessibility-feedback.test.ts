import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { AccessibilityFeedbackReceiptSchema } from '@/lib/contract/accessibility-feedback'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import { forgetServerEnv } from '@/lib/env'
import { accessibilityFeedback } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import { createAccessibilityFeedback } from '@/lib/server/services/accessibility-feedback'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()
const path = '/api/public/accessibility-feedback'

let lastAddress = 0
/** A client address of its own, so that each test starts with a fresh rate limit unless it shares one. */
const newAddress = () => `203.0.113.${++lastAddress}`

let lastEmail = 0
const newEmail = () => `persona${++lastEmail}@example.org`

const validBody = () => ({
  kind: 'barrier',
  page_url: '/el-colegio',
  message: 'The menu cannot be opened with the keyboard.',
  name: 'Ane Etxeberria',
  email: newEmail(),
  lang: 'eu',
})

interface PostOptions {
  address?: string
  key?: string
  headers?: Record<string, string>
}

function post(body: unknown, { address = newAddress(), key, headers = {} }: PostOptions = {}) {
  return api.request(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Portal-Peer-Address': address,
      ...(key ? { 'Idempotency-Key': key } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const rowsFor = (email: string) =>
  api.db.select().from(accessibilityFeedback).where(eq(accessibilityFeedback.email, email))

async function expectEnvelope(response: Response, status: number) {
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  expect(response.headers.get('cache-control')).toBe('no-store')
  const body = await response.json()
  expect(ErrorEnvelopeSchema.safeParse(body).success, JSON.stringify(body)).toBe(true)
  return body
}

describe('POST /api/public/accessibility-feedback', () => {
  it('stores the communication and answers 201 with its reference, uncached', async () => {
    const body = validBody()
    const before = Date.now()
    const response = await post({ ...body, message: `  ${body.message}\n`, name: ' Ane Etxeberria ' })

    expect(response.status).toBe(201)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('idempotent-replayed')).toBeNull()
    const receipt = AccessibilityFeedbackReceiptSchema.parse(await response.json())
    expect(receipt.reference).toMatch(/^ACC-20\d\d-\d{6}$/)
    expect(Date.parse(receipt.created_at)).toBeGreaterThanOrEqual(before - 1000)

    const rows = await rowsFor(body.email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      reference: receipt.reference,
      kind: 'barrier',
      page_url: '/el-colegio',
      message: body.message,
      name: 'Ane Etxeberria',
      lang: 'eu',
      idempotency_key: null,
    })
  })

  it('stores empty optional fields as missing, and accepts a body without them', async () => {
    const minimal = { kind: 'suggestion', message: 'Larger text, please.', email: newEmail(), lang: 'es' }
    expect((await post(minimal)).status).toBe(201)
    const empty = { ...minimal, email: newEmail(), page_url: '', name: '   ', homepage: '' }
    expect((await post(empty)).status).toBe(201)
    for (const email of [minimal.email, empty.email]) {
      expect((await rowsFor(email))[0]).toMatchObject({ page_url: null, name: null, kind: 'suggestion' })
    }
  })

  it('gives every communication its own, increasing reference', async () => {
    const references: string[] = []
    for (const kind of ['barrier', 'accessible_format', 'suggestion']) {
      const response = await post({ ...validBody(), kind })
      expect(response.status).toBe(201)
      references.push((await response.json()).reference)
    }
    expect(new Set(references).size).toBe(3)
    expect([...references].sort()).toEqual(references)
  })

  it('accepts an absolute http(s) address as the page', async () => {
    const body = { ...validBody(), page_url: 'https://portal.colegio.example/en/join?x=1#form' }
    expect((await post(body)).status).toBe(201)
    expect((await rowsFor(body.email))[0]?.page_url).toBe(body.page_url)
  })
})

describe('validation', () => {
  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ['no kind', { kind: undefined }, 'kind'],
    ['an unknown kind', { kind: 'complaint' }, 'kind'],
    ['no message', { message: undefined }, 'message'],
    ['a message of blanks', { message: '               ' }, 'message'],
    ['a message of 9 characters once trimmed', { message: '   123456789   ' }, 'message'],
    ['a message of 5001 characters', { message: 'a'.repeat(5001) }, 'message'],
    ['a NUL in the message', { message: 'Hello\u0000 there, world' }, 'message'],
    ['no e-mail', { email: undefined }, 'email'],
    ['an empty e-mail', { email: '' }, 'email'],
    ['an e-mail with a space', { email: 'ane etxeberria@example.org' }, 'email'],
    ['an e-mail without domain', { email: 'ane@' }, 'email'],
    ['an e-mail of 255 characters', { email: `${'a'.repeat(243)}@example.org` }, 'email'],
    ['a javascript: page address', { page_url: 'javascript:alert(1)' }, 'page_url'],
    ['a page address without scheme', { page_url: 'www.colegio.example/page' }, 'page_url'],
    ['a protocol-relative page address', { page_url: '//evil.example/x' }, 'page_url'],
    ['a page address with spaces', { page_url: '/el colegio' }, 'page_url'],
    ['a page address of 2049 characters', { page_url: `/${'a'.repeat(2048)}` }, 'page_url'],
    ['a name of 201 characters', { name: 'n'.repeat(201) }, 'name'],
    ['an unknown language', { lang: 'fr' }, 'lang'],
    ['a filled honeypot', { homepage: 'https://spam.example' }, 'homepage'],
    ['a number as message', { message: 12345678901 }, 'message'],
  ]

  it.each(invalid)('answers 422 on the field for %s, and stores nothing', async (_, change, field) => {
    const body = { ...validBody(), ...change }
    const response = await post(body)
    const envelope = await expectEnvelope(response, 422)
    expect(envelope.detail).toContainEqual(
      expect.objectContaining({ loc: ['body', field], msg: expect.any(String), type: expect.any(String) }),
    )
    if (typeof body.email === 'string') expect(await rowsFor(body.email)).toEqual([])
  })

  it.each([
    ['an array', '[]'],
    ['null', 'null'],
    ['a string', '"hello"'],
    ['an empty object', '{}'],
  ])('answers 422 for %s as body', async (_, text) => {
    await expectEnvelope(await post(text), 422)
  })

  it('answers 400 INVALID_JSON_FORMAT for a body that is not JSON', async () => {
    const body = await expectEnvelope(await post('{"kind": "barrier",'), 400)
    expect(body).toEqual({ detail: 'INVALID_JSON_FORMAT' })
  })

  it('answers 415 for a body that is not declared as JSON', async () => {
    const response = await post(JSON.stringify(validBody()), { headers: { 'Content-Type': 'text/plain' } })
    expect(await expectEnvelope(response, 415)).toEqual({ detail: 'Unsupported Media Type' })
  })

  it('answers 413 for a body far larger than any valid one, without reading it all', async () => {
    const response = await post({ ...validBody(), message: 'a'.repeat(200_000) })
    expect(await expectEnvelope(response, 413)).toEqual({ detail: 'Payload Too Large' })
  })

  it.each(['not-a-uuid', '123', `${randomUUID()}x`, `"${randomUUID()}`])(
    'answers 422 on the header for the Idempotency-Key %s',
    async (key) => {
      const body = await expectEnvelope(await post(validBody(), { key }), 422)
      expect(body.detail[0].loc).toEqual(['header', 'idempotency-key'])
    },
  )

  it('never answers 5xx to hostile bodies', async () => {
    const hostile = [
      { ...validBody(), message: '\uD800\uDC00\uD800 lone surrogates here' },
      { ...validBody(), message: '😀'.repeat(5000) },
      { ...validBody(), name: "'; drop table accessibility_feedback; --" },
      { ...validBody(), page_url: `/${'%00'.repeat(600)}` },
      { ...validBody(), kind: { $ne: null } },
      { ...validBody(), __proto__: { admin: true } },
      { ...validBody(), email: ['a@b.es'] },
    ]
    for (const body of hostile) {
      const response = await post(body)
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBeLessThan(500)
      if (response.status >= 400) await expectEnvelope(response, response.status)
    }
  })
})

describe('Idempotency-Key', () => {
  it('answers a retry with the same key and body with the first receipt, and stores one row', async () => {
    const body = validBody()
    const key = randomUUID()
    const first = await post(body, { key })
    expect(first.status).toBe(201)
    const receipt = await first.json()

    for (const retryKey of [key, key.toUpperCase(), `"${key}"`]) {
      const retry = await post(body, { key: retryKey })
      expect(retry.status).toBe(201)
      expect(retry.headers.get('idempotent-replayed')).toBe('true')
      expect(retry.headers.get('cache-control')).toBe('no-store')
      expect(await retry.json()).toEqual(receipt)
    }
    const rows = await rowsFor(body.email)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.idempotency_key).toBe(key)
  })

  it('treats the same body after trimming as the same request', async () => {
    const body = validBody()
    const key = randomUUID()
    const first = await (await post(body, { key })).json()
    const retry = await post({ ...body, message: ` ${body.message} ` }, { key })
    expect(retry.status).toBe(201)
    expect(await retry.json()).toEqual(first)
  })

  it('refuses the same key with a different body with 422 IDEMPOTENCY_KEY_REUSED, storing nothing more', async () => {
    const body = validBody()
    const key = randomUUID()
    expect((await post(body, { key })).status).toBe(201)

    const other = await post({ ...body, message: `${body.message} And the footer too.` }, { key })
    expect(await expectEnvelope(other, 422)).toEqual({ detail: 'IDEMPOTENCY_KEY_REUSED' })
    const stranger = { ...validBody(), email: body.email }
    expect((await post({ ...stranger, lang: 'ca' }, { key })).status).toBe(422)
    expect(await rowsFor(body.email)).toHaveLength(1)
  })

  it('stores one row for concurrent requests with the same key, and answers them all alike', async () => {
    const body = validBody()
    const key = randomUUID()
    const responses = await Promise.all([1, 2, 3, 4].map(() => post(body, { key })))
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201])
    const receipts = await Promise.all(responses.map((response) => response.json()))
    expect(new Set(receipts.map((receipt) => receipt.reference)).size).toBe(1)
    expect(await rowsFor(body.email)).toHaveLength(1)
  })

  it('answers the stored receipt when the insert itself meets the key, as a racing retry does', async () => {
    const input = { ...validBody(), kind: 'barrier' as const, lang: 'eu' as const }
    const key = randomUUID()
    const first = await createAccessibilityFeedback(api.db, input, { idempotencyKey: key })
    const second = await createAccessibilityFeedback(api.db, input, { idempotencyKey: key })
    expect(first.replayed).toBe(false)
    expect(second).toEqual({ receipt: first.receipt, replayed: true })
    await expect(
      createAccessibilityFeedback(api.db, { ...input, name: 'Someone else' }, { idempotencyKey: key }),
    ).rejects.toEqual(new ApiError(422, 'IDEMPOTENCY_KEY_REUSED'))
    expect(await rowsFor(input.email)).toHaveLength(1)
  })

  it('stores two rows for the same body sent with two keys, or twice without a key', async () => {
    const body = validBody()
    expect((await post(body, { key: randomUUID() })).status).toBe(201)
    expect((await post(body, { key: randomUUID() })).status).toBe(201)
    expect((await post(body)).status).toBe(201)
    expect(await rowsFor(body.email)).toHaveLength(3)
  })
})

describe('rate limit', () => {
  it('accepts five communications per address in ten minutes, then answers 429 with Retry-After', async () => {
    const address = newAddress()
    for (let i = 0; i < 5; i++) expect((await post(validBody(), { address })).status).toBe(201)

    const refused = validBody()
    const response = await post(refused, { address })
    expect(await expectEnvelope(response, 429)).toEqual({ detail: 'TOO_MANY_REQUESTS' })
    const retryAfter = Number(response.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect(await rowsFor(refused.email)).toEqual([])

    expect((await post(validBody(), { address: newAddress() })).status).toBe(201)
  })

  it('counts by the connecting address: X-Forwarded-For from an untrusted peer changes nothing', async () => {
    const address = newAddress()
    for (let i = 0; i < 5; i++) {
      const headers = { 'X-Forwarded-For': `198.51.100.${i}` }
      expect((await post(validBody(), { address, headers })).status).toBe(201)
    }
    const headers = { 'X-Forwarded-For': '198.51.100.99' }
    expect((await post(validBody(), { address, headers })).status).toBe(429)
  })

  it('behind trusted proxies, counts each client by the address the proxies vouch for', async () => {
    process.env.TRUSTED_PROXIES = '127.0.0.1, 10.0.0.0/8'
    forgetServerEnv()
    try {
      const [first, second] = [newAddress(), newAddress()]
      // One proxy on this host: what the client wrote left of its own address is ignored.
      const viaProxy = (client: string, spoofed: number) => ({
        address: '127.0.0.1',
        headers: { 'X-Forwarded-For': `198.51.100.${spoofed}, ${client}` },
      })
      for (let i = 0; i < 5; i++) expect((await post(validBody(), viaProxy(first, i))).status).toBe(201)
      expect((await post(validBody(), viaProxy(first, 99))).status).toBe(429)
      expect((await post(validBody(), viaProxy(second, 0))).status).toBe(201)
      // A load balancer in front of it: the client is the entry left of the balancer's.
      const viaBoth = { address: '127.0.0.1', headers: { 'X-Forwarded-For': `${second}, 10.0.0.5` } }
      for (let i = 0; i < 4; i++) expect((await post(validBody(), viaBoth)).status).toBe(201)
      expect((await post(validBody(), viaBoth)).status).toBe(429)
    } finally {
      delete process.env.TRUSTED_PROXIES
      forgetServerEnv()
    }
  })

  it('still answers a retry of an accepted communication while the address is limited', async () => {
    const address = newAddress()
    const body = validBody()
    const key = randomUUID()
    const first = await (await post(body, { address, key })).json()
    for (let i = 0; i < 4; i++) expect((await post(validBody(), { address })).status).toBe(201)
    expect((await post(validBody(), { address })).status).toBe(429)

    const retry = await post(body, { address, key })
    expect(retry.status).toBe(201)
    expect(await retry.json()).toEqual(first)
  })

  it('does not count refused requests', async () => {
    const address = newAddress()
    for (let i = 0; i < 6; i++)
      expect((await post({ ...validBody(), email: 'no' }, { address })).status).toBe(422)
    expect((await post(validBody(), { address })).status).toBe(201)
  })
})
