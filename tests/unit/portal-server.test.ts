import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createLogger,
  createPortalServer,
  createTurnQueue,
  PEER_ADDRESS_HEADER,
  requestIdOf,
  runShutdownHooks,
} from '../../scripts/server.mjs'

const hooksKey = Symbol.for('portal.shutdownHooks')

/** The log lines, parsed. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = []
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)))
      done()
    },
  })
  return { logger: createLogger({ destination }), lines }
}

/** A server of ours around `handle`, on a free port. */
async function serverAround(handle: Parameters<typeof createPortalServer>[0]['handle']) {
  const { logger, lines } = capturedLogger()
  const portal = createPortalServer({ logger, handle: (req, res) => handle(req, res) })
  portal.server.listen(0, '127.0.0.1')
  await once(portal.server, 'listening')
  const { port } = portal.server.address() as AddressInfo
  return { ...portal, logger, lines, url: `http://127.0.0.1:${port}` }
}

/** A server of ours around a handler that answers what it was given, after `delayMs`. */
const echoServer = (delayMs = 0) =>
  serverAround(async (req, res) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs))
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify({ headers: req.headers, rawHeaders: req.rawHeaders }))
  })

let stopServer: (() => Promise<void>) | undefined
afterEach(async () => {
  await stopServer?.()
  stopServer = undefined
  delete (globalThis as Record<symbol, unknown>)[hooksKey]
})

describe('the portal server', () => {
  it('gives the app the socket address, whatever the client sent as the peer header', async () => {
    const portal = await echoServer()
    stopServer = () => portal.drain()
    const response = await fetch(`${portal.url}/`, {
      headers: { [PEER_ADDRESS_HEADER]: '203.0.113.9', 'X-Forwarded-For': '198.51.100.1' },
    })
    const { headers, rawHeaders } = await response.json()
    expect(headers[PEER_ADDRESS_HEADER]).toBe('127.0.0.1')
    expect(rawHeaders.join(' ')).not.toContain('203.0.113.9')
    expect(headers['x-forwarded-for']).toBe('198.51.100.1')
  })

  it('logs one JSON line per request, without the query string or the client address', async () => {
    const portal = await echoServer()
    stopServer = () => portal.drain()
    const response = await fetch(`${portal.url}/registry/collegiates?q=Garc%C3%ADa&email=a@b.example`, {
      headers: { 'X-Request-Id': 'proxy-id.42' },
    })
    await response.text()
    expect(response.headers.get('x-request-id')).toBe('proxy-id.42')
    await new Promise((resolve) => setImmediate(resolve))
    const line = portal.lines.find((entry) => entry.msg === 'request')
    expect(line).toMatchObject({
      level: 'info',
      requestId: 'proxy-id.42',
      method: 'GET',
      path: '/registry/collegiates',
      status: 200,
    })
    expect(line?.durationMs).toEqual(expect.any(Number))
    expect(JSON.stringify(portal.lines)).not.toMatch(/García|Garc%C3|b\.example|127\.0\.0\.1/)
  })

  it("marks what the app logs during a request with the request's id, and only with that", async () => {
    const portal = await serverAround((_req, res) => {
      portal.logger.warn({ err: new Error('storage away') }, 'a check failed')
      res.end()
    })
    stopServer = () => portal.drain()
    await (await fetch(portal.url, { headers: { 'X-Request-Id': 'r-1' } })).text()
    await new Promise((resolve) => setImmediate(resolve))
    expect(portal.lines.find((line) => line.msg === 'a check failed')).toMatchObject({ requestId: 'r-1' })
    expect(portal.lines.find((line) => line.msg === 'request')).not.toHaveProperty('err')
  })

  it('makes its own request id when the client sent none or an unsafe one', () => {
    expect(requestIdOf(undefined)).toMatch(/^[0-9a-f-]{36}$/)
    expect(requestIdOf('a b')).toMatch(/^[0-9a-f-]{36}$/)
    expect(requestIdOf('x'.repeat(129))).toMatch(/^[0-9a-f-]{36}$/)
    expect(requestIdOf(['a', 'b'])).toMatch(/^[0-9a-f-]{36}$/)
    expect(requestIdOf('abc:1.2_3-4')).toBe('abc:1.2_3-4')
  })

  it('starts a few requests per turn of the event loop, in the order they came', async () => {
    const inTurn = createTurnQueue(3)
    const started: number[] = []
    for (let request = 1; request <= 7; request++) inTurn(() => started.push(request))
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve))
    expect(started).toEqual([])
    await nextTurn()
    expect(started).toEqual([1, 2, 3])
    await nextTurn()
    expect(started).toEqual([1, 2, 3, 4, 5, 6])
    await nextTurn()
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('answers 500 when the handler throws at once, logs why, and goes on serving', async () => {
    let calls = 0
    const portal = await serverAround((_req, res) => {
      if (++calls === 1) throw new Error('broken route')
      res.end('ok')
    })
    stopServer = () => portal.drain()
    const failed = await fetch(`${portal.url}/broken`)
    expect(failed.status).toBe(500)
    expect(await failed.json()).toEqual({ detail: 'INTERNAL_ERROR' })
    expect(await (await fetch(`${portal.url}/fine`)).text()).toBe('ok')
    expect(portal.lines).toContainEqual(expect.objectContaining({ msg: 'the request handler failed' }))
  })

  it('stops taking connections on drain but answers the request in flight', async () => {
    const portal = await echoServer(300)
    const answer = fetch(`${portal.url}/slow`).then((response) => response.status)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(portal.inFlight()).toBe(1)
    const drained = portal.drain()
    await expect(fetch(`${portal.url}/new`)).rejects.toThrow()
    expect(await answer).toBe(200)
    await drained
    expect(portal.inFlight()).toBe(0)
  })

  it('awaits every shutdown hook, and gives up on one that hangs after the grace period', async () => {
    const { logger, lines } = capturedLogger()
    const done: string[] = []
    ;(globalThis as Record<symbol, unknown>)[hooksKey] = new Set([
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 20))
        done.push('worker drained')
      },
      () => new Promise(() => {}),
    ])
    await runShutdownHooks(logger, 200)
    expect(done).toEqual(['worker drained'])
    expect(lines.map((line) => line.level)).toContain('warn')
  })
})
