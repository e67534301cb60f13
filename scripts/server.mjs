// The portal's HTTP server: Next.js's request handler behind a plain Node server of ours, run by `npm start`,
// `npm run serve` and the container image (decision 0021). scripts/next-build.mjs copies it into the standalone
// bundle as `server.mjs`; it runs from there, never from scripts/.
//
// What it adds to Next.js: the client's socket address in `x-portal-peer-address` (overwriting whatever the client
// sent), one JSON log line per request with a request id, every console line as JSON, and a stop on SIGTERM or
// SIGINT that lets the requests in flight and the registered shutdown hooks finish.

import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import http from 'node:http'
import { constants } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { format } from 'node:util'
import pino from 'pino'

export const PEER_ADDRESS_HEADER = 'x-portal-peer-address'
const REQUEST_ID_HEADER = 'x-request-id'
const REQUESTS_GRACE_MS = 25_000
const REQUESTS_STARTED_PER_TURN = 8
const HOOKS_GRACE_MS = 10_000
const shutdownHooksKey = Symbol.for('portal.shutdownHooks')
const loggerKey = Symbol.for('portal.logger')

/** Relative to the folder the server is started from (lib/env.ts has the same defaults), not to the bundle's. */
const DATA_FOLDERS = { PGLITE_DIR: 'data/pglite', OUTBOX_DIR: 'data/outbox', UPLOADS_DIR: 'data/uploads' }

const requestContext = new AsyncLocalStorage()

/** JSON lines on stdout (or `destination`); lines logged while a request is handled carry its id. */
export function createLogger({ level = 'info', destination } = {}) {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // A new object each time: pino merges each line's fields into what this returns.
      mixin: () => ({ ...requestContext.getStore() }),
    },
    destination ?? pino.destination({ sync: true }),
  )
}

/** Sends console.* and Node's warnings through `logger`, so that everything the server prints is one JSON line. */
function routeConsoleTo(logger) {
  const levels = { debug: 'debug', log: 'info', info: 'info', warn: 'warn', error: 'error' }
  for (const [method, level] of Object.entries(levels)) {
    console[method] = (...args) => {
      const err = args.find((arg) => arg instanceof Error)
      const rest = args.filter((arg) => arg !== err)
      logger[level](err ? { err } : {}, format(...rest))
    }
  }
  process.removeAllListeners('warning')
  process.on('warning', (warning) => logger.warn({ err: warning }, warning.message))
}

/** A client's id when it is a plain token (a proxy's or a load balancer's), otherwise a new one. */
export function requestIdOf(header) {
  return typeof header === 'string' && /^[\w.:-]{1,128}$/.test(header) ? header : randomUUID()
}

/**
 * Runs the functions given to it, in order, at most `perTurn` in each turn of the event loop. Node.js (libuv 1.45
 * and later) accepts one new connection per turn, so a turn that renders every request its busy keep-alive clients
 * sent leaves new clients waiting in the kernel's queue for seconds (decision 0066); a few requests per turn keep
 * turns short while the others wait their turn in arrival order.
 */
export function createTurnQueue(perTurn) {
  const waiting = []
  let scheduled = false
  const schedule = () => {
    if (scheduled) return
    scheduled = true
    setImmediate(runTurn)
  }
  function runTurn() {
    scheduled = false
    for (let started = 0; started < perTurn && waiting.length > 0; started++) waiting.shift()()
    if (waiting.length > 0) schedule()
  }
  return (start) => {
    waiting.push(start)
    schedule()
  }
}

/**
 * The HTTP server around `handle(req, res)`. Before the handler sees a request its peer-address header is the
 * socket's and its request id is settled (echoed in the answer); when the answer ends, one line is logged with no
 * query string (it can hold search terms and other personal data) and no client address.
 */
export function createPortalServer({ handle, logger }) {
  let stopping = false
  let inFlight = 0
  const inTurn = createTurnQueue(REQUESTS_STARTED_PER_TURN)
  const server = http.createServer((req, res) => {
    const started = process.hrtime.bigint()
    const requestId = requestIdOf(req.headers[REQUEST_ID_HEADER])
    req.headers[REQUEST_ID_HEADER] = requestId
    req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? ''
    req.rawHeaders = withoutHeaders(req.rawHeaders, [REQUEST_ID_HEADER, PEER_ADDRESS_HEADER])
    res.setHeader('X-Request-Id', requestId)
    if (stopping) res.setHeader('Connection', 'close')
    inFlight++
    res.once('close', () => {
      inFlight--
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6
      logger.info(
        {
          requestId,
          method: req.method,
          path: (req.url ?? '').split('?')[0],
          status: res.headersSent ? res.statusCode : null,
          durationMs: Math.round(durationMs * 10) / 10,
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        'request',
      )
      if (stopping) server.closeIdleConnections()
    })
    inTurn(() =>
      requestContext.run({ requestId }, () => {
        // A handler that throws at once fails this request only, like one whose promise rejects.
        Promise.resolve()
          .then(() => handle(req, res))
          .catch((error) => {
            logger.error({ err: error }, 'the request handler failed')
            if (res.headersSent) return res.destroy()
            res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"detail":"INTERNAL_ERROR"}')
          })
      }),
    )
  })

  /** Stops taking connections and resolves once the requests in flight are answered, or `graceMs` has passed. */
  const drain = (graceMs = REQUESTS_GRACE_MS) =>
    new Promise((resolve) => {
      stopping = true
      const timer = setTimeout(() => {
        logger.warn({ inFlight }, 'requests still open after the grace period; closing them')
        server.closeAllConnections()
      }, graceMs)
      timer.unref()
      server.close(() => {
        clearTimeout(timer)
        resolve()
      })
      server.closeIdleConnections()
    })

  return { server, drain, inFlight: () => inFlight }
}

function withoutHeaders(rawHeaders, names) {
  const kept = []
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (!names.includes(rawHeaders[i].toLowerCase())) kept.push(rawHeaders[i], rawHeaders[i + 1])
  }
  return kept
}

/** Awaits every hook registered with onShutdown (lib/server/shutdown.ts), all together, for at most `graceMs`. */
export async function runShutdownHooks(logger, graceMs = HOOKS_GRACE_MS) {
  const hooks = [...(globalThis[shutdownHooksKey] ?? [])]
  if (hooks.length === 0) return
  let timer
  const timedOut = new Promise((resolve) => {
    timer = setTimeout(() => resolve('timeout'), graceMs)
    timer.unref()
  })
  const finished = Promise.allSettled(hooks.map((hook) => Promise.resolve().then(hook))).then((results) => {
    for (const result of results) {
      if (result.status === 'rejected') logger.error({ err: result.reason }, 'a shutdown hook failed')
    }
  })
  if ((await Promise.race([finished, timedOut])) === 'timeout') {
    logger.warn('shutdown hooks still running after the grace period; exiting')
  }
  clearTimeout(timer)
}

/**
 * How much of the rendered pages Next.js keeps in memory (its `cacheMaxMemorySize`, 50 MB unless set); the rest it
 * reads from its files on disk. Read here, when the server starts, so that it needs no new build.
 */
function pageCacheMemory() {
  const setting = process.env.PAGE_CACHE_MEMORY_MB
  if (!setting) return {}
  const megabytes = Number(setting)
  if (!Number.isInteger(megabytes) || megabytes < 0) {
    throw new Error(`PAGE_CACHE_MEMORY_MB is not a whole number of megabytes: ${setting}`)
  }
  return { cacheMaxMemorySize: megabytes * 1024 * 1024 }
}

/** The folder of the Next.js build inside the bundle (the one holding required-server-files.json). */
function findDistDir(appDir) {
  const name = readdirSync(appDir).find((entry) =>
    existsSync(path.join(appDir, entry, 'required-server-files.json')),
  )
  if (!name) {
    throw new Error(
      `No Next.js build next to ${path.join(appDir, 'server.mjs')}: run the copy scripts/next-build.mjs puts in ` +
        '<distDir>/standalone, after `npm run build`.',
    )
  }
  return name
}

/**
 * Starts the portal from the bundle this file is in, or exits 1 saying why it could not. The working directory
 * becomes the bundle's (Next.js and the migrations are found from it); the .env files are read, and the data
 * folders stay relative to, where it was started. `defaults` apply to the variables neither the environment nor
 * those files set.
 */
export function startPortal(options = {}) {
  return start(options).catch((error) => {
    console.error('The server could not start:', error)
    process.exit(1)
  })
}

async function start({ logDestination, defaults = {} }) {
  const launchDir = process.cwd()
  const appDir = path.dirname(fileURLToPath(import.meta.url))
  const { default: nextEnv } = await import('@next/env')
  nextEnv.loadEnvConfig(launchDir, false, { info: () => {}, error: console.error })
  for (const [name, value] of Object.entries(defaults)) process.env[name] ??= value

  const logger = createLogger({ level: process.env.LOG_LEVEL || 'info', destination: logDestination })
  globalThis[loggerKey] = logger
  routeConsoleTo(logger)

  for (const [name, fallback] of Object.entries(DATA_FOLDERS)) {
    const value = process.env[name] || fallback
    if (!value.includes('://')) process.env[name] = path.resolve(launchDir, value)
  }
  process.env.NODE_ENV = 'production'
  process.env.NEXT_TELEMETRY_DISABLED ??= '1'
  const distDir = findDistDir(appDir)
  const { config } = JSON.parse(
    readFileSync(path.join(appDir, distDir, 'required-server-files.json'), 'utf8'),
  )
  const nextConfig = { ...config, distDir: `./${distDir}`, ...pageCacheMemory() }
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(nextConfig)
  process.chdir(appDir)

  const host = process.env.HOST || '0.0.0.0'
  const port = Number(process.env.PORT || '3000')
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT is not a port: ${process.env.PORT}`)
  const { default: next } = await import('next')
  // Next.js only builds absolute URLs with this name, whatever HOST is. With 127.x or [::1] the URL its middleware
  // sees says `localhost` (NextURL), so the language rewrite of / looked like another origin's and / redirected to
  // itself forever (what `next start -H 127.0.0.1` does).
  const app = next({ dev: false, dir: appDir, conf: nextConfig, hostname: 'localhost', port, quiet: true })
  const handle = app.getRequestHandler()

  const { server, drain } = createPortalServer({ handle, logger })
  server.keepAliveTimeout = 65_000 // longer than a reverse proxy's usual 60 s, so it never reuses a closed one

  let stopping = false
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, async () => {
      if (stopping) {
        logger.warn({ signal }, 'second signal: exiting at once')
        process.exit(128 + constants.signals[signal])
      }
      stopping = true
      logger.info({ signal }, 'stopping: finishing the requests in flight')
      await drain()
      await runShutdownHooks(logger)
      logger.info('stopped')
      process.exit(0)
    })
  }

  await app.prepare()
  // Next.js starts its own preparation (instrumentation.ts: the database, its migrations, the seed) without waiting
  // for it, and a preparation that failed would make it answer 500 to every request. Awaited here, a start that
  // cannot prepare exits 1 saying why, and the server listens only once it can answer.
  const nextServer = await app.server?.getServer?.()
  await nextServer?.prepare?.()
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const address = server.address()
  const listeningPort = typeof address === 'object' && address ? address.port : port
  logger.info({ host, port: listeningPort }, 'listening')
  return { server, logger, port: listeningPort }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await startPortal()
