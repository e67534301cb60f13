import 'server-only'
import { and, eq, inArray, lt } from 'drizzle-orm'
import {
  cardPaymentMinutes,
  cardPaymentTypes,
  type CardPaymentStart,
  type PaymentStatus,
} from '@/lib/contract/payments'
import type { Locale } from '@/lib/contract/locales'
import { cardTerminals, type CardTerminal } from '@/lib/env'
import type { Database } from '@/lib/server/db/client'
import { paymentNotifications, payments } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import {
  euroCurrency,
  newOrderNumber,
  notificationSigned,
  outcomeOfResponse,
  parseNotification,
  paymentForm,
  signatureOfCardType,
  type SignedFields,
} from '@/lib/server/integrations/redsys/gateway'
import {
  amountToPay,
  conceptOfMovement,
  lockPayableMovement,
  paymentConfiguration,
  settleMovementPaid,
  toPayment,
} from './payments'

type CardType = (typeof cardPaymentTypes)[number]
export type CardTerminals = Partial<Record<CardType, CardTerminal>>

const configuredTypes = (terminals: CardTerminals) => cardPaymentTypes.filter((type) => terminals[type])

/** Earlier pending card attempts are cancelled; a late success the gateway notifies is still honoured. */
export async function startCardPayment(
  db: Database,
  userId: string,
  request: { movement_id: string; type: CardType; lang: Locale },
  now: Date,
  terminals: CardTerminals = cardTerminals(),
): Promise<CardPaymentStart> {
  return db.transaction(async (tx) => {
    const movement = await lockPayableMovement(tx, userId, request.movement_id)
    const concept = await conceptOfMovement(tx, movement)
    const configuration = await paymentConfiguration(tx, request.lang, configuredTypes(terminals))
    const terminal = terminals[request.type]
    if (!terminal || !configuration.methods[concept]?.includes(request.type)) {
      throw new ApiError(422, 'PAYMENT_METHOD_NOT_AVAILABLE')
    }
    await tx
      .update(payments)
      .set({ status: 'cancelled', settled_at: now, updated_at: now })
      .where(
        and(
          eq(payments.movement_id, movement.id),
          eq(payments.status, 'pending'),
          inArray(payments.type, [...cardPaymentTypes]),
        ),
      )
    const [row] = await tx
      .insert(payments)
      .values({
        user_id: userId,
        movement_id: movement.id,
        type: request.type,
        amount_cents: amountToPay(movement),
        lang: request.lang,
        gateway_order: newOrderNumber(),
        expires_at: new Date(now.getTime() + cardPaymentMinutes * 60_000),
        created_at: now,
        updated_at: now,
      })
      .returning()
    return {
      payment: toPayment(row!),
      gateway: paymentForm({
        terminal,
        version: signatureOfCardType[request.type],
        order: row!.gateway_order!,
        amountCents: row!.amount_cents,
        lang: request.lang,
        paymentId: row!.id,
        description: [movement.transaction_number, movement.description].filter(Boolean).join(' · '),
      }),
    }
  })
}

/** Card payments still pending past their time become not paid; the sweep runs before every read and each minute. */
export async function expireCardPayments(db: Database, now: Date): Promise<number> {
  const expired = await db
    .update(payments)
    .set({ status: 'not_paid', settled_at: now, updated_at: now })
    .where(
      and(
        eq(payments.status, 'pending'),
        inArray(payments.type, [...cardPaymentTypes]),
        lt(payments.expires_at, now),
      ),
    )
    .returning({ id: payments.id })
  return expired.length
}

export type NotificationResult = 'applied' | 'repeated'

const statusOfOutcome: Record<ReturnType<typeof outcomeOfResponse>, PaymentStatus> = {
  paid: 'paid',
  refused: 'refused',
  cancelled: 'cancelled',
  error: 'error',
}

/** The only thing that settles a card payment; a late success is honoured (the money was taken), flagged. */
export async function handleNotification(
  db: Database,
  fields: Partial<Record<keyof SignedFields, string>>,
  now: Date,
  terminals: CardTerminals = cardTerminals(),
): Promise<NotificationResult> {
  const parsed = parseNotification(fields)
  const log = (entry: {
    outcome: string
    signatureValid: boolean
    paymentId?: string
    tx?: Pick<Database, 'insert'>
  }) =>
    (entry.tx ?? db).insert(paymentNotifications).values({
      received_at: now,
      payment_id: entry.paymentId ?? null,
      gateway_order: 'problem' in parsed ? null : parsed.order.slice(0, 64),
      signature_version: (fields.Ds_SignatureVersion ?? '').slice(0, 64) || null,
      signature_valid: entry.signatureValid,
      response_code: 'problem' in parsed ? null : (parsed.response ?? null),
      outcome: entry.outcome,
      parameters: 'problem' in parsed ? null : parsed.parameters,
    })
  const refuse = async (
    outcome: string,
    error: ApiError,
    entry: { signatureValid: boolean; paymentId?: string },
  ): Promise<never> => {
    const order = 'problem' in parsed ? undefined : parsed.order
    // Linked even when the signature fails, so staff see a forged attempt on the payment it names.
    const paymentId =
      entry.paymentId ??
      (order
        ? (await db.select({ id: payments.id }).from(payments).where(eq(payments.gateway_order, order)))[0]
            ?.id
        : undefined)
    await log({ outcome, ...entry, paymentId })
    console.warn(`[card-payments] gateway notification ${outcome}${order ? ` (order ${order})` : ''}`)
    throw error
  }

  if ('problem' in parsed) {
    return refuse(
      `refused: ${parsed.problem === 'version' ? 'unknown signature version' : 'unreadable parameters'}`,
      new ApiError(400, 'NOTIFICATION_SIGNATURE_INVALID'),
      { signatureValid: false },
    )
  }
  const type = cardPaymentTypes.find((card) => signatureOfCardType[card] === parsed.version)!
  const terminal = terminals[type]
  if (!terminal || !notificationSigned(fields, parsed, terminal.secret)) {
    return refuse('refused: signature', new ApiError(400, 'NOTIFICATION_SIGNATURE_INVALID'), {
      signatureValid: false,
    })
  }
  const [found] = await db.select().from(payments).where(eq(payments.gateway_order, parsed.order))
  if (!found) {
    return refuse('refused: unknown order', new ApiError(404, 'PAYMENT_NOT_FOUND'), { signatureValid: true })
  }
  const read = (name: string) => parsed.parameters[name] ?? ''
  const mismatch = [
    found.type !== type && 'signature version',
    read('Ds_Amount') !== String(found.amount_cents) && 'amount',
    read('Ds_Currency') !== euroCurrency && 'currency',
    read('Ds_MerchantCode') !== terminal.merchantCode && 'merchant code',
    Number(read('Ds_Terminal') || NaN) !== Number(terminal.terminal) && 'terminal',
  ].filter(Boolean)
  if (mismatch.length > 0) {
    return refuse(`refused: ${mismatch.join(', ')} differ`, new ApiError(400, 'NOTIFICATION_MISMATCH'), {
      signatureValid: true,
      paymentId: found.id,
    })
  }

  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, found.id)).for('update')
    if (!payment || payment.notified_at) {
      await log({ outcome: 'repeated', signatureValid: true, paymentId: found.id, tx })
      return 'repeated'
    }
    const outcome = outcomeOfResponse(parsed.response)
    const recorded = {
      notified_at: now,
      response_code: parsed.response ?? null,
      authorisation_code: read('Ds_AuthorisationCode').trim() || null,
      updated_at: now,
    }
    let description: string
    if (outcome === 'paid') {
      const late = payment.status !== 'pending'
      const settled = await settleMovementPaid(tx, payment.movement_id, now)
      await tx
        .update(payments)
        .set({ ...recorded, status: 'paid', settled_at: now, needs_review: late || !settled })
        .where(eq(payments.id, payment.id))
      description = `applied: paid${late ? ` after it was ${payment.status}` : ''}${settled ? '' : ', movement already paid'}`
    } else if (payment.status === 'pending') {
      await tx
        .update(payments)
        .set({ ...recorded, status: statusOfOutcome[outcome], settled_at: now })
        .where(eq(payments.id, payment.id))
      description = `applied: ${statusOfOutcome[outcome]}`
    } else {
      // A failure told after the payment expired or was replaced: it stays as it is.
      await tx.update(payments).set(recorded).where(eq(payments.id, payment.id))
      description = `applied: ${outcome}, payment left ${payment.status}`
    }
    await log({ outcome: description, signatureValid: true, paymentId: payment.id, tx })
    return 'applied'
  })
}
