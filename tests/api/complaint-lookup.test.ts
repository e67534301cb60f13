import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { ComplaintStatusSchema } from '@/lib/contract/complaint-lookup'
import { jobComplaints, jobs, jobTranslations } from '@/lib/server/db/schema'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()

let addresses = 0
const newClient = () => `203.0.113.${++addresses}`
const lookUp = (code: string, client = newClient(), query = '') =>
  api.request(`/api/public/complaints/${encodeURIComponent(code)}${query}`, {
    headers: { 'X-Portal-Peer-Address': client },
  })

const received = new Date('2026-03-01T10:00:00Z')
const changed = new Date('2026-03-04T12:30:00Z')

beforeAll(async () => {
  const [job] = await api.db
    .insert(jobs)
    .values({
      status: 'published',
      company: 'Clínica de prueba',
      city: 'Teruel',
      province: 'Teruel',
      contract_type: 'permanent',
      working_day: 'full_time',
    })
    .returning({ id: jobs.id })
  await api.db.insert(jobTranslations).values([
    { job_id: job!.id, lang: 'es', title: 'Fisioterapeuta en Teruel', slug: `fisio-teruel-${job!.id}` },
    { job_id: job!.id, lang: 'en', title: 'Physiotherapist in Teruel', slug: `physio-teruel-${job!.id}` },
  ])
  await api.db.insert(jobComplaints).values({
    tracking_code: 'JOB-1999-000777',
    job_id: job!.id,
    lang: 'es',
    description: 'La oferta pide requisitos discriminatorios.',
    status: 'under_review',
    created_at: received,
    updated_at: changed,
  })
})

describe('GET /public/complaints/{code}', () => {
  it('answers the status and dates, what it is about in the language asked for, never the text', async () => {
    const response = await lookUp('job-1999-000777', newClient(), '?lang=en')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(ComplaintStatusSchema.parse(await response.json())).toEqual({
      tracking_code: 'JOB-1999-000777',
      source: 'job_offer',
      subject: 'Physiotherapist in Teruel',
      topic: null,
      status: 'under_review',
      received_at: received.toISOString(),
      updated_at: changed.toISOString(),
      // Job complaints keep no history: their arrival and where they stand now.
      history: [
        { status: 'received', changed_at: received.toISOString() },
        { status: 'under_review', changed_at: changed.toISOString() },
      ],
    })
  })

  it('falls back to the Spanish title when the offer has none in the language asked for', async () => {
    const body = await (await lookUp(' JOB-1999-000777 ', newClient(), '?lang=eu')).json()
    expect(body.subject).toBe('Fisioterapeuta en Teruel')
  })

  it('gives new complaints the status received', async () => {
    const [row] = await api.db
      .select()
      .from(jobComplaints)
      .where(eq(jobComplaints.tracking_code, 'JOB-1999-000777'))
    const [fresh] = await api.db
      .insert(jobComplaints)
      .values({
        tracking_code: 'JOB-1999-000778',
        job_id: row!.job_id,
        lang: 'es',
        description: 'Otra queja más.',
      })
      .returning()
    expect(fresh!.status).toBe('received')
    const body = await (await lookUp('JOB-1999-000778')).json()
    expect(body.status).toBe('received')
    expect(body.history).toEqual([{ status: 'received', changed_at: fresh!.created_at.toISOString() }])
  })

  it('answers 404 COMPLAINT_NOT_FOUND for unknown codes and prefixes', async () => {
    for (const code of ['JOB-1999-999999', 'XYZ-1999-000777', 'nonsense']) {
      const response = await lookUp(code)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ detail: 'COMPLAINT_NOT_FOUND' })
    }
    expect((await lookUp('x'.repeat(41))).status).toBe(422)
  })

  it('answers 429 with Retry-After after 30 look-ups from one address in ten minutes', async () => {
    const client = newClient()
    for (let i = 0; i < 30; i++) expect((await lookUp('JOB-1999-999999', client)).status).toBe(404)
    const refused = await lookUp('JOB-1999-000777', client)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await lookUp('JOB-1999-000777')).status).toBe(200)
  })
})
