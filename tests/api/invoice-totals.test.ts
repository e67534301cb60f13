import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { CardPaymentStartSchema, type PaymentDetail, PaymentDetailSchema } from '@/lib/contract/payments'
import {
  attachments,
  directDebitCharges,
  invoiceRecords,
  movements,
  paymentConfigurations,
  payments,
  sepaMandates,
} from '@/lib/server/db/schema'
import { decodeParameters } from '@/lib/server/integrations/redsys/protocol'
import { createSimulator } from '@/lib/server/integrations/redsys/simulator'
import es from '@/messages/es.json'
import { pdfPlacedQrs, pdfText } from '@/tests/support/pdf'
import { bearerFor, createTestUser } from '../support/auth'
import { setupTestApi } from '../support/test-api'

vi.hoisted(() => {
  process.env.REDSYS_URL = 'http://127.0.0.1:4300/sis/realizarPago'
})

const api = setupTestApi()
const simulator = createSimulator()
const words = es.Movements.invoice

let staff: string
let member: { id: string; token: string }
let serial = 0

beforeAll(async () => {
  const staffUser = await createTestUser(api.db, { principals: ['role:staff'] })
  staff = await bearerFor(api.request, staffUser.email, staffUser.password)
  const user = await createTestUser(api.db, { principals: ['role:collegiate'] })
  member = { id: user.id, token: await bearerFor(api.request, user.email, user.password) }
  const methods = ['card_v2', 'bank_transfer', 'direct_debit_1', 'direct_debit_4'] as const
  await api.db
    .insert(paymentConfigurations)
    .values({ lang: 'es', concept: 'fee', methods: [...methods] })
    .onConflictDoUpdate({
      target: [paymentConfigurations.lang, paymentConfigurations.concept],
      set: { methods: [...methods] },
    })
  const [copy] = await api.db
    .insert(attachments)
    .values({
      user_id: user.id,
      kind: 'sepa_mandate',
      filename: 'mandato.pdf',
      content_type: 'application/pdf',
      size: 10,
      sha256: '0'.repeat(64),
      storage_key: randomUUID(),
    })
    .returning()
  await api.db.insert(sepaMandates).values({
    user_id: user.id,
    reference: 'COL-INV-001',
    iban: 'ES9121000418450200051332',
    status: 'uploaded',
    generated_at: new Date('2026-01-20T09:00:00Z'),
    signed_attachment_id: copy!.id,
    uploaded_at: new Date('2026-02-10T09:00:00Z'),
  })
})

const call = (path: string, token: string, method = 'GET', body?: unknown) =>
  api.request(`/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

/** A €45.00 fee with a 10 % discount, owing the bank's commission of an earlier return when asked. */
async function fee(commissionCents: number) {
  const [row] = await api.db
    .insert(movements)
    .values({
      user_id: member.id,
      transaction_number: `C-1997-${String(++serial).padStart(6, '0')}`,
      date: '2026-01-01',
      type: 'C',
      fee_period: '2026-Q1',
      status: commissionCents > 0 ? 'not_paid' : 'pending',
      amount_cents: 5000,
      discount_percent: 10,
      total_cents: 4500,
      unpaid_commission_cents: commissionCents,
    })
    .returning()
  return row!
}

/** Each way the portal takes a member's money: settles the movement and answers the cents taken. */
const paths: Record<string, (movementId: string) => Promise<number>> = {
  async card(movementId) {
    const response = await call('/public/payments/card', member.token, 'POST', {
      movement_id: movementId,
      type: 'card_v2',
    })
    expect(response.status).toBe(201)
    const start = CardPaymentStartSchema.parse(await response.json())
    const result = simulator.simulate(start.gateway.fields, 'approve')
    if ('error' in result) throw new Error(result.message)
    const fields = result.notification!.fields
    const notified = await api.request('/api/payments/redsys/notification', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields }),
    })
    expect(notified.status).toBe(200)
    return Number(decodeParameters(fields.Ds_MerchantParameters!, { urlEncoded: false })!.Ds_Amount)
  },
  async transfer(movementId) {
    const response = await call('/public/payments/bank-transfer', member.token, 'POST', {
      movement_id: movementId,
    })
    const payment = PaymentDetailSchema.parse(await response.json())
    expect((await call(`/admin/payments/${payment.id}/received`, staff, 'POST', {})).status).toBe(200)
    return payment.amount_cents
  },
  async 'direct debit in 4 charges'(movementId) {
    const response = await call('/public/payments/direct-debit', member.token, 'POST', {
      movement_id: movementId,
      type: 'direct_debit_4',
    })
    expect(response.status).toBe(201)
    const payment = (await response.json()) as PaymentDetail
    const monthly = await api.db
      .select()
      .from(directDebitCharges)
      .where(eq(directDebitCharges.payment_id, payment.id))
      .orderBy(directDebitCharges.due_on)
    // As if the months had passed: the four charges fall due four days apart, all inside one remittance's window.
    const charges = []
    for (const [index, charge] of monthly.entries()) {
      const [moved] = await api.db
        .update(directDebitCharges)
        .set({ due_on: new Date(Date.now() + index * 4 * 86_400_000).toISOString().slice(0, 10) })
        .where(eq(directDebitCharges.id, charge.id))
        .returning()
      charges.push(moved!)
    }
    const lastDue = charges[charges.length - 1]!.due_on
    expect((await call('/admin/remittances', staff, 'POST', { due_on: lastDue })).status).toBe(201)
    for (const charge of charges)
      expect(
        (await call(`/admin/direct-debit-charges/${charge.id}/collected`, staff, 'POST', {})).status,
      ).toBe(200)
    return charges.reduce((sum, charge) => sum + charge.amount_cents, 0)
  },
}

const cents = (text: string) => Math.round(Number(text.replace(/[^\d,-]/g, '').replace(',', '.')) * 100)

/** The invoice's lines (between the column heading and the taxable base) summed, and its printed totals. */
async function invoiceOf(movementId: string) {
  const response = await call(`/public/collegiate-transactions/${movementId}/invoice?lang=es`, member.token)
  expect(response.status).toBe(200)
  const bytes = new Uint8Array(await response.arrayBuffer())
  const text = (await pdfText(bytes)).split('\n')
  const aeatQr = (await pdfPlacedQrs(bytes)).find((qr) => qr.text.includes('agenciatributaria'))
  const lines = text.slice(text.indexOf(words.description) + 1, text.indexOf(words.base))
  const amounts = lines.filter((entry) => /^-?[\d.]+,\d\d\D*$/.test(entry))
  return {
    text: text.join('\n'),
    notSubjectCents: text.includes(words.notSubject) ? cents(text[text.indexOf(words.notSubject) + 1]!) : 0,
    linesCents: amounts.reduce((sum, amount) => sum + cents(amount), 0),
    totalCents: cents(text[text.indexOf(words.total) + 1]!),
    aeatQr: aeatQr && Object.fromEntries(new URL(aeatQr.text).searchParams),
  }
}

describe('every euro taken is on the invoice', () => {
  for (const [name, pay] of Object.entries(paths)) {
    for (const commission of [0, 350]) {
      it(`${name}, ${commission ? 'with' : 'without'} a return commission`, async () => {
        const movement = await fee(commission)
        const taken = await pay(movement.id)
        expect(taken).toBe(4500 + commission)
        const [paid] = await api.db.select().from(payments).where(eq(payments.movement_id, movement.id))
        expect(paid).toMatchObject({ status: 'paid' })
        const invoice = await invoiceOf(movement.id)
        expect(invoice.linesCents).toBe(taken)
        expect(invoice.totalCents).toBe(taken)
        expect(invoice.text.includes(words.commission)).toBe(commission > 0)
        expect(invoice.notSubjectCents).toBe(commission)
        // Its registro de alta and the AEAT QR printed on it say the same, and the amount taken.
        const [movementRow] = await api.db.select().from(movements).where(eq(movements.id, movement.id))
        const [record] = await api.db
          .select()
          .from(invoiceRecords)
          .where(eq(invoiceRecords.invoice_number, movementRow!.invoice_number!))
        expect(record).toMatchObject({ kind: 'alta', amount_total: (taken / 100).toFixed(2) })
        expect(invoice.aeatQr).toEqual({
          nif: record!.issuer_tax_id,
          numserie: record!.invoice_number,
          fecha: record!.invoice_date,
          importe: record!.amount_total,
        })
      })
    }
  }
})
