// The smallest back end the portal can front (API_BASE_URL): it answers only the calls of
// lib/contract/back-end-calls.ts, the specification's (§7), and refuses every other with FastAPI's 404. The
// answers come from a portal started as a back end (`upstream`), reshaped the way FastAPI Users speaks: the login
// answers {access_token, token_type} and nothing else, no cookie is set, a header asking for a cookie session is
// not understood, and every answer carries a field the portal does not know.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { isBackEndCall } from '../../lib/contract/back-end-calls'

/** What it served and refused, at GET /__fake/calls (outside the API it plays). */
export interface FakeBackEndCalls {
  served: string[]
  refused: string[]
}

const apiPrefix = '/api/'
const dropped = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'cookie',
  'content-length',
  'x-session-transport',
])

async function body(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

function send(response: ServerResponse, status: number, json: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(json))
}

/** Adds a field the portal does not know to an object answer: a back end may always answer more. */
function withUnknownField(text: string): string {
  try {
    const value: unknown = JSON.parse(text)
    if (!value || typeof value !== 'object' || Array.isArray(value)) return text
    return JSON.stringify({ ...value, fake_back_end_extra: { note: 'unknown to the portal' } })
  } catch {
    return text
  }
}

export async function startFakeBackEnd(options: { port: number; upstream: string }) {
  const calls: FakeBackEndCalls = { served: [], refused: [] }
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    const method = request.method ?? 'GET'
    if (url.pathname === '/__fake/calls') return send(response, 200, calls)
    const path = url.pathname.startsWith(apiPrefix) ? url.pathname.slice(apiPrefix.length) : ''
    if (!isBackEndCall(method, path)) {
      calls.refused.push(`${method} ${path || url.pathname}`)
      return send(response, 404, { detail: 'Not Found' })
    }
    calls.served.push(`${method} ${path}`)
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && !dropped.has(name)) headers.set(name, value)
    }
    const payload = method === 'GET' || method === 'HEAD' ? undefined : await body(request)
    try {
      const answer = await fetch(new URL(`${path}${url.search}`, options.upstream), {
        method,
        headers,
        body: payload && new Uint8Array(payload),
        redirect: 'manual',
      })
      const raw = Buffer.from(await answer.arrayBuffer())
      if (path === 'auth/jwt/login' && answer.ok) {
        const { access_token } = JSON.parse(raw.toString('utf8')) as { access_token: string }
        return send(response, 200, { access_token, token_type: 'bearer' })
      }
      const type = answer.headers.get('content-type') ?? ''
      const out: Record<string, string> = {}
      if (type) out['content-type'] = type
      const disposition = answer.headers.get('content-disposition')
      if (disposition) out['content-disposition'] = disposition
      response.writeHead(answer.status, out)
      response.end(type.includes('json') ? withUnknownField(raw.toString('utf8')) : raw)
    } catch (error) {
      send(response, 502, { detail: `upstream: ${String(error)}` })
    }
  })
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve))
  return { calls, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
