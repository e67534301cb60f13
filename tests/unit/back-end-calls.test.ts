import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { forgetServerEnv } from '@/lib/env'
import {
  backEndCallOf,
  browserCalls,
  callsBeyondSpec,
  isBackEndCall,
  serverReads,
  type BackEndCall,
} from '@/lib/contract/back-end-calls'

const operations = path.resolve(__dirname, '../../docs/operations.md')
const start = '<!-- back-end-calls:start (generated from lib/contract/back-end-calls.ts) -->'
const end = '<!-- back-end-calls:end -->'

const callLine = ({ method, path: address, query, use }: BackEndCall) =>
  `- \`${method} ${address}${query ? `?${query.join('&')}` : ''}\`: ${use}`

/** The list of docs/operations.md, made from the contract; `WRITE_DOCS=1` writes it there. */
function backEndCallsSection(): string {
  return [
    start,
    '',
    'Read by the server for the public pages (cached, tagged, refreshed by `POST /api/cache/revalidate`):',
    '',
    ...Object.values(serverReads).map(callLine),
    '',
    "Sent by the browser through the portal's `/api` (the token of the session cookie as `Authorization: Bearer`):",
    '',
    ...browserCalls.map(callLine),
    '',
    'Features that need more than the specification, and the calls they make:',
    '',
    ...callsBeyondSpec.map(({ feature, calls }) => `- ${feature}: \`${calls}\``),
    '',
    end,
  ].join('\n')
}

describe('the calls a back end must answer', () => {
  it('are the ones docs/operations.md lists', () => {
    const doc = readFileSync(operations, 'utf8')
    const from = doc.indexOf(start)
    const to = doc.indexOf(end)
    expect(from, `docs/operations.md has no ${start}`).toBeGreaterThan(-1)
    const written = doc.slice(from, to + end.length)
    if (process.env.WRITE_DOCS && written !== backEndCallsSection())
      writeFileSync(operations, doc.replace(written, backEndCallsSection()))
    expect(written, 'run WRITE_DOCS=1 npx vitest run tests/unit/back-end-calls.test.ts').toBe(
      backEndCallsSection(),
    )
  })

  it('tell a call of the list from any other', () => {
    expect(isBackEndCall('GET', 'news/es')).toBe(true)
    expect(isBackEndCall('GET', 'public/pages/eu/hasiera')).toBe(true)
    expect(isBackEndCall('PATCH', 'jobs/12/es/complaint')).toBe(true)
    expect(isBackEndCall('POST', 'public/collegiates/events/applications')).toBe(true)
    expect(isBackEndCall('GET', 'public/home/es')).toBe(false)
    expect(isBackEndCall('GET', 'public/jobs/es/a-job')).toBe(false)
    expect(isBackEndCall('POST', 'public/complaints')).toBe(false)
    expect(isBackEndCall('DELETE', 'news/es')).toBe(false)
  })
})

describe('the server reads of a back end (API_BASE_URL)', () => {
  const requested: URL[] = []
  const notFound = async (input: URL) => {
    requested.push(new URL(input))
    return Response.json({ detail: 'Not Found' }, { status: 404 })
  }
  // The unit files share one module graph: the environment another file read is forgotten, before and after.
  let portal: typeof import('@/lib/server/portal')
  // The module's first import is slow on a busy machine: it is not the tests' time.
  beforeAll(async () => {
    vi.stubEnv('API_BASE_URL', 'http://back-end.test/api')
    forgetServerEnv()
    vi.stubGlobal('fetch', notFound)
    portal = await import('@/lib/server/portal')
  }, 30_000)
  afterAll(() => {
    vi.unstubAllEnvs()
    forgetServerEnv()
    vi.unstubAllGlobals()
  })

  it('ask only for the calls of the contract, with their parameters', async () => {
    const paging = { skip: 0, limit: 10 }
    const reads: Array<() => Promise<unknown>> = [
      () => portal.loadLanguages(),
      () => portal.loadSettings('ca'),
      () => portal.loadNavbars('ca'),
      () => portal.loadPage('en', 'the-association'),
      () => portal.loadHomePage('eu'),
      () => portal.loadNewsPage('es', { ...paging, q: 'x y', category: 'general' }),
      () => portal.loadNews('es', 'a-b'),
      () => portal.loadNewsCategories('es'),
      () => portal.loadTemplate('es', 'news'),
      () => portal.loadJobs('es', { ...paging, q: 'nurse', province: 'Madrid', contract_type: undefined }),
      () => portal.loadJob('es', 'a-job'),
      () => portal.loadWorkplaces('es', { ...paging, q: 'x' }),
      () => portal.loadWorkplace('es', 'a-place'),
      () => portal.loadEvents('es', 'skip=0&limit=10&categories=1&categories=2&sort=date&q=x'),
      () => portal.loadEvent('es', 'an-event'),
      () => portal.loadEventTerms('es', 'categories'),
      () => portal.loadEventTerms('es', 'types'),
      () => portal.loadEventTerms('es', 'modes'),
      () => portal.loadEventsConfig('es'),
      () =>
        portal.loadResources('es', {
          ...paging,
          applicable_online: false,
          categories: [1, 2],
          q: 'x',
          format: null,
        }),
      () => portal.loadResourceCards('es', { ...paging, categories: [3], q: null }),
      () => portal.loadResourceCategories('es'),
      () => portal.loadResource('es', 'a-resource'),
      () => portal.loadGenericProcedure('es', 'a-procedure'),
      () => portal.loadProcedureDescription('professional-societies', 'es'),
    ]
    for (const read of reads) await read().catch(() => undefined)
    // The sitemap's addresses come from the lists, in each language the back end names.
    vi.stubGlobal('fetch', async (input: URL) => {
      const url = new URL(input)
      requested.push(url)
      const address = url.pathname.slice('/api/'.length)
      if (address === 'masters/general/languages') return Response.json(['en'])
      if (address === 'news/en')
        return Response.json({ items: [{ id: 7, slug: 'a-b', publish_at: '2026-01-01T00:00:00Z' }] })
      return Response.json({ detail: 'Not Found' }, { status: 404 })
    })
    expect(await portal.contentAddresses()).toEqual([
      {
        kind: 'news',
        id: 7,
        lang: 'en',
        slug: 'a-b',
        is_home: false,
        updated_at: '2026-01-01T00:00:00Z',
        listed: true,
      },
    ])

    expect(requested.length).toBeGreaterThanOrEqual(reads.length)
    for (const url of requested) {
      expect(url.pathname.startsWith('/api/'), url.href).toBe(true)
      const address = url.pathname.slice('/api/'.length)
      const call = backEndCallOf('GET', address)
      expect(call, `GET ${address} is a call of the contract`).toBeDefined()
      const allowed = new Set((call?.query ?? []).map((name) => name.replace(/\[\]$/, '')))
      for (const name of url.searchParams.keys()) expect(allowed, `${name} in ${url.href}`).toContain(name)
    }
    const seen = requested.map((url) => url.pathname + url.search)
    expect(seen).toContain(
      '/api/resources/es?skip=0&limit=10&applicable_online=false&categories=1&categories=2&q=x',
    )
    expect(seen).toContain('/api/public/pages/eu/inicio')
    expect(seen).not.toContain(expect.stringContaining('public/home'))
    vi.stubGlobal('fetch', notFound)
  })

  it('show the frame and a list without its extras when those answers are missing, and fail only the list', async () => {
    expect(await portal.loadSettings('es')).toMatchObject({ lang: 'es', color_primary: '#74AA50' })
    expect(await portal.loadNavbars('es')).toMatchObject({ navbar_top: null })
    expect(await portal.loadLanguages()).toEqual(['es', 'ca', 'en', 'eu'])
    expect(await portal.loadTemplate('es', 'news')).toBeNull()
    expect(await portal.loadEventTerms('es', 'types')).toEqual([])
    await expect(portal.loadJobs('es', { skip: 0, limit: 10 })).rejects.toMatchObject({ status: 502 })
  })
})
