import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { MovementPageSchema, MovementsQuerySchema, totalCents } from '@/lib/contract/movements'
import { formatVerificationCode } from '@/lib/contract/issued-documents'
import { eventTranslations, events, issuedDocuments, movements, users } from '@/lib/server/db/schema'
import { seedMovements } from '@/lib/server/db/seed/movements'
import { demoAccounts } from '@/lib/server/db/seed/site'
import { sha256Hex } from '@/lib/server/services/issued-documents'
import { movementListQueries } from '@/lib/server/services/movements'
import { bearerFor, createTestUser } from '../support/auth'
import { pdfQrText, pdfText } from '../support/pdf'
import { expectIndexedPlan } from '../support/query-plan'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()
const list = '/api/public/collegiate-transactions'

async function signedIn(principals: string[], fields: Partial<typeof users.$inferInsert> = {}) {
  const user = await createTestUser(api.db, { principals, ...fields })
  return { user, token: await bearerFor(api.request, user.email, user.password) }
}

const get = (url: string, token?: string) =>
  api.request(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} })

let serial = 0
/** A movement of `userId`, numbered in a series of its own so tests never collide with the seed. */
async function addMovement(
  userId: string,
  fields: Partial<typeof movements.$inferInsert> & { date: string; amount_cents: number },
) {
  const discount = fields.discount_percent ?? 0
  serial++
  const [row] = await api.db
    .insert(movements)
    .values({
      user_id: userId,
      transaction_number: `${fields.type ?? 'C'}-1999-${String(serial).padStart(6, '0')}`,
      type: 'C',
      status: 'pending',
      total_cents: totalCents(fields.amount_cents, discount),
      ...fields,
    })
    .returning()
  return row!
}

let owner: Awaited<ReturnType<typeof signedIn>>
let other: Awaited<ReturnType<typeof signedIn>>
let precollegiate: Awaited<ReturnType<typeof signedIn>>
let courseId: number
const ids: Record<string, string> = {}

beforeAll(async () => {
  owner = await signedIn(['role:collegiate'], { name: 'Łukasz Ŝ', surname: 'Müller Ñúñez', dni: '12345678Z' })
  other = await signedIn(['role:collegiate'])
  precollegiate = await signedIn(['role:precollegiate'])
  const [course] = await api.db
    .insert(events)
    .values({
      kind: 'course',
      status: 'published',
      starts_at: new Date('2025-03-01T09:00:00Z'),
      ends_at: new Date('2025-03-01T14:00:00Z'),
    })
    .returning({ id: events.id })
  courseId = course!.id
  await api.db.insert(eventTranslations).values([
    { event_id: courseId, lang: 'es', title: 'Curso de ecografía', slug: `curso-eco-${courseId}` },
    { event_id: courseId, lang: 'en', title: 'Ultrasound course', slug: `ultrasound-${courseId}` },
  ])
  const o = owner.user.id
  ids.q1 = (
    await addMovement(o, {
      date: '2025-01-01',
      due_date: '2025-01-31',
      amount_cents: 4500,
      fee_period: '2025-Q1',
      status: 'paid',
      invoice_number: 'FAC-1999-000001',
      invoice_issued_on: '2025-01-05',
    })
  ).id
  ids.q2 = (
    await addMovement(o, {
      date: '2025-04-01',
      amount_cents: 4500,
      fee_period: '2025-Q2',
      status: 'not_paid',
      unpaid_commission_cents: 350,
    })
  ).id
  ids.q3 = (await addMovement(o, { date: '2025-07-01', amount_cents: 4500, status: 'rejected' })).id
  ids.q4 = (await addMovement(o, { date: '2025-10-01', amount_cents: 4500, status: 'pending' })).id
  ids.course = (
    await addMovement(o, {
      date: '2025-02-10',
      type: 'F',
      amount_cents: 12_345,
      discount_percent: 15,
      course_id: courseId,
      status: 'paid',
      invoice_number: 'FAC-1999-000002',
      invoice_issued_on: '2025-02-10',
    })
  ).id
  ids.others = (
    await addMovement(other.user.id, {
      date: '2025-03-01',
      amount_cents: 999,
      status: 'paid',
      invoice_number: 'FAC-1999-000003',
      invoice_issued_on: '2025-03-01',
    })
  ).id
})

async function page(query: string, token = owner.token) {
  const response = await get(`${list}${query ? `?${query}` : ''}`, token)
  expect(response.status, await response.clone().text()).toBe(200)
  return MovementPageSchema.parse(await response.json())
}

describe('GET /public/collegiate-transactions', () => {
  it('answers the caller’s movements newest first, with the summary and private, no-store', async () => {
    const response = await get(list, owner.token)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const body = MovementPageSchema.parse(await response.json())
    expect(body.items.map((item) => item.id)).toEqual([ids.q4, ids.q3, ids.q2, ids.course, ids.q1])
    expect(body).toMatchObject({ total: 5, skip: 0, limit: 10 })
    // Paid: 45,00 + 104,93 (123,45 less 15 % = 18,5175 → 18,52); pending: 45,00 + 45,00 + 3,50 commission.
    expect(body.summary).toEqual({ paid_cents: 4500 + 10_493, pending_cents: 4500 + 4500 + 350 })
    const course = body.items.find((item) => item.id === ids.course)!
    expect(course).toMatchObject({
      type: 'F',
      amount_cents: 12_345,
      discount_percent: 15,
      total_cents: 10_493,
      course: { id: courseId, title: 'Curso de ecografía' },
      invoice_number: 'FAC-1999-000002',
    })
    expect(body.items.find((item) => item.id === ids.q2)).toMatchObject({
      fee_period: '2025-Q2',
      unpaid_commission_cents: 350,
      status: 'not_paid',
      invoice_number: null,
      due_date: null,
    })
  })

  it('names the course in the language asked for, and in Spanish when it has no translation', async () => {
    expect((await page('lang=en&type=F')).items[0]!.course?.title).toBe('Ultrasound course')
    expect((await page('lang=eu&type=F')).items[0]!.course?.title).toBe('Curso de ecografía')
  })

  it('filters by dates, type, statuses and amount, and sums only what matches', async () => {
    const idsOf = async (query: string) => (await page(query)).items.map((item) => item.id)
    expect(await idsOf('date_from=2025-02-10&date_to=2025-07-01')).toEqual([ids.q3, ids.q2, ids.course])
    expect(await idsOf('type=F')).toEqual([ids.course])
    expect(await idsOf('type=C&status=paid')).toEqual([ids.q1])
    expect(await idsOf('status=pending&status=not_paid')).toEqual([ids.q4, ids.q2])
    expect(await idsOf('amount_min=100')).toEqual([ids.course])
    expect(await idsOf('amount_min=45&amount_max=45,00')).toEqual([ids.q4, ids.q3, ids.q2, ids.q1])
    expect(await idsOf('amount_max=44.99')).toEqual([])
    const filtered = await page('status=not_paid')
    expect(filtered.summary).toEqual({ paid_cents: 0, pending_cents: 4850 })
  })

  it('pages with skip and limit, the total and summary counting every match', async () => {
    const second = await page('skip=2&limit=2')
    expect(second.items.map((item) => item.id)).toEqual([ids.q2, ids.course])
    expect(second).toMatchObject({ total: 5, skip: 2, limit: 2 })
    expect(second.summary.paid_cents).toBe(4500 + 10_493)
    expect((await page('skip=10')).items).toEqual([])
  })

  it.each([
    ['amount_min=0', 'amount_min'],
    ['amount_min=-5', 'amount_min'],
    ['amount_max=abc', 'amount_max'],
    ['amount_min=1.234', 'amount_min'],
    ['amount_min=50&amount_max=10', 'amount_max'],
    ['date_from=2025-13-01', 'date_from'],
    ['date_from=2025-05-01&date_to=2025-04-01', 'date_to'],
    ['type=X', 'type'],
    ['status=unknown', 'status'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['skip=-1', 'skip'],
    ['lang=fr', 'lang'],
  ])('answers 422 for %s', async (query, field) => {
    const response = await get(`${list}?${query}`, owner.token)
    expect(response.status).toBe(422)
    const body = await response.json()
    expect(body.detail[0].loc.slice(0, 2)).toEqual(['query', field])
  })

  it('is for collegiates only: 401 anonymous, 403 pre-collegiate and other roles', async () => {
    expect((await get(list)).status).toBe(401)
    expect((await get(list, precollegiate.token)).status).toBe(403)
    const staff = await signedIn(['role:staff'])
    expect((await get(list, staff.token)).status).toBe(403)
  })

  it('never shows someone else’s movements', async () => {
    const body = await page('', other.token)
    expect(body.items.map((item) => item.id)).toEqual([ids.others])
  })

  it('runs the list and summary queries on the (user_id, date) index', async () => {
    for (const query of [
      '',
      'type=F&status=paid&status=pending',
      'date_from=2025-01-01&date_to=2025-12-31&amount_min=10&amount_max=100',
    ]) {
      const parsed = MovementsQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)))
      const { items, summary } = movementListQueries(api.db, owner.user.id, parsed)
      for (const statement of [items, summary]) {
        expect(await expectIndexedPlan(api.db, statement), query).toContain('movements_user_date_idx')
      }
    }
  })
})

describe('GET /public/collegiate-transactions/{id}/invoice', () => {
  const invoice = (id: string, token?: string, query = '') => get(`${list}/${id}/invoice${query}`, token)

  it('answers a PDF download with the invoice fields, private, no-store', async () => {
    const response = await invoice(ids.course!, owner.token)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="FAC-1999-000002.pdf"; filename*=UTF-8''FAC-1999-000002.pdf`,
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-')
    const text = await pdfText(bytes)
    expect(text).toContain('FAC-1999-000002')
    expect(text).toContain('Formación: Curso de ecografía')
    // Names outside WinAnsi print as written, in the embedded Unicode font.
    expect(text).toContain('Łukasz Ŝ Müller Ñúñez')
    expect(text).toContain('12345678Z')
    expect(text).toContain('104,93')
    expect(text).toContain('exenta de IVA')
  })

  it('addresses the invoice to the member’s DNI and the postal address of their profile', async () => {
    const demo = demoAccounts[0]
    const token = await bearerFor(api.request, demo.email, demo.password!)
    const paid = MovementPageSchema.parse(await (await get(`${list}?status=paid&limit=1`, token)).json())
    const text = await pdfText(new Uint8Array(await (await invoice(paid.items[0]!.id, token)).arrayBuffer()))
    expect(text).toContain('Lucía Martín Etxeberria')
    expect(text).toContain('45678901G')
    expect(text).toContain('Calle de Alcalá 142, 4º B')
    expect(text).toContain('28009 Madrid')
  })

  it('words the invoice in the language asked for', async () => {
    const response = await invoice(ids.q1!, owner.token, '?lang=en')
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()))
    expect(text).toContain('Invoice FAC-1999-000001')
    expect(text).toContain('Membership fee, 1st quarter of 2025')
  })

  it('issues the invoice once: it carries its QR and code, and every download answers the same bytes', async () => {
    const first = new Uint8Array(await (await invoice(ids.course!, owner.token, '?lang=ca')).arrayBuffer())
    const second = new Uint8Array(await (await invoice(ids.course!, owner.token, '?lang=eu')).arrayBuffer())
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true)
    const [issued] = await api.db
      .select()
      .from(issuedDocuments)
      .where(eq(issuedDocuments.reference, 'FAC-1999-000002'))
    expect(issued).toMatchObject({ kind: 'invoice', user_id: owner.user.id, sha256: sha256Hex(first) })
    expect(await pdfQrText(first)).toMatch(/\/document-validation\/([0-9A-Z]{4}-){4}[0-9A-Z]{4}$/)
    expect(await pdfText(first)).toContain(formatVerificationCode(issued!.code))
  })

  it('answers 404 MOVEMENT_NOT_FOUND for someone else’s or an unknown movement', async () => {
    for (const id of [ids.others!, randomUUID()]) {
      const response = await invoice(id, owner.token)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ detail: 'MOVEMENT_NOT_FOUND' })
    }
  })

  it('answers 404 INVOICE_NOT_AVAILABLE for a movement without invoice', async () => {
    const response = await invoice(ids.q2!, owner.token)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: 'INVOICE_NOT_AVAILABLE' })
  })

  it('answers 422 for an id that is not a uuid, 401 anonymous and 403 to a pre-collegiate', async () => {
    expect((await invoice('42', owner.token)).status).toBe(422)
    expect((await invoice(ids.q1!)).status).toBe(401)
    expect((await invoice(ids.q1!, precollegiate.token)).status).toBe(403)
  })
})

describe('the database', () => {
  it('refuses a total that is not the amount less the discount, and amounts that are not positive', async () => {
    const base = { user_id: owner.user.id, type: 'C' as const, date: '2025-01-01' }
    await expect(
      api.db.insert(movements).values({
        ...base,
        transaction_number: 'C-1998-000001',
        amount_cents: 1000,
        discount_percent: 10,
        total_cents: 901,
      }),
    ).rejects.toThrow()
    await expect(
      api.db
        .insert(movements)
        .values({ ...base, transaction_number: 'C-1998-000002', amount_cents: 0, total_cents: 0 }),
    ).rejects.toThrow()
    await expect(
      api.db
        .insert(movements)
        .values({ ...base, transaction_number: 'X-1', amount_cents: 100, total_cents: 100 }),
    ).rejects.toThrow()
  })
})

describe('the seed', () => {
  it('gives the demo collegiate two years of movements, invoices for the paid ones, and is idempotent', async () => {
    const email = demoAccounts.find((account) =>
      (account.principals as readonly string[]).includes('role:collegiate'),
    )!.email
    const [demo] = await api.db.select({ id: users.id }).from(users).where(eq(users.email, email))
    const rows = await api.db.select().from(movements).where(eq(movements.user_id, demo!.id))
    expect(rows.filter((row) => row.type === 'C' && row.fee_period)).toHaveLength(8)
    expect(rows.some((row) => row.type === 'F' && row.course_id && row.discount_percent > 0)).toBe(true)
    for (const status of ['paid', 'pending', 'not_paid', 'rejected'] as const)
      expect(rows.some((row) => row.status === status)).toBe(true)
    for (const row of rows) expect(Boolean(row.invoice_number)).toBe(row.status === 'paid')
    await seedMovements(api.db)
    expect(await api.db.select().from(movements).where(eq(movements.user_id, demo!.id))).toHaveLength(
      rows.length,
    )
  })
})
