import { and, eq } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { AttachmentListSchema } from '@/lib/contract/attachments'
import { isValidSpanishCreditorId, SepaMandateSchema } from '@/lib/contract/sepa'
import { issuedDocuments, memberProfiles, sepaMandates } from '@/lib/server/db/schema'
import { sha256Hex } from '@/lib/server/services/issued-documents'
import { validateMandate } from '@/lib/server/services/sepa-mandates'
import { bearerFor, createTestUser } from '../support/auth'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()
const base = '/api/public/collegiates/sepa-mandate'
const firstIban = 'ES9121000418450200051332'
const secondIban = 'ES7921000813610123456789'
const pdfBytes = new TextEncoder().encode('%PDF-1.7\n% signed mandate\n')

let lastCode = 0

async function collegiate({
  iban,
  principals = ['role:collegiate'],
}: { iban?: string; principals?: string[] } = {}) {
  const user = await createTestUser(api.db, { principals, name: 'Íñigo', surname: 'Łukasz Ñúñez' })
  await api.db.insert(memberProfiles).values({
    user_id: user.id,
    collegiate_code: `28-${String(++lastCode).padStart(5, '0')}-${Date.now() % 100000}`,
    address: 'Calle Mayor, 3',
    postal_code: '28013',
    city: 'Madrid',
    iban: iban ?? null,
  })
  return { user, token: await bearerFor(api.request, user.email, user.password) }
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` })
const get = (path: string, token: string) => api.request(path, { headers: auth(token) })
const generate = (token: string, query = '') =>
  api.request(`${base}${query}`, { method: 'POST', headers: auth(token) })

function uploadSigned(token: string, bytes: Uint8Array = pdfBytes, name = 'mandato-firmado.pdf') {
  const form = new FormData()
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' }))
  return api.request(`${base}/signed`, { method: 'POST', headers: auth(token), body: form })
}

describe('SEPA mandates', () => {
  it('answers 404 without a mandate and 409 IBAN_REQUIRED without an IBAN', async () => {
    const { token } = await collegiate()
    const none = await get(base, token)
    expect(none.status).toBe(404)
    expect(await none.json()).toEqual({ detail: 'SEPA_MANDATE_NOT_FOUND' })
    expect(none.headers.get('Cache-Control')).toBe('private, no-store')
    const noIban = await generate(token)
    expect(noIban.status).toBe(409)
    expect(await noIban.json()).toEqual({ detail: 'IBAN_REQUIRED' })
    expect((await get(`${base}/document`, token)).status).toBe(404)
    expect((await uploadSigned(token)).status).toBe(404)
  })

  it('is for collegiates only', async () => {
    const { token } = await collegiate({ iban: firstIban, principals: ['role:precollegiate'] })
    expect((await generate(token)).status).toBe(403)
    expect((await get(base, token)).status).toBe(403)
  })

  it('generates one mandate for the IBAN, answers it again, and serves its registered PDF', async () => {
    const { user, token } = await collegiate({ iban: firstIban })
    const created = await generate(token, '?lang=en')
    expect(created.status).toBe(201)
    expect(created.headers.get('Cache-Control')).toBe('private, no-store')
    const mandate = SepaMandateSchema.parse(await created.json())
    expect(mandate).toMatchObject({
      status: 'generated',
      scheme: 'CORE',
      payment_type: 'recurrent',
      iban: firstIban,
      iban_changed: false,
      uploaded_at: null,
      validated_at: null,
      signed_copy: null,
    })
    expect(mandate.reference).toMatch(/^COL-28\d+-001$/)
    expect(mandate.reference.length).toBeLessThanOrEqual(35)
    expect(isValidSpanishCreditorId(mandate.creditor_id)).toBe(true)

    const again = await generate(token)
    expect(again.status).toBe(200)
    expect(SepaMandateSchema.parse(await again.json()).reference).toBe(mandate.reference)
    const current = await get(base, token)
    expect(current.status).toBe(200)
    expect(SepaMandateSchema.parse(await current.json())).toEqual(mandate)

    const document = await get(`${base}/document`, token)
    expect(document.status).toBe(200)
    expect(document.headers.get('Content-Type')).toBe('application/pdf')
    expect(document.headers.get('Cache-Control')).toBe('private, no-store')
    expect(document.headers.get('Content-Disposition')).toContain(`mandato-sepa-${mandate.reference}.pdf`)
    const bytes = new Uint8Array(await document.arrayBuffer())
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getTitle()).toBe(`Orden de domiciliación de adeudo directo SEPA ${mandate.reference}`)
    const [issued] = await api.db
      .select()
      .from(issuedDocuments)
      .where(and(eq(issuedDocuments.kind, 'sepa_mandate'), eq(issuedDocuments.reference, mandate.reference)))
    expect(issued).toMatchObject({ user_id: user.id, sha256: sha256Hex(bytes), lang: 'en' })
    // The same bytes every time: what was registered is what is downloaded.
    const second = new Uint8Array(await (await get(`${base}/document`, token)).arrayBuffer())
    expect(sha256Hex(second)).toBe(issued!.sha256)
  })

  it('keeps the signed copy as an attachment, replaces it on a new upload, and refuses what is not a document', async () => {
    const { token } = await collegiate({ iban: firstIban })
    await generate(token)
    const refused = await uploadSigned(token, new TextEncoder().encode('just text'), 'mandato.txt')
    expect(refused.status).toBe(415)
    expect(SepaMandateSchema.parse(await (await get(base, token)).json()).status).toBe('generated')

    const first = await uploadSigned(token)
    expect(first.status).toBe(200)
    expect(first.headers.get('Cache-Control')).toBe('private, no-store')
    const uploaded = SepaMandateSchema.parse(await first.json())
    expect(uploaded.status).toBe('uploaded')
    expect(uploaded.uploaded_at).not.toBeNull()
    expect(uploaded.signed_copy).toMatchObject({ kind: 'sepa_mandate', filename: 'mandato-firmado.pdf' })

    const replaced = SepaMandateSchema.parse(await (await uploadSigned(token, pdfBytes, 'otra.pdf')).json())
    expect(replaced.signed_copy!.id).not.toBe(uploaded.signed_copy!.id)
    const files = AttachmentListSchema.parse(
      await (await get('/api/public/collegiates/files', token)).json(),
    ).filter((file) => file.kind === 'sepa_mandate')
    expect(files.map((file) => file.id)).toEqual([replaced.signed_copy!.id])

    // Removing the signed copy from the attachments leaves the mandate waiting for one again.
    const removed = await api.request('/api/public/collegiates/files/remove', {
      method: 'POST',
      headers: { ...auth(token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: replaced.signed_copy!.id }),
    })
    expect(removed.status).toBe(204)
    expect(SepaMandateSchema.parse(await (await get(base, token)).json())).toMatchObject({
      status: 'generated',
      uploaded_at: null,
      signed_copy: null,
    })
  })

  it('revokes the mandate of an old IBAN and makes a new one for the new IBAN', async () => {
    const { user, token } = await collegiate({ iban: firstIban })
    const old = SepaMandateSchema.parse(await (await generate(token)).json())
    await api.db.update(memberProfiles).set({ iban: secondIban }).where(eq(memberProfiles.user_id, user.id))
    expect(SepaMandateSchema.parse(await (await get(base, token)).json()).iban_changed).toBe(true)

    const created = await generate(token)
    expect(created.status).toBe(201)
    const fresh = SepaMandateSchema.parse(await created.json())
    expect(fresh).toMatchObject({ iban: secondIban, status: 'generated', iban_changed: false })
    expect(fresh.reference).not.toBe(old.reference)
    expect(fresh.reference).toMatch(/-002$/)
    const rows = await api.db.select().from(sepaMandates).where(eq(sepaMandates.user_id, user.id))
    expect(rows.find((row) => row.reference === old.reference)).toMatchObject({ status: 'revoked' })
    expect(rows.find((row) => row.reference === old.reference)!.revoked_at).not.toBeNull()
  })

  it('never shows one collegiate’s mandate to another', async () => {
    const owner = await collegiate({ iban: firstIban })
    const mandate = SepaMandateSchema.parse(await (await generate(owner.token)).json())
    const other = await collegiate()
    for (const path of [base, `${base}/document`]) {
      const response = await get(path, other.token)
      expect(response.status).toBe(404)
      expect(await response.text()).not.toContain(mandate.reference)
    }
  })

  it('lets staff validate an uploaded mandate, once, with the date of signature', async () => {
    const { token } = await collegiate({ iban: firstIban })
    const { reference } = SepaMandateSchema.parse(await (await generate(token)).json())
    await expect(validateMandate(api.db, reference)).rejects.toMatchObject({
      detail: 'SEPA_MANDATE_NOT_FOUND',
    })
    await uploadSigned(token)
    const validated = await validateMandate(api.db, reference, {
      signedOn: '2026-03-02',
      now: new Date('2026-03-05T10:00:00Z'),
    })
    expect(validated).toMatchObject({ status: 'validated', signed_on: '2026-03-02' })
    expect(validated.validated_at?.toISOString()).toBe('2026-03-05T10:00:00.000Z')
    const again = await validateMandate(api.db, reference, { signedOn: '2026-01-01' })
    expect(again.signed_on).toBe('2026-03-02')
    const shown = SepaMandateSchema.parse(await (await get(base, token)).json())
    expect(shown).toMatchObject({ status: 'validated', signed_on: '2026-03-02' })
    // Its signed copy is the association's evidence now: the member cannot remove it.
    const removed = await api.request('/api/public/collegiates/files/remove', {
      method: 'POST',
      headers: { ...auth(token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: shown.signed_copy!.id }),
    })
    expect(removed.status).toBe(409)
    expect(await removed.json()).toEqual({ detail: 'ATTACHMENT_KEPT_FOR_MANDATE' })
    expect(SepaMandateSchema.parse(await (await get(base, token)).json()).signed_copy?.id).toBe(
      shown.signed_copy!.id,
    )
    await expect(validateMandate(api.db, 'NO-SUCH-MANDATE')).rejects.toMatchObject({
      detail: 'SEPA_MANDATE_NOT_FOUND',
    })
  })
})
