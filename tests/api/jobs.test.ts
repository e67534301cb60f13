import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import {
  JobComplaintReceiptSchema,
  JobListQuerySchema,
  JobListSchema,
  JobSchema,
  type Job,
  type JobList,
} from '@/lib/contract/jobs'
import { locales } from '@/lib/contract/locales'
import type { Database } from '@/lib/server/db/client'
import { jobComplaints, jobs, jobTranslations } from '@/lib/server/db/schema'
import { demoJobs } from '@/lib/server/db/seed/jobs'
import { ApiError } from '@/lib/server/errors'
import { createJobComplaint, jobListQuery } from '@/lib/server/services/jobs'
import { bearerFor, createTestUser, login } from '../support/auth'
import { expectIndexedPlan } from '../support/query-plan'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()
const captchaApi = setupTestApi({
  verifyCaptcha: async (token, { action }) =>
    token === 'good-token' && action === 'job_complaint' ? 'valid' : 'invalid',
})

const hour = 60 * 60 * 1000
const day = 24 * hour

const published = demoJobs.filter((job) => job.status === 'published')
const open = published.filter((job) => job.closesInDays === null || job.closesInDays > 0)
const closedJob = published.find((job) => job.closesInDays !== null && job.closesInDays < 0)!
const draftJob = demoJobs.find((job) => job.status === 'draft')!

async function list(query = '', lang = 'es'): Promise<JobList> {
  const response = await api.request(`/api/jobs/${lang}${query}`)
  expect(response.status, `${lang}${query}`).toBe(200)
  return JobListSchema.parse(await response.json())
}

const slugsOf = (page: JobList) => page.items.map((item) => item.slug).sort()
const esSlugs = (filter: (job: (typeof demoJobs)[number]) => boolean) =>
  open
    .filter(filter)
    .map((job) => job.texts.es.slug)
    .sort()

async function detail(lang: string, slug: string): Promise<Job> {
  const response = await api.request(`/api/public/jobs/${lang}/${slug}`)
  expect(response.status, `${lang}/${slug}`).toBe(200)
  return JobSchema.parse(await response.json())
}

type JobRow = Partial<typeof jobs.$inferInsert>
type TranslationRow = Omit<typeof jobTranslations.$inferInsert, 'job_id'>

const jobDefaults = {
  status: 'published',
  company: 'Empresa de prueba',
  city: 'Teruel',
  province: 'Teruel',
  contract_type: 'permanent',
  working_day: 'full_time',
} as const

/** Inserts an offer with its translations while `run` runs, then deletes it (translations and complaints go too). */
async function withJob(
  job: JobRow,
  translations: TranslationRow[],
  run: (id: number) => Promise<void>,
  db: Database = api.db,
) {
  const [created] = await db
    .insert(jobs)
    .values({ ...jobDefaults, ...job })
    .returning({ id: jobs.id })
  if (!created) throw new Error('Could not insert the job')
  try {
    await db.insert(jobTranslations).values(translations.map((t) => ({ ...t, job_id: created.id })))
    await run(created.id)
  } finally {
    await db.delete(jobs).where(eq(jobs.id, created.id))
  }
}

const idOf = async (slug: string) => (await detail('es', slug)).id

describe('GET /api/jobs/{lang}', () => {
  it.each(locales)('answers the published offers still open in %s, newest first', async (lang) => {
    const page = await list('?limit=100', lang)
    expect(page).toMatchObject({ total: open.length, skip: 0, limit: 100 })
    const expected = [...open].sort((a, b) => a.publishedDaysAgo - b.publishedDaysAgo)
    expect(page.items.map((item) => item.slug)).toEqual(expected.map((job) => job.texts[lang].slug))
    for (const item of page.items) {
      expect(item.lang).toBe(lang)
      expect(item.closed).toBe(false)
    }
  })

  it('answers the seeded fields of an offer', async () => {
    const seed = open.find((job) => job.texts.es.slug === 'enfermera-quirofano-donostia')!
    const item = (await list('?q=quirofano')).items[0]
    expect(item).toMatchObject({
      slug: seed.texts.es.slug,
      title: seed.texts.es.title,
      summary: seed.texts.es.summary,
      company: seed.company,
      city: seed.city,
      province: 'Gipuzkoa',
      contract_type: 'temporary',
      working_day: 'full_time',
      workplace_type: 'on_site',
      salary_min: 30000,
      salary_max: 34000,
      closed: false,
    })
    expect(Date.parse(item!.closes_at!)).toBeGreaterThan(Date.now() + 13 * day)
  })

  it('is also served under /api/public/jobs/{lang}', async () => {
    const response = await api.request('/api/public/jobs/ca?limit=3')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(await list('?limit=3', 'ca'))
  })

  it('pages with skip and limit, with the same total on every page', async () => {
    const all = await list('?limit=100')
    const first = await list('?limit=4')
    const second = await list('?skip=4&limit=4')
    const last = await list(`?skip=${open.length - 1}&limit=4`)
    expect(first.items.map((item) => item.id)).toEqual(all.items.slice(0, 4).map((item) => item.id))
    expect(second.items.map((item) => item.id)).toEqual(all.items.slice(4, 8).map((item) => item.id))
    expect(last.items).toHaveLength(1)
    for (const page of [first, second, last]) expect(page.total).toBe(open.length)
    expect((await list(`?skip=${open.length}`)).items).toEqual([])
    expect(await list()).toMatchObject({ skip: 0, limit: 10 })
  })

  it('orders offers published at the same moment by id, newest first', async () => {
    const at = new Date(Date.now() + 1000 - hour)
    const text = (slug: string) => [{ lang: 'es' as const, slug, title: 'Empate de fechas' }]
    await withJob({ publish_at: at }, text('empate-uno'), async (first) => {
      await withJob({ publish_at: at }, text('empate-dos'), async (second) => {
        const page = await list('?q=empate de fechas')
        expect(page.items.map((item) => item.id)).toEqual([second, first])
      })
    })
  })

  it('leaves out drafts and offers whose closing date has passed', async () => {
    const slugs = slugsOf(await list('?limit=100'))
    expect(slugs).not.toContain(draftJob.texts.es.slug)
    expect(slugs).not.toContain(closedJob.texts.es.slug)
  })

  it('counts only filters with a value: empty ones and min_salary=0 are as if not sent', async () => {
    const all = await list('?limit=100')
    const blank = await list(
      '?limit=100&q=&province=&contract_type=&working_day=&workplace_type=&min_salary=',
    )
    expect(blank).toEqual(all)
    expect(await list('?limit=100&min_salary=0&q=%20%20&province=%20')).toEqual(all)
  })

  it('filters by province, in any case and with or without accents, either form of a double name', async () => {
    expect(slugsOf(await list('?province=Sevilla'))).toEqual(esSlugs((job) => job.province === 'Sevilla'))
    expect(slugsOf(await list('?province=SEVILLA'))).toEqual(esSlugs((job) => job.province === 'Sevilla'))
    const valencia = esSlugs((job) => job.province === 'Valencia/València')
    expect(valencia).toHaveLength(1)
    for (const name of ['Valencia', 'València', 'valencia%2Fval%C3%A8ncia']) {
      expect(slugsOf(await list(`?province=${name}`)), name).toEqual(valencia)
    }
    expect(slugsOf(await list('?province=alava'))).toEqual(esSlugs((job) => job.province === 'Araba/Álava'))
    expect((await list('?province=Atlantis')).total).toBe(0)
  })

  it('filters by contract type', async () => {
    for (const type of ['permanent', 'temporary', 'freelance', 'internship'] as const) {
      expect(slugsOf(await list(`?contract_type=${type}&limit=100`)), type).toEqual(
        esSlugs((job) => job.contract_type === type),
      )
    }
  })

  it('filters by working day and workplace type', async () => {
    expect(slugsOf(await list('?working_day=part_time'))).toEqual(
      esSlugs((job) => job.working_day === 'part_time'),
    )
    expect(slugsOf(await list('?workplace_type=remote'))).toEqual(['enfermera-teleasistencia-remoto'])
    expect(slugsOf(await list('?workplace_type=hybrid'))).toEqual(['enfermera-salud-laboral-sevilla'])
  })

  it('filters by minimum salary: the maximum stated, or the minimum without one; no salary stated is left out', async () => {
    const reaching = (amount: number) => esSlugs((job) => (job.salary_max ?? job.salary_min ?? -1) >= amount)
    expect(slugsOf(await list('?min_salary=33000'))).toEqual(reaching(33000))
    expect(reaching(33000)).toHaveLength(4)
    expect(slugsOf(await list('?min_salary=16000&limit=100'))).toEqual(reaching(16000))
    expect(slugsOf(await list('?min_salary=16000&limit=100'))).toContain(
      'enfermera-noches-residencia-zaragoza',
    )
    expect((await list('?min_salary=1000000')).total).toBe(0)
  })

  it('combines filters with each other and with search', async () => {
    const page = await list('?province=Sevilla&workplace_type=hybrid&contract_type=permanent&q=trabajo')
    expect(slugsOf(page)).toEqual(['enfermera-salud-laboral-sevilla'])
    expect((await list('?province=Madrid&working_day=part_time')).total).toBe(0)
  })

  it('searches without regard to accents or case, both ways', async () => {
    expect(slugsOf(await list('?q=quirofano'))).toEqual(['enfermera-quirofano-donostia'])
    expect(slugsOf(await list('?q=QUIR%C3%93FANO'))).toEqual(['enfermera-quirofano-donostia'])
    await withJob(
      {},
      [{ lang: 'es', slug: 'ecografia-sin-tildes', title: 'Ecografia clinica sin tildes' }],
      async () => {
        expect(slugsOf(await list('?q=ECOGRAF%C3%8DA'))).toEqual(['ecografia-sin-tildes'])
        expect(slugsOf(await list('?q=ecografia'))).toEqual(['ecografia-sin-tildes'])
      },
    )
  })

  it('searches the title, summary and body in the language asked for, every word', async () => {
    // "hemodiálisis" is in the title; "accesos vasculares" only in the body.
    expect(slugsOf(await list('?q=hemodialisis'))).toEqual(['enfermera-dialisis-vitoria'])
    expect(slugsOf(await list('?q=accesos%20vasculares'))).toEqual(['enfermera-dialisis-vitoria'])
    expect((await list('?q=accesos%20submarinos')).total).toBe(0)
    expect(slugsOf(await list('?q=theatre', 'en'))).toEqual(['theatre-nurse-donostia'])
    expect((await list('?q=theatre', 'es')).total).toBe(0)
    expect((await list('?q=100%25_')).total).toBe(0)
  })

  it.each([
    ['an unknown language', '/api/jobs/fr', 'path', 'lang'],
    ['limit 0', '/api/jobs/es?limit=0', 'query', 'limit'],
    ['limit 101', '/api/jobs/es?limit=101', 'query', 'limit'],
    ['a negative skip', '/api/jobs/es?skip=-1', 'query', 'skip'],
    ['a word as skip', '/api/jobs/es?skip=two', 'query', 'skip'],
    ['an unknown contract type', '/api/jobs/es?contract_type=forever', 'query', 'contract_type'],
    ['an unknown working day', '/api/jobs/es?working_day=night', 'query', 'working_day'],
    ['an unknown workplace type', '/api/jobs/es?workplace_type=moon', 'query', 'workplace_type'],
    ['a word as minimum salary', '/api/jobs/es?min_salary=lots', 'query', 'min_salary'],
    ['a negative minimum salary', '/api/jobs/es?min_salary=-5', 'query', 'min_salary'],
    ['a minimum salary beyond any', '/api/jobs/es?min_salary=99999999999', 'query', 'min_salary'],
    ['a search of 201 characters', `/api/jobs/es?q=${'a'.repeat(201)}`, 'query', 'q'],
    [
      'a repeated filter',
      '/api/jobs/es?contract_type=permanent&contract_type=temporary',
      'query',
      'contract_type',
    ],
  ])('answers 422 for %s', async (_, url, location, field) => {
    const response = await api.request(url)
    expect(response.status).toBe(422)
    const { detail } = ErrorEnvelopeSchema.parse(await response.json())
    expect(detail).toContainEqual(expect.objectContaining({ loc: [location, field] }))
  })
})

describe('publication status', () => {
  const text = (slug: string) => [{ lang: 'es' as const, slug, title: `Estado ${slug}` }]

  it.each(['draft', 'archived', 'discarded'] as const)(
    'keeps a %s offer out of the list and the detail',
    async (status) => {
      await withJob({ status }, text(`oferta-${status}`), async () => {
        expect((await list(`?q=estado oferta-${status}`)).total).toBe(0)
        expect((await api.request(`/api/public/jobs/es/oferta-${status}`)).status).toBe(404)
      })
    },
  )

  it('keeps a programmed offer private until its publication time', async () => {
    await withJob(
      { status: 'programmed', publish_at: new Date(Date.now() + day) },
      text('programada-futura'),
      async () => {
        expect((await list('?q=programada-futura')).total).toBe(0)
        expect((await api.request('/api/public/jobs/es/programada-futura')).status).toBe(404)
      },
    )
  })

  it('shows a programmed offer once its publication time has passed', async () => {
    await withJob(
      { status: 'programmed', publish_at: new Date(Date.now() - hour) },
      text('programada-pasada'),
      async (id) => {
        expect((await list('?q=programada-pasada')).items.map((item) => item.id)).toEqual([id])
        expect((await detail('es', 'programada-pasada')).id).toBe(id)
      },
    )
  })
})

describe('GET /api/public/jobs/{lang}/{slug}', () => {
  it.each(locales)(
    'answers every published offer in %s, with the other languages as alternates',
    async (lang) => {
      for (const seed of published) {
        const job = await detail(lang, seed.texts[lang].slug)
        expect(job).toMatchObject({
          lang,
          slug: seed.texts[lang].slug,
          title: seed.texts[lang].title,
          company: seed.company,
          contact_email: seed.contact_email,
          contact_url: seed.contact_url,
        })
        expect(job.body).toContain(seed.texts[lang].duties.slice(0, 30))
        expect(job.alternates.map((alternate) => alternate.lang).sort()).toEqual(
          locales.filter((other) => other !== lang).sort(),
        )
        for (const alternate of job.alternates) {
          expect(alternate.slug).toBe(seed.texts[alternate.lang].slug)
        }
      }
    },
  )

  it('answers an offer whose closing date has passed, marked closed', async () => {
    const job = await detail('es', closedJob.texts.es.slug)
    expect(job.closed).toBe(true)
    expect(Date.parse(job.closes_at!)).toBeLessThan(Date.now())
  })

  it("answers the offer in the language asked for when the slug is another language's", async () => {
    const job = await detail('en', 'enfermera-quirofano-donostia')
    expect(job).toMatchObject({
      lang: 'en',
      slug: 'theatre-nurse-donostia',
      title: 'Operating theatre nurse',
    })
    expect(job.alternates).toContainEqual({ lang: 'es', slug: 'enfermera-quirofano-donostia' })
    expect((await detail('eu', 'theatre-nurse-donostia')).slug).toBe('ebakuntza-gelako-erizaina-donostia')
  })

  it('prefers the offer whose slug is in the language asked for when two offers share a slug', async () => {
    await withJob(
      {},
      [
        { lang: 'es', slug: 'compartida-es', title: 'Primera' },
        { lang: 'en', slug: 'shared-slug', title: 'First' },
      ],
      async () => {
        await withJob(
          {},
          [
            { lang: 'es', slug: 'shared-slug', title: 'Segunda' },
            { lang: 'en', slug: 'second-en', title: 'Second' },
          ],
          async () => {
            expect((await detail('es', 'shared-slug')).title).toBe('Segunda')
            expect((await detail('en', 'shared-slug')).title).toBe('First')
          },
        )
      },
    )
  })

  it('answers 404 for an unknown slug, a draft, and an offer without a text in that language', async () => {
    for (const url of [
      '/api/public/jobs/es/no-existe',
      `/api/public/jobs/es/${draftJob.texts.es.slug}`,
      `/api/public/jobs/en/${draftJob.texts.es.slug}`,
    ]) {
      const response = await api.request(url)
      expect(response.status, url).toBe(404)
      expect(await response.json()).toEqual({ detail: 'Not Found' })
    }
    await withJob({}, [{ lang: 'es', slug: 'solo-espanol', title: 'Solo en español' }], async () => {
      expect((await api.request('/api/public/jobs/ca/solo-espanol')).status).toBe(404)
      expect((await detail('es', 'solo-espanol')).alternates).toEqual([])
    })
  })

  it.each(['Bad%20Slug!', 'Enfermera', 'a--b', '-a'])('answers 422 on the slug for %s', async (slug) => {
    const response = await api.request(`/api/public/jobs/es/${slug}`)
    expect(response.status).toBe(422)
    expect((await response.json()).detail[0]).toMatchObject({ loc: ['path', 'slug'] })
  })

  it('answers the body sanitised, and only http(s) application addresses', async () => {
    await withJob(
      { contact_url: 'javascript:alert(1)', contact_email: 'a@b.example' },
      [
        {
          lang: 'es',
          slug: 'cuerpo-peligroso',
          title: 'Cuerpo peligroso',
          body: '<p onclick="steal()">Texto</p><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">enlace</a><a href="https://colegio.example">bueno</a>',
        },
      ],
      async () => {
        const job = await detail('es', 'cuerpo-peligroso')
        expect(job.body).not.toMatch(/<script|onerror|onclick|javascript:/i)
        expect(job.body).toContain('Texto')
        expect(job.body).toContain('href="https://colegio.example"')
        expect(job.contact_url).toBeNull()
      },
    )
  })
})

describe('the list query runs on indexes', () => {
  it.each([
    ['no filter', {}],
    ['a search', { q: 'quirofano' }],
    [
      'every filter and a search',
      {
        q: 'enfermera quirofano',
        province: 'Madrid',
        contract_type: 'permanent',
        working_day: 'full_time',
        workplace_type: 'on_site',
        min_salary: '20000',
      },
    ],
  ])('with %s, the plan has no sequential scan', async (_, input) => {
    const query = JobListQuerySchema.parse(input)
    const plan = await expectIndexedPlan(api.db, jobListQuery(api.db, 'es', query))
    expect(plan).toMatch(/Index|Bitmap/)
  })
})

let lastAddress = 0
/** A client address of its own, so that each test starts with a fresh rate limit unless it shares one. */
const newAddress = () => `192.0.2.${++lastAddress}`

interface ComplainOptions {
  address?: string
  key?: string
  headers?: Record<string, string>
  target?: typeof api
}

function complain(
  id: number | string,
  body: unknown,
  { address = newAddress(), key, headers = {}, target = api }: ComplainOptions = {},
  lang = 'es',
) {
  return target.request(`/api/jobs/${id}/${lang}/complaint`, {
    method: 'PATCH',
    headers: {
      'Content-Type': 'application/json',
      'X-Portal-Peer-Address': address,
      ...(key ? { 'Idempotency-Key': key } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const complaintsOf = (db: Database, code: string) =>
  db.select().from(jobComplaints).where(eq(jobComplaints.tracking_code, code))

async function expectEnvelope(response: Response, status: number) {
  expect(response.status).toBe(status)
  expect(response.headers.get('cache-control')).toBe('no-store')
  const body = await response.json()
  expect(ErrorEnvelopeSchema.safeParse(body).success, JSON.stringify(body)).toBe(true)
  return body
}

const description = 'The offer asks for a fee before the interview.'

describe('PATCH /api/jobs/{id}/{lang}/complaint', () => {
  it('records the complaint and answers 201 with its tracking code, uncached', async () => {
    const id = await idOf('enfermera-cuidados-intensivos-madrid')
    const before = Date.now()
    const response = await complain(id, { description: `  ${description}\n` }, {}, 'eu')
    expect(response.status).toBe(201)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const receipt = JobComplaintReceiptSchema.parse(await response.json())
    expect(receipt.tracking_code).toMatch(/^JOB-\d{4}-[0-9A-HJKMNP-TV-Z]{8}$/)
    expect(receipt.tracking_code.slice(4, 8)).toBe(
      new Intl.DateTimeFormat('en', { timeZone: 'Europe/Madrid', year: 'numeric' }).format(new Date()),
    )
    expect(Date.parse(receipt.created_at)).toBeGreaterThanOrEqual(before - 1000)
    const rows = await complaintsOf(api.db, receipt.tracking_code)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ job_id: id, lang: 'eu', description, user_id: null })
  })

  it('gives every complaint its own code, which does not tell the next one', async () => {
    const id = await idOf('enfermera-quirofano-donostia')
    const codes: string[] = []
    for (let n = 0; n < 3; n += 1) {
      const response = await complain(id, { description: `${description} (${n})` })
      codes.push((await response.json()).tracking_code)
    }
    expect(new Set(codes).size).toBe(3)
    // Random, not numbered: the look-up by code is public (GET /public/complaints/{code}).
    const numbers = codes.map((code) => code.slice(-8))
    expect(numbers.every((part) => /^[0-9A-HJKMNP-TV-Z]{8}$/.test(part))).toBe(true)
  })

  it('takes complaints about an offer whose applications have closed', async () => {
    const id = (await detail('es', closedJob.texts.es.slug)).id
    expect((await complain(id, { description })).status).toBe(201)
  })

  it('records the signed-in person, by bearer token or by a same-site session cookie', async () => {
    const id = await idOf('enfermera-quirofano-donostia')
    const user = await createTestUser(api.db)
    const token = await bearerFor(api.request, user.email, user.password)
    const byBearer = await complain(id, { description }, { headers: { Authorization: `Bearer ${token}` } })
    expect(byBearer.status).toBe(201)
    const [bearerRow] = await complaintsOf(api.db, (await byBearer.json()).tracking_code)
    expect(bearerRow?.user_id).toBe(user.id)

    const signIn = await login(api.request, user.email, user.password, { cookie: true })
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    const sameSite = await complain(
      id,
      { description },
      { headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' } },
    )
    const [sameSiteRow] = await complaintsOf(api.db, (await sameSite.json()).tracking_code)
    expect(sameSiteRow?.user_id).toBe(user.id)

    const crossSite = await complain(
      id,
      { description },
      { headers: { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' } },
    )
    expect(crossSite.status).toBe(201)
    const [crossSiteRow] = await complaintsOf(api.db, (await crossSite.json()).tracking_code)
    expect(crossSiteRow?.user_id).toBeNull()

    const stale = await complain(id, { description }, { headers: { Authorization: 'Bearer not-a-token' } })
    expect(stale.status).toBe(201)
  })

  it('answers 404 for an unknown offer, a draft and one programmed for later, storing nothing', async () => {
    const draftId = (
      await api.db
        .select({ id: jobTranslations.job_id })
        .from(jobTranslations)
        .where(eq(jobTranslations.slug, draftJob.texts.es.slug))
    )[0]!.id
    await withJob(
      { status: 'programmed', publish_at: new Date(Date.now() + day) },
      [{ lang: 'es', slug: 'mas-adelante', title: 'Más adelante' }],
      async (futureId) => {
        for (const id of [999_999, draftId, futureId]) {
          const response = await complain(id, { description })
          expect(await expectEnvelope(response, 404)).toEqual({ detail: 'Not Found' })
          const [count] = await api.db
            .select({ n: sql<number>`count(*)::int` })
            .from(jobComplaints)
            .where(eq(jobComplaints.job_id, id))
          expect(count?.n).toBe(0)
        }
      },
    )
  })

  it.each([
    ['no description', {}, 'body', 'description'],
    ['a description of blanks', { description: '            ' }, 'body', 'description'],
    ['a description of 9 characters once trimmed', { description: '  123456789  ' }, 'body', 'description'],
    ['a description of 2001 characters', { description: 'a'.repeat(2001) }, 'body', 'description'],
    ['a NUL in the description', { description: 'Fraudulent\u0000 offer here' }, 'body', 'description'],
    ['a number as description', { description: 12345678901 }, 'body', 'description'],
  ])('answers 422 for %s', async (_, body, location, field) => {
    const id = await idOf('enfermera-quirofano-donostia')
    const envelope = await expectEnvelope(await complain(id, body), 422)
    expect(envelope.detail).toContainEqual(expect.objectContaining({ loc: [location, field] }))
  })

  it('accepts a description of exactly 10 and of 2000 characters', async () => {
    const id = await idOf('enfermera-quirofano-donostia')
    expect((await complain(id, { description: '1234567890' })).status).toBe(201)
    expect((await complain(id, { description: 'b'.repeat(2000) })).status).toBe(201)
  })

  it.each([
    ['a word as id', 'abc', 'es', 'id'],
    ['id 0', 0, 'es', 'id'],
    ['an id beyond the integer range', 2_147_483_648, 'es', 'id'],
    ['an unknown language', 1, 'fr', 'lang'],
  ])('answers 422 on the path for %s', async (_, id, lang, field) => {
    const envelope = await expectEnvelope(await complain(id, { description }, {}, lang), 422)
    expect(envelope.detail).toContainEqual(expect.objectContaining({ loc: ['path', field] }))
  })

  it('answers 400 for a body that is not JSON, 415 for one not declared as JSON, 413 for a huge one', async () => {
    const id = await idOf('enfermera-quirofano-donostia')
    expect(await expectEnvelope(await complain(id, '{"description":'), 400)).toEqual({
      detail: 'INVALID_JSON_FORMAT',
    })
    const plain = await complain(id, JSON.stringify({ description }), {
      headers: { 'Content-Type': 'text/plain' },
    })
    expect(await expectEnvelope(plain, 415)).toEqual({ detail: 'Unsupported Media Type' })
    const huge = await complain(id, { description: 'a'.repeat(100_000) })
    expect(await expectEnvelope(huge, 413)).toEqual({ detail: 'Payload Too Large' })
  })

  it('takes five complaints per client address every ten minutes, then answers 429 with Retry-After', async () => {
    const id = await idOf('enfermera-quirofano-donostia')
    const address = newAddress()
    for (let n = 0; n < 5; n += 1) {
      expect((await complain(id, { description }, { address })).status).toBe(201)
    }
    const refused = await complain(id, { description }, { address })
    expect(await expectEnvelope(refused, 429)).toEqual({ detail: 'TOO_MANY_REQUESTS' })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await complain(id, { description }, { address: newAddress() })).status).toBe(201)
  })
})

describe('Idempotency-Key on complaints', () => {
  it('answers a retry with the same key and body with the first receipt, and stores one row', async () => {
    const id = await idOf('enfermera-residencia-mayores-bilbao')
    const key = randomUUID()
    const address = newAddress()
    const first = await complain(id, { description }, { key, address })
    expect(first.status).toBe(201)
    const receipt = await first.json()
    for (const retryKey of [key, key.toUpperCase(), `"${key}"`]) {
      const retry = await complain(id, { description: ` ${description} ` }, { key: retryKey, address })
      expect(retry.status).toBe(201)
      expect(retry.headers.get('idempotent-replayed')).toBe('true')
      expect(await retry.json()).toEqual(receipt)
    }
    expect(await complaintsOf(api.db, receipt.tracking_code)).toHaveLength(1)
    // Replays do not count against the limit: four more new complaints still fit.
    for (let n = 0; n < 4; n += 1) {
      expect((await complain(id, { description }, { address })).status).toBe(201)
    }
  })

  it('refuses the same key for another complaint with 422 IDEMPOTENCY_KEY_REUSED', async () => {
    const id = await idOf('enfermera-residencia-mayores-bilbao')
    const other = await idOf('enfermera-quirofano-donostia')
    const key = randomUUID()
    expect((await complain(id, { description }, { key })).status).toBe(201)
    for (const [jobId, body, lang] of [
      [id, { description: `${description} Also rude.` }, 'es'],
      [other, { description }, 'es'],
      [id, { description }, 'ca'],
    ] as const) {
      const response = await complain(jobId, body, { key }, lang)
      expect(await expectEnvelope(response, 422)).toEqual({ detail: 'IDEMPOTENCY_KEY_REUSED' })
    }
  })

  it('stores one row for concurrent requests with the same key', async () => {
    const id = await idOf('enfermera-residencia-mayores-bilbao')
    const key = randomUUID()
    const responses = await Promise.all([1, 2, 3].map(() => complain(id, { description }, { key })))
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201])
    const codes = new Set(
      await Promise.all(responses.map(async (response) => (await response.json()).tracking_code)),
    )
    expect(codes.size).toBe(1)
  })

  it('answers the stored receipt when the insert itself meets the key, as a racing retry does', async () => {
    const jobId = await idOf('enfermera-residencia-mayores-bilbao')
    const request = { jobId, lang: 'es' as const, input: { description } }
    const key = randomUUID()
    const first = await createJobComplaint(api.db, request, { idempotencyKey: key })
    const second = await createJobComplaint(api.db, request, { idempotencyKey: key })
    expect(first.replayed).toBe(false)
    expect(second).toEqual({ receipt: first.receipt, replayed: true })
    await expect(
      createJobComplaint(
        api.db,
        { ...request, input: { description: 'Something else entirely' } },
        { idempotencyKey: key },
      ),
    ).rejects.toEqual(new ApiError(422, 'IDEMPOTENCY_KEY_REUSED'))
  })

  it('answers 422 on the header for a key that is not a UUID', async () => {
    const id = await idOf('enfermera-residencia-mayores-bilbao')
    const envelope = await expectEnvelope(await complain(id, { description }, { key: 'not-a-uuid' }), 422)
    expect(envelope.detail[0].loc).toEqual(['header', 'idempotency-key'])
  })
})

describe('captcha on complaints', () => {
  it('asks for a valid token for the job_complaint action when the server has captcha configured', async () => {
    const [row] = await captchaApi.db
      .select({ id: jobTranslations.job_id })
      .from(jobTranslations)
      .where(eq(jobTranslations.slug, 'enfermera-quirofano-donostia'))
    const id = row!.id
    const send = (headers: Record<string, string>) =>
      complain(id, { description }, { headers, target: captchaApi })
    expect(await expectEnvelope(await send({}), 400)).toEqual({ detail: 'CAPTCHA_INVALID' })
    expect(await expectEnvelope(await send({ 'X-Captcha-Token': 'bad-token' }), 400)).toEqual({
      detail: 'CAPTCHA_INVALID',
    })
    expect((await send({ 'X-Captcha-Token': 'good-token' })).status).toBe(201)
  })
})
