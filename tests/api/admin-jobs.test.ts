import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { StaffActionSchema } from '@/lib/contract/admin'
import {
  AdminJobPageSchema,
  AdminJobSchema,
  AdminWorkplacePageSchema,
  AdminWorkplaceSchema,
  type AdminJobInput,
  type AdminWorkplaceInput,
} from '@/lib/contract/admin-jobs'
import {
  AdminProcedureDescriptionPageSchema,
  AdminProcedureDescriptionSchema,
  AdminTemplatePageSchema,
  AdminTemplateSchema,
} from '@/lib/contract/admin-texts'
import { JobListSchema, JobSchema } from '@/lib/contract/jobs'
import { locales } from '@/lib/contract/locales'
import { TemplateSchema } from '@/lib/contract/templates'
import { WorkplaceSchema } from '@/lib/contract/workplaces'
import { jobComplaints, jobTranslations, templates } from '@/lib/server/db/schema'
import { bearerFor, createTestUser } from '../support/auth'
import { setupTestApi } from '../support/test-api'

const onContentChange = vi.fn()
const api = setupTestApi({ onContentChange })

let staff: string
let collegiate: string

beforeAll(async () => {
  const user = await createTestUser(api.db, { principals: ['role:staff'] })
  staff = await bearerFor(api.request, user.email, user.password)
  const member = await createTestUser(api.db)
  collegiate = await bearerFor(api.request, member.email, member.password)
})

const send = (method: string, path: string, body?: unknown, token = staff) =>
  api.request(`/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

async function logOf(entity: string, id: number | string) {
  const response = await send('GET', `/admin/staff-actions?entity=${entity}&entity_id=${id}`)
  expect(response.status).toBe(200)
  return StaffActionSchema.array().parse(await response.json())
}

let unique = 0
const texts = (title: string, slug: string, body = '<p>Texto</p>') => ({
  title,
  slug,
  summary: 'Resumen',
  body,
})

function job(overrides: Partial<AdminJobInput> = {}): AdminJobInput {
  const n = `${Date.now()}-${++unique}`
  return {
    status: 'draft',
    company: 'Clínica Gorbeia',
    city: 'Vitoria-Gasteiz',
    province: 'alava',
    contract_type: 'permanent',
    working_day: 'full_time',
    workplace_type: 'hybrid',
    salary_min: 30000,
    salary_max: 36000,
    contact_email: 'rrhh@gorbeia.example',
    contact_url: '',
    closes_on: null,
    translations: {
      es: texts(`Enfermera de quirófano ${n}`, `enfermera-quirofano-${n}`),
      eu: texts(`Ebakuntza-gelako erizaina ${n}`, `ebakuntza-gelako-erizaina-${n}`, '<p>Testua</p>'),
    },
    ...overrides,
  }
}

async function createJob(input: AdminJobInput) {
  const response = await send('POST', '/admin/jobs', input)
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201)
  return AdminJobSchema.parse(await response.json())
}

describe('job offers in the back-office', () => {
  it('creates a draft the public does not see, publishes it, and the lists of its languages show it', async () => {
    const input = job()
    onContentChange.mockClear()
    const draft = await createJob(input)
    expect(draft).toMatchObject({
      status: 'draft',
      province: 'Araba/Álava',
      contact_url: null,
      complaints: 0,
      translations: { ca: null, en: null },
    })
    expect(onContentChange).not.toHaveBeenCalled()
    const esSlug = input.translations.es.slug
    expect((await api.request(`/api/public/jobs/es/${esSlug}`)).status).toBe(404)

    const published = await send('PUT', `/admin/jobs/${draft.id}`, { ...draft, status: 'published' })
    expect(published.status).toBe(200)
    expect(onContentChange).toHaveBeenCalled()
    for (const lang of ['es', 'eu'] as const) {
      const list = JobListSchema.parse(
        await (
          await api.request(`/api/jobs/${lang}?province=Álava&contract_type=permanent&limit=100`)
        ).json(),
      )
      expect(
        list.items.find((item) => item.id === draft.id),
        lang,
      ).toMatchObject({ title: input.translations[lang]!.title, workplace_type: 'hybrid' })
      const detail = JobSchema.parse(
        await (await api.request(`/api/public/jobs/${lang}/${input.translations[lang]!.slug}`)).json(),
      )
      expect(detail.contact_email).toBe('rrhh@gorbeia.example')
    }
    expect((await api.request(`/api/public/jobs/ca/${esSlug}`)).status).toBe(404)
    expect((await logOf('job', draft.id)).map((row) => row.action)).toEqual(['status_changed', 'created'])
  })

  it('closes applications at the end of the closing day, Madrid time', async () => {
    const created = await createJob(job({ closes_on: '2026-07-15', status: 'published' }))
    expect(created.closes_on).toBe('2026-07-15')
    expect(created.closes_at).toBe('2026-07-15T21:59:59.000Z')
    const winter = await createJob(job({ closes_on: '2026-01-15' }))
    expect(winter.closes_at).toBe('2026-01-15T22:59:59.000Z')
    const past = await createJob(job({ closes_on: '2020-01-15', status: 'published' }))
    const list = JobListSchema.parse(await (await api.request('/api/jobs/es?limit=100')).json())
    expect(list.items.map((item) => item.id)).not.toContain(past.id)
  })

  it('refuses bad input with 422', async () => {
    const input = job()
    const cases: Array<[string, unknown]> = [
      ['salary range upside down', { ...input, salary_min: 40000, salary_max: 30000 }],
      ['negative salary', { ...input, salary_min: -1 }],
      ['bad e-mail', { ...input, contact_email: 'not an address' }],
      ['plain http', { ...input, contact_url: 'http://example.org/apply' }],
      ['script address', { ...input, contact_url: 'javascript:alert(1)' }],
      ['unknown province', { ...input, province: 'Atlantis' }],
      ['no company', { ...input, company: '   ' }],
      ['unknown contract', { ...input, contract_type: 'slavery' }],
      ['bad closing day', { ...input, closes_on: '2026-02-30x' }],
      ['programmed without a date', { ...input, status: 'programmed', publish_at: null }],
      ['no Spanish', { ...input, translations: { eu: input.translations.eu } }],
    ]
    for (const [name, body] of cases) {
      expect((await send('POST', '/admin/jobs', body)).status, name).toBe(422)
    }
    expect((await send('GET', '/admin/jobs/999999')).status).toBe(404)
    expect((await send('PUT', '/admin/jobs/999999', input)).status).toBe(404)
  })

  it('lists offers in any status, searched by text or company, filtered by province and contract', async () => {
    const input = job({ status: 'archived', company: 'Residencia Txurdinaga', province: 'Bizkaia' })
    const created = await createJob(input)
    const find = async (query: string) => {
      const response = await send('GET', `/admin/jobs?${query}`)
      expect(response.status, query).toBe(200)
      return AdminJobPageSchema.parse(await response.json())
    }
    expect(
      (await find(`q=${encodeURIComponent(input.translations.eu!.title)}`)).items.map((item) => item.id),
    ).toEqual([created.id])
    expect(
      (await find('q=txurdinaga&province=bizkaia&status=archived')).items.map((item) => item.id),
    ).toContain(created.id)
    expect((await find('q=txurdinaga&contract_type=internship')).total).toBe(0)
    const sorted = await find('sort=closes_at&order=asc&limit=100')
    expect(sorted.items.length).toBeGreaterThan(0)
  })

  it('logs edits with the fields changed, sanitises bodies, and deletes an offer without complaints', async () => {
    const input = job()
    input.translations.es.body = '<p onclick="x()">Hola</p><script>alert(1)</script>'
    const created = await createJob(input)
    expect(created.translations.es?.body).toBe('<p>Hola</p>')
    const edited = await send('PUT', `/admin/jobs/${created.id}`, {
      ...created,
      salary_max: 40000,
      closes_on: '2030-01-31',
    })
    expect(edited.status).toBe(200)
    expect((await logOf('job', created.id))[0]).toMatchObject({
      action: 'updated',
      details: { fields: 'salary_max, closes_on' },
    })
    expect((await send('DELETE', `/admin/jobs/${created.id}`)).status).toBe(200)
    expect((await send('GET', `/admin/jobs/${created.id}`)).status).toBe(404)
    expect((await logOf('job', created.id)).map((row) => row.action)).toContain('deleted')
  })

  it('keeps an offer the public complained about: 409 JOB_HAS_COMPLAINTS, archiving works', async () => {
    const created = await createJob(job({ status: 'published' }))
    await api.db.insert(jobComplaints).values({
      tracking_code: `JOB-2026-T${String(Date.now()).slice(-7)}`,
      job_id: created.id,
      lang: 'es',
      description: 'La oferta no indica el salario real.',
    })
    expect(
      AdminJobSchema.parse(await (await send('GET', `/admin/jobs/${created.id}`)).json()).complaints,
    ).toBe(1)
    const refused = await send('DELETE', `/admin/jobs/${created.id}`)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ detail: 'JOB_HAS_COMPLAINTS' })
    const archived = await send('PUT', `/admin/jobs/${created.id}`, { ...created, status: 'archived' })
    expect(archived.status).toBe(200)
    expect(
      await api.db.select().from(jobComplaints).where(eq(jobComplaints.job_id, created.id)),
    ).toHaveLength(1)
  })

  it('refuses a slug another offer has in that language', async () => {
    const first = await createJob(job())
    const second = job()
    second.translations.eu!.slug = first.translations.eu!.slug
    const refused = await send('POST', '/admin/jobs', second)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ detail: { code: 'SLUG_TAKEN', reason: 'eu' } })
    const [stored] = await api.db
      .select()
      .from(jobTranslations)
      .where(eq(jobTranslations.slug, second.translations.es.slug))
    expect(stored).toBeUndefined()
  })

  it('is for staff only', async () => {
    expect((await send('GET', '/admin/jobs', undefined, collegiate)).status).toBe(403)
    expect((await send('POST', '/admin/workplaces', {}, collegiate)).status).toBe(403)
    expect((await send('PUT', '/admin/templates/news', {}, collegiate)).status).toBe(403)
    expect((await api.request('/api/admin/procedure-descriptions')).status).toBe(401)
  })
})

describe('workplaces in the back-office', () => {
  function workplace(overrides: Partial<AdminWorkplaceInput> = {}): AdminWorkplaceInput {
    const n = `${Date.now()}-${++unique}`
    return {
      status: 'published',
      address: 'Calle Mayor 1',
      postal_code: '28013',
      city: 'Madrid',
      province: 'Madrid',
      phone: '+34 910 000 000',
      email: 'info@centro.example',
      website: 'https://centro.example',
      image_src: '/images/centro.jpg',
      translations: {
        es: texts(`Centro de salud Sol ${n}`, `centro-salud-sol-${n}`),
        ca: texts(`Centre de salut Sol ${n}`, `centre-salut-sol-${n}`),
      },
      ...overrides,
    }
  }

  it('creates a workplace the public sees in its languages, edits and deletes it, all logged', async () => {
    const input = workplace()
    onContentChange.mockClear()
    const response = await send('POST', '/admin/workplaces', input)
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(201)
    const created = AdminWorkplaceSchema.parse(await response.json())
    expect(onContentChange).toHaveBeenCalled()
    const shown = await api.request(`/api/public/workplaces/ca/${input.translations.ca!.slug}`)
    expect(shown.status).toBe(200)
    expect(WorkplaceSchema.parse(await shown.json())).toMatchObject({ postal_code: '28013', city: 'Madrid' })

    const edited = await send('PUT', `/admin/workplaces/${created.id}`, { ...created, phone: '' })
    expect(AdminWorkplaceSchema.parse(await edited.json()).phone).toBeNull()
    const list = AdminWorkplacePageSchema.parse(
      await (
        await send(
          'GET',
          `/admin/workplaces?q=${encodeURIComponent(input.translations.ca!.title)}&province=madrid`,
        )
      ).json(),
    )
    expect(list.items.map((item) => item.id)).toEqual([created.id])
    expect((await send('DELETE', `/admin/workplaces/${created.id}`)).status).toBe(200)
    expect((await logOf('workplace', created.id)).map((row) => row.action)).toEqual([
      'deleted',
      'updated',
      'created',
    ])
  })

  it('refuses a postal code of another province, bad codes, plain http and bad phones', async () => {
    const input = workplace()
    const cases: Array<[string, unknown]> = [
      ['code of Barcelona in Madrid', { ...input, postal_code: '08001' }],
      ['four digits', { ...input, postal_code: '2801' }],
      ['no such province code', { ...input, postal_code: '60001' }],
      ['http website', { ...input, website: 'http://centro.example' }],
      ['letters as phone', { ...input, phone: 'call us' }],
      ['remote picture over http', { ...input, image_src: 'http://x.example/a.jpg' }],
    ]
    for (const [name, body] of cases) {
      expect((await send('POST', '/admin/workplaces', body)).status, name).toBe(422)
    }
  })
})

describe('templates in the back-office', () => {
  it('lists every section, edits one in four languages, sanitises and revalidates', async () => {
    const list = AdminTemplatePageSchema.parse(await (await send('GET', '/admin/templates?limit=100')).json())
    expect(list.items.map((item) => item.id)).toEqual(expect.arrayContaining(['news', 'jobs', 'workplaces']))

    const current = AdminTemplateSchema.parse(await (await send('GET', '/admin/templates/jobs')).json())
    onContentChange.mockClear()
    const saved = await send('PUT', '/admin/templates/jobs', {
      ...current,
      translations: {
        ...current.translations,
        es: { title: 'Empleo', body: '<p>Ofertas <img src=x onerror="alert(1)"></p>' },
        en: null,
      },
    })
    expect(saved.status).toBe(200)
    const item = AdminTemplateSchema.parse(await saved.json())
    expect(item.translations.es?.body).not.toMatch(/onerror/)
    expect(item.translations.en).toBeNull()
    expect(onContentChange).toHaveBeenCalled()
    const shown = TemplateSchema.parse(await (await api.request('/api/public/templates/jobs/es')).json())
    expect(shown.title).toBe('Empleo')
    expect((await api.request('/api/public/templates/jobs/en')).status).toBe(404)
    expect((await logOf('template', 'jobs'))[0]).toMatchObject({ action: 'updated' })

    // Saving the same texts again changes nothing: no log row, no revalidation.
    onContentChange.mockClear()
    expect((await send('PUT', '/admin/templates/jobs', item)).status).toBe(200)
    expect(onContentChange).not.toHaveBeenCalled()
    const rows = await api.db.select().from(templates).where(eq(templates.section, 'jobs'))
    expect(rows.map((row) => row.lang).sort()).toEqual(['ca', 'es', 'eu'])
  })

  it('answers 404 for a section the portal neither shows nor keeps, 422 for a bad one', async () => {
    expect((await send('GET', '/admin/templates/nothing-here')).status).toBe(404)
    expect(
      (await send('PUT', '/admin/templates/nothing-here', { translations: { es: { title: 'x' } } })).status,
    ).toBe(404)
    expect((await send('GET', '/admin/templates/Bad%20Section')).status).toBe(422)
  })
})

describe('procedure descriptions in the back-office', () => {
  it('lists the three kinds, and saves a description in the four languages that the public reads', async () => {
    const list = AdminProcedureDescriptionPageSchema.parse(
      await (await send('GET', '/admin/procedure-descriptions')).json(),
    )
    expect(list.items.map((item) => item.id).sort()).toEqual([
      'collegiate',
      'precollegiate',
      'professional-societies',
    ])

    const translations = Object.fromEntries(
      locales.map((lang) => [
        lang,
        {
          title: `Colegiación ${lang}`,
          summary: `Resumen ${lang}`,
          body: '<p>Pasos</p><script>x()</script>',
        },
      ]),
    )
    onContentChange.mockClear()
    const saved = await send('PUT', '/admin/procedure-descriptions/precollegiate', { translations })
    expect(saved.status).toBe(200)
    expect(AdminProcedureDescriptionSchema.parse(await saved.json()).translations.eu?.body).toBe(
      '<p>Pasos</p>',
    )
    expect(onContentChange).toHaveBeenCalled()
    const shown = await (await api.request('/api/public/procedures/precollegiate/eu')).json()
    expect(shown).toMatchObject({ title: 'Colegiación eu', summary: 'Resumen eu' })
    expect((await logOf('procedure_description', 'precollegiate'))[0]).toMatchObject({
      action: 'updated',
      details: { fields: 'es, ca, en, eu' },
    })

    const withoutBasque = await send('PUT', '/admin/procedure-descriptions/precollegiate', {
      translations: { ...translations, eu: null },
    })
    expect(withoutBasque.status).toBe(422)
    expect((await send('GET', '/admin/procedure-descriptions/unknown')).status).toBe(422)
  })
})
