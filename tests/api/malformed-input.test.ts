import fc from 'fast-check'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import {
  type GeneratedRequest,
  malformedRequests,
  stringsIn,
  toRequestInit,
} from '../support/malformed-input'
import { bearerFor, createTestUser } from '../support/auth'
import { type Operation, operationsOf } from '../support/openapi-operations'
import { apiContract, setupTestApi } from '../support/test-api'

// PROPERTY_SEED replays a failure (a failing test prints the command); PROPERTY_RUNS sends more requests.
const seed = Number(process.env.PROPERTY_SEED ?? 20_261_121)
const totalRuns = Math.max(1_000, Number(process.env.PROPERTY_RUNS ?? 0))
if (!Number.isSafeInteger(seed) || !Number.isSafeInteger(totalRuns)) {
  throw new Error('PROPERTY_SEED and PROPERTY_RUNS must be integers')
}

const contract = apiContract()
const operations = operationsOf(contract.document, contract.servedRoutes)
const runsPerOperation = Math.ceil(totalRuns / operations.length)
const api = setupTestApi()
let sent = 0
let observed: string[] = []
/** The back-office's routes answer 401 before reading anything: they are sent as staff, to reach their inputs. */
let staffAuthorization: string

/** Each operation has its own stream, so adding a route does not change what the others are sent. */
function seedOf(operation: Operation) {
  let hash = seed
  for (const char of `${operation.method} ${operation.path}`)
    hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619)
  return hash | 0
}

// Values the API answers with (menu links, slugs, language codes) give valid requests something that exists.
beforeAll(async () => {
  const staff = await createTestUser(api.db, { principals: ['role:staff'] })
  staffAuthorization = `Bearer ${await bearerFor(api.request, staff.email, staff.password)}`
  const found = new Set<string>()
  for (const operation of operations) {
    if (operation.method !== 'GET' || operation.parameters.some((parameter) => parameter.required)) continue
    const queries = operation.parameters.flatMap(({ name, schema }) =>
      (operation.resolve(schema).enum ?? []).map((value) => `?${name}=${encodeURIComponent(String(value))}`),
    )
    for (const query of ['', ...queries]) {
      const response = await api.request(`${operation.base}${operation.path}${query}`)
      if (response.ok && response.status !== 204) {
        for (const text of stringsIn(await response.json())) found.add(text)
      }
    }
  }
  observed = [...found].filter((text) => text.length <= 200).sort()
})

const locations = ['body', 'query', 'path', 'header', 'cookie']
// Stack frames, exception names such as SyntaxError, paths, database names and SQL.
const internals =
  /node_modules|file:\/\/|\n\s+at |\b[A-Z][a-z]+Error\b|postgres|pglite|drizzle|Failed query|\bselect\b.+\bfrom\b/

/**
 * Sends a request and returns what the API logged meanwhile. A logged error fails the property with its text,
 * instead of printing once for every step of shrinking.
 */
async function send(url: string, init: RequestInit) {
  const logged: string[] = []
  const consoleError = vi.mocked(console.error)
  const failTest = consoleError.getMockImplementation()
  consoleError.mockImplementation((...args: unknown[]) => logged.push(args.map(String).join(' ')))
  try {
    return { response: await api.request(url, init), logged }
  } finally {
    if (failTest) consoleError.mockImplementation(failTest)
  }
}

/** What every answer to any request must satisfy, whatever the request held. */
async function expectSoundAnswer(request: GeneratedRequest, response: Response, logged: string[]) {
  const text = await response.text()
  const { status } = response
  expect(status, [`answered ${status}: ${text.slice(0, 300)}`, ...logged].join('\nlogged: ')).toBeLessThan(
    500,
  )
  const contentType = response.headers.get('content-type') ?? ''
  if (status === 304 || request.method === 'HEAD') {
    expect(text, 'a body on a 304 or HEAD answer').toBe('')
    if (status >= 400) expect(contentType).toMatch(/^application\/json/)
    return
  }
  if (status < 400) {
    if (/^application\/json/.test(contentType)) expect(() => JSON.parse(text)).not.toThrow()
    return
  }
  expect(contentType, `error ${status} is not JSON: ${text.slice(0, 300)}`).toMatch(/^application\/json/)
  const parsed = ErrorEnvelopeSchema.safeParse(JSON.parse(text))
  expect(parsed.success, `error ${status} is not the error envelope: ${text.slice(0, 300)}`).toBe(true)
  const { detail } = parsed.data!
  if (Array.isArray(detail)) {
    expect(detail.length, 'a 422 that names no problem').toBeGreaterThan(0)
    for (const issue of detail) expect(locations, JSON.stringify(issue)).toContain(issue.loc[0])
    // Parameters generated from the document must pass the server's own validation: the two describe one contract.
    if (request.conforming) {
      const refused = detail.filter((issue) => issue.loc[0] === 'path' || issue.loc[0] === 'query')
      expect(refused, 'the API refuses parameters its document allows').toEqual([])
    }
  }
  const messages =
    typeof detail === 'string'
      ? [detail]
      : Array.isArray(detail)
        ? detail.map((issue) => issue.msg)
        : [detail.code, detail.reason]
  for (const message of messages) expect(message, 'the error leaks internals').not.toMatch(internals)
}

describe(`malformed requests (seed ${seed}, ${runsPerOperation} per operation)`, () => {
  it('covers every operation of the document served at /api/openapi.json', async () => {
    const served = await (await api.request('/api/openapi.json')).json()
    expect(served).toEqual(JSON.parse(JSON.stringify(api.document())))
    expect(JSON.parse(JSON.stringify(contract.document))).toEqual(served)
    const covered = operations.map((operation) => `${operation.method.toLowerCase()} ${operation.path}`)
    expect(covered).toEqual(expect.arrayContaining(api.servedRoutes()))
  })

  it.each(
    operations.map((operation) => [`${operation.method} ${operation.base}${operation.path}`, operation]),
  )('never answers 5xx, and answers every error with the envelope: %s', async (name, operation) => {
    const property = fc.asyncProperty(malformedRequests(operation, observed), async (request) => {
      const init = toRequestInit(request)
      const headers = init.headers as Headers
      if (operation.path.startsWith('/admin/') && !headers.has('authorization')) {
        headers.set('Authorization', staffAuthorization)
      }
      // A request the Fetch API refuses would test the generator, not the server.
      expect(() => new Request(new URL(request.url, 'http://localhost'), init)).not.toThrow()
      sent += 1
      const { response, logged } = await send(request.url, init)
      await expectSoundAnswer(request, response, logged)
      expect(logged, 'the API logged an error').toEqual([])
    })
    try {
      await fc.assert(property, { seed: seedOf(operation), numRuns: runsPerOperation })
    } catch (error) {
      if (error instanceof Error) {
        error.message += `\nReplay: PROPERTY_SEED=${seed} npx vitest run tests/api/malformed-input.test.ts -t '${name}'`
      }
      throw error
    }
  })

  it('answers 422 to a NUL in the path or the query of every operation, back-office ones as staff', async () => {
    for (const operation of operations) {
      const withNul = operation.path.replace(/\{\w+\}/g, 'a%00b')
      const urls = [
        ...(withNul === operation.path ? [] : [`${operation.base}${withNul}`]),
        `${operation.base}${operation.path.replace(/\{\w+\}/g, '1')}?${operation.parameters.find((p) => p.in === 'query')?.name ?? 'q'}=a%00b`,
      ]
      for (const url of urls) {
        const headers = new Headers({ Authorization: staffAuthorization })
        const { response, logged } = await send(url, { method: operation.method, headers })
        expect(response.status, `${operation.method} ${url}: ${logged.join(' ')}`).toBe(422)
        expect(await response.json()).toMatchObject({ detail: [{ type: 'nul_character' }] })
      }
    }
  })

  it(`sent at least ${totalRuns} requests`, () => {
    expect(sent).toBeGreaterThanOrEqual(totalRuns)
  })
})
