#!/usr/bin/env node
// The deployment kit's test (`npm test`'s step `deploy`): the production bundle started by `npm run serve`, behind
// Debian's nginx with the shipped site file (deploy/nginx/portal.conf, changed by sed only for ports and paths), as
// an IT provider installs it. One server start, then pages, the API, a sign-in, an upload and its download, and the
// client address the portal counts, all through nginx over TLS; then a graceful stop.
//
// Needs nginx (.ci/run installs Debian's; as root this installs it when missing) and openssl. Builds the bundle when
// it is missing or older than the sources.

import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { build, buildReason, ROOT } from './next-build.mjs'
import {
  checkRun,
  configureNginx,
  freePort,
  productionSettings,
  request,
  startChild,
  stopChildren,
  waitFor,
} from './deployment.mjs'

const { log, check, anyFailed, run } = checkRun('deploy')
const children = []

/**
 * A database with the portal's tables and one collegiate who can sign in: migrated here, before the server opens it
 * (the embedded database takes one process at a time), with no demo account, as in production.
 */
async function prepareDatabase(dir, email, password) {
  const [{ PGlite }, { pg_trgm }, { unaccent }, { drizzle }, { migrate }, { hash }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('@node-rs/argon2'),
  ])
  const client = await PGlite.create(dir, { extensions: { pg_trgm, unaccent } })
  await migrate(drizzle(client), { migrationsFolder: path.join(ROOT, 'drizzle') })
  await client.query(
    `insert into users (email, name, surname, principals, is_verified, hashed_password)
     values ($1, 'Prueba', 'Despliegue', '{role:collegiate}', true, $2)`,
    [email, await hash(password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 })],
  )
  await client.close()
}

async function main() {
  const reason = buildReason()
  if (reason) {
    log(`building the bundle: ${reason}`)
    const code = await build()
    if (code !== 0) throw new Error(`the build failed (exit code ${code})`)
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'portal-deploy-'))
  try {
    const portalPort = await freePort()
    const nginx = await configureNginx(dir, [portalPort])
    const { httpPort, httpsPort, ca } = nginx
    const email = 'despliegue@colegio.example'
    const password = `Deploy-${randomUUID()}`
    await prepareDatabase(path.join(dir, 'pglite'), email, password)
    log('database prepared')

    const portal = startChild(children, {
      command: process.execPath,
      args: [path.join(ROOT, 'scripts', 'serve.mjs')],
      label: 'portal',
      env: {
        ...productionSettings,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(portalPort),
        TRUSTED_PROXIES: '127.0.0.1',
        PUBLIC_SITE_URL: `https://localhost:${httpsPort}`,
        DATABASE_URL: undefined,
        S3_BUCKET: undefined,
        PGLITE_DIR: path.join(dir, 'pglite'),
        UPLOADS_DIR: path.join(dir, 'uploads'),
        OUTBOX_DIR: path.join(dir, 'outbox'),
      },
    })
    startChild(children, { ...nginx, label: 'nginx' })

    const site = `https://127.0.0.1:${httpsPort}`
    const get = (pathname, options = {}) => request(`${site}${pathname}`, { ca, ...options })
    await waitFor(
      'the portal behind nginx',
      async () => (await get('/api/health')).status === 200,
      90_000,
      portal,
    ).catch((error) => {
      throw new Error(`${error.message}\n--- portal ---\n${portal.output().slice(-4000)}`)
    })
    log('portal up behind nginx')

    // HTTP goes to HTTPS.
    const plain = await request(`http://127.0.0.1:${httpPort}/en?x=1`, {})
    check(
      'HTTP answers 301 to the same address over HTTPS',
      plain.status === 301 && plain.headers.location === `https://127.0.0.1/en?x=1`,
      `${plain.status} ${plain.headers.location}`,
    )

    // Compression, and pages on a production database (no demo content).
    const document = await get('/api/openapi.json', { headers: { 'Accept-Encoding': 'gzip' } })
    check(
      'answers are gzip-compressed',
      document.status === 200 && document.headers['content-encoding'] === 'gzip',
      `${document.status} ${document.headers['content-encoding']}`,
    )
    for (const page of ['/', '/news', '/login']) {
      const answer = await get(page)
      check(
        `the page ${page} answers 200`,
        answer.status === 200,
        `${answer.status} ${answer.headers.location ?? ''}`,
      )
    }
    const html = (await get('/')).body.toString()
    const asset = html.match(/\/_next\/static\/[^"'\s]+\.js/)?.[0]
    check('the home page names a /_next/static script', Boolean(asset), asset ?? 'none')
    if (asset) {
      const first = await get(asset)
      const second = await get(asset)
      check(
        '/_next/static is cached for a year, by browsers and by nginx',
        first.status === 200 &&
          /max-age=31536000/.test(first.headers['cache-control'] ?? '') &&
          /immutable/.test(first.headers['cache-control'] ?? '') &&
          second.headers['x-cache-status'] === 'HIT',
        `${first.status} ${first.headers['cache-control']}, then ${second.headers['x-cache-status']}`,
      )
    }

    // The API.
    const ready = await get('/api/ready')
    check('/api/ready answers 200', ready.status === 200, String(ready.status))
    const news = await get('/api/news/es')
    check(
      'an API read answers 200 with JSON',
      news.status === 200 && /json/.test(news.headers['content-type'] ?? ''),
      String(news.status),
    )

    // A sign-in, with a forged X-Forwarded-For that nginx replaces.
    const login = await get('/api/auth/jwt/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '198.51.100.9' },
      body: new URLSearchParams({ username: email, password }).toString(),
    })
    const token = login.status === 200 ? JSON.parse(login.body.toString()).access_token : undefined
    check('a sign-in through nginx answers 200 with a token', Boolean(token), String(login.status))

    // An upload and its download.
    if (token) {
      const bytes = Buffer.from(`%PDF-1.4\n% deploy test ${randomUUID()}\n%%EOF\n`)
      const form = new FormData()
      form.append('kind', 'other')
      form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'prueba.pdf')
      const encoded = new Response(form)
      const upload = await get('/api/public/collegiates/files/add', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': encoded.headers.get('content-type'),
        },
        body: Buffer.from(await encoded.arrayBuffer()),
      })
      const id = upload.status === 201 ? JSON.parse(upload.body.toString()).id : undefined
      check(
        'an upload through nginx answers 201',
        Boolean(id),
        `${upload.status} ${upload.body.toString().slice(0, 200)}`,
      )
      if (id) {
        const download = await get(`/api/public/collegiates/files/${id}`, {
          headers: { Authorization: `Bearer ${token}` },
        })
        check(
          'its download answers the same bytes',
          download.status === 200 && download.body.equals(bytes),
          String(download.status),
        )
      }
      // nginx answers from the announced length, before any of the body is sent.
      const tooLarge = await get('/api/public/collegiates/files/add', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'multipart/form-data; boundary=x',
          'Content-Length': String(52 * 1024 * 1024),
        },
      }).catch((error) => ({ status: error.code ?? error.message }))
      check(
        'a body over client_max_body_size is refused by nginx with 413',
        tooLarge.status === 413,
        String(tooLarge.status),
      )
    }

    // Public pages from nginx's cache, stored once compressed, and per remembered language; private pages never.
    const spanish = { Cookie: 'i18n_redirected=es', 'Accept-Encoding': 'gzip' }
    const [firstNews, secondNews] = [
      await get('/news', { headers: spanish }),
      await get('/news', { headers: spanish }),
    ]
    check(
      'a public page is answered by nginx’s cache the second time, gzip-compressed',
      firstNews.status === 200 &&
        secondNews.headers['x-cache-status'] === 'HIT' &&
        secondNews.headers['content-encoding'] === 'gzip' &&
        secondNews.body.equals(firstNews.body),
      `${firstNews.headers['x-cache-status']}, then ${secondNews.headers['x-cache-status']} ` +
        `${secondNews.headers['content-encoding']}`,
    )
    // A first view: without the cookie, the root would pick the browser's language (Spanish when it names none).
    const crawler = { 'Accept-Encoding': 'gzip' }
    const [, secondCrawl] = [
      await get('/news', { headers: crawler }),
      await get('/news', { headers: crawler }),
    ]
    const englishNewcomer = await get('/news', { headers: { 'Accept-Language': 'en-GB,en;q=0.9' } })
    check(
      'a first view is cached where the root would pick the page’s language; elsewhere the portal sets the cookie',
      secondCrawl.headers['x-cache-status'] === 'HIT' &&
        secondCrawl.headers['set-cookie'] === undefined &&
        englishNewcomer.headers['x-cache-status'] !== 'HIT' &&
        /i18n_redirected=es/.test(String(englishNewcomer.headers['set-cookie'])),
      `${secondCrawl.headers['x-cache-status']} ${secondCrawl.headers['set-cookie']}; English browser: ` +
        `${englishNewcomer.headers['x-cache-status']} ${englishNewcomer.headers['set-cookie']}`,
    )
    const spanishBrowser = { 'Accept-Language': 'es-ES,es;q=0.9' }
    await get('/', { headers: spanishBrowser })
    const [cachedFirstRoot, englishFirstRoot] = [
      await get('/', { headers: spanishBrowser }),
      await get('/', { headers: { 'Accept-Language': 'en-US,en;q=0.9' } }),
    ]
    check(
      'the root cached for Spanish browsers without the cookie still sends English ones to /en',
      cachedFirstRoot.headers['x-cache-status'] === 'HIT' &&
        englishFirstRoot.headers.location?.endsWith('/en') === true,
      `${cachedFirstRoot.headers['x-cache-status']}; English: ${englishFirstRoot.status} ` +
        `${englishFirstRoot.headers.location}`,
    )
    await get('/', { headers: spanish })
    const cachedRoot = await get('/', { headers: spanish })
    const englishRoot = await get('/', { headers: { Cookie: 'i18n_redirected=en' } })
    check(
      'the root cached for Spanish readers still sends English readers to /en',
      cachedRoot.headers['x-cache-status'] === 'HIT' &&
        englishRoot.headers.location?.endsWith('/en') === true,
      `${cachedRoot.headers['x-cache-status']}; English: ${englishRoot.status} ${englishRoot.headers.location}`,
    )
    if (token) {
      const profile = () =>
        get('/profile', { headers: { Cookie: `i18n_redirected=es; iar_cookie=${token}` } })
      const [firstProfile, secondProfile] = [await profile(), await profile()]
      check(
        'a private page is never answered by nginx’s cache',
        firstProfile.status === 200 &&
          secondProfile.status === 200 &&
          secondProfile.headers['x-cache-status'] !== 'HIT' &&
          /no-store/.test(secondProfile.headers['cache-control'] ?? ''),
        `${firstProfile.status} ${secondProfile.status} ${secondProfile.headers['x-cache-status']} ` +
          `${secondProfile.headers['cache-control']}`,
      )
    }

    // The client's address: five submissions per address; a sixth from the same client is refused whatever
    // X-Forwarded-For it sends, and another client is still served.
    const feedback = (from, forwardedFor) =>
      get('/api/public/accessibility-feedback', {
        from,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
        body: JSON.stringify({
          kind: 'suggestion',
          message: 'Prueba de despliegue detrás de nginx.',
          email,
          lang: 'es',
        }),
      })
    const statuses = []
    for (let i = 1; i <= 6; i++) statuses.push((await feedback('127.0.0.2', `203.0.113.${i}`)).status)
    const other = (await feedback('127.0.0.3', '203.0.113.1')).status
    check(
      'the portal counts the client’s own address, not nginx’s nor a forged X-Forwarded-For',
      statuses.slice(0, 5).every((status) => status === 201) && statuses[5] === 429 && other === 201,
      `127.0.0.2: ${statuses.join(' ')}; 127.0.0.3: ${other}`,
    )

    // A graceful stop, as systemd and Docker ask for it.
    portal.kill('SIGTERM')
    const stopped = await Promise.race([
      portal.exited,
      new Promise((resolve) => setTimeout(() => resolve(null), 40_000)),
    ])
    check('SIGTERM stops the portal with exit code 0', stopped?.code === 0, JSON.stringify(stopped))
  } finally {
    if (anyFailed()) {
      for (const child of children)
        console.log(`--- ${child.label} (last lines) ---\n${child.output().slice(-6000)}`)
    }
    await stopChildren(children)
    rmSync(dir, { recursive: true, force: true })
  }
}

await run(main)
