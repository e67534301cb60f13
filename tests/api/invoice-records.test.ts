import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  AdminInvoiceRecordPageSchema,
  AdminInvoiceRecordSchema,
  AdminInvoiceSeriesListSchema,
  InvoiceChainCheckSchema,
  invoiceRecordExportColumns,
} from '@/lib/contract/invoice-records'
import { MovementPageSchema } from '@/lib/contract/movements'
import { madridToday } from '@/lib/contract/profile'
import { SoftwareDeclarationSchema } from '@/lib/contract/software-declaration'
import { invoiceRecords, movements } from '@/lib/server/db/schema'
import packageJson from '@/package.json'
import { huella } from '@/lib/server/integrations/verifactu/huella'
import { recordInvoiceIssued, verifyInvoiceChain } from '@/lib/server/services/invoice-records'
import { settleMovementPaid } from '@/lib/server/services/payments'
import { bearerFor, createTestUser } from '../support/auth'
import { pdfPlacedQrs, pdfText } from '../support/pdf'
import { testEngine } from '../support/test-database'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()

let staff: string
let memberId: string
let member: string
let serial = 0

beforeAll(async () => {
  const staffUser = await createTestUser(api.db, { principals: ['role:staff'] })
  staff = await bearerFor(api.request, staffUser.email, staffUser.password)
  const memberUser = await createTestUser(api.db, { principals: ['role:collegiate'], dni: '12345678Z' })
  memberId = memberUser.id
  member = await bearerFor(api.request, memberUser.email, memberUser.password)
})

const call = (path: string, method = 'GET', body?: unknown) =>
  api.request(`/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${staff}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

/** A €45.00 fee, less 10 %, owing a €3.50 return commission, paid now: answers its invoice number. */
async function payFee(now = new Date()) {
  const [row] = await api.db
    .insert(movements)
    .values({
      user_id: memberId,
      transaction_number: `C-1998-${String(++serial).padStart(6, '0')}`,
      date: '2026-01-01',
      type: 'C',
      fee_period: '2026-Q1',
      status: 'not_paid',
      amount_cents: 5000,
      discount_percent: 10,
      total_cents: 4500,
      unpaid_commission_cents: 350,
    })
    .returning()
  await api.db.transaction((tx) => settleMovementPaid(tx, row!.id, now))
  const [paid] = await api.db.select().from(movements).where(eq(movements.id, row!.id))
  return paid!.invoice_number!
}

const recordsOf = async (invoiceNumber: string) =>
  AdminInvoiceRecordPageSchema.parse(
    await (await call(`/admin/invoice-records?invoice_number=${invoiceNumber}&order=asc`)).json(),
  ).items

const checkChain = async () =>
  InvoiceChainCheckSchema.parse(await (await call('/admin/invoice-records/verification', 'POST')).json())

/** What the database answered: drizzle wraps the driver's error. */
async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run()
  } catch (error) {
    return String((error as { cause?: Error }).cause?.message ?? (error as Error).message)
  }
  return 'accepted'
}

describe('invoice records', () => {
  it('writes an alta record chained to the one before when an invoice is issued', async () => {
    const first = await payFee(new Date('2026-03-02T09:00:00Z'))
    const second = await payFee(new Date('2026-03-02T09:00:05Z'))
    const [alta] = await recordsOf(second)
    expect(alta).toMatchObject({
      kind: 'alta',
      series: 'FAC-2026-',
      issuer_tax_id: 'Q0000000J',
      invoice_number: second,
      invoice_date: '02-03-2026',
      invoice_type: 'F1',
      tax_total: '0.00',
      amount_total: '48.50',
      generated_at: '2026-03-02T10:00:05+01:00',
    })
    const [before] = await recordsOf(first)
    expect(alta!.position).toBe(before!.position + 1)
    expect(alta!.previous_hash).toBe(before!.hash)
    expect(alta!.hash).toBe(
      huella({
        IDEmisorFactura: 'Q0000000J',
        NumSerieFactura: second,
        FechaExpedicionFactura: '02-03-2026',
        TipoFactura: 'F1',
        CuotaTotal: '0.00',
        ImporteTotal: '48.50',
        Huella: before!.hash,
        FechaHoraHusoGenRegistro: '2026-03-02T10:00:05+01:00',
      }),
    )
  })

  it('cancels an invoice with an anulacion record at the end of the chain, once', async () => {
    const invoice = await payFee()
    const response = await call('/admin/invoice-cancellations', 'POST', { invoice_number: invoice })
    expect(response.status).toBe(201)
    const anulacion = AdminInvoiceRecordSchema.parse(await response.json())
    expect(anulacion).toMatchObject({ kind: 'anulacion', invoice_number: invoice, amount_total: null })
    expect(anulacion.created_by_email).toMatch(/@/)
    const [alta, last] = await recordsOf(invoice)
    expect(last).toEqual(anulacion)
    expect(anulacion.previous_hash).not.toBeNull()
    expect(anulacion.invoice_date).toBe(alta!.invoice_date)

    const again = await call('/admin/invoice-cancellations', 'POST', { invoice_number: invoice })
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ detail: 'INVOICE_ALREADY_CANCELLED' })
    const unknown = await call('/admin/invoice-cancellations', 'POST', { invoice_number: 'FAC-1900-000001' })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ detail: 'INVOICE_RECORD_NOT_FOUND' })
    expect((await call('/admin/invoice-cancellations', 'POST', { invoice_number: '' })).status).toBe(422)
  })

  it('lists the series and their records, and finds the chain whole', async () => {
    const series = AdminInvoiceSeriesListSchema.parse(await (await call('/admin/invoice-series')).json())
    expect(series.find((entry) => entry.series === 'FAC-2026-')?.records).toBeGreaterThanOrEqual(4)
    const page = AdminInvoiceRecordPageSchema.parse(
      await (await call('/admin/invoice-records?series=FAC-2026-&limit=2')).json(),
    )
    expect(page.items).toHaveLength(2)
    expect(page.items[0]!.position).toBeGreaterThan(page.items[1]!.position)
    const check = await checkChain()
    expect(check).toMatchObject({ intact: true, first_break: null })
    expect(check.checked).toBeGreaterThanOrEqual(4)
  })

  it('refuses every change to a record: UPDATE, DELETE and TRUNCATE raise', async () => {
    for (const statement of [
      sql`update invoice_records set amount_total = '1.00'`,
      sql`delete from invoice_records`,
      sql`truncate invoice_records`,
    ])
      expect(await refusal(() => api.db.execute(statement))).toMatch(/append-only/)
    expect((await checkChain()).intact).toBe(true)
  })

  it('is for staff only', async () => {
    const response = await api.request('/api/admin/invoice-records/verification', { method: 'POST' })
    expect(response.status).toBe(401)
  })

  if (testEngine() === 'postgres')
    it('appends concurrent issues one after another: the chain never forks', async () => {
      const numbers = Array.from(
        { length: 12 },
        (_, index) => `FAC-2097-${String(index + 1).padStart(6, '0')}`,
      )
      await Promise.all(
        numbers.map((number) =>
          api.db.transaction((tx) =>
            recordInvoiceIssued(tx, { number, issuedOn: '2097-01-01', totalCents: 100 }),
          ),
        ),
      )
      const rows = await api.db.select().from(invoiceRecords).where(eq(invoiceRecords.series, 'FAC-2097-'))
      expect(rows).toHaveLength(numbers.length)
      expect(new Set(rows.map((row) => row.previous_hash)).size).toBe(numbers.length)
      expect(await verifyInvoiceChain(api.db)).toMatchObject({ intact: true })
    })

  it('corrects an invoice with a rectificativa of its own series, chained and hashed as an alta', async () => {
    const invoice = await payFee(new Date('2026-04-01T08:00:00Z'))
    const [original] = await recordsOf(invoice)
    const response = await call('/admin/invoice-corrections', 'POST', {
      invoice_number: invoice,
      type: 'R1',
      method: 'differences',
      amount_cents: -500,
      reason: 'Descuento de jubilado no aplicado',
    })
    expect(response.status).toBe(201)
    const correction = AdminInvoiceRecordSchema.parse(await response.json())
    expect(correction).toMatchObject({
      kind: 'alta',
      series: expect.stringMatching(/^FR-\d{4}-$/),
      invoice_number: expect.stringMatching(/^FR-\d{4}-000001$/),
      invoice_type: 'R1',
      correction_method: 'I',
      corrected_invoice_number: invoice,
      corrected_invoice_date: original!.invoice_date,
      corrected_base: null,
      tax_total: '0.00',
      amount_total: '-5.00',
      correction_reason: 'Descuento de jubilado no aplicado',
      // Addressed to whom the original was.
      recipient_name: original!.recipient_name,
      recipient_tax_id: '12345678Z',
    })
    const [previous] = AdminInvoiceRecordPageSchema.parse(
      await (await call('/admin/invoice-records?limit=2')).json(),
    ).items.filter((row) => row.position === correction.position - 1)
    expect(correction.previous_hash).toBe(previous!.hash)
    expect(correction.hash).toBe(
      huella({
        IDEmisorFactura: 'Q0000000J',
        NumSerieFactura: correction.invoice_number,
        FechaExpedicionFactura: correction.invoice_date,
        TipoFactura: 'R1',
        CuotaTotal: '0.00',
        ImporteTotal: '-5.00',
        Huella: previous!.hash,
        FechaHoraHusoGenRegistro: correction.generated_at,
      }),
    )

    // By substitution: the new total, and the original's amounts as ImporteRectificacion; numbered next.
    const substitution = AdminInvoiceRecordSchema.parse(
      await (
        await call('/admin/invoice-corrections', 'POST', {
          invoice_number: invoice,
          type: 'R4',
          method: 'substitution',
          amount_cents: 4000,
          reason: 'Importe de la cuota revisado',
        })
      ).json(),
    )
    expect(substitution).toMatchObject({
      invoice_number: correction.invoice_number.replace(/1$/, '2'),
      invoice_type: 'R4',
      correction_method: 'S',
      amount_total: '40.00',
      corrected_base: '48.50',
      corrected_tax: '0.00',
    })

    const pdf = await call(`/admin/invoice-corrections/${correction.invoice_number}/pdf?lang=es`)
    expect(pdf.status).toBe(200)
    const bytes = new Uint8Array(await pdf.arrayBuffer())
    const aeat = (await pdfPlacedQrs(bytes)).find((qr) => qr.text.includes('agenciatributaria'))!
    expect(Object.fromEntries(new URL(aeat.text).searchParams)).toEqual({
      nif: 'Q0000000J',
      numserie: correction.invoice_number,
      fecha: correction.invoice_date,
      importe: '-5.00',
    })
    const text = await pdfText(bytes)
    expect(text).toContain('Factura rectificativa')
    expect(text).toContain(`Rectifica la factura ${invoice}`)
    expect((await call(`/admin/invoice-corrections/${invoice}/pdf`)).status).toBe(404)
    expect((await checkChain()).intact).toBe(true)
  })

  it('refuses corrections that do not hold, in words', async () => {
    const invoice = await payFee()
    const correct = (body: Record<string, unknown>) =>
      call('/admin/invoice-corrections', 'POST', {
        invoice_number: invoice,
        type: 'R4',
        method: 'differences',
        amount_cents: 100,
        reason: 'Error en el importe',
        ...body,
      })
    const refused = async (body: Record<string, unknown>) => {
      const response = await correct(body)
      return [response.status, ((await response.json()) as { detail: unknown }).detail]
    }
    expect(await refused({ type: 'R5' })).toEqual([422, 'INVOICE_CORRECTION_TYPE_NOT_APPLICABLE'])
    expect(await refused({ type: 'R2' })).toEqual([422, 'INVOICE_CORRECTION_TYPE_NOT_APPLICABLE'])
    expect(await refused({ amount_cents: 0 })).toEqual([422, 'INVOICE_CORRECTION_AMOUNT_INVALID'])
    expect(await refused({ amount_cents: -4851 })).toEqual([422, 'INVOICE_CORRECTION_AMOUNT_INVALID'])
    expect(await refused({ method: 'substitution', amount_cents: 4850 })).toEqual([
      422,
      'INVOICE_CORRECTION_AMOUNT_INVALID',
    ])
    expect(await refused({ invoice_number: 'FAC-1900-000001' })).toEqual([404, 'INVOICE_RECORD_NOT_FOUND'])
    expect((await correct({ reason: '' })).status).toBe(422)
    expect((await correct({ type: 'F1' })).status).toBe(422)
    expect((await correct({ amount_cents: 1.5 })).status).toBe(422)

    const correction = AdminInvoiceRecordSchema.parse(await (await correct({})).json())
    expect(await refused({ invoice_number: correction.invoice_number })).toEqual([
      422,
      'INVOICE_CORRECTION_OF_CORRECTION',
    ])
    // After a +1.00 difference the invoice is 49.50: a difference of -49.50 is allowed, one cent more is not.
    expect(await refused({ amount_cents: -4951 })).toEqual([422, 'INVOICE_CORRECTION_AMOUNT_INVALID'])

    expect((await call('/admin/invoice-cancellations', 'POST', { invoice_number: invoice })).status).toBe(201)
    expect(await refused({})).toEqual([409, 'INVOICE_ALREADY_CANCELLED'])
    const anonymous = await api.request('/api/admin/invoice-corrections', { method: 'POST' })
    expect(anonymous.status).toBe(401)
  })

  it('shows the member the rectificativas in force of their invoice, downloadable by them alone', async () => {
    const invoice = await payFee()
    const otherInvoice = await payFee()
    const correct = async (body: Record<string, unknown>) =>
      AdminInvoiceRecordSchema.parse(
        await (
          await call('/admin/invoice-corrections', 'POST', {
            invoice_number: invoice,
            type: 'R1',
            reason: 'Cuota revisada',
            ...body,
          })
        ).json(),
      )
    const lowered = await correct({ method: 'differences', amount_cents: -500 })
    const replaced = await correct({ method: 'substitution', amount_cents: 3000 })
    const cancelled = await correct({ method: 'differences', amount_cents: 100 })
    const cancellation = { invoice_number: cancelled.invoice_number }
    expect((await call('/admin/invoice-cancellations', 'POST', cancellation)).status).toBe(201)

    const asMember = (path: string, token = member) =>
      api.request(`/api/public/collegiate-transactions${path}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    const { items } = MovementPageSchema.parse(await (await asMember('?limit=100')).json())
    const movement = items.find((item) => item.invoice_number === invoice)!
    const isoDay = (aeatDay: string) => aeatDay.split('-').reverse().join('-')
    expect(movement.invoice_corrections).toEqual([
      {
        number: lowered.invoice_number,
        issued_on: isoDay(lowered.invoice_date),
        method: 'differences',
        amount_cents: -500,
      },
      {
        number: replaced.invoice_number,
        issued_on: isoDay(replaced.invoice_date),
        method: 'substitution',
        amount_cents: 3000,
      },
    ])
    expect(items.find((item) => item.invoice_number === otherInvoice)!.invoice_corrections).toEqual([])

    const download = `/${movement.id}/invoice-corrections/${lowered.invoice_number}`
    const pdf = await asMember(`${download}?lang=en`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('cache-control')).toBe('private, no-store')
    const bytes = new Uint8Array(await pdf.arrayBuffer())
    expect(await pdfText(bytes)).toContain(`Corrects invoice ${invoice}`)
    // The same document staff download: issued once, whoever asks first.
    const staffCopy = await call(`/admin/invoice-corrections/${lowered.invoice_number}/pdf`)
    expect(Buffer.from(await staffCopy.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true)

    const refusal = async (response: Response) => [
      response.status,
      ((await response.json()) as { detail: unknown }).detail,
    ]
    const stranger = await createTestUser(api.db, { principals: ['role:collegiate'] })
    const strangerToken = await bearerFor(api.request, stranger.email, stranger.password)
    expect(await refusal(await asMember(download, strangerToken))).toEqual([404, 'MOVEMENT_NOT_FOUND'])
    const cancelledDownload = `/${movement.id}/invoice-corrections/${cancelled.invoice_number}`
    expect(await refusal(await asMember(cancelledDownload))).toEqual([404, 'INVOICE_NOT_AVAILABLE'])
    const otherMovement = items.find((item) => item.invoice_number === otherInvoice)!
    const elsewhere = `/${otherMovement.id}/invoice-corrections/${lowered.invoice_number}`
    expect(await refusal(await asMember(elsewhere))).toEqual([404, 'INVOICE_NOT_AVAILABLE'])
    expect((await asMember(`/${movement.id}/invoice-corrections/${invoice}`)).status).toBe(422)
    expect((await api.request(`/api/public/collegiate-transactions${download}`)).status).toBe(401)
    expect((await call(`/public/collegiate-transactions${download}`)).status).toBe(403)
  })

  it('answers the software declaration with the running version, the producer still to complete', async () => {
    const response = await call('/admin/software-declaration')
    expect(response.status).toBe(200)
    const declaration = SoftwareDeclarationSchema.parse(await response.json())
    expect(declaration).toMatchObject({
      system_name: 'Portal colegial',
      version: packageJson.version,
      producer: { name: null, tax_id: null, address: null },
      invoicing_mode: 'no_verifactu',
      multiple_taxpayers: false,
    })
    expect(declaration.statement).toContain('Real Decreto 1007/2023')
    expect(declaration.statement).toContain(packageJson.version)
    expect((await api.request('/api/admin/software-declaration')).status).toBe(401)
  })

  it('exports every field of the records of a series, in chain order, for an inspection', async () => {
    const response = await call('/admin/invoice-records/export?series=FR-2026-')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toContain('registros-facturacion_FR-2026.csv')
    const [header, ...lines] = (await response.text()).trimEnd().split('\r\n')
    const columns = header!.split(',')
    expect(columns).toEqual([...invoiceRecordExportColumns])
    const records = AdminInvoiceRecordPageSchema.parse(
      await (await call('/admin/invoice-records?series=FR-2026-&order=asc')).json(),
    ).items
    expect(lines).toHaveLength(records.length)
    const first = Object.fromEntries(columns.map((column, index) => [column, lines[0]!.split(',')[index]]))
    expect(first).toMatchObject({
      position: String(records[0]!.position),
      invoice_type: 'R1',
      amount_total: '-5.00',
      previous_hash: records[0]!.previous_hash,
      hash: records[0]!.hash,
    })
    // The export's days are Madrid's, as the records' dates: in UTC, today ends an hour or two earlier.
    const all = await (await call(`/admin/invoice-records/export?from=2026-01-01&to=${madridToday()}`)).text()
    expect(all.split('\r\n').length).toBeGreaterThan(lines.length)
    expect((await call('/admin/invoice-records/export?from=2026-02-01&to=2026-01-01')).status).toBe(422)
    expect((await api.request('/api/admin/invoice-records/export')).status).toBe(401)
  })

  // Last: it leaves the chain broken.
  it('reports the first record changed behind the trigger’s back', async () => {
    const invoice = await payFee()
    await payFee()
    const [alta] = await recordsOf(invoice)
    await api.db.transaction(async (tx) => {
      await tx.execute(sql`alter table invoice_records disable trigger invoice_records_no_update_or_delete`)
      await tx.execute(sql`update invoice_records set amount_total = '4.85' where id = ${alta!.id}`)
      await tx.execute(sql`alter table invoice_records enable trigger invoice_records_no_update_or_delete`)
    })
    expect(await checkChain()).toMatchObject({
      intact: false,
      first_break: { position: alta!.position, invoice_number: invoice, reason: 'hash_mismatch' },
    })
  })
})
