import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  ContentVerificationSchema,
  formatVerificationCode,
  IssuedDocumentSummarySchema,
} from '@/lib/contract/issued-documents'
import { totalCents } from '@/lib/contract/movements'
import { documentLookups, issuedDocuments, movements } from '@/lib/server/db/schema'
import { createLocalFileStorage } from '@/lib/server/integrations/file-storage'
import { sha256Hex } from '@/lib/server/services/issued-documents'
import { bearerFor, createTestUser } from '../support/auth'
import { pdfQrText, pdfText } from '../support/pdf'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()

let addresses = 0
/** Each test asks from its own address, so that the shared rate limit only bites where a test wants it to. */
const newClient = () => `198.51.100.${++addresses}`

const get = (url: string, client: string, token?: string) =>
  api.request(url, {
    headers: { 'X-Portal-Peer-Address': client, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  })

function verify(client: string, bytes: Uint8Array, code?: string) {
  const form = new FormData()
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], 'copy.pdf', { type: 'application/pdf' }))
  if (code !== undefined) form.set('code', code)
  return api.request('/api/public/documents/verify', {
    method: 'POST',
    body: form,
    headers: { 'X-Portal-Peer-Address': client },
  })
}

let token: string
let userId: string
const invoiceIds: string[] = []
let invoice: Uint8Array
/** The code of the first invoice, as stored (no dashes). */
let code: string

async function downloadInvoice(id: string, lang = 'es') {
  const response = await get(
    `/api/public/collegiate-transactions/${id}/invoice?lang=${lang}`,
    newClient(),
    token,
  )
  expect(response.status).toBe(200)
  return new Uint8Array(await response.arrayBuffer())
}

beforeAll(async () => {
  const user = await createTestUser(api.db, {
    principals: ['role:collegiate'],
    name: 'Ana María',
    surname: 'Pérez-Soto Ruiz',
  })
  userId = user.id
  token = await bearerFor(api.request, user.email, user.password)
  for (const n of [1, 2, 3]) {
    const [row] = await api.db
      .insert(movements)
      .values({
        user_id: userId,
        transaction_number: `C-1998-00000${n}`,
        type: 'C',
        date: '2025-01-01',
        amount_cents: 4500,
        total_cents: totalCents(4500, 0),
        status: 'paid',
        invoice_number: `FAC-1998-00000${n}`,
        invoice_issued_on: '2025-01-05',
      })
      .returning()
    invoiceIds.push(row!.id)
  }
  invoice = await downloadInvoice(invoiceIds[0]!, 'en')
  const url = await pdfQrText(invoice)
  code = new URL(url!).pathname.split('/').at(-1)!.replaceAll('-', '')
})

describe('invoices as issued documents', () => {
  it('registers the invoice at its first download, with the QR opening its validation page', async () => {
    const [row] = await api.db.select().from(issuedDocuments).where(eq(issuedDocuments.code, code))
    expect(row).toMatchObject({ kind: 'invoice', reference: 'FAC-1998-000001', user_id: userId, lang: 'en' })
    expect(row!.sha256).toBe(sha256Hex(invoice))
    expect(await pdfQrText(invoice)).toMatch(
      new RegExp(`/en/document-validation/${formatVerificationCode(code)}$`),
    )
    expect(await pdfText(invoice)).toContain(`Verification code: ${formatVerificationCode(code)}`)
  })

  it('answers exactly the stored bytes on later downloads, whatever the language asked', async () => {
    expect(Buffer.from(await downloadInvoice(invoiceIds[0]!, 'es')).equals(Buffer.from(invoice))).toBe(true)
    const rows = await api.db.select().from(issuedDocuments).where(eq(issuedDocuments.user_id, userId))
    expect(rows).toHaveLength(1)
  })
})

describe('GET /public/documents/{code}', () => {
  it('validates the code with or without dashes, in any case, and discloses no content', async () => {
    const client = newClient()
    for (const variant of [code, formatVerificationCode(code), formatVerificationCode(code).toLowerCase()]) {
      const response = await get(`/api/public/documents/${encodeURIComponent(variant)}`, client)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const body = IssuedDocumentSummarySchema.parse(await response.json())
      expect(body).toEqual({
        code: formatVerificationCode(code),
        kind: 'invoice',
        reference: 'FAC-1998-000001',
        issued_at: expect.any(String),
        holder: 'A. M. P. S. R.',
        lang: 'en',
        revoked: false,
        revoked_at: null,
        filename: 'FAC-1998-000001.pdf',
      })
    }
  })

  it('answers 422 DOCUMENT_CODE_INVALID for a malformed code and 404 DOCUMENT_NOT_FOUND for an unknown one', async () => {
    const client = newClient()
    for (const bad of ['ABC', `${code}X`, 'UUUUUUUUUUUUUUUUUUUU']) {
      const response = await get(`/api/public/documents/${bad}`, client)
      expect(response.status).toBe(422)
      expect(await response.json()).toEqual({ detail: 'DOCUMENT_CODE_INVALID' })
    }
    const unknown = code.startsWith('0') ? `1${code.slice(1)}` : `0${code.slice(1)}`
    const response = await get(`/api/public/documents/${unknown}`, client)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: 'DOCUMENT_NOT_FOUND' })
  })

  it('logs every look-up with its kind, client, document and outcome', async () => {
    const client = newClient()
    await get(`/api/public/documents/${code}`, client)
    await get(`/api/public/documents/nonsense`, client)
    await get(`/api/public/documents/${code}/file`, client)
    const rows = await api.db.select().from(documentLookups).where(eq(documentLookups.client, client))
    const [document] = await api.db.select().from(issuedDocuments).where(eq(issuedDocuments.code, code))
    expect(rows.map(({ kind, document_id, outcome }) => ({ kind, document_id, outcome }))).toEqual([
      { kind: 'code', document_id: document!.id, outcome: 'found' },
      { kind: 'code', document_id: null, outcome: 'invalid_code' },
      { kind: 'file', document_id: document!.id, outcome: 'found' },
    ])
  })

  it('says when the association revoked the document', async () => {
    const bytes = await downloadInvoice(invoiceIds[2]!)
    const revokedCode = new URL((await pdfQrText(bytes))!).pathname.split('/').at(-1)!
    const revokedAt = new Date('2026-01-02T10:00:00Z')
    await api.db
      .update(issuedDocuments)
      .set({ revoked_at: revokedAt })
      .where(eq(issuedDocuments.code, revokedCode.replaceAll('-', '')))
    const body = await (await get(`/api/public/documents/${revokedCode}`, newClient())).json()
    expect(body).toMatchObject({ revoked: true, revoked_at: revokedAt.toISOString() })
  })

  it('answers 429 with Retry-After after 30 look-ups from one address in ten minutes, and logs it', async () => {
    const client = newClient()
    for (let i = 0; i < 30; i++) expect((await get(`/api/public/documents/${code}`, client)).status).toBe(200)
    const refused = await get(`/api/public/documents/${code}/file`, client)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toEqual({ detail: 'TOO_MANY_REQUESTS' })
    expect((await verify(client, invoice)).status).toBe(429)
    const rows = await api.db.select().from(documentLookups).where(eq(documentLookups.client, client))
    expect(rows.filter((row) => row.outcome === 'rate_limited')).toHaveLength(2)
    // Another address is not held back.
    expect((await get(`/api/public/documents/${code}`, newClient())).status).toBe(200)
  })
})

describe('GET /public/documents/{code}/file', () => {
  it('answers the stored bytes as a PDF download, no-store', async () => {
    const response = await get(`/api/public/documents/${formatVerificationCode(code)}/file`, newClient())
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-disposition')).toContain('filename="FAC-1998-000001.pdf"')
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(invoice))).toBe(true)
  })

  it('answers 503 DOCUMENT_UNAVAILABLE when the store lost the file', async () => {
    const bytes = await downloadInvoice(invoiceIds[1]!)
    const lostCode = new URL((await pdfQrText(bytes))!).pathname.split('/').at(-1)!.replaceAll('-', '')
    const [row] = await api.db.select().from(issuedDocuments).where(eq(issuedDocuments.code, lostCode))
    await createLocalFileStorage(api.uploadsDir).delete(row!.storage_key)
    const response = await get(`/api/public/documents/${lostCode}/file`, newClient())
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ detail: 'DOCUMENT_UNAVAILABLE' })
    // The validation still answers: the registry keeps the code and the hash.
    expect((await get(`/api/public/documents/${lostCode}`, newClient())).status).toBe(200)
  })
})

describe('POST /public/documents/verify', () => {
  const tampered = () => {
    const copy = new Uint8Array(invoice)
    const middle = Math.floor(copy.length / 2)
    copy[middle] = copy[middle]! ^ 0x01
    return copy
  }

  it('accepts the same bytes and names the document; refuses a copy with one byte changed', async () => {
    const client = newClient()
    const same = ContentVerificationSchema.parse(await (await verify(client, invoice)).json())
    expect(same).toMatchObject({
      match: true,
      sha256: sha256Hex(invoice),
      document: { reference: 'FAC-1998-000001' },
    })
    const changed = await verify(client, tampered())
    expect(changed.status).toBe(200)
    expect(changed.headers.get('cache-control')).toBe('no-store')
    expect(await changed.json()).toEqual({ match: false, sha256: sha256Hex(tampered()), document: null })
    const rows = await api.db.select().from(documentLookups).where(eq(documentLookups.client, client))
    expect(rows.map((row) => [row.kind, row.outcome])).toEqual([
      ['content', 'match'],
      ['content', 'mismatch'],
    ])
  })

  it('with a code, compares the file with that document only', async () => {
    const client = newClient()
    const same = await (await verify(client, invoice, formatVerificationCode(code).toLowerCase())).json()
    expect(same).toMatchObject({ match: true, document: { reference: 'FAC-1998-000001' } })
    const changed = await (await verify(client, tampered(), code)).json()
    expect(changed).toMatchObject({ match: false, document: { reference: 'FAC-1998-000001' } })
    const malformed = await verify(client, invoice, 'nope')
    expect(malformed.status).toBe(422)
    expect(await malformed.json()).toEqual({ detail: 'DOCUMENT_CODE_INVALID' })
  })

  it('answers 422 without a file or with an empty one, 413 over 5 MiB', async () => {
    const client = newClient()
    const empty = await verify(client, new Uint8Array())
    expect(empty.status).toBe(422)
    const noFile = await api.request('/api/public/documents/verify', {
      method: 'POST',
      body: new FormData(),
      headers: { 'X-Portal-Peer-Address': client },
    })
    expect(noFile.status).toBe(422)
    const huge = await verify(client, new Uint8Array(5 * 1024 * 1024 + 70 * 1024))
    expect(huge.status).toBe(413)
  })
})
