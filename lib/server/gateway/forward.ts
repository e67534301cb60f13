import 'server-only'
import type { ErrorEnvelope } from '@/lib/contract/errors'

/** Meant for one connection only (RFC 9110 §7.6.1), so never passed on, in either direction. */
const hopByHop = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]

/**
 * Besides the hop-by-hop ones: the portal's own cookies (the back end gets the token as a bearer header instead),
 * the addresses the gateway states itself, and the encoding fetch negotiates and undoes on its own.
 */
const requestHeadersKept = (headers: Headers) =>
  without(headers, [
    ...hopByHop,
    'host',
    'cookie',
    'authorization',
    'accept-encoding',
    'forwarded',
    'x-forwarded-for',
    'x-forwarded-host',
    'x-forwarded-proto',
    'x-real-ip',
    'x-portal-peer-address',
    'x-session-transport',
  ])

function without(headers: Headers, names: readonly string[]): Headers {
  const dropped = new Set([
    ...names,
    ...(headers.get('connection') ?? '').split(',').map((name) => name.trim().toLowerCase()),
  ])
  const kept = new Headers()
  for (const [name, value] of headers) if (!dropped.has(name)) kept.append(name, value)
  return kept
}

export interface ForwardOptions {
  /** Sent as `Authorization: Bearer …`; none sends no Authorization. */
  token?: string
  /** The client's address as the portal counts it (clientAddress()); the back end gets it as X-Forwarded-For. */
  clientAddress: string
  /** How long the back end may take to start answering. */
  timeoutMs: number
}

export const gatewayFailure = (status: 502 | 504, detail: 'Bad Gateway' | 'Gateway Timeout') =>
  Response.json({ detail } satisfies ErrorEnvelope, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * Sends the request on to `target` and streams the answer back: method, query, body and end-to-end headers as they
 * came, redirects answered as they are. A back end that does not answer within the timeout gives 504, one that
 * cannot be reached 502, both in the error envelope.
 */
export async function forwardRequest(
  request: Request,
  target: URL,
  { token, clientAddress, timeoutMs }: ForwardOptions,
): Promise<Response> {
  const headers = requestHeadersKept(request.headers)
  // Unknown without the portal's own server in front (next dev): better no address than a made-up one.
  if (clientAddress !== 'unknown') headers.set('x-forwarded-for', clientAddress)
  if (token) headers.set('authorization', `Bearer ${token}`)
  const hasBody = !['GET', 'HEAD'].includes(request.method)
  const timeout = new AbortController()
  const timer = setTimeout(() => timeout.abort(), timeoutMs)
  let answer: Response
  try {
    answer = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? request.body : null,
      redirect: 'manual',
      signal: timeout.signal,
      cache: 'no-store',
      // A streamed body goes on as it arrives.
      ...(hasBody && request.body ? { duplex: 'half' } : {}),
    } as RequestInit)
  } catch (error) {
    if (timeout.signal.aborted) {
      console.warn(`[gateway] ${request.method} ${target.pathname}: no answer within ${timeoutMs} ms`)
      return gatewayFailure(504, 'Gateway Timeout')
    }
    console.warn(`[gateway] ${request.method} ${target.pathname}: the back end cannot be reached`, error)
    return gatewayFailure(502, 'Bad Gateway')
  } finally {
    clearTimeout(timer)
  }
  return relayAnswer(answer)
}

/** fetch has already undone a Content-Encoding, so the header (and the encoded length) no longer hold. */
function relayAnswer(answer: Response): Response {
  const decoded = answer.headers.has('content-encoding')
  const headers = without(answer.headers, [
    ...hopByHop,
    // The back end's cookies would land on the portal's origin; the portal keeps the only session cookie.
    'set-cookie',
    ...(decoded ? ['content-encoding', 'content-length'] : []),
  ])
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers })
}
