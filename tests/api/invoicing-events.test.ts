import { rmSync } from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { InvoiceChainCheckSchema } from '@/lib/contract/invoice-records'
import {
  AdminInvoicingEventPageSchema,
  InvoiceSigningStatusSchema,
  InvoicingEventChainCheckSchema,
  invoicingEventExportColumns,
} from '@/lib/contract/invoicing-events'
import { forgetServerEnv } from '@/lib/env'
import { invoiceRecords, invoiceRecordSignatures, invoicingEvents, movements } from '@/lib/server/db/schema'
import { verifyXades } from '@/lib/server/integrations/verifactu/xades'
import { recordInvoicingEvent, recordSystemStart } from '@/lib/server/services/invoicing-events'
import { settleMovementPaid } from '@/lib/server/services/payments'
import { bearerFor, createTestUser } from '../support/auth'
import { testSigningCertificate } from '../support/signing-certificate'
import { setupTestApi } from '../support/test-api'
import { haveVerifactuSchemas, validateAgainst } from '../support/verifactu-schemas'

const api = setupTestApi()
const certificate = testSigningCertificate()

let staff: string
let memberId: string
let serial = 0

const setSigning = (on: boolean) => {
  if (on) {
    process.env.INVOICING_SIGNING_CERT_PATH = certificate.certPath
    process.env.INVOICING_SIGNING_KEY_PATH = certificate.keyPath
  } else {
    delete process.env.INVOICING_SIGNING_CERT_PATH
    delete process.env.INVOICING_SIGNING_KEY_PATH
  }
  forgetServerEnv()
}

beforeAll(async () => {
  const staffUser = await createTestUser(api.db, { principals: ['role:staff'] })
  staff = await bearerFor(api.request, staffUser.email, staffUser.password)
  memberId = (await createTestUser(api.db, { principals: ['role:collegiate'] })).id
  setSigning(true)
})

afterAll(() => {
  setSigning(false)
  rmSync(certificate.dir, { recursive: true, force: true })
})

const call = (path: string, method = 'GET') =>
  api.request(`/api${path}`, { method, headers: { Authorization: `Bearer ${staff}` } })

/** A €45.00 fee paid now: answers its alta record. */
async function payFee() {
  const [row] = await api.db
    .insert(movements)
    .values({
      user_id: memberId,
      transaction_number: `C-1997-${String(++serial).padStart(6, '0')}`,
      date: '2026-01-01',
      type: 'C',
      fee_period: '2026-Q1',
      status: 'not_paid',
      amount_cents: 4500,
      total_cents: 4500,
    })
    .returning()
  await api.db.transaction((tx) => settleMovementPaid(tx, row!.id, new Date()))
  const [paid] = await api.db.select().from(movements).where(eq(movements.id, row!.id))
  const [record] = await api.db
    .select()
    .from(invoiceRecords)
    .where(eq(invoiceRecords.invoice_number, paid!.invoice_number!))
  return record!
}

const signatureOf = async (recordId: string) =>
  (
    await api.db.select().from(invoiceRecordSignatures).where(eq(invoiceRecordSignatures.record_id, recordId))
  )[0]

const signingStatus = async () =>
  InvoiceSigningStatusSchema.parse(await (await call('/admin/invoice-signing')).json())

const events = async () =>
  AdminInvoicingEventPageSchema.parse(
    await (await call('/admin/invoicing-events?order=asc&limit=100')).json(),
  ).items

const checkRecords = async () =>
  InvoiceChainCheckSchema.parse(await (await call('/admin/invoice-records/verification', 'POST')).json())

const checkEvents = async () =>
  InvoicingEventChainCheckSchema.parse(
    await (await call('/admin/invoicing-events/verification', 'POST')).json(),
  )

/** Runs statements with the append-only triggers of these tables off, as someone with the database would. */
const behindTheTriggers = (table: string, statement: ReturnType<typeof sql>) =>
  api.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`alter table ${table} disable trigger ${table}_no_update_or_delete`))
    await tx.execute(statement)
    await tx.execute(sql.raw(`alter table ${table} enable trigger ${table}_no_update_or_delete`))
  })

describe('signed invoice records (non-verifiable mode)', () => {
  it('signs each record with the configured certificate, a signature that verifies and validates', async () => {
    // The demo's records were made without a certificate.
    const { unsigned_records: unsigned } = await signingStatus()
    const record = await payFee()
    const signature = await signatureOf(record.id)
    expect(signature?.certificate_subject).toContain('Colegio de Prueba')
    expect(signature!.signed_xml).toContain(`<sf:Huella>${record.hash}</sf:Huella>`)
    expect(await verifyXades(signature!.signed_xml)).toBe(true)
    if (haveVerifactuSchemas)
      expect(() => validateAgainst('SuministroLR.xsd', signature!.signed_xml)).not.toThrow()
    expect(await signingStatus()).toMatchObject({
      mode: 'no_verifactu',
      signing: 'configured',
      unsigned_records: unsigned,
    })
  })

  it('keeps records unsigned without a certificate, and tells staff how many', async () => {
    setSigning(false)
    try {
      const { unsigned_records: unsigned } = await signingStatus()
      const record = await payFee()
      expect(await signatureOf(record.id)).toBeUndefined()
      expect(await signingStatus()).toMatchObject({
        signing: 'not_configured',
        certificate_subject: null,
        unsigned_records: unsigned + 1,
      })
      process.env.INVOICING_SIGNING_CERT_PATH = '/nonexistent/certificate.pem'
      process.env.INVOICING_SIGNING_KEY_PATH = certificate.keyPath
      forgetServerEnv()
      expect((await signingStatus()).signing).toBe('invalid')
    } finally {
      setSigning(true)
    }
  })
})

describe('the event log', () => {
  it('chains and signs the start, the records’ check and their export; verifies and exports them', async () => {
    await recordSystemStart(api.db)
    expect((await checkRecords()).intact).toBe(true)
    expect((await call('/admin/invoice-records/export')).status).toBe(200)
    const logged = await events()
    expect(logged.map((event) => event.event_type)).toEqual(['01', '03', '08'])
    expect(logged.every((event) => event.signed)).toBe(true)
    expect(logged[1]!.previous_hash).toBe(logged[0]!.hash)
    expect(logged[2]!.summary).toMatch(/^Exportados \d+ registros de facturación$/)
    expect(await checkEvents()).toEqual({ checked: 3, intact: true, first_break: null })

    const xml = await call('/admin/invoicing-events/export?format=xml')
    expect(xml.headers.get('content-type')).toMatch(/^application\/xml/)
    const registros = (await xml.text()).match(/<sf:RegistroEvento .*?<\/sf:RegistroEvento>/gs) ?? []
    // The check of the events (05) is logged before the export, which is logged after it (09).
    expect(registros).toHaveLength(4)
    for (const registro of registros) {
      expect(await verifyXades(registro)).toBe(true)
      if (haveVerifactuSchemas) expect(() => validateAgainst('EventosSIF.xsd', registro)).not.toThrow()
    }
    expect(registros[2]).toContain('<sf:ExportacionRegFacturacionPeriodo>')

    const csv = await (await call('/admin/invoicing-events/export')).text()
    const lines = csv.trimEnd().split('\r\n')
    expect(lines[0]).toBe(invoicingEventExportColumns.join(','))
    expect(lines).toHaveLength(6)
    expect((await events()).map((event) => event.event_type)).toEqual(['01', '03', '08', '05', '09', '09'])
    const page = AdminInvoicingEventPageSchema.parse(
      await (await call('/admin/invoicing-events?event_type=09')).json(),
    )
    expect(page.total).toBe(2)
  })

  it('refuses every change to an event or a signature, and keeps none in VERI*FACTU mode', async () => {
    for (const table of ['invoicing_events', 'invoice_record_signatures'])
      for (const statement of [
        `update ${table} set signed_xml = ''`,
        `delete from ${table}`,
        `truncate ${table}`,
      ])
        await expect(api.db.execute(sql.raw(statement))).rejects.toMatchObject({
          cause: { message: expect.stringMatching(/append-only/) },
        })
    process.env.INVOICING_MODE = 'verifactu'
    forgetServerEnv()
    try {
      expect(await recordInvoicingEvent(api.db, { type: '01' })).toBeNull()
      expect((await signingStatus()).signing).toBe('not_needed')
    } finally {
      delete process.env.INVOICING_MODE
      forgetServerEnv()
    }
  })

  it('is for staff only', async () => {
    for (const path of [
      '/admin/invoicing-events',
      '/admin/invoice-signing',
      '/admin/invoicing-events/export',
    ])
      expect((await api.request(`/api${path}`)).status).toBe(401)
    expect((await call('/admin/invoicing-events/export?format=pdf')).status).toBe(422)
  })

  // Last: they leave the chains broken.
  it('reports a record whose signed XML was changed, and logs the anomaly', async () => {
    const record = await payFee()
    await behindTheTriggers(
      'invoice_record_signatures',
      sql`update invoice_record_signatures set signed_xml = replace(signed_xml, '45.00', '4.50')
        where record_id = ${record.id}`,
    )
    expect(await checkRecords()).toMatchObject({
      intact: false,
      first_break: { position: record.position, reason: 'signature_invalid' },
    })
    const [anomaly] = await api.db.select().from(invoicingEvents).where(eq(invoicingEvents.event_type, '04'))
    expect(anomaly?.signed_xml).toContain('<sf:TipoAnomalia>02</sf:TipoAnomalia>')
    expect(anomaly?.signed_xml).toContain(`<sf:NumSerieFactura>${record.invoice_number}<`)
  })

  it('reports an event changed behind the trigger’s back, and logs the anomaly', async () => {
    const [first] = await events()
    await behindTheTriggers(
      'invoicing_events',
      sql`update invoicing_events set event_type = '90' where id = ${first!.id}`,
    )
    expect(await checkEvents()).toMatchObject({
      intact: false,
      first_break: { position: first!.position, reason: 'hash_mismatch' },
    })
    expect((await events()).at(-1)).toMatchObject({ event_type: '06' })
  })
})
