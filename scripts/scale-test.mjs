#!/usr/bin/env node
// The scale-out test (`npm run test:scale`, `npm test`'s step `scale`): two production instances, each from its own
// copy of the standalone bundle (so each has its own page cache), started at the same moment on one new, empty
// PostgreSQL database, behind Debian's nginx with the shipped site file and an upstream of both, their uploads in a
// local S3-compatible store (s3rver). Everything starts once; then what must hold across instances is checked:
// both come up ready, a session made on one works on the other, a throttle counts across both, an attachment
// uploaded through one downloads through the other, a news item published through one is on the other's public
// page within 2 s, and 200 enrolments split across both into 20 places accept exactly 20.
//
// Needs TEST_DATABASE_URL (a role that may create databases), nginx and openssl; builds the bundle when it is
// missing or older than the sources.

import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { hash } from '@node-rs/argon2'
import pg from 'pg'
import S3rver from 's3rver'
import { freePort as freePortIn } from './bench/server.mjs'
import {
  checkRun,
  configureNginx,
  copyBundle,
  createDatabase,
  isRunning,
  productionSettings,
  request,
  startChild,
  stopChildren,
  waitFor,
} from './deployment.mjs'
import { build, buildReason } from './next-build.mjs'

const { log, check, anyFailed, run } = checkRun('scale')
const children = []
const PLACES = 20
const ENROLMENTS = 200
const NEWS_WITHIN_MS = 2_000
const S3 = { bucket: 'portal-scale', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/** `count` calls of `task(i)`, at most `width` at a time. */
async function inParallel(count, width, task) {
  const answers = new Array(count)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(width, count) }, async () => {
      while (next < count) {
        const i = next++
        answers[i] = await task(i)
      }
    }),
  )
  return answers
}

const json = (answer) => JSON.parse(answer.body.toString())

/** The requests an instance logged for `method pathname` (scripts/server.mjs logs one JSON line per request). */
const requestsLogged = (instance, method, pathname) =>
  instance
    .output()
    .split('\n')
    .filter((line) => line.includes('"msg":"request"'))
    .map((line) => JSON.parse(line))
    .filter((line) => line.method === method && line.path === pathname).length

/** An instance of the bundle copied into `folder`, started there (its .env files and data folders are its own). */
function startInstance({ folder, port, databaseUrl, s3Endpoint, siteUrl, label }) {
  return startChild(children, {
    command: process.execPath,
    args: [path.join(folder, 'bundle', 'server.mjs')],
    cwd: folder,
    label,
    env: {
      ...productionSettings,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      TRUSTED_PROXIES: '127.0.0.1',
      PUBLIC_SITE_URL: siteUrl,
      DATABASE_URL: databaseUrl,
      PGLITE_DIR: undefined,
      UPLOADS_DIR: path.join(folder, 'uploads'),
      OUTBOX_DIR: path.join(folder, 'outbox'),
      S3_BUCKET: S3.bucket,
      S3_ENDPOINT: s3Endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3.secretAccessKey,
      REVALIDATE_SECRET: undefined,
      LOG_LEVEL: 'info',
    },
  })
}

/**
 * The people the checks need, straight into the database the instances migrated: a member of staff and
 * ENROLMENTS + 1 collegiates, all with one password hashed at a low cost (sign-ins here test sessions, not argon2),
 * and an event with PLACES places open for enrolment.
 */
async function preparePeople(databaseUrl, password) {
  const hashed = await hash(password, { memoryCost: 1024, timeCost: 1, parallelism: 1 })
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    await db.query(
      `insert into users (email, name, surname, principals, is_verified, hashed_password)
       select 'colegiada' || i || '@escala.example', 'Colegiada', 'Escala ' || i, array['role:collegiate'], true, $1
       from generate_series(0, $2::int) as i
       union all select 'personal@escala.example', 'Personal', 'Escala', array['role:staff'], true, $1`,
      [hashed, ENROLMENTS],
    )
    const day = 24 * 3600_000
    const now = Date.now()
    const {
      rows: [event],
    } = await db.query(
      `insert into events (kind, status, publish_at, starts_at, ends_at, enrolment_opens_at, enrolment_closes_at,
         slots, max_companions)
       values ('event', 'published', $1, $2, $3, $4, $5, $6, 0) returning id`,
      [
        new Date(now - day),
        new Date(now + 10 * day),
        new Date(now + 10 * day + 2 * 3600_000),
        new Date(now - day),
        new Date(now + 9 * day),
        PLACES,
      ],
    )
    await db.query(
      `insert into event_translations (event_id, lang, slug, title, venue)
       values ($1, 'es', 'jornada-de-escala', 'Jornada de escala', 'Sede')`,
      [event.id],
    )
    return {
      eventId: event.id,
      placesTaken: async () => {
        const { rows } = await db.query(
          `select e.slots_taken, count(a.id) filter (where a.status = 'accepted')::int as accepted
           from events e left join event_applications a on a.event_id = e.id where e.id = $1 group by e.id`,
          [event.id],
        )
        return rows[0]
      },
      close: () => db.end(),
    }
  } catch (error) {
    await db.end()
    throw error
  }
}

async function main() {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('the scale test needs TEST_DATABASE_URL (a role that may create databases)')
  const reason = buildReason()
  if (reason) {
    log(`building the bundle: ${reason}`)
    const code = await build()
    if (code !== 0) throw new Error(`the build failed (exit code ${code})`)
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'portal-scale-'))
  const database = await createDatabase(adminUrl, 'portal_scale')
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: await freePortIn(3510, 3530),
    silent: true,
    directory: path.join(dir, 's3'),
    configureBuckets: [{ name: S3.bucket, configs: [] }],
  })
  let people
  try {
    const { port: s3Port } = await s3.run()
    const ports = [await freePortIn(3511, 3530)]
    ports.push(await freePortIn(ports[0] + 1, 3530))
    const nginx = await configureNginx(dir, ports)
    const site = `https://127.0.0.1:${nginx.httpsPort}`
    const folders = ['a', 'b'].map((name) => {
      const folder = path.join(dir, name)
      mkdirSync(folder)
      copyBundle('.next', path.join(folder, 'bundle'))
      return folder
    })
    log(`two copies of the bundle, PostgreSQL database ${new URL(database.url).pathname.slice(1)}, s3rver`)

    const instanceOptions = (i) => ({
      folder: folders[i],
      port: ports[i],
      databaseUrl: database.url,
      s3Endpoint: `http://127.0.0.1:${s3Port}`,
      siteUrl: `https://localhost:${nginx.httpsPort}`,
      label: `instance ${'AB'[i]}`,
    })
    const instances = [0, 1].map((i) => startInstance(instanceOptions(i)))
    startChild(children, { ...nginx, label: 'nginx' })
    const direct =
      (i) =>
      (pathname, options = {}) =>
        request(`http://127.0.0.1:${ports[i]}${pathname}`, { from: '127.0.0.2', ...options })
    const [onA, onB] = [direct(0), direct(1)]
    const proxied = (pathname, options = {}) => request(`${site}${pathname}`, { ca: nginx.ca, ...options })

    // Both at once on the empty database: both migrate, neither may fail or answer 500. Ready: the database answers,
    // its migrations are all applied and the bucket takes files.
    const ready = (i) =>
      waitFor(
        instances[i].label,
        async () => (await direct(i)('/api/ready')).status === 200,
        90_000,
        instances[i],
      )
    const up = await Promise.allSettled(instances.map((_, i) => ready(i)))
    const down = up.flatMap((outcome, i) => (outcome.status === 'rejected' ? [i] : []))
    check(
      'two instances started at the same moment on an empty database both come up healthy',
      down.length === 0,
      down
        .map(
          (i) => `${up[i].reason.message}: ${instances[i].output().trim().split('\n').slice(-3).join(' | ')}`,
        )
        .join('; '),
    )
    // The other checks still say what they can: an instance that failed starts again on the migrated database.
    for (const i of down) {
      if (isRunning(instances[i])) instances[i].kill('SIGKILL')
      instances[i] = startInstance(instanceOptions(i))
      await ready(i)
    }
    log('both instances up')

    const password = `Escala-${randomUUID()}`
    people = await preparePeople(database.url, password)
    const signIn = async (send, email, from) => {
      const answer = await send('/api/auth/jwt/login', {
        method: 'POST',
        from,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: email, password }).toString(),
      })
      if (answer.status !== 200) throw new Error(`signing in ${email} answered ${answer.status}`)
      return json(answer).access_token
    }
    const bearer = (token, headers = {}) => ({ Authorization: `Bearer ${token}`, ...headers })

    // A session made on A works on B.
    const member = 'colegiada0@escala.example'
    const token = await signIn(onA, member)
    const me = await onB('/api/user/me', { headers: bearer(token) })
    check(
      'a session made on one instance works on the other',
      me.status === 200 && json(me).email === member,
      String(me.status),
    )

    // An attachment uploaded through A downloads through B.
    const bytes = Buffer.from(`%PDF-1.4\n% scale test ${randomUUID()}\n%%EOF\n`)
    const form = new FormData()
    form.append('kind', 'other')
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'escala.pdf')
    const encoded = new Response(form)
    const upload = await onA('/api/public/collegiates/files/add', {
      method: 'POST',
      headers: bearer(token, { 'Content-Type': encoded.headers.get('content-type') }),
      body: Buffer.from(await encoded.arrayBuffer()),
    })
    const fileId = upload.status === 201 ? json(upload).id : undefined
    const download = fileId
      ? await onB(`/api/public/collegiates/files/${fileId}`, { headers: bearer(token) })
      : { status: `upload ${upload.status}: ${upload.body.toString().slice(0, 200)}`, body: Buffer.alloc(0) }
    check(
      'an attachment uploaded through one instance downloads through the other',
      download.status === 200 && download.body.equals(bytes),
      String(download.status),
    )

    // A throttle counts across both: five accessibility communications per address in ten minutes, however the
    // proxy spreads them.
    const feedbackPath = '/api/public/accessibility-feedback'
    const feedback = []
    for (let i = 0; i < 10; i++) {
      const answer = await proxied(feedbackPath, {
        from: '127.0.0.5',
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          kind: 'suggestion',
          message: 'Prueba de escala detrás de nginx.',
          email: 'escala@colegio.example',
          lang: 'es',
        }),
      })
      feedback.push(answer.status)
    }
    // An instance logs a request once its answer has gone: a moment for the last lines.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const spread = instances.map((instance) => requestsLogged(instance, 'POST', feedbackPath))
    check(
      'a throttle counts across both instances (5 of 10 accepted)',
      feedback.filter((status) => status === 201).length === 5 &&
        feedback.slice(5).every((status) => status === 429),
      `${feedback.join(' ')}; A ${spread[0]}, B ${spread[1]}`,
    )

    // A news item published through A is on B's public page within 2 s; B has the page cached before.
    const staff = await signIn(onA, 'personal@escala.example')
    const newsList = '/news'
    const before = await onB(newsList)
    const title = `Noticia de escala ${randomUUID().slice(0, 8)}`
    const published = await onA('/api/admin/news', {
      method: 'POST',
      headers: bearer(staff, { 'Content-Type': 'application/json' }),
      body: JSON.stringify({
        status: 'published',
        translations: {
          es: { title, slug: `noticia-de-escala-${Date.now()}`, summary: 'Resumen', body: '<p>Escala</p>' },
        },
      }),
    })
    const publishedAt = Date.now()
    let seenAfter
    while (
      published.status === 201 &&
      seenAfter === undefined &&
      Date.now() - publishedAt <= NEWS_WITHIN_MS
    ) {
      if ((await onB(newsList)).body.toString().includes(title)) seenAfter = Date.now() - publishedAt
      else await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const onItsOwn =
      seenAfter === undefined && published.status === 201
        ? `; on A’s own page: ${(await onA(newsList)).body.toString().includes(title) ? 'yes' : 'no'}`
        : ''
    check(
      'a news item published through one instance is on the other’s public page within 2 s',
      before.status === 200 && seenAfter !== undefined,
      published.status !== 201
        ? `publishing answered ${published.status}: ${published.body.toString().slice(0, 200)}`
        : seenAfter === undefined
          ? `not there after ${NEWS_WITHIN_MS} ms${onItsOwn}`
          : `${seenAfter} ms`,
    )

    // ENROLMENTS collegiates, through the proxy (each from an address of its own), into PLACES places at once.
    const from = (i) => `127.0.1.${(i % 250) + 1}`
    // Signed in on the instances themselves, half on each: the TLS handshakes through nginx would only add time.
    const tokens = await inParallel(ENROLMENTS, 16, (i) =>
      signIn(direct(i % 2), `colegiada${i + 1}@escala.example`, from(i)),
    )
    const applicationsPath = '/api/public/collegiates/events/applications'
    const enrolments = await Promise.all(
      tokens.map((memberToken, i) =>
        proxied(applicationsPath, {
          from: from(i),
          method: 'POST',
          headers: bearer(memberToken, { 'Content-Type': 'application/json' }),
          body: JSON.stringify({ event_id: people.eventId }),
        }).catch((error) => ({ status: error.message })),
      ),
    )
    const statuses = new Map()
    for (const { status } of enrolments) statuses.set(status, (statuses.get(status) ?? 0) + 1)
    const stored = await people.placesTaken()
    await new Promise((resolve) => setTimeout(resolve, 200))
    const served = instances.map((instance) => requestsLogged(instance, 'POST', applicationsPath))
    check(
      `${ENROLMENTS} enrolments split across both into ${PLACES} places accept exactly ${PLACES}`,
      statuses.get(201) === PLACES &&
        statuses.get(409) === ENROLMENTS - PLACES &&
        stored.slots_taken === PLACES &&
        stored.accepted === PLACES &&
        served.every((count) => count > 0),
      `${[...statuses].map(([status, count]) => `${count}× ${status}`).join(', ')}; stored ${stored.accepted} ` +
        `accepted, ${stored.slots_taken} places taken; A ${served[0]}, B ${served[1]}`,
    )
  } finally {
    if (anyFailed()) {
      for (const child of children.filter((child) => child.label !== 'nginx'))
        console.log(`--- ${child.label} (last lines) ---\n${child.output().slice(-3000)}`)
    }
    await stopChildren(children)
    await people?.close()
    await s3.close().catch(() => {})
    await database.drop().catch((error) => console.warn(`could not drop the test database: ${error.message}`))
    rmSync(dir, { recursive: true, force: true })
  }
}

await run(main)
