import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { AdminInvoiceRecordPageSchema, type AdminInvoiceRecord } from '@/lib/contract/invoice-records'
import { forgetServerEnv, serverEnv } from '@/lib/env'
import {
  aeatSubmissionTurns,
  invoiceRecords,
  invoiceRecordSubmissions,
  movements,
  pendingJobs,
  registrationApplications,
} from '@/lib/server/db/schema'
import type { AeatClient } from '@/lib/server/integrations/verifactu/client'
import { createJobWorker, type JobWorker } from '@/lib/server/jobs/worker'
import { aeatSubmissionFromEnv } from '@/lib/server/services/invoice-submissions'
import { settleMovementPaid } from '@/lib/server/services/payments'
import { bearerFor, createTestUser } from '../support/auth'
import { soapBody, startFakeAeat } from '../support/fake-aeat'
import { capturingMailer } from '../support/outbox'
import { setupTestApi } from '../support/test-api'
import { pdfText } from '../support/pdf'
import { haveVerifactuSchemas, validateAgainst, validateSuministro } from '../support/verifactu-schemas'

let aeat: AeatClient
// The API's own worker sends what a request queued before it answers, as the server's does right after.
const api = setupTestApi({ aeat: { submit: (xml) => aeat.submit(xml) } })

let staff: string
let memberId: string
let serial = 0
let fake: Awaited<ReturnType<typeof startFakeAeat>>
/** For records written outside a request. */
let worker: JobWorker
let certDir: string
const modeBefore = process.env.INVOICING_MODE

beforeAll(async () => {
  const staffUser = await createTestUser(api.db, { principals: ['role:staff'] })
  staff = await bearerFor(api.request, staffUser.email, staffUser.password)
  memberId = (await createTestUser(api.db, { principals: ['role:collegiate'], dni: '12345678Z' })).id
  fake = await startFakeAeat()
  // A throwaway certificate, so the client loads one as it would the association's.
  certDir = mkdtempSync(path.join(tmpdir(), 'aeat-cert-'))
  execFileSync('openssl', [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
    ...['-subj', '/CN=Colegio de prueba', '-keyout', path.join(certDir, 'key.pem')],
    ...['-out', path.join(certDir, 'cert.pem')],
  ])
  process.env.INVOICING_MODE = 'verifactu'
  forgetServerEnv()
  const setup = aeatSubmissionFromEnv({
    ...serverEnv(),
    AEAT_ENDPOINT_URL: fake.url,
    AEAT_CERT_PATH: path.join(certDir, 'cert.pem'),
    AEAT_KEY_PATH: path.join(certDir, 'key.pem'),
  })
  if (!setup.sending) throw new Error(setup.reason)
  aeat = setup.client
  worker = createJobWorker({
    db: api.db,
    mailer: capturingMailer(),
    aeat,
    maxAttempts: 5,
    retryBaseMs: 20,
  })
})

afterAll(async () => {
  if (modeBefore === undefined) delete process.env.INVOICING_MODE
  else process.env.INVOICING_MODE = modeBefore
  forgetServerEnv()
  await fake?.close()
  if (certDir) rmSync(certDir, { recursive: true, force: true })
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

/** A paid fee: answers its invoice number, whose alta record is now queued for the AEAT. */
async function payFee(userId = memberId) {
  const [row] = await api.db
    .insert(movements)
    .values({
      user_id: userId,
      transaction_number: `C-1997-${String(++serial).padStart(6, '0')}`,
      date: '2027-01-02',
      type: 'C',
      fee_period: '2027-Q1',
      status: 'not_paid',
      amount_cents: 4500,
      total_cents: 4500,
    })
    .returning()
  await api.db.transaction((tx) => settleMovementPaid(tx, row!.id, new Date()))
  const [paid] = await api.db.select().from(movements).where(eq(movements.id, row!.id))
  return paid!.invoice_number!
}

async function recordsOf(invoiceNumber: string): Promise<AdminInvoiceRecord[]> {
  const response = await call(`/admin/invoice-records?invoice_number=${invoiceNumber}&order=asc`)
  expect(response.status).toBe(200)
  return AdminInvoiceRecordPageSchema.parse(await response.json()).items
}

const jobsFor = async (recordId: string) =>
  (await api.db.select().from(pendingJobs)).filter(
    (job) => job.kind === 'aeat-submission' && (job.payload as { recordId: string }).recordId === recordId,
  )

/** Lets the time the AEAT asked to wait pass, and the jobs waiting for it come due. */
async function waitOver() {
  await api.db.update(aeatSubmissionTurns).set({ not_before: new Date(0) })
  await api.db
    .update(pendingJobs)
    .set({ run_after: new Date() })
    .where(and(eq(pendingJobs.kind, 'aeat-submission'), isNull(pendingJobs.failed_at)))
}

const registrosIn = (posted: string) => posted.match(/<sum:RegistroFactura>/g)?.length ?? 0

describe('submission of invoice records to the AEAT', () => {
  it('queues each record with its submission in the transaction that writes it, and sends it', async () => {
    const invoice = await payFee()
    const [alta] = await recordsOf(invoice)
    expect(alta).toMatchObject({ submission_status: 'pending', submission_attempts: 0 })
    expect(await jobsFor(alta!.id)).toHaveLength(1)

    fake.answer({ answer: 'accepted', csv: 'A-ALTA0000000001' })
    await worker.runDue()
    const [sent] = await recordsOf(invoice)
    expect(sent).toMatchObject({
      submission_status: 'accepted',
      submission_csv: 'A-ALTA0000000001',
      submission_error_code: null,
      submission_attempts: 1,
    })
    expect(sent!.submission_last_attempt_at).not.toBeNull()
    expect(await jobsFor(alta!.id)).toEqual([])
    const posted = soapBody(fake.received.at(-1)!)
    expect(posted).toContain(`<sf:NumSerieFactura>${invoice}</sf:NumSerieFactura>`)
    expect(posted).toContain(`<sf:Huella>${alta!.hash}</sf:Huella>`)
    expect(alta).toMatchObject({
      invoice_type: 'F1',
      recipient_name: 'Test User',
      recipient_tax_id: '12345678Z',
    })
    expect(posted).toContain(
      '<sf:IDDestinatario><sf:NombreRazon>Test User</sf:NombreRazon><sf:NIF>12345678Z</sf:NIF></sf:IDDestinatario>',
    )
    if (haveVerifactuSchemas) expect(() => validateSuministro(posted)).not.toThrow()
  })

  it('names a recipient who registered with a passport by IDOtro, with the country of their nationality', async () => {
    await waitOver()
    const visitor = await createTestUser(api.db, {
      principals: ['role:collegiate'],
      name: 'John',
      surname: 'Smith',
    })
    await api.db.insert(registrationApplications).values({
      user_id: visitor.id,
      kind: 'collegiate',
      tracking_code: `AEAT-${visitor.id.slice(0, 8)}`,
      form: { personal: { document_type: 'passport', document_number: 'P1234567', nationality: 'GB' } },
      email: visitor.email,
      document_number: 'P1234567',
      registration_type: 'student',
    })
    const invoice = await payFee(visitor.id)
    const [alta] = await recordsOf(invoice)
    expect(alta).toMatchObject({
      invoice_type: 'F1',
      recipient_name: 'John Smith',
      recipient_tax_id: null,
      recipient_id_country: 'GB',
      recipient_id_type: '03',
      recipient_id: 'P1234567',
    })
    fake.answer({ answer: 'accepted', csv: 'A-PASS0000000001' })
    await worker.runDue()
    const posted = soapBody(fake.received.at(-1)!)
    expect(posted).toContain(
      '<sf:IDOtro><sf:CodigoPais>GB</sf:CodigoPais><sf:IDType>03</sf:IDType><sf:ID>P1234567</sf:ID></sf:IDOtro>',
    )
    if (haveVerifactuSchemas) expect(() => validateSuministro(posted)).not.toThrow()
  })

  it('issues a simplified invoice, without a recipient, to someone it cannot identify', async () => {
    await waitOver()
    const stranger = await createTestUser(api.db, { principals: ['role:collegiate'] })
    const invoice = await payFee(stranger.id)
    const [alta] = await recordsOf(invoice)
    expect(alta).toMatchObject({ invoice_type: 'F2', recipient_name: null, recipient_tax_id: null })
    fake.answer({ answer: 'accepted', csv: 'A-SIMP0000000001' })
    await worker.runDue()
    const posted = soapBody(fake.received.at(-1)!)
    expect(posted).toContain('<sf:TipoFactura>F2</sf:TipoFactura>')
    expect(posted).not.toContain('Destinatarios')
    if (haveVerifactuSchemas) expect(() => validateSuministro(posted)).not.toThrow()

    // The member's PDF says what it is.
    const [movement] = await api.db.select().from(movements).where(eq(movements.invoice_number, invoice))
    const pdf = await api.request(`/api/public/collegiate-transactions/${movement!.id}/invoice?lang=es`, {
      headers: { Authorization: `Bearer ${await bearerFor(api.request, stranger.email, stranger.password)}` },
    })
    expect(pdf.status).toBe(200)
    expect(await pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain(
      `Factura simplificada ${invoice}`,
    )
  })

  it('keeps a rejection with the AEAT’s error, never sends it again, and staff can list the rejected', async () => {
    await waitOver()
    const invoice = await payFee()
    const [alta] = await recordsOf(invoice)
    fake.answer({
      answer: 'rejected',
      csv: 'A-RECH0000000002',
      code: '1100',
      text: 'Valor o tipo incorrecto del campo: NIF',
    })
    const before = fake.received.length
    await worker.runDue()
    await waitOver()
    await worker.runDue()
    expect(fake.received.length).toBe(before + 1)
    expect(await jobsFor(alta!.id)).toEqual([])
    const [rejected] = await recordsOf(invoice)
    expect(rejected).toMatchObject({
      submission_status: 'rejected',
      submission_error_code: '1100',
      submission_error: 'Valor o tipo incorrecto del campo: NIF',
      submission_attempts: 1,
    })

    const listed = AdminInvoiceRecordPageSchema.parse(
      await (await call('/admin/invoice-records?submission_status=rejected')).json(),
    )
    expect(listed.items.map((record) => record.id)).toEqual([alta!.id])
    expect(listed.total).toBe(1)
    expect((await call('/admin/invoice-records?submission_status=lost')).status).toBe(422)
  })

  it('rejects every record of a submission the AEAT refuses with a fault, and does not send them again', async () => {
    await waitOver()
    const invoices = [await payFee(), await payFee()]
    fake.answer({
      answer: 'fault',
      code: '4102',
      text: 'El XML no cumple el esquema. Falta informar campo obligatorio.: Desglose',
    })
    const before = fake.received.length
    await worker.runDue()
    await waitOver()
    await worker.runDue()
    expect(fake.received.length).toBe(before + 1)
    expect(registrosIn(fake.received.at(-1)!)).toBe(2)
    for (const invoice of invoices) {
      const [alta] = await recordsOf(invoice)
      expect(alta).toMatchObject({
        submission_status: 'rejected',
        submission_error_code: '4102',
        submission_error: 'El XML no cumple el esquema. Falta informar campo obligatorio.: Desglose',
        submission_csv: null,
      })
      expect(await jobsFor(alta!.id)).toEqual([])
    }
  })

  it('sends the waiting records together in chain order and keeps each one’s verdict', async () => {
    await waitOver()
    const [first, second, third] = [await payFee(), await payFee(), await payFee()]
    fake.answer({
      answer: 'accepted',
      csv: 'A-LOTE0000000001',
      lines: {
        [second]: { answer: 'rejected', code: '1105', text: 'El valor del campo ImporteTotal es incorrecto' },
        [third]: {
          answer: 'accepted_with_errors',
          code: '2007',
          text: 'La fecha es anterior a la del registro anterior',
        },
      },
    })
    const before = fake.received.length
    await worker.runDue()
    expect(fake.received.length).toBe(before + 1)
    const posted = soapBody(fake.received.at(-1)!)
    expect(registrosIn(posted)).toBe(3)
    expect(posted.indexOf(first)).toBeLessThan(posted.indexOf(second))
    expect(posted.indexOf(second)).toBeLessThan(posted.indexOf(third))
    if (haveVerifactuSchemas) expect(() => validateSuministro(posted)).not.toThrow()
    expect((await recordsOf(first))[0]).toMatchObject({
      submission_status: 'accepted',
      submission_csv: 'A-LOTE0000000001',
    })
    expect((await recordsOf(second))[0]).toMatchObject({
      submission_status: 'rejected',
      submission_error_code: '1105',
    })
    expect((await recordsOf(third))[0]).toMatchObject({
      submission_status: 'accepted_with_errors',
      submission_error: 'La fecha es anterior a la del registro anterior',
    })
    for (const invoice of [first, second, third])
      expect(await jobsFor((await recordsOf(invoice))[0]!.id)).toEqual([])
  })

  it('waits the TiempoEsperaEnvio the AEAT asked for before sending again, whichever instance sends', async () => {
    await waitOver()
    fake.answer({ answer: 'accepted', csv: 'A-ESPE0000000001', wait: 120 })
    const [sent] = await recordsOf(await payFee())
    await worker.runDue()
    const [turn] = await api.db
      .select()
      .from(aeatSubmissionTurns)
      .where(eq(aeatSubmissionTurns.issuer_tax_id, sent!.issuer_tax_id))
    expect(turn!.not_before.getTime()).toBeGreaterThan(Date.now() + 110_000)
    expect(turn!.leased_until).toBeNull()

    const invoice = await payFee()
    const [alta] = await recordsOf(invoice)
    const before = fake.received.length
    await worker.runDue()
    expect(fake.received.length).toBe(before)
    const [job] = await jobsFor(alta!.id)
    // Put off to the end of the wait, which is not a failed attempt.
    expect(job).toMatchObject({ attempts: 0, last_error: null })
    expect(Math.abs(job!.run_after.getTime() - turn!.not_before.getTime())).toBeLessThan(1000)

    fake.answer({ answer: 'accepted', csv: 'A-ESPE0000000002' })
    await waitOver()
    await worker.runDue()
    expect(fake.received.length).toBe(before + 1)
    expect((await recordsOf(invoice))[0]).toMatchObject({ submission_status: 'accepted' })
  })

  it('sends at most 1,000 records in one submission, the rest in the next once the wait is over', async () => {
    await waitOver()
    // Another issuer's chain, written directly: only the sending is under test.
    const issuer = 'B00000000'
    const hash = (position: number) => position.toString(16).toUpperCase().padStart(64, '0')
    const rows = await api.db
      .insert(invoiceRecords)
      .values(
        Array.from({ length: 1001 }, (_, index) => ({
          issuer_tax_id: issuer,
          position: index + 1,
          kind: 'alta' as const,
          series: 'LOT-2027-',
          invoice_number: `LOT-2027-${String(index + 1).padStart(6, '0')}`,
          invoice_date: '02-01-2027',
          invoice_type: 'F2',
          tax_total: '0.00',
          amount_total: '1.00',
          previous_hash: index ? hash(index) : null,
          generated_at: '2027-01-02T10:00:00+01:00',
          hash: hash(index + 1),
        })),
      )
      .returning({ id: invoiceRecords.id, position: invoiceRecords.position })
    await api.db.insert(invoiceRecordSubmissions).values(rows.map((row) => ({ record_id: row.id })))
    const last = rows.find((row) => row.position === 1001)!
    // Due by the worker's clock: the column's default, the database's now(), has microseconds and could fall
    // after the worker's millisecond.
    await api.db
      .insert(pendingJobs)
      .values({ kind: 'aeat-submission', payload: { recordId: last.id }, run_after: new Date() })

    fake.answer(
      { answer: 'accepted', csv: 'A-MIL00000000001' },
      { answer: 'accepted', csv: 'A-MIL00000000002' },
    )
    const before = fake.received.length
    await worker.runDue()
    expect(fake.received.length).toBe(before + 1)
    const firstBatch = soapBody(fake.received.at(-1)!)
    expect(registrosIn(firstBatch)).toBe(1000)
    expect(firstBatch).toContain('<sf:PrimerRegistro>S</sf:PrimerRegistro>')
    expect(firstBatch).not.toContain('LOT-2027-001001')
    if (haveVerifactuSchemas) expect(() => validateSuministro(firstBatch)).not.toThrow()
    const [job] = await jobsFor(last.id)
    expect(job).toMatchObject({ attempts: 0 })
    expect(job!.run_after.getTime()).toBeGreaterThan(Date.now() + 50_000)

    await waitOver()
    await worker.runDue()
    const secondBatch = soapBody(fake.received.at(-1)!)
    expect(registrosIn(secondBatch)).toBe(1)
    expect(secondBatch).toContain(
      `<sf:NumSerieFactura>LOT-2027-001000</sf:NumSerieFactura><sf:FechaExpedicionFactura>02-01-2027</sf:FechaExpedicionFactura><sf:Huella>${hash(1000)}</sf:Huella>`,
    )
    const accepted = await api.db
      .select()
      .from(invoiceRecordSubmissions)
      .where(eq(invoiceRecordSubmissions.status, 'accepted'))
    expect(accepted.filter((row) => rows.some((record) => record.id === row.record_id))).toHaveLength(1001)
  })

  it('sends again while the service is unavailable, then keeps its acceptance', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await waitOver()
    const invoice = await payFee()
    // The alta first, as the chain has it; then the anulación meets an unavailable service once.
    fake.answer({ answer: 'accepted', csv: 'A-ALTA0000000003' })
    await worker.runDue()
    await waitOver()
    fake.answer({ answer: 'unavailable' }, { answer: 'accepted', csv: 'A-ANUL0000000003' })
    const cancelled = await call('/admin/invoice-cancellations', 'POST', { invoice_number: invoice })
    expect(cancelled.status).toBe(201)
    const anulacion = (await recordsOf(invoice)).find((record) => record.kind === 'anulacion')!
    const submissionOf = async () => (await recordsOf(invoice)).find((record) => record.id === anulacion.id)
    expect(await submissionOf()).toMatchObject({ submission_status: 'pending', submission_attempts: 1 })
    const [job] = await jobsFor(anulacion.id)
    expect(job?.last_error).toContain('Servicio no disponible')
    expect(job!.run_after.getTime()).toBeGreaterThan(Date.now() + 30_000)
    // The issuer's other records hold back meanwhile, rather than each send the batch to a service that is down.
    const [turn] = await api.db
      .select()
      .from(aeatSubmissionTurns)
      .where(eq(aeatSubmissionTurns.issuer_tax_id, anulacion.issuer_tax_id))
    expect(turn!.not_before.getTime()).toBeGreaterThan(Date.now() + 20_000)

    // Its wait over, the worker sends it again.
    await waitOver()
    await worker.runDue()
    expect(await submissionOf()).toMatchObject({
      submission_status: 'accepted',
      submission_csv: 'A-ANUL0000000003',
      submission_attempts: 2,
    })
    const posted = soapBody(fake.received.at(-1)!)
    expect(posted).toContain('<sf:RegistroAnulacion>')
    if (haveVerifactuSchemas) expect(() => validateSuministro(posted)).not.toThrow()
  })

  if (haveVerifactuSchemas)
    it('answers as the AEAT does: the fake’s responses validate against RespuestaSuministro.xsd', async () => {
      const { aeatAnswerBody } = await import('../support/fake-aeat')
      const posted = soapBody(fake.received[0]!)
      expect(() =>
        validateAgainst(
          'RespuestaSuministro.xsd',
          aeatAnswerBody(posted, { answer: 'rejected', csv: 'A-X', code: '1100', text: 'NIF' }),
        ),
      ).not.toThrow()
    })

  it('sends nothing unless the mode is VERI*FACTU and an endpoint and a certificate are set', async () => {
    const env = serverEnv()
    expect(aeatSubmissionFromEnv({ ...env, INVOICING_MODE: 'no_verifactu' })).toMatchObject({
      sending: false,
    })
    expect(aeatSubmissionFromEnv({ ...env, AEAT_ENDPOINT_URL: undefined })).toMatchObject({
      sending: false,
      reason: expect.stringContaining('AEAT_ENDPOINT_URL'),
    })
    expect(
      aeatSubmissionFromEnv({
        ...env,
        AEAT_ENDPOINT_URL: fake.url,
        AEAT_CERT_PATH: path.join(certDir, 'none.p12'),
      }),
    ).toMatchObject({ sending: false, reason: expect.stringContaining('certificate cannot be used') })

    process.env.INVOICING_MODE = 'no_verifactu'
    forgetServerEnv()
    try {
      const invoice = await payFee()
      const [alta] = await recordsOf(invoice)
      expect(alta).toMatchObject({ submission_status: null, submission_attempts: 0 })
      expect(
        await api.db
          .select()
          .from(invoiceRecordSubmissions)
          .where(eq(invoiceRecordSubmissions.record_id, alta!.id)),
      ).toEqual([])
      expect(await jobsFor(alta!.id)).toEqual([])
    } finally {
      process.env.INVOICING_MODE = 'verifactu'
      forgetServerEnv()
    }
  })
})
