import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { totalCents } from '@/lib/contract/movements'
import { CardPaymentStartSchema, PaymentDetailSchema } from '@/lib/contract/payments'
import {
  movements,
  paymentConfigurations,
  paymentNotifications,
  payments,
  users,
} from '@/lib/server/db/schema'
import {
  decodeParameters,
  encodeParameters,
  type SignedFields,
} from '@/lib/server/integrations/redsys/protocol'
import { sign } from '@/lib/server/integrations/redsys/signature'
import {
  createSimulator,
  type SimulatorScenario,
  testMerchant,
} from '@/lib/server/integrations/redsys/simulator'
import { expireCardPayments } from '@/lib/server/services/card-payments'
import { bearerFor, createTestUser } from '../support/auth'
import { setupTestApi } from '../support/test-api'

// Card payments go to a simulator on this machine: the public test merchant stands in for the real one.
vi.hoisted(() => {
  process.env.REDSYS_URL = 'http://127.0.0.1:4300/sis/realizarPago'
})

const api = setupTestApi()
const secret = testMerchant.terminals[1]!
const simulator = createSimulator()

async function signedIn(principals: string[], fields: Partial<typeof users.$inferInsert> = {}) {
  const user = await createTestUser(api.db, { principals, ...fields })
  return { user, token: await bearerFor(api.request, user.email, user.password) }
}
type Person = Awaited<ReturnType<typeof signedIn>>

let serial = 0
async function addMovement(userId: string, fields: Partial<typeof movements.$inferInsert> = {}) {
  serial++
  const [row] = await api.db
    .insert(movements)
    .values({
      user_id: userId,
      transaction_number: `C-1998-${String(serial).padStart(6, '0')}`,
      date: '2026-01-01',
      type: 'C',
      fee_period: '2026-Q1',
      status: 'pending',
      amount_cents: 4500,
      total_cents: totalCents(4500, 0),
      ...fields,
    })
    .returning()
  return row!
}

const startCard = (person: Person, body: Record<string, unknown>) =>
  api.request('/api/public/payments/card', {
    method: 'POST',
    headers: { Authorization: `Bearer ${person.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

async function started(
  person: Person,
  movementId: string,
  type: 'card_v1' | 'card_v2' = 'card_v2',
  lang = 'es',
) {
  const response = await startCard(person, { movement_id: movementId, type, lang })
  expect(response.status).toBe(201)
  return CardPaymentStartSchema.parse(await response.json())
}

const notify = (fields: Partial<SignedFields>) =>
  api.request('/api/payments/redsys/notification', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields as Record<string, string>),
  })

/** What the gateway would notify for this start, through the in-process simulator. */
function notificationOf(start: Awaited<ReturnType<typeof started>>, scenario: SimulatorScenario) {
  const result = simulator.simulate(start.gateway.fields, scenario)
  if ('error' in result) throw new Error(`${result.error} ${result.message}`)
  return { fields: result.notification?.fields, redirect: result.redirect }
}

/** A notification for this order with other parameters, properly signed (the gateway's key is known here). */
function signedNotification(
  order: string,
  parameters: Record<string, string>,
  version = 'HMAC_SHA512_V2' as const,
) {
  const encoded = encodeParameters(parameters)
  return {
    Ds_SignatureVersion: version,
    Ds_MerchantParameters: encoded,
    Ds_Signature: sign(version, secret, order, encoded),
  }
}

const orderOf = (start: Awaited<ReturnType<typeof started>>) =>
  decodeParameters(start.gateway.fields.Ds_MerchantParameters, { urlEncoded: false })!.DS_MERCHANT_ORDER!

async function detail(person: Person, paymentId: string) {
  const response = await api.request(`/api/public/payments/${paymentId}`, {
    headers: { Authorization: `Bearer ${person.token}` },
  })
  return {
    response,
    body: response.ok ? PaymentDetailSchema.parse(await response.json()) : await response.json(),
  }
}

const movementStatus = async (id: string) =>
  (await api.db.select().from(movements).where(eq(movements.id, id)))[0]!

const notificationsOf = (paymentId: string) =>
  api.db.select().from(paymentNotifications).where(eq(paymentNotifications.payment_id, paymentId))

let collegiate: Person
let other: Person
let precollegiate: Person

beforeAll(async () => {
  collegiate = await signedIn(['role:collegiate'])
  other = await signedIn(['role:collegiate'])
  precollegiate = await signedIn(['role:precollegiate'])
  // English offers both terminals for fees; Spanish only the newer one.
  for (const [lang, methods] of [
    ['en', ['card_v1', 'card_v2']],
    ['es', ['card_v2', 'bank_transfer']],
  ] as const) {
    await api.db
      .insert(paymentConfigurations)
      .values({ lang, concept: 'fee', methods: [...methods] })
      .onConflictDoUpdate({
        target: [paymentConfigurations.lang, paymentConfigurations.concept],
        set: { methods: [...methods] },
      })
  }
})

describe('POST /api/public/payments/card', () => {
  it('records a pending payment and answers the signed form for the gateway', async () => {
    const movement = await addMovement(collegiate.user.id, { unpaid_commission_cents: 300 })
    const start = await started(collegiate, movement.id, 'card_v2', 'ca')
    expect(start.payment).toMatchObject({
      status: 'pending',
      type: 'card_v2',
      amount_cents: 4800,
      notified: false,
    })
    expect(Date.parse(start.payment.expires_at!) - Date.parse(start.payment.created_at)).toBe(10 * 60_000)
    expect(start.gateway.action).toBe('http://127.0.0.1:4300/sis/realizarPago')
    expect(start.gateway.fields.Ds_SignatureVersion).toBe('HMAC_SHA512_V2')
    const parameters = decodeParameters(start.gateway.fields.Ds_MerchantParameters, { urlEncoded: false })!
    expect(parameters).toMatchObject({ DS_MERCHANT_AMOUNT: '4800', DS_MERCHANT_CONSUMERLANGUAGE: '003' })
    expect(parameters.DS_MERCHANT_URLOK).toContain(`/ca/payment/confirmation/ok?payment=${start.payment.id}`)
  })

  it('lets pre-collegiates pay theirs', async () => {
    const movement = await addMovement(precollegiate.user.id)
    await started(precollegiate, movement.id)
  })

  it('answers 404 for someone else’s movement and 409 for a paid one', async () => {
    const movement = await addMovement(other.user.id)
    expect((await startCard(collegiate, { movement_id: movement.id, type: 'card_v2' })).status).toBe(404)
    const paid = await addMovement(collegiate.user.id, { status: 'paid' })
    const response = await startCard(collegiate, { movement_id: paid.id, type: 'card_v2' })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ detail: 'MOVEMENT_NOT_PAYABLE' })
  })

  it('answers 422 PAYMENT_METHOD_NOT_AVAILABLE for a terminal the language does not offer', async () => {
    const movement = await addMovement(collegiate.user.id)
    const response = await startCard(collegiate, { movement_id: movement.id, type: 'card_v1', lang: 'es' })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ detail: 'PAYMENT_METHOD_NOT_AVAILABLE' })
  })

  it('cancels the earlier attempt still pending when a second one starts', async () => {
    const movement = await addMovement(collegiate.user.id)
    const first = await started(collegiate, movement.id)
    const second = await started(collegiate, movement.id)
    expect((await detail(collegiate, first.payment.id)).body).toMatchObject({ status: 'cancelled' })
    expect((await detail(collegiate, second.payment.id)).body).toMatchObject({ status: 'pending' })
    expect(orderOf(first)).not.toBe(orderOf(second))
  })

  it('needs a session', async () => {
    const response = await api.request('/api/public/payments/card', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ movement_id: crypto.randomUUID(), type: 'card_v2' }),
    })
    expect(response.status).toBe(401)
  })
})

describe('GET /api/public/payments/{id}', () => {
  it('answers only its owner, privately', async () => {
    const movement = await addMovement(collegiate.user.id)
    const start = await started(collegiate, movement.id)
    const mine = await detail(collegiate, start.payment.id)
    expect(mine.response.headers.get('cache-control')).toBe('private, no-store')
    expect(mine.body).toMatchObject({ id: start.payment.id, transfer: null, charges: [] })
    const theirs = await detail(other, start.payment.id)
    expect(theirs.response.status).toBe(404)
    expect(theirs.body).toEqual({ detail: 'PAYMENT_NOT_FOUND' })
  })
})

describe('POST /api/payments/redsys/notification', () => {
  it.each(['card_v1', 'card_v2'] as const)(
    'settles a %s payment approved at the simulator: paid, the movement paid with its invoice',
    async (type) => {
      const movement = await addMovement(collegiate.user.id)
      const start = await started(collegiate, movement.id, type, 'en')
      const { fields, redirect } = notificationOf(start, 'approve')
      expect(redirect).toContain(`/en/payment/confirmation/ok?payment=${start.payment.id}`)
      const response = await notify(fields!)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ result: 'applied' })
      expect((await detail(collegiate, start.payment.id)).body).toMatchObject({
        status: 'paid',
        notified: true,
      })
      const settled = await movementStatus(movement.id)
      expect(settled.status).toBe('paid')
      expect(settled.invoice_number).toMatch(/^FAC-\d{4}-\d{6}$/)
      const [row] = await api.db.select().from(payments).where(eq(payments.id, start.payment.id))
      expect(row).toMatchObject({ response_code: '0000', needs_review: false })
      expect(row!.authorisation_code).toMatch(/^\d{6}$/)
    },
  )

  it('refuses a forged signature, logs it on the payment it names and changes nothing', async () => {
    const movement = await addMovement(collegiate.user.id)
    const start = await started(collegiate, movement.id)
    const { fields } = notificationOf(start, 'bad_signature')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const response = await notify(fields!)
    expect(warn).toHaveBeenCalledWith(
      `[card-payments] gateway notification refused: signature (order ${orderOf(start)})`,
    )
    warn.mockRestore()
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ detail: 'NOTIFICATION_SIGNATURE_INVALID' })
    expect((await detail(collegiate, start.payment.id)).body).toMatchObject({
      status: 'pending',
      notified: false,
    })
    expect((await movementStatus(movement.id)).status).toBe('pending')
    const logged = await api.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.gateway_order, orderOf(start)))
    expect(logged).toEqual([
      expect.objectContaining({
        signature_valid: false,
        outcome: 'refused: signature',
        payment_id: start.payment.id,
      }),
    ])
    const staff = await signedIn(['role:staff'])
    const onPayment = await api.request(`/api/admin/payments/${start.payment.id}`, {
      headers: { Authorization: `Bearer ${staff.token}` },
    })
    expect(((await onPayment.json()) as { notifications: unknown[] }).notifications).toMatchObject([
      { signature_valid: false, outcome: 'refused: signature' },
    ])
    // An unknown version, or parameters that are not Base64 JSON, are refused the same way.
    expect((await notify({ ...fields, Ds_SignatureVersion: 'HMAC_SHA1_V0' })).status).toBe(400)
    expect((await notify({ ...fields, Ds_MerchantParameters: '%%%' })).status).toBe(400)
  })

  it('refuses a notification whose amount differs from the payment’s, even when signed', async () => {
    const movement = await addMovement(collegiate.user.id)
    const start = await started(collegiate, movement.id)
    const { fields } = notificationOf(start, 'approve')
    const parameters = decodeParameters(fields!.Ds_MerchantParameters, { urlEncoded: false })!
    const changed = signedNotification(orderOf(start), { ...parameters, Ds_Amount: '1' })
    const response = await notify(changed)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ detail: 'NOTIFICATION_MISMATCH' })
    expect((await detail(collegiate, start.payment.id)).body).toMatchObject({ status: 'pending' })
    expect((await movementStatus(movement.id)).status).toBe('pending')
    expect(await notificationsOf(start.payment.id)).toEqual([
      expect.objectContaining({ signature_valid: true, outcome: 'refused: amount differ' }),
    ])
  })

  it('applies a notification once: a replay answers 200 and changes nothing', async () => {
    const movement = await addMovement(collegiate.user.id)
    const start = await started(collegiate, movement.id)
    const { fields } = notificationOf(start, 'approve')
    expect(await (await notify(fields!)).json()).toEqual({ result: 'applied' })
    const invoice = (await movementStatus(movement.id)).invoice_number
    const replay = await notify(fields!)
    expect(replay.status).toBe(200)
    expect(await replay.json()).toEqual({ result: 'repeated' })
    expect((await movementStatus(movement.id)).invoice_number).toBe(invoice)
    expect((await notificationsOf(start.payment.id)).map((row) => row.outcome)).toEqual([
      'applied: paid',
      'repeated',
    ])
  })

  it('honours a success that arrives after the payment expired, and flags it for review', async () => {
    const movement = await addMovement(collegiate.user.id)
    const start = await started(collegiate, movement.id)
    const later = new Date(Date.parse(start.payment.expires_at!) + 1000)
    expect(await expireCardPayments(api.db, later)).toBeGreaterThanOrEqual(1)
    expect((await detail(collegiate, start.payment.id)).body).toMatchObject({ status: 'not_paid' })
    const response = await notify(notificationOf(start, 'approve').fields!)
    expect(response.status).toBe(200)
    const [row] = await api.db.select().from(payments).where(eq(payments.id, start.payment.id))
    expect(row).toMatchObject({ status: 'paid', needs_review: true })
    expect((await movementStatus(movement.id)).status).toBe('paid')
  })

  it('flags a second success for a movement already paid', async () => {
    const movement = await addMovement(collegiate.user.id)
    const first = await started(collegiate, movement.id)
    const second = await started(collegiate, movement.id)
    await notify(notificationOf(second, 'approve').fields!)
    expect((await notify(notificationOf(first, 'approve').fields!)).status).toBe(200)
    const [row] = await api.db.select().from(payments).where(eq(payments.id, first.payment.id))
    expect(row).toMatchObject({ status: 'paid', needs_review: true })
  })

  it('answers 404 for an order no payment has', async () => {
    const movement = await addMovement(collegiate.user.id)
    const start = await started(collegiate, movement.id)
    const parameters = decodeParameters(notificationOf(start, 'approve').fields!.Ds_MerchantParameters, {
      urlEncoded: false,
    })!
    const response = await notify(
      signedNotification('9999ZZZZZZZZ', { ...parameters, Ds_Order: '9999ZZZZZZZZ' }),
    )
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: 'PAYMENT_NOT_FOUND' })
  })

  it.each([
    ['deny', 'refused'],
    ['cancel', 'cancelled'],
  ] as const)('records a %s as %s and leaves the movement pending', async (scenario, status) => {
    const movement = await addMovement(collegiate.user.id)
    const start = await started(collegiate, movement.id)
    const { fields, redirect } = notificationOf(start, scenario)
    expect(redirect).toContain('/payment/confirmation/ko?payment=')
    expect((await notify(fields!)).status).toBe(200)
    expect((await detail(collegiate, start.payment.id)).body).toMatchObject({ status, notified: true })
    expect((await movementStatus(movement.id)).status).toBe('pending')
  })

  it('answers 422 to a body without the three fields', async () => {
    expect((await notify({ Ds_SignatureVersion: 'HMAC_SHA256_V1' })).status).toBe(422)
  })
})

describe('the expiry sweep', () => {
  it('makes pending card payments past their time not paid, and leaves the others', async () => {
    const movement = await addMovement(collegiate.user.id)
    const start = await started(collegiate, movement.id)
    const expiresAt = Date.parse(start.payment.expires_at!)
    await expireCardPayments(api.db, new Date(expiresAt - 1000))
    expect((await detail(collegiate, start.payment.id)).body).toMatchObject({ status: 'pending' })
    await expireCardPayments(api.db, new Date(expiresAt + 1000))
    const [row] = await api.db.select().from(payments).where(eq(payments.id, start.payment.id))
    expect(row).toMatchObject({ status: 'not_paid' })
    expect(row!.settled_at).not.toBeNull()
    expect((await movementStatus(movement.id)).status).toBe('pending')
  })
})
