import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { MovementPageSchema } from '@/lib/contract/movements'
import { PaymentConfigurationSchema, PaymentDetailSchema } from '@/lib/contract/payments'
import {
  directDebitCharges,
  movements,
  paymentConfigurations,
  payments,
  sepaMandates,
  users,
} from '@/lib/server/db/schema'
import { directDebitSchedule, settleMovementPaid } from '@/lib/server/services/payments'
import { bearerFor, createTestUser } from '../support/auth'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()

let serial = 0
/** A member with one pending fee of `amount` cents, signed in. */
async function memberOwing(
  amount = 4500,
  role = 'collegiate',
  fields: Partial<typeof movements.$inferInsert> = {},
) {
  const user = await createTestUser(api.db, { principals: [`role:${role}`] })
  const token = await bearerFor(api.request, user.email, user.password)
  const [movement] = await api.db
    .insert(movements)
    .values({
      user_id: user.id,
      transaction_number: `C-1998-${String(++serial).padStart(6, '0')}`,
      date: '2026-01-01',
      due_date: '2026-01-31',
      type: 'C',
      amount_cents: amount,
      total_cents: amount,
      ...fields,
    })
    .returning()
  return { user, token, movement: movement! }
}

const send = (path: string, token: string | null, body?: unknown) =>
  api.request(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

const transfer = (token: string | null, movementId: string) =>
  send('/api/public/payments/bank-transfer', token, { movement_id: movementId, lang: 'es' })
const debit = (token: string, movementId: string, type = 'direct_debit_4') =>
  send('/api/public/payments/direct-debit', token, { movement_id: movementId, type, lang: 'es' })

async function giveMandate(userId: string) {
  await api.db.insert(sepaMandates).values({
    user_id: userId,
    reference: `TEST-${userId.slice(0, 8)}`,
    iban: 'ES9121000418450200051332',
  })
}

describe('GET /api/public/payment-configuration/{lang}', () => {
  it('answers the methods per concept of the language, without card methods while no terminal is configured', async () => {
    const response = await send('/api/public/payment-configuration/ca', null)
    expect(response.status).toBe(200)
    const configuration = PaymentConfigurationSchema.parse(await response.json())
    expect(configuration.lang).toBe('ca')
    expect(configuration.methods.fee).toEqual([
      'direct_debit_1',
      'direct_debit_2',
      'direct_debit_4',
      'bank_transfer',
    ])
    expect(configuration.methods.course).toEqual(['bank_transfer'])
    expect((await send('/api/public/payment-configuration/fr', null)).status).toBe(422)
  })

  it('falls back to Spanish for a language staff have not configured', async () => {
    await api.db.delete(paymentConfigurations).where(eq(paymentConfigurations.lang, 'eu'))
    await api.db
      .update(paymentConfigurations)
      .set({ methods: ['direct_debit_1'] })
      .where(and(eq(paymentConfigurations.lang, 'es'), eq(paymentConfigurations.concept, 'event')))
    const configuration = PaymentConfigurationSchema.parse(
      await (await send('/api/public/payment-configuration/eu', null)).json(),
    )
    expect(configuration.methods.event).toEqual(['direct_debit_1'])
  })
})

describe('POST /api/public/payments/bank-transfer', () => {
  it('answers the account and a reference of its own, and the same ones when asked again', async () => {
    const { token, movement } = await memberOwing(4500)
    const first = await transfer(token, movement.id)
    expect(first.status).toBe(201)
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    const payment = PaymentDetailSchema.parse(await first.json())
    expect(payment).toMatchObject({
      type: 'bank_transfer',
      status: 'pending',
      amount_cents: 4500,
      charges: [],
    })
    expect(payment.transfer).toMatchObject({ iban: 'ES91 2100 0418 4502 0005 1332', amount_cents: 4500 })
    expect(payment.transfer!.reference).toMatch(/^TRF-\d{4}-[0-9A-Z]{8}$/)
    const again = await transfer(token, movement.id)
    expect(again.status).toBe(200)
    expect(PaymentDetailSchema.parse(await again.json()).id).toBe(payment.id)

    const listed = MovementPageSchema.parse(
      await (await send('/api/public/collegiate-transactions', token)).json(),
    )
    expect(listed.items[0]).toMatchObject({
      payable: true,
      open_payment: {
        id: payment.id,
        type: 'bank_transfer',
        transfer_reference: payment.transfer!.reference,
        direct_debit: null,
      },
    })
    const read = await send(`/api/public/payments/${payment.id}`, token)
    expect(PaymentDetailSchema.parse(await read.json())).toEqual(payment)
  })

  it('charges the unpaid commission of a returned direct debit too', async () => {
    const { token, movement } = await memberOwing(4500, 'collegiate', {
      status: 'not_paid',
      unpaid_commission_cents: 350,
    })
    const payment = PaymentDetailSchema.parse(await (await transfer(token, movement.id)).json())
    expect(payment.amount_cents).toBe(4850)
  })

  it('refuses someone else’s movement as unknown, a paid one, and methods the configuration does not offer', async () => {
    const owner = await memberOwing()
    const other = await memberOwing()
    expect(await (await transfer(other.token, owner.movement.id)).json()).toEqual({
      detail: 'MOVEMENT_NOT_FOUND',
    })
    expect((await transfer(other.token, owner.movement.id)).status).toBe(404)
    await api.db.update(movements).set({ status: 'rejected' }).where(eq(movements.id, owner.movement.id))
    const rejected = await transfer(owner.token, owner.movement.id)
    expect(rejected.status).toBe(409)
    expect(await rejected.json()).toEqual({ detail: 'MOVEMENT_NOT_PAYABLE' })
    await api.db
      .update(paymentConfigurations)
      .set({ methods: ['card_v2'] })
      .where(and(eq(paymentConfigurations.lang, 'es'), eq(paymentConfigurations.concept, 'fee')))
    const notOffered = await transfer(other.token, other.movement.id)
    expect(notOffered.status).toBe(422)
    expect(await notOffered.json()).toEqual({ detail: 'PAYMENT_METHOD_NOT_AVAILABLE' })
    await api.db
      .update(paymentConfigurations)
      .set({ methods: ['direct_debit_1', 'direct_debit_2', 'direct_debit_4', 'bank_transfer'] })
      .where(and(eq(paymentConfigurations.lang, 'es'), eq(paymentConfigurations.concept, 'fee')))
  })

  it('answers 401 without a session, 403 to staff, 422 to a malformed body', async () => {
    const { token, movement } = await memberOwing()
    expect((await transfer(null, movement.id)).status).toBe(401)
    const staff = await createTestUser(api.db, { principals: ['role:staff'] })
    const staffToken = await bearerFor(api.request, staff.email, staff.password)
    expect((await transfer(staffToken, movement.id)).status).toBe(403)
    for (const body of [{}, { movement_id: 'x' }, { movement_id: movement.id, type: 'card_v1' }]) {
      expect((await send('/api/public/payments/bank-transfer', token, body)).status).toBe(422)
    }
  })
})

describe('POST /api/public/payments/direct-debit', () => {
  it('needs a SEPA mandate in force', async () => {
    const { token, movement } = await memberOwing()
    const response = await debit(token, movement.id)
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ detail: 'SEPA_MANDATE_REQUIRED' })
    expect(await api.db.select().from(payments).where(eq(payments.movement_id, movement.id))).toEqual([])
  })

  it('splits the movement into its charges, replaces a waiting transfer, and takes no second payment', async () => {
    const { user, token, movement } = await memberOwing(10_001)
    await giveMandate(user.id)
    const waiting = PaymentDetailSchema.parse(await (await transfer(token, movement.id)).json())
    const response = await debit(token, movement.id, 'direct_debit_4')
    expect(response.status).toBe(201)
    const payment = PaymentDetailSchema.parse(await response.json())
    expect(payment).toMatchObject({ type: 'direct_debit_4', status: 'pending', amount_cents: 10_001 })
    expect(payment.charges.map((charge) => charge.amount_cents)).toEqual([2501, 2500, 2500, 2500])
    expect(payment.charges.map((charge) => charge.sequence)).toEqual([1, 2, 3, 4])
    expect(payment.mandate).toEqual({
      reference: `TEST-${user.id.slice(0, 8)}`,
      iban_masked: 'ES91 **** **** **** **** 1332',
    })
    const [cancelled] = await api.db.select().from(payments).where(eq(payments.id, waiting.id))
    expect(cancelled?.status).toBe('cancelled')

    const listed = MovementPageSchema.parse(
      await (await send('/api/public/collegiate-transactions', token)).json(),
    )
    expect(listed.items[0]).toMatchObject({
      payable: false,
      open_payment: { type: 'direct_debit_4', direct_debit: { charges: 4, collected: 0 } },
    })
    const second = await transfer(token, movement.id)
    expect(second.status).toBe(409)
    expect(await second.json()).toEqual({ detail: 'MOVEMENT_NOT_PAYABLE' })
  })

  it('shows on the movement how many charges the bank has collected, and reads the schedule back', async () => {
    const { user, token, movement } = await memberOwing(9000)
    await giveMandate(user.id)
    const payment = PaymentDetailSchema.parse(
      await (await debit(token, movement.id, 'direct_debit_2')).json(),
    )
    await api.db
      .update(directDebitCharges)
      .set({ status: 'collected', collected_on: '2026-02-05' })
      .where(and(eq(directDebitCharges.payment_id, payment.id), eq(directDebitCharges.sequence, 1)))
    const listed = MovementPageSchema.parse(
      await (await send('/api/public/collegiate-transactions', token)).json(),
    )
    expect(listed.items[0]?.open_payment?.direct_debit).toEqual({ charges: 2, collected: 1 })
    const read = PaymentDetailSchema.parse(
      await (await send(`/api/public/payments/${payment.id}`, token)).json(),
    )
    expect(read.charges.map((charge) => charge.status)).toEqual(['collected', 'pending'])
    expect(read.mandate).toEqual(payment.mandate)
  })

  it('lets pre-collegiates pay their own movements too', async () => {
    const { user, token, movement } = await memberOwing(3000, 'precollegiate')
    await giveMandate(user.id)
    expect((await debit(token, movement.id, 'direct_debit_1')).status).toBe(201)
  })
})

describe('GET /api/public/payments/{id}', () => {
  it('answers the owner only', async () => {
    const owner = await memberOwing()
    const other = await memberOwing()
    const payment = PaymentDetailSchema.parse(await (await transfer(owner.token, owner.movement.id)).json())
    const foreign = await send(`/api/public/payments/${payment.id}`, other.token)
    expect(foreign.status).toBe(404)
    expect(await foreign.json()).toEqual({ detail: 'PAYMENT_NOT_FOUND' })
    expect((await send('/api/public/payments/not-a-uuid', owner.token)).status).toBe(422)
    expect((await send(`/api/public/payments/${payment.id}`, null)).status).toBe(401)
  })
})

describe('settling a movement', () => {
  it('marks it paid with the next invoice number of the year, cancels waiting payments, and answers false the second time', async () => {
    const { user, token, movement } = await memberOwing()
    await giveMandate(user.id)
    const waiting = PaymentDetailSchema.parse(
      await (await debit(token, movement.id, 'direct_debit_2')).json(),
    )
    const now = new Date('2026-03-10T10:00:00Z')
    expect(await api.db.transaction((tx) => settleMovementPaid(tx, movement.id, now))).toBe(true)
    const [paid] = await api.db.select().from(movements).where(eq(movements.id, movement.id))
    expect(paid).toMatchObject({ status: 'paid', invoice_issued_on: '2026-03-10' })
    expect(paid!.invoice_number).toMatch(/^FAC-2026-\d{6}$/)
    const [cancelled] = await api.db.select().from(payments).where(eq(payments.id, waiting.id))
    expect(cancelled?.status).toBe('cancelled')
    expect(await api.db.transaction((tx) => settleMovementPaid(tx, movement.id, now))).toBe(false)
  })

  it('numbers invoices without gaps or repeats when many are paid at once', async () => {
    const owing = await Promise.all(Array.from({ length: 12 }, () => memberOwing()))
    const now = new Date('2031-06-01T10:00:00Z')
    await Promise.all(
      owing.map(({ movement }) => api.db.transaction((tx) => settleMovementPaid(tx, movement.id, now))),
    )
    const numbers = (await api.db.select({ number: movements.invoice_number }).from(movements))
      .map((row) => row.number)
      .filter((number): number is string => number?.startsWith('FAC-2031-') ?? false)
      .sort()
    expect(numbers).toEqual(
      Array.from({ length: 12 }, (_, index) => `FAC-2031-${String(index + 1).padStart(6, '0')}`),
    )
  })
})

describe('directDebitSchedule', () => {
  it('spaces the charges 12, 6 or 3 months apart from the due date, or five days from today when it is too close', () => {
    expect(directDebitSchedule(9000, 2, { today: '2026-01-10', dueDate: '2026-01-31' })).toEqual([
      { sequence: 1, due_on: '2026-01-31', amount_cents: 4500 },
      { sequence: 2, due_on: '2026-07-31', amount_cents: 4500 },
    ])
    expect(
      directDebitSchedule(1000, 4, { today: '2026-11-28', dueDate: '2026-11-20' }).map(
        (charge) => charge.due_on,
      ),
    ).toEqual(['2026-12-03', '2027-03-03', '2027-06-03', '2027-09-03'])
    expect(directDebitSchedule(1000, 4, { today: '2026-08-26', dueDate: '2026-08-31' })[1]?.due_on).toBe(
      '2026-11-30',
    )
  })
})

describe('database', () => {
  it('keeps direct debit charges with their payment', async () => {
    const { user, token, movement } = await memberOwing()
    await giveMandate(user.id)
    const payment = PaymentDetailSchema.parse(
      await (await debit(token, movement.id, 'direct_debit_1')).json(),
    )
    const rows = await api.db
      .select()
      .from(directDebitCharges)
      .where(eq(directDebitCharges.payment_id, payment.id))
    expect(rows).toHaveLength(1)
    await api.db.delete(users).where(eq(users.id, user.id))
    expect(await api.db.select().from(payments).where(eq(payments.id, payment.id))).toEqual([])
  })
})
