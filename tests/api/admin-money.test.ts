import { randomUUID } from 'node:crypto'
import { XmlDocument } from 'libxml2-wasm'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type {
  AdminDirectDebitCharge,
  AdminMandate,
  AdminMovementDetail,
  AdminPaymentDetail,
  AdminRemittanceDetail,
} from '@/lib/contract/admin-money'
import {
  attachments,
  directDebitCharges,
  memberProfiles,
  movements,
  paymentNotifications,
  payments,
  sepaMandates,
  staffActions,
} from '@/lib/server/db/schema'
import { seedDemoDocuments } from '@/lib/server/db/seed/documents'
import { createLocalFileStorage } from '@/lib/server/integrations/file-storage'
import { bearerFor, createTestUser } from '../support/auth'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()
const ns = { p: 'urn:iso:std:iso:20022:tech:xsd:pain.008.001.08' }

let staff: { Authorization: string }
let staffEmail: string
let collegiate: { Authorization: string }
let lastNumber = 700000

beforeAll(async () => {
  const user = await createTestUser(api.db, { principals: ['role:staff'], name: 'Itziar', surname: 'Sola' })
  staffEmail = user.email
  staff = { Authorization: `Bearer ${await bearerFor(api.request, user.email, user.password)}` }
  const member = await createTestUser(api.db)
  collegiate = { Authorization: `Bearer ${await bearerFor(api.request, member.email, member.password)}` }
})

type MandateStatus = 'generated' | 'uploaded' | 'validated' | 'revoked'

/** A member with a mandate (and, unless generated, its signed copy). */
async function debtor(name: string, surname: string, iban: string, status: MandateStatus = 'uploaded') {
  const user = await createTestUser(api.db, { name, surname })
  const [copy] =
    status === 'generated'
      ? []
      : await api.db
          .insert(attachments)
          .values({
            user_id: user.id,
            kind: 'sepa_mandate',
            filename: 'mandato firmado.pdf',
            content_type: 'application/pdf',
            size: 10,
            sha256: '0'.repeat(64),
            storage_key: randomUUID(),
          })
          .returning()
  const [mandate] = await api.db
    .insert(sepaMandates)
    .values({
      user_id: user.id,
      reference: `COL-A${++lastNumber}-001`,
      iban,
      status,
      generated_at: new Date('2026-01-20T09:00:00Z'),
      signed_attachment_id: copy?.id ?? null,
      uploaded_at: status === 'generated' ? null : new Date('2026-02-10T09:00:00Z'),
    })
    .returning()
  return { user, mandate: mandate! }
}

/** A pending fee paid by direct debit in `dues.length` charges. */
async function debit(who: Awaited<ReturnType<typeof debtor>>, dues: Array<{ on: string; cents: number }>) {
  const total = dues.reduce((sum, due) => sum + due.cents, 0)
  const [movement] = await api.db
    .insert(movements)
    .values({
      user_id: who.user.id,
      transaction_number: `C-2026-${++lastNumber}`,
      date: '2026-01-15',
      type: 'C',
      fee_period: '2026-Q1',
      amount_cents: total,
      total_cents: total,
    })
    .returning()
  const type = ({ 1: 'direct_debit_1', 2: 'direct_debit_2', 4: 'direct_debit_4' } as const)[
    dues.length as 1 | 2 | 4
  ]
  const [payment] = await api.db
    .insert(payments)
    .values({
      user_id: who.user.id,
      movement_id: movement!.id,
      type,
      amount_cents: total,
      mandate_id: who.mandate.id,
    })
    .returning()
  const charges = await api.db
    .insert(directDebitCharges)
    .values(
      dues.map((due, index) => ({
        payment_id: payment!.id,
        sequence: index + 1,
        amount_cents: due.cents,
        due_on: due.on,
      })),
    )
    .returning()
  return { movement: movement!, payment: payment!, charges }
}

const send = (path: string, method = 'GET', body?: unknown, headers = staff) =>
  api.request(`/api/admin${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

async function expectCode(response: Response, status: number, code: string) {
  expect(response.status).toBe(status)
  expect(await response.json()).toEqual({ detail: code })
}

const exportUpTo = (due_on: string) => send('/remittances', 'POST', { due_on })

async function logOf(entity: string, entityId: string) {
  return api.db
    .select()
    .from(staffActions)
    .where(and(eq(staffActions.entity, entity), eq(staffActions.entity_id, entityId)))
}

const text = (doc: XmlDocument, xpath: string) => doc.eval(`string(${xpath})`, ns) as string

describe('remittance export', () => {
  let remittance: AdminRemittanceDetail
  let ana: Awaited<ReturnType<typeof debtor>>
  let jon: Awaited<ReturnType<typeof debtor>>
  let anaFee: Awaited<ReturnType<typeof debit>>
  let jonFee: Awaited<ReturnType<typeof debit>>

  beforeAll(async () => {
    ana = await debtor('Ana', 'Núñez', 'ES9121000418450200051332', 'validated')
    jon = await debtor('Jon', 'Etxeberria', 'ES7921000813610123456789')
    const unsigned = await debtor('Eva', 'Sin Firma', 'ES6621000418401234567891', 'generated')
    anaFee = await debit(ana, [
      { on: '2026-01-05', cents: 6050 },
      { on: '2026-07-05', cents: 6050 },
    ])
    jonFee = await debit(jon, [{ on: '2026-01-10', cents: 4500 }])
    await debit(unsigned, [{ on: '2026-01-05', cents: 1000 }])
  })

  it('presents the pending charges due by the day, records the file and marks its charges, logged', async () => {
    const response = await exportUpTo('2026-01-31')
    expect(response.status).toBe(201)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    remittance = (await response.json()) as AdminRemittanceDetail
    expect(remittance).toMatchObject({
      due_on: '2026-01-31',
      number_of_transactions: 2,
      control_sum_cents: 6050 + 4500,
      status: 'live',
      withdrawn_at: null,
      created_by_email: staffEmail,
    })
    expect(remittance.charges.map((charge) => [charge.transaction_number, charge.sequence])).toEqual(
      [
        [anaFee.movement.transaction_number, 1],
        [jonFee.movement.transaction_number, 1],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    )
    expect(
      remittance.charges.every((charge) => charge.presented && charge.remittance_id === remittance.id),
    ).toBe(true)
    const marked = await api.db
      .select({ remittance_id: directDebitCharges.remittance_id })
      .from(directDebitCharges)
      .where(eq(directDebitCharges.payment_id, anaFee.payment.id))
    expect(marked.map((row) => row.remittance_id).sort()).toEqual([null, remittance.id].sort())

    const log = await logOf('remittance', remittance.id)
    expect(log).toHaveLength(1)
    expect(log[0]).toMatchObject({
      action: 'exported',
      actor_email: staffEmail,
      details: { message_id: remittance.message_id, count: 2, amount: '105.50', due_on: '2026-01-31' },
    })
    const history = await send(`/staff-actions?entity=remittance&entity_id=${remittance.id}`)
    expect(((await history.json()) as Array<{ action: string }>).map((row) => row.action)).toEqual([
      'exported',
    ])
  })

  it('serves the file as a pain.008.001.08 download with the right counts, sum, accounts and mandates', async () => {
    const response = await send(`/remittances/${remittance.id}/file`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/)
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="remesa-${remittance.message_id}\\.xml"`),
    )
    const xml = await response.text()
    const doc = XmlDocument.fromString(xml)
    try {
      expect(doc.root.namespaceUri).toBe(ns.p)
      expect(doc.root.name).toBe('Document')
      expect(text(doc, '//p:GrpHdr/p:MsgId')).toBe(remittance.message_id)
      expect(text(doc, '//p:GrpHdr/p:NbOfTxs')).toBe('2')
      expect(text(doc, '//p:GrpHdr/p:CtrlSum')).toBe('105.50')
      expect(doc.eval('count(//p:DrctDbtTxInf)', ns)).toBe(2)
      // Each PmtInf's own count and sum add up to the header's.
      const infos = doc.find('//p:PmtInf', ns)
      const counts = infos.map((info) => Number(info.eval('string(p:NbOfTxs)', ns)))
      const sums = infos.map((info) => Math.round(Number(info.eval('string(p:CtrlSum)', ns)) * 100))
      expect(counts.reduce((a, b) => a + b, 0)).toBe(2)
      expect(sums.reduce((a, b) => a + b, 0)).toBe(10550)
      for (const info of infos) {
        expect(info.eval('string(p:PmtTpInf/p:SeqTp)', ns)).toBe('FRST')
        expect(info.eval('string(p:PmtTpInf/p:LclInstrm/p:Cd)', ns)).toBe('CORE')
        expect(info.eval('string(p:CdtrAcct/p:Id/p:IBAN)', ns)).toMatch(/^ES\d{22}$/)
      }
      const transactions = doc.find('//p:DrctDbtTxInf', ns).map((transaction) => ({
        endToEnd: transaction.eval('string(p:PmtId/p:EndToEndId)', ns),
        amount: transaction.eval('string(p:InstdAmt)', ns),
        mandate: transaction.eval('string(p:DrctDbtTx/p:MndtRltdInf/p:MndtId)', ns),
        iban: transaction.eval('string(p:DbtrAcct/p:Id/p:IBAN)', ns),
      }))
      expect(transactions).toEqual(
        expect.arrayContaining([
          {
            endToEnd: `${anaFee.movement.transaction_number}-1`,
            amount: '60.50',
            mandate: ana.mandate.reference,
            iban: 'ES9121000418450200051332',
          },
          {
            endToEnd: `${jonFee.movement.transaction_number}-1`,
            amount: '45.00',
            mandate: jon.mandate.reference,
            iban: 'ES7921000813610123456789',
          },
        ]),
      )
    } finally {
      doc.dispose()
    }
  })

  it('has nothing to present a second time, lists and shows the file', async () => {
    await expectCode(await exportUpTo('2026-01-31'), 409, 'REMITTANCE_NOTHING_TO_PRESENT')
    const list = await send('/remittances?status=live')
    const page = (await list.json()) as { items: Array<{ id: string }>; total: number }
    expect(page.items.map((item) => item.id)).toContain(remittance.id)
    const shown = await send(`/remittances/${remittance.id}`)
    expect(((await shown.json()) as AdminRemittanceDetail).charges).toHaveLength(2)
    const charges = await send(`/direct-debit-charges?remittance_id=${remittance.id}`)
    expect(((await charges.json()) as { total: number }).total).toBe(2)
  })

  it('a later charge of a mandate already presented goes as RCUR', async () => {
    const response = await exportUpTo('2026-07-31')
    expect(response.status).toBe(201)
    const later = (await response.json()) as AdminRemittanceDetail
    expect(later.charges.map((charge) => [charge.transaction_number, charge.sequence])).toEqual([
      [anaFee.movement.transaction_number, 2],
    ])
    const xml = await (await send(`/remittances/${later.id}/file`)).text()
    const doc = XmlDocument.fromString(xml)
    try {
      expect(text(doc, '//p:PmtInf/p:PmtTpInf/p:SeqTp')).toBe('RCUR')
      expect(text(doc, '//p:GrpHdr/p:NbOfTxs')).toBe('1')
    } finally {
      doc.dispose()
    }
  })

  it('withdrawing a file lets its charges be presented again, once', async () => {
    const mikel = await debtor('Mikel', 'Arana', 'ES1000492352082414205416')
    const fee = await debit(mikel, [{ on: '2026-08-01', cents: 3000 }])
    const first = (await (await exportUpTo('2026-08-31')).json()) as AdminRemittanceDetail
    expect(first.charges.map((charge) => charge.id)).toEqual([fee.charges[0]!.id])

    const withdrawn = await send(`/remittances/${first.id}/withdraw`, 'POST')
    expect(withdrawn.status).toBe(200)
    expect(await withdrawn.json()).toMatchObject({ status: 'withdrawn', withdrawn_at: expect.any(String) })
    expect((await logOf('remittance', first.id)).map((row) => row.action).sort()).toEqual([
      'exported',
      'withdrawn',
    ])
    await expectCode(await send(`/remittances/${first.id}/withdraw`, 'POST'), 409, 'REMITTANCE_WITHDRAWN')

    const again = (await (await exportUpTo('2026-08-31')).json()) as AdminRemittanceDetail
    expect(again.charges.map((charge) => charge.id)).toEqual([fee.charges[0]!.id])
    // Still the first charge of the mandate: the withdrawn file presented nothing.
    const doc = XmlDocument.fromString(await (await send(`/remittances/${again.id}/file`)).text())
    try {
      expect(text(doc, '//p:PmtInf/p:PmtTpInf/p:SeqTp')).toBe('FRST')
    } finally {
      doc.dispose()
    }
    await expectCode(await exportUpTo('2026-08-31'), 409, 'REMITTANCE_NOTHING_TO_PRESENT')
  })

  it('two exports at once never present a charge twice', async () => {
    const people = await Promise.all(
      ['Uno', 'Dos', 'Tres'].map((name, index) =>
        debtor(
          name,
          'Concurrente',
          ['ES9121000418450200051332', 'ES7921000813610123456789', 'ES6621000418401234567891'][index]!,
        ),
      ),
    )
    const fees = []
    for (const person of people) fees.push(await debit(person, [{ on: '2026-09-01', cents: 2000 }]))
    const responses = await Promise.all([exportUpTo('2026-09-30'), exportUpTo('2026-09-30')])
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses).toEqual([201, 409])
    const presented = await api.db
      .select({ remittance_id: directDebitCharges.remittance_id })
      .from(directDebitCharges)
      .where(eq(directDebitCharges.due_on, '2026-09-01'))
    expect(new Set(presented.map((row) => row.remittance_id)).size).toBe(1)
    expect(presented.every((row) => row.remittance_id !== null)).toBe(true)
  })

  it('refuses a bad day, an unknown file and other roles', async () => {
    expect((await exportUpTo('31/01/2026')).status).toBe(422)
    expect((await send('/remittances', 'POST', {})).status).toBe(422)
    await expectCode(
      await send('/remittances/00000000-0000-4000-8000-000000000000'),
      404,
      'REMITTANCE_NOT_FOUND',
    )
    await expectCode(
      await send('/remittances/00000000-0000-4000-8000-000000000000/file'),
      404,
      'REMITTANCE_NOT_FOUND',
    )
    expect((await send('/remittances/not-a-uuid')).status).toBe(422)
    expect((await send('/remittances', 'GET', undefined, collegiate)).status).toBe(403)
    expect((await api.request('/api/admin/remittances')).status).toBe(401)
  })
})

describe('what the bank did with each charge', () => {
  let fee: Awaited<ReturnType<typeof debit>>
  let single: Awaited<ReturnType<typeof debit>>
  let remittance: AdminRemittanceDetail

  beforeAll(async () => {
    const who = await debtor('Leire', 'Cobro', 'ES9121000418450200051332')
    const other = await debtor('Pau', 'Devuelto', 'ES7921000813610123456789')
    // Overdue, both would go on the first day the bank can collect; the second waits for a later file.
    const nextWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
    fee = await debit(who, [
      { on: '2026-10-01', cents: 5000 },
      { on: '2026-10-02', cents: 5000 },
    ])
    single = await debit(other, [{ on: '2026-10-01', cents: 4500 }])
    remittance = (await (await exportUpTo('2026-10-31')).json()) as AdminRemittanceDetail
    expect(remittance.number_of_transactions).toBe(2)
    expect(remittance.excluded).toEqual([
      expect.objectContaining({
        charge_id: fee.charges[1]!.id,
        member_name: 'Leire Cobro',
        reason: 'same_date_as_first',
      }),
    ])
    await api.db
      .update(directDebitCharges)
      .set({ due_on: nextWeek })
      .where(eq(directDebitCharges.id, fee.charges[1]!.id))
    const later = (await (await exportUpTo(nextWeek)).json()) as AdminRemittanceDetail
    expect(later.charges.map((charge) => charge.id)).toEqual([fee.charges[1]!.id])
    expect(later.excluded).toEqual([])
  })

  const movementOf = async (id: string) =>
    (await api.db.select().from(movements).where(eq(movements.id, id)))[0]!
  const paymentOf = async (id: string) =>
    (await api.db.select().from(payments).where(eq(payments.id, id)))[0]!

  it('a remittance with outcomes cannot be withdrawn; the last charge collected settles the movement', async () => {
    const [first, second] = fee.charges
    const collected = await send(`/direct-debit-charges/${first!.id}/collected`, 'POST', {
      collected_on: '2026-10-03',
    })
    expect(collected.status).toBe(200)
    expect(await collected.json()).toMatchObject({ status: 'collected', collected_on: '2026-10-03' })
    expect(await movementOf(fee.movement.id)).toMatchObject({ status: 'pending', invoice_number: null })
    await expectCode(
      await send(`/remittances/${remittance.id}/withdraw`, 'POST'),
      409,
      'REMITTANCE_HAS_OUTCOMES',
    )

    expect((await send(`/direct-debit-charges/${second!.id}/collected`, 'POST', {})).status).toBe(200)
    expect(await paymentOf(fee.payment.id)).toMatchObject({ status: 'paid', needs_review: false })
    expect(await movementOf(fee.movement.id)).toMatchObject({
      status: 'paid',
      invoice_number: expect.stringMatching(/^FAC-\d{4}-\d{6}$/),
    })
    await expectCode(
      await send(`/direct-debit-charges/${second!.id}/collected`, 'POST', {}),
      409,
      'DIRECT_DEBIT_CHARGE_CLOSED',
    )
    const log = await logOf('direct_debit_charge', second!.id)
    expect(log).toMatchObject([{ action: 'collected', details: { movement_settled: true, sequence: 2 } }])
  })

  it('a returned debit leaves the movement not paid, owing the bank’s commission, payable again', async () => {
    const [charge] = single.charges
    const returned = await send(`/direct-debit-charges/${charge!.id}/returned`, 'POST', {
      commission_cents: 350,
      reason: 'AM04',
    })
    expect(returned.status).toBe(200)
    expect(await returned.json()).toMatchObject({ status: 'returned', payment_status: 'not_paid' })
    expect(await paymentOf(single.payment.id)).toMatchObject({ status: 'not_paid', needs_review: false })
    expect(await movementOf(single.movement.id)).toMatchObject({
      status: 'not_paid',
      unpaid_commission_cents: 350,
    })
    await expectCode(
      await send(`/direct-debit-charges/${charge!.id}/returned`, 'POST', {}),
      409,
      'DIRECT_DEBIT_CHARGE_CLOSED',
    )
    expect(await logOf('direct_debit_charge', charge!.id)).toMatchObject([
      { action: 'returned', details: { commission: '3.50', reason: 'AM04' } },
    ])

    const list = await send('/direct-debit-charges?status=returned')
    const page = (await list.json()) as { items: AdminDirectDebitCharge[]; total: number }
    expect(page.items.map((item) => item.id)).toContain(charge!.id)
    expect(page.items.every((item) => item.status === 'returned')).toBe(true)
  })

  it('refuses charges not presented, unknown ones and bad bodies', async () => {
    const who = await debtor('Nora', 'Sin Remesa', 'ES6621000418401234567891')
    const waiting = await debit(who, [{ on: '2027-05-01', cents: 1200 }])
    await expectCode(
      await send(`/direct-debit-charges/${waiting.charges[0]!.id}/collected`, 'POST', {}),
      409,
      'DIRECT_DEBIT_CHARGE_NOT_PRESENTED',
    )
    await expectCode(
      await send(`/direct-debit-charges/${waiting.charges[0]!.id}/returned`, 'POST', {}),
      409,
      'DIRECT_DEBIT_CHARGE_NOT_PRESENTED',
    )
    await expectCode(
      await send('/direct-debit-charges/00000000-0000-4000-8000-000000000000/collected', 'POST', {}),
      404,
      'DIRECT_DEBIT_CHARGE_NOT_FOUND',
    )
    expect(
      (
        await send(`/direct-debit-charges/${waiting.charges[0]!.id}/returned`, 'POST', {
          commission_cents: -1,
        })
      ).status,
    ).toBe(422)
    expect(
      (
        await send(`/direct-debit-charges/${waiting.charges[0]!.id}/collected`, 'POST', {
          collected_on: 'ayer',
        })
      ).status,
    ).toBe(422)
  })
})

describe('SEPA mandates', () => {
  let uploaded: Awaited<ReturnType<typeof debtor>>
  let generated: Awaited<ReturnType<typeof debtor>>

  beforeAll(async () => {
    uploaded = await debtor('Amaia', 'Zubiri Validada', 'ES9121000418450200051332')
    generated = await debtor('Oier', 'Zubiri Generada', 'ES7921000813610123456789', 'generated')
  })

  it('lists them by status and finds them by member name or reference', async () => {
    const list = await send('/sepa-mandates?status=uploaded&q=zubiri')
    const page = (await list.json()) as { items: AdminMandate[]; total: number }
    expect(page.items.map((item) => item.reference)).toEqual([uploaded.mandate.reference])
    expect(page.items[0]).toMatchObject({
      member_name: 'Amaia Zubiri Validada',
      signed_copy_id: uploaded.mandate.signed_attachment_id,
      signed_copy_filename: 'mandato firmado.pdf',
    })
    const byReference = await send(`/sepa-mandates?q=${generated.mandate.reference}`)
    expect(((await byReference.json()) as { total: number }).total).toBe(1)
    const both = await send('/sepa-mandates?q=zubiri&status=uploaded&status=generated')
    expect(((await both.json()) as { total: number }).total).toBe(2)
  })

  it('validates an uploaded mandate with its date of signature, logged; a second time changes nothing', async () => {
    await expectCode(
      await send(`/sepa-mandates/${uploaded.mandate.id}/validate`, 'POST', { signed_on: '2099-01-01' }),
      422,
      'SEPA_SIGNATURE_DATE_INVALID',
    )
    await expectCode(
      await send(`/sepa-mandates/${uploaded.mandate.id}/validate`, 'POST', { signed_on: '2025-01-01' }),
      422,
      'SEPA_SIGNATURE_DATE_INVALID',
    )
    const validated = await send(`/sepa-mandates/${uploaded.mandate.id}/validate`, 'POST', {
      signed_on: '2026-02-01',
    })
    expect(validated.status).toBe(200)
    expect(await validated.json()).toMatchObject({
      status: 'validated',
      signed_on: '2026-02-01',
      validated_at: expect.any(String),
    })
    expect(
      (await send(`/sepa-mandates/${uploaded.mandate.id}/validate`, 'POST', { signed_on: '2026-02-01' }))
        .status,
    ).toBe(200)
    expect(await logOf('mandate', uploaded.mandate.id)).toMatchObject([
      { action: 'validated', details: { signed_on: '2026-02-01', reference: uploaded.mandate.reference } },
    ])
  })

  it('refuses a mandate without its signed copy, an unknown one and a missing date', async () => {
    await expectCode(
      await send(`/sepa-mandates/${generated.mandate.id}/validate`, 'POST', { signed_on: '2026-02-01' }),
      409,
      'SEPA_MANDATE_NOT_SIGNED',
    )
    await expectCode(
      await send('/sepa-mandates/00000000-0000-4000-8000-000000000000'),
      404,
      'SEPA_MANDATE_NOT_FOUND',
    )
    expect((await send(`/sepa-mandates/${uploaded.mandate.id}/validate`, 'POST', {})).status).toBe(422)
    expect((await logOf('mandate', generated.mandate.id)).length).toBe(0)
  })
})

describe('movements and payments', () => {
  let member: Awaited<ReturnType<typeof createTestUser>>
  let fee: typeof movements.$inferSelect
  let transfer: typeof payments.$inferSelect
  let card: typeof payments.$inferSelect

  beforeAll(async () => {
    member = await createTestUser(api.db, { name: 'Begoña', surname: 'Transferencia' })
    await api.db.insert(memberProfiles).values({ user_id: member.id, iban: 'ES9121000418450200051332' })
    const [row] = await api.db
      .insert(movements)
      .values({
        user_id: member.id,
        transaction_number: `C-2026-${++lastNumber}`,
        date: '2026-04-01',
        type: 'C',
        fee_period: '2026-Q2',
        amount_cents: 4500,
        total_cents: 4500,
      })
      .returning()
    fee = row!
    const [transferRow] = await api.db
      .insert(payments)
      .values({
        user_id: member.id,
        movement_id: fee.id,
        type: 'bank_transfer',
        amount_cents: 4500,
        transfer_reference: `TRF-2026-${lastNumber}`,
      })
      .returning()
    const [cardRow] = await api.db
      .insert(payments)
      .values({
        user_id: member.id,
        movement_id: fee.id,
        type: 'card_v2',
        status: 'not_paid',
        amount_cents: 4500,
        gateway_order: `2026${String(lastNumber).padStart(8, '0')}`,
        expires_at: new Date('2026-04-01T10:10:00Z'),
        needs_review: true,
      })
      .returning()
    transfer = transferRow!
    card = cardRow!
    await api.db.insert(paymentNotifications).values({
      payment_id: card!.id,
      gateway_order: card!.gateway_order,
      signature_version: 'HMAC_SHA512_V2',
      signature_valid: true,
      response_code: '0000',
      outcome: 'applied: paid after it was not_paid',
    })
  })

  it('lists one member’s movements (the member page’s link) and finds them by number or name', async () => {
    const mine = await send(`/movements?user_id=${member.id}`)
    const page = (await mine.json()) as { items: Array<{ id: string; member_name: string }>; total: number }
    expect(page).toMatchObject({ total: 1, items: [{ id: fee.id, member_name: 'Begoña Transferencia' }] })
    expect(
      ((await (await send(`/movements?q=${fee.transaction_number}`)).json()) as { total: number }).total,
    ).toBe(1)
    expect(((await (await send('/movements?q=begona')).json()) as { total: number }).total).toBe(1)
    expect(
      ((await (await send(`/movements?user_id=${member.id}&status=paid`)).json()) as { total: number }).total,
    ).toBe(0)
    expect(
      ((await (await send(`/movements?user_id=${member.id}&type=F`)).json()) as { total: number }).total,
    ).toBe(0)
    expect(
      (
        (await (
          await send(`/movements?user_id=${member.id}&date_from=2026-04-01&date_to=2026-04-30`)
        ).json()) as {
          total: number
        }
      ).total,
    ).toBe(1)
    const detail = (await (await send(`/movements/${fee.id}`)).json()) as AdminMovementDetail
    expect(detail.payments.map((payment) => payment.id).sort()).toEqual([transfer.id, card.id].sort())
    await expectCode(await send('/movements/00000000-0000-4000-8000-000000000000'), 404, 'MOVEMENT_NOT_FOUND')
    expect((await send('/movements?status=owed')).status).toBe(422)
  })

  it('lists the payments to review, with the gateway’s notifications', async () => {
    const flagged = await send(`/payments?needs_review=true&user_id=${member.id}`)
    expect(((await flagged.json()) as { items: Array<{ id: string }> }).items.map((item) => item.id)).toEqual(
      [card.id],
    )
    const detail = (await (await send(`/payments/${card.id}`)).json()) as AdminPaymentDetail
    expect(detail.notifications).toMatchObject([
      { response_code: '0000', signature_valid: true, outcome: 'applied: paid after it was not_paid' },
    ])
    const byReference = await send(`/payments?q=${transfer.transfer_reference}`)
    expect(((await byReference.json()) as { total: number }).total).toBe(1)

    expect((await send(`/payments/${card.id}/reviewed`, 'POST')).status).toBe(200)
    await expectCode(await send(`/payments/${card.id}/reviewed`, 'POST'), 409, 'PAYMENT_NOT_FLAGGED')
    expect(await logOf('payment', card.id)).toMatchObject([{ action: 'reviewed' }])
  })

  it('marks a bank transfer received: the movement is paid with its invoice, logged', async () => {
    await expectCode(
      await send(`/payments/${card.id}/received`, 'POST', {}),
      409,
      'PAYMENT_NOT_PENDING_TRANSFER',
    )
    const received = await send(`/payments/${transfer.id}/received`, 'POST', { received_on: '2026-04-03' })
    expect(received.status).toBe(200)
    expect(await received.json()).toMatchObject({ status: 'paid', needs_review: false })
    const [movement] = await api.db.select().from(movements).where(eq(movements.id, fee.id))
    expect(movement).toMatchObject({ status: 'paid', invoice_number: expect.stringMatching(/^FAC-/) })
    await expectCode(
      await send(`/payments/${transfer.id}/received`, 'POST', {}),
      409,
      'PAYMENT_NOT_PENDING_TRANSFER',
    )
    expect(await logOf('payment', transfer.id)).toMatchObject([
      { action: 'transfer_received', details: { received_on: '2026-04-03', movement_settled: true } },
    ])
    await expectCode(
      await send('/payments/00000000-0000-4000-8000-000000000000/received', 'POST', {}),
      404,
      'PAYMENT_NOT_FOUND',
    )
  })
})

describe('the demo seed', () => {
  it('gives staff a pending direct debit under an uploaded mandate to export, once', async () => {
    const storage = createLocalFileStorage(api.uploadsDir)
    await seedDemoDocuments(api.db, storage)
    await seedDemoDocuments(api.db, storage)
    const mandates = (await (await send('/sepa-mandates?q=M-DEMO-ARANA-001')).json()) as {
      items: AdminMandate[]
    }
    expect(mandates.items).toMatchObject([
      { reference: 'M-DEMO-ARANA-001', status: 'uploaded', signed_copy_id: expect.any(String) },
    ])
    const charges = (await (
      await send(`/direct-debit-charges?user_id=${mandates.items[0]!.user_id}`)
    ).json()) as {
      items: AdminDirectDebitCharge[]
    }
    expect(charges.items).toMatchObject([{ status: 'pending', presented: false, amount_cents: 4500 }])
  })
})
