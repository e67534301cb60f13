#!/usr/bin/env node
// `npm run test:faults`: PostgreSQL restarts while the portal takes writes. Passes when every write the portal
// acknowledged (201) is stored, every submission retried with its Idempotency-Key is stored exactly once, the
// portal takes writes again within 5 s of the database being back, and cached pages keep answering meanwhile.
// Then, on the same server, the stop: the server's request log is JSON lines, and a SIGTERM that comes during a
// slow request stops new connections, lets that request finish and exits 0.
//
// Needs TEST_DATABASE_URL (a role that may create databases) and a command that restarts that server,
// PG_RESTART_COMMAND (default `pg_ctlcluster 15 main restart`, what .ci/run starts). Without TEST_DATABASE_URL it
// is skipped. Ends with the `N passed, N failed` line of scripts/test-all.mjs (the whole run is one check).

import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { checkOnServer, freePort, runCheck, startServer } from './bench/server.mjs'

const WRITERS = 8
const BEFORE_RESTART_MS = 2_000
const AFTER_RECOVERY_MS = 3_000
const RECOVERY_LIMIT_MS = 5_000
const DATABASE = 'portal_faults'

const sleep = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds))

async function recreateDatabase(adminUrl) {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`drop database if exists "${DATABASE}" with (force)`)
    await admin.query(`create database "${DATABASE}"`)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${DATABASE}`
  return url.toString()
}

/**
 * One person's submission. Each comes from its own address, as behind the reverse proxy, so the form's limit per
 * address does not refuse them.
 */
function newSubmission(number) {
  return {
    key: randomUUID(),
    address: `10.${(number >> 16) & 255}.${(number >> 8) & 255}.${number & 255}`,
    body: {
      kind: 'suggestion',
      message: `Fault test submission number ${number}: the form should keep this.`,
      email: `fault-${number}@example.org`,
      lang: 'es',
    },
  }
}

/** Sends a submission once: { status, reference, at } or { error, at }. */
async function send(baseUrl, submission) {
  try {
    const response = await fetch(`${baseUrl}/api/public/accessibility-feedback`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': submission.key,
        'X-Forwarded-For': submission.address,
      },
      body: JSON.stringify(submission.body),
      signal: AbortSignal.timeout(10_000),
    })
    const body = await response.json().catch(() => null)
    return { status: response.status, reference: body?.reference, at: Date.now() }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error), at: Date.now() }
  }
}

async function faultTest(adminUrl, restartCommand) {
  const databaseUrl = await recreateDatabase(adminUrl)
  const env = { DATABASE_URL: databaseUrl, SEED_DEMO: 'true' }
  const serverProblems = await checkOnServer({ name: 'faults', env }, async (server, problems) => {
    const { baseUrl } = server
    await (await fetch(`${baseUrl}/`)).text()

    const acknowledged = new Map()
    const unacknowledged = new Map()
    const failures = new Map()
    let number = 0
    let backAt = null
    let recoveredAt = null
    let stopAt = Infinity

    const writer = async () => {
      while (Date.now() < stopAt) {
        const submission = newSubmission(++number)
        const startedAt = Date.now()
        const result = await send(baseUrl, submission)
        if (result.status === 201) {
          acknowledged.set(submission.key, { submission, reference: result.reference })
          if (backAt !== null && startedAt >= backAt && recoveredAt === null) recoveredAt = result.at
        } else {
          unacknowledged.set(submission.key, submission)
          const why = result.error ? 'no answer' : String(result.status)
          failures.set(why, (failures.get(why) ?? 0) + 1)
          await sleep(100)
        }
      }
    }

    const pageStatuses = new Map()
    let watchingPages = true
    const pageWatcher = (async () => {
      while (watchingPages) {
        const status = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(5_000) })
          .then(async (response) => (await response.text(), response.status))
          .catch(() => 'no answer')
        pageStatuses.set(status, (pageStatuses.get(status) ?? 0) + 1)
        await sleep(100)
      }
    })()

    const writers = Array.from({ length: WRITERS }, writer)
    await sleep(BEFORE_RESTART_MS)
    console.log(`Restarting PostgreSQL with: ${restartCommand}`)
    const restartStartedAt = Date.now()
    const [command, ...args] = restartCommand.split(' ')
    await promisify(execFile)(command, args)
    backAt = Date.now()
    console.log(`PostgreSQL was back after ${backAt - restartStartedAt} ms.`)
    const recoveryDeadline = backAt + RECOVERY_LIMIT_MS + AFTER_RECOVERY_MS
    while (recoveredAt === null && Date.now() < recoveryDeadline) await sleep(50)
    stopAt = Math.max(Date.now(), (recoveredAt ?? backAt) + AFTER_RECOVERY_MS)
    await Promise.all(writers)
    watchingPages = false
    await pageWatcher

    // What was refused during the outage is sent again with the same key, as the form does.
    let retried = 0
    for (const submission of unacknowledged.values()) {
      const result = await send(baseUrl, submission)
      retried++
      if (result.status === 201) acknowledged.set(submission.key, { submission, reference: result.reference })
      else problems.push(`a retry after the outage was answered ${result.status ?? result.error}`)
    }

    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    const { rows } = await client
      .query('select reference, idempotency_key from accessibility_feedback')
      .finally(() => client.end())
    const storedByKey = new Map()
    for (const row of rows)
      storedByKey.set(row.idempotency_key, [...(storedByKey.get(row.idempotency_key) ?? []), row])
    const lost = [...acknowledged.values()].filter(
      ({ submission, reference }) =>
        !storedByKey.get(submission.key)?.some((row) => row.reference === reference),
    )
    const duplicated = [...storedByKey.values()].filter((stored) => stored.length > 1)

    const recoveryMs = recoveredAt === null ? null : recoveredAt - backAt
    const refusals = [...failures].map(([why, count]) => `${count}× ${why}`).join(', ') || 'none'
    const pages = [...pageStatuses].map(([status, count]) => `${count}× ${status}`).join(', ')
    console.log(
      [
        '',
        `submissions sent        ${number} (+ ${retried} retries of refused ones)`,
        `acknowledged (201)      ${acknowledged.size}`,
        `refused during outage   ${refusals}`,
        `stored rows             ${rows.length}`,
        `lost acknowledged       ${lost.length}`,
        `stored twice            ${duplicated.length}`,
        `writes again after      ${recoveryMs === null ? 'never' : `${recoveryMs} ms`} (limit ${RECOVERY_LIMIT_MS} ms)`,
        `home page meanwhile     ${pages}`,
      ].join('\n'),
    )

    if (lost.length) problems.push(`${lost.length} acknowledged writes are missing`)
    if (duplicated.length) problems.push(`${duplicated.length} submissions were stored more than once`)
    if (rows.length !== acknowledged.size) {
      problems.push(`${rows.length} rows are stored for ${acknowledged.size} acknowledged submissions`)
    }
    if (failures.size === 0) problems.push('no write was refused: the restart did not reach the portal')
    if (recoveryMs === null || recoveryMs > RECOVERY_LIMIT_MS) {
      problems.push(`the portal took writes again only after ${recoveryMs ?? 'never'} ms`)
    }
    const pageFailures = [...pageStatuses.keys()].filter((status) => status !== 200)
    if (pageFailures.length) problems.push(`the cached home page answered ${pageFailures.join(', ')}`)
    const health = await fetch(`${baseUrl}/api/health`).catch(() => null)
    if (health?.status !== 200) problems.push('the server did not answer /api/health afterwards')

    await checkRequestLog(server, problems)
    await checkStop(server, newSubmission(number + 1), problems)
  })
  return [...serverProblems, ...(await failedStartProblems())]
}

/** A server that cannot reach its database at start exits 1 saying why, instead of answering 500 to everything. */
async function failedStartProblems() {
  const logDir = mkdtempSync(join(tmpdir(), 'portal-failed-start-'))
  try {
    const server = await startServer({
      distDir: '.next',
      port: await freePort(),
      env: { DATABASE_URL: 'postgres://portal:portal@127.0.0.1:1/nowhere' },
      logFile: join(logDir, 'server.log'),
      readyTimeoutMs: 60_000,
    })
    await server.stop()
    return ['a server whose database cannot be reached started']
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    console.log(`start without database   ${message.split('\n')[0]}`)
    if (!/exited \(1\)/.test(message) || !message.includes('could not start')) {
      return [`a start without its database did not exit 1 with the reason: ${message}`]
    }
    return []
  } finally {
    rmSync(logDir, { recursive: true, force: true })
  }
}

/** One JSON line per request, with the request id the client sent (echoed) and the path without its query. */
async function checkRequestLog(server, problems) {
  const requestId = `fault-test.${randomUUID()}`
  const response = await fetch(`${server.baseUrl}/api/health?email=someone@example.org`, {
    headers: { 'X-Request-Id': requestId },
  })
  await response.text()
  if (response.headers.get('x-request-id') !== requestId) problems.push('the request id was not echoed')
  await sleep(200)
  const lines = server.logTail(5_000).split('\n')
  const line = lines
    .map((text) => {
      try {
        return JSON.parse(text)
      } catch {
        return null
      }
    })
    .find((entry) => entry?.requestId === requestId && entry.msg === 'request')
  const expected = { level: 'info', method: 'GET', path: '/api/health', status: 200 }
  if (
    !line ||
    Object.entries(expected).some(([key, value]) => line[key] !== value) ||
    !(line.durationMs >= 0)
  ) {
    problems.push(
      `no request log line with ${JSON.stringify(expected)} and a duration: ${JSON.stringify(line)}`,
    )
  }
  const notJson = lines.filter((text) => text && !text.startsWith('{'))
  if (notJson.length) problems.push(`the server logged lines that are not JSON, first: ${notJson[0]}`)
}

/** SIGTERM while a submission's body is still arriving: that request is answered, new ones are not, exit 0. */
async function checkStop(server, submission, problems) {
  const body = JSON.stringify(submission.body)
  const request = http.request(`${server.baseUrl}/api/public/accessibility-feedback`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
      'Idempotency-Key': submission.key,
      'X-Forwarded-For': submission.address,
    },
  })
  const answered = new Promise((resolve) => {
    request.on('response', (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode))
    })
    request.on('error', (error) => resolve(error.message))
  })
  request.write(body.slice(0, 10))
  await sleep(300)
  process.kill(server.pid, 'SIGTERM')
  await sleep(500)
  const newRequest = await fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) })
    .then((response) => response.status)
    .catch(() => 'refused')
  request.end(body.slice(10))
  const status = await Promise.race([answered, sleep(20_000).then(() => 'no answer')])
  const exit = await Promise.race([server.exit, sleep(30_000).then(() => null)])
  console.log(
    `stop during a request    answered ${status}, new request ${newRequest}, exit ${JSON.stringify(exit)}`,
  )
  if (status !== 201) problems.push(`the request in flight at SIGTERM was answered ${status}, not 201`)
  if (newRequest !== 'refused') problems.push(`a new request after SIGTERM was answered ${newRequest}`)
  if (exit?.code !== 0) problems.push(`the server did not exit 0 after SIGTERM: ${JSON.stringify(exit)}`)
}

const adminUrl = process.env.TEST_DATABASE_URL
if (adminUrl) {
  process.exitCode = await runCheck(
    'Fault test',
    () => faultTest(adminUrl, process.env.PG_RESTART_COMMAND ?? 'pg_ctlcluster 15 main restart'),
    'nothing acknowledged was lost, nothing was stored twice.',
  )
} else {
  console.log('Fault test skipped: it restarts PostgreSQL, so it needs TEST_DATABASE_URL (.ci/run sets it).')
  console.log('0 passed, 0 failed, 1 skipped')
}
