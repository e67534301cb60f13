import { randomUUID } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ComplaintStatusSchema } from '@/lib/contract/complaint-lookup'
import { ConsumerComplaintReceiptSchema } from '@/lib/contract/consumer-complaints'
import {
  consumerComplaintDocuments,
  consumerComplaintHistory,
  consumerComplaints,
} from '@/lib/server/db/schema'
import { bearerFor, createTestUser, newAddress } from '../support/auth'
import { capturingMailer } from '../support/outbox'
import { setupTestApi } from '../support/test-api'

const mailer = capturingMailer()
const api = setupTestApi({ mailer })

const pdf = new Uint8Array([
  0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x25, 0x25, 0x45, 0x4f, 0x46,
])
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])
const newEmail = () => `reclamante-${randomUUID().slice(0, 8)}@correo.example`

function complaintForm(overrides: Record<string, unknown> = {}) {
  return {
    complainant: 'consumer',
    name: 'Marta Giménez Ruiz',
    email: newEmail(),
    phone: '612 345 678',
    topic: 'professional_practice',
    professional: 'Colegiado 28/1234',
    description: 'El profesional no me entregó el informe que le pedí ni me dio una explicación.',
    privacy_accepted: true,
    ...overrides,
  }
}

type Upload = { name: string; bytes: Uint8Array; type?: string; field?: string }

function send(
  form: unknown,
  {
    files = [],
    lang,
    address = newAddress(),
    token,
    key,
  }: { files?: Upload[]; lang?: string; address?: string; token?: string; key?: string } = {},
) {
  const body = new FormData()
  body.set('form_data', JSON.stringify(form))
  for (const file of files) {
    body.append(
      file.field ?? 'documents',
      new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type ?? 'application/pdf' }),
    )
  }
  return api.request(`/api/public/complaints${lang ? `?lang=${lang}` : ''}`, {
    method: 'POST',
    headers: {
      'X-Portal-Peer-Address': address,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body,
  })
}

const lookUp = (code: string, lang = 'es') =>
  api.request(`/api/public/complaints/${encodeURIComponent(code)}?lang=${lang}`, {
    headers: { 'X-Portal-Peer-Address': newAddress() },
  })

const storedFiles = async () =>
  (await readdir(api.uploadsDir).catch(() => [])).filter((name) => !name.startsWith('.'))

describe('POST /public/complaints', () => {
  it('files a complaint without files: the row, its first status, the e-mail in Spanish by default', async () => {
    const form = complaintForm()
    const response = await send(form)
    expect(response.status).toBe(201)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const receipt = ConsumerComplaintReceiptSchema.parse(await response.json())
    expect(receipt.tracking_code).toMatch(/^REC-\d{4}-[0-9A-Z]{8}$/)
    expect(receipt.documents).toBe(0)

    const [row] = await api.db
      .select()
      .from(consumerComplaints)
      .where(eq(consumerComplaints.tracking_code, receipt.tracking_code))
    expect(row).toMatchObject({
      complainant: 'consumer',
      name: form.name,
      email: form.email,
      phone: '612345678',
      lang: 'es',
      topic: 'professional_practice',
      professional: 'Colegiado 28/1234',
      status: 'received',
      user_id: null,
    })
    const history = await api.db
      .select()
      .from(consumerComplaintHistory)
      .where(eq(consumerComplaintHistory.complaint_id, row!.id))
    expect(history.map((entry) => entry.status)).toEqual(['received'])

    const [email] = mailer.to(form.email)
    expect(email?.subject).toContain('Hemos recibido tu queja')
    expect(email?.text).toContain(receipt.tracking_code)
    expect(email?.text).toContain(`/complaint-lookup?code=${receipt.tracking_code}`)
    expect(email?.text).not.toContain('/es/complaint-lookup')
  })

  it('files a complaint with files in English, stores them, and records who was signed in', async () => {
    const member = await createTestUser(api.db, { principals: ['role:collegiate'] })
    const token = await bearerFor(api.request, member.email, member.password)
    const before = (await storedFiles()).length
    const form = complaintForm({
      complainant: 'collegiate',
      topic: 'association_service',
      professional: 'ignored',
    })
    const response = await send(form, {
      lang: 'en',
      token,
      files: [
        { name: 'invoice.pdf', bytes: pdf },
        { name: '../../photo.png', bytes: png, type: 'image/png' },
      ],
    })
    expect(response.status).toBe(201)
    const receipt = ConsumerComplaintReceiptSchema.parse(await response.json())
    expect(receipt.documents).toBe(2)
    const [row] = await api.db
      .select()
      .from(consumerComplaints)
      .where(eq(consumerComplaints.tracking_code, receipt.tracking_code))
    expect(row).toMatchObject({ user_id: member.id, lang: 'en', professional: null })
    const documents = await api.db
      .select()
      .from(consumerComplaintDocuments)
      .where(eq(consumerComplaintDocuments.complaint_id, row!.id))
    expect(documents.map((document) => [document.filename, document.content_type]).sort()).toEqual([
      ['invoice.pdf', 'application/pdf'],
      ['photo.png', 'image/png'],
    ])
    expect((await storedFiles()).length).toBe(before + 2)

    const [email] = mailer.to(form.email)
    expect(email?.subject).toContain('We have received your complaint')
    expect(email?.text).toContain(receipt.tracking_code)
    expect(email?.text).toContain(`/en/complaint-lookup?code=${receipt.tracking_code}`)
  })

  it('answers 422 with the field for invalid answers and keeps nothing', async () => {
    const form = complaintForm({ email: 'not-an-email', description: 'short', privacy_accepted: false })
    const response = await send(form)
    expect(response.status).toBe(422)
    const { detail } = (await response.json()) as { detail: Array<{ loc: string[] }> }
    expect(detail.map((issue) => issue.loc.join('.')).sort()).toEqual([
      'body.description',
      'body.email',
      'body.privacy_accepted',
    ])
    expect(mailer.to(form.email)).toEqual([])
  })

  it('refuses a file that is not PDF, JPEG or PNG by content (415), whatever its name, and stores nothing', async () => {
    const before = await storedFiles()
    const form = complaintForm()
    const response = await send(form, {
      files: [{ name: 'fake.pdf', bytes: new TextEncoder().encode('<html>not a pdf</html>') }],
    })
    expect(await response.json()).toEqual({ detail: 'ATTACHMENT_TYPE_NOT_ALLOWED' })
    expect(response.status).toBe(415)
    expect(await storedFiles()).toEqual(before)
    const rows = await api.db
      .select()
      .from(consumerComplaints)
      .where(eq(consumerComplaints.email, form.email))
    expect(rows).toEqual([])
  })

  it('answers 422 on files for too many files or another field', async () => {
    const tooMany = await send(complaintForm(), {
      files: Array.from({ length: 4 }, (_, index) => ({ name: `${index}.pdf`, bytes: pdf })),
    })
    expect(tooMany.status).toBe(422)
    expect(await tooMany.json()).toMatchObject({ detail: [{ loc: ['files', 'documents'], type: 'too_big' }] })
    const elsewhere = await send(complaintForm(), { files: [{ name: 'a.pdf', bytes: pdf, field: 'other' }] })
    expect(elsewhere.status).toBe(422)
    expect(await elsewhere.json()).toMatchObject({ detail: [{ loc: ['files', 'other'] }] })
  })

  it('answers 400 for missing answers and 415 for a body that is not multipart', async () => {
    const empty = new FormData()
    empty.set('form_data', '')
    const missing = await api.request('/api/public/complaints', {
      method: 'POST',
      headers: { 'X-Portal-Peer-Address': newAddress() },
      body: empty,
    })
    expect(missing.status).toBe(400)
    const json = await api.request('/api/public/complaints', {
      method: 'POST',
      headers: { 'X-Portal-Peer-Address': newAddress(), 'Content-Type': 'application/json' },
      body: JSON.stringify(complaintForm()),
    })
    expect(json.status).toBe(415)
  })

  it('answers a retry with the same Idempotency-Key with the first receipt', async () => {
    const form = complaintForm()
    const key = randomUUID()
    const first = await send(form, { key, files: [{ name: 'a.pdf', bytes: pdf }] })
    expect(first.status).toBe(201)
    const again = await send(form, { key, files: [{ name: 'a.pdf', bytes: pdf }] })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual(await first.json())
    const rows = await api.db
      .select()
      .from(consumerComplaints)
      .where(eq(consumerComplaints.email, form.email))
    expect(rows).toHaveLength(1)
    const other = await send(complaintForm(), { key })
    expect(other.status).toBe(422)
    expect(await other.json()).toEqual({ detail: 'IDEMPOTENCY_KEY_REUSED' })
  })

  it('limits complaints per client address (429 with Retry-After)', async () => {
    const address = newAddress()
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await send(complaintForm(), { address })).status).toBe(201)
    }
    const refused = await send(complaintForm(), { address })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await send(complaintForm())).status).toBe(201)
  })

  it('keeps the complaint when the acknowledgement cannot be sent', async () => {
    const form = complaintForm()
    const send_ = mailer.send
    mailer.send = async () => {
      throw new Error('SMTP down')
    }
    try {
      const response = await send(form)
      expect(response.status).toBe(201)
    } finally {
      mailer.send = send_
    }
    const rows = await api.db
      .select()
      .from(consumerComplaints)
      .where(eq(consumerComplaints.email, form.email))
    expect(rows).toHaveLength(1)
  })
})

describe('GET /public/complaints/{code} for consumer complaints', () => {
  it('shows the status received, the topic in the language asked for and the history, never the text', async () => {
    const form = complaintForm({ topic: 'association_service' })
    const receipt = ConsumerComplaintReceiptSchema.parse(await (await send(form)).json())
    const response = await lookUp(receipt.tracking_code, 'en')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(ComplaintStatusSchema.parse(body)).toEqual({
      tracking_code: receipt.tracking_code,
      source: 'consumer',
      subject: 'A service of the Association',
      topic: 'association_service',
      status: 'received',
      received_at: receipt.received_at,
      updated_at: receipt.received_at,
      history: [{ status: 'received', changed_at: receipt.received_at }],
    })
    expect(JSON.stringify(body)).not.toContain(form.email)
    expect(JSON.stringify(body)).not.toContain(form.name)
  })

  it('finds a code typed in lower case and lists the history oldest first', async () => {
    const receipt = ConsumerComplaintReceiptSchema.parse(await (await send(complaintForm())).json())
    const [row] = await api.db
      .select()
      .from(consumerComplaints)
      .where(eq(consumerComplaints.tracking_code, receipt.tracking_code))
    const later = new Date(Date.parse(receipt.received_at) + 86_400_000)
    await api.db
      .update(consumerComplaints)
      .set({ status: 'under_review', updated_at: later })
      .where(eq(consumerComplaints.id, row!.id))
    await api.db
      .insert(consumerComplaintHistory)
      .values({ complaint_id: row!.id, status: 'under_review', changed_at: later })
    const response = await lookUp(` ${receipt.tracking_code.toLowerCase()} `)
    expect(response.status).toBe(200)
    const body = ComplaintStatusSchema.parse(await response.json())
    expect(body.status).toBe('under_review')
    expect(body.subject).toBe('La actuación de un profesional')
    expect(body.history).toEqual([
      { status: 'received', changed_at: receipt.received_at },
      { status: 'under_review', changed_at: later.toISOString() },
    ])
  })

  it('answers 404 for an unknown code', async () => {
    const response = await lookUp('REC-1999-ZZZZZZZZ')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: 'COMPLAINT_NOT_FOUND' })
  })
})
