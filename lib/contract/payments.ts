import { z } from 'zod'
import { LocaleSchema } from './locales'

/** Spec §4: Redsys v1 (HMAC_SHA256_V1) or v2 (HMAC_SHA512_V2), direct debit in 1, 2 or 4 charges, transfer. */
export const paymentTypes = [
  'card_v1',
  'card_v2',
  'direct_debit_1',
  'direct_debit_2',
  'direct_debit_4',
  'bank_transfer',
] as const
export const cardPaymentTypes = ['card_v1', 'card_v2'] as const satisfies readonly PaymentType[]
export const directDebitPaymentTypes = [
  'direct_debit_1',
  'direct_debit_2',
  'direct_debit_4',
] as const satisfies readonly PaymentType[]

export const PaymentTypeSchema = z
  .enum(paymentTypes)
  .describe(
    'card_v1 / card_v2: the card terminal (Redsys HMAC_SHA256_V1 / HMAC_SHA512_V2); direct_debit_1, _2, _4: a SEPA direct debit in 1, 2 or 4 charges a year; bank_transfer: a transfer to the association’s account with a reference',
  )
export type PaymentType = z.infer<typeof PaymentTypeSchema>

export const isCardPayment = (type: PaymentType): type is (typeof cardPaymentTypes)[number] =>
  (cardPaymentTypes as readonly PaymentType[]).includes(type)
export const isDirectDebit = (type: PaymentType): type is (typeof directDebitPaymentTypes)[number] =>
  (directDebitPaymentTypes as readonly PaymentType[]).includes(type)

export const chargesOfDirectDebit = { direct_debit_1: 1, direct_debit_2: 2, direct_debit_4: 4 } as const

export const paymentStatuses = ['paid', 'pending', 'cancelled', 'refused', 'error', 'not_paid'] as const
export const PaymentStatusSchema = z
  .enum(paymentStatuses)
  .describe(
    'pending: waiting for the gateway, the bank or the transfer; paid; cancelled: the member gave up at the gateway, or started another attempt; refused: the card was denied; error: the gateway failed; not_paid: not completed in time (card), or the direct debit came back unpaid',
  )
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>

/** Spec §9: a card payment has 10 minutes to complete; past that, with no notification, it is not paid. */
export const cardPaymentMinutes = 10

export const paymentConcepts = ['fee', 'course', 'event', 'procedure'] as const
export const PaymentConceptSchema = z
  .enum(paymentConcepts)
  .describe(
    'fee: a membership fee or another charge of the association; course / event: an enrolment; procedure: the fee of a procedure',
  )
export type PaymentConcept = z.infer<typeof PaymentConceptSchema>

export const PaymentConfigurationSchema = z
  .object({
    lang: LocaleSchema,
    methods: z
      .record(PaymentConceptSchema, z.array(PaymentTypeSchema))
      .describe(
        'The methods offered for each concept, in the order they are shown; a card method appears only when its terminal is configured',
      ),
  })
  .meta({ id: 'PaymentConfiguration', description: 'Which payment methods a member sees, per concept' })
export type PaymentConfiguration = z.infer<typeof PaymentConfigurationSchema>

export const PaymentIdSchema = z.uuid().describe('The payment, as starting it answered')
/** A movement's id (declared here too: movements.ts imports this file). */
const MovementIdSchema = z.uuid().describe('The movement it pays, as the movements list answers it')

const timestamp = z.iso.datetime()

const PaymentSchema = z
  .object({
    id: PaymentIdSchema,
    movement_id: MovementIdSchema,
    type: PaymentTypeSchema,
    status: PaymentStatusSchema,
    amount_cents: z.int().min(1).describe('What this payment charges, in euro cents'),
    created_at: timestamp,
    expires_at: timestamp
      .nullable()
      .describe('Card payments: when a payment still pending becomes not_paid (10 minutes after it started)'),
    settled_at: timestamp.nullable().describe('When it became paid, refused, cancelled, error or not_paid'),
    notified: z
      .boolean()
      .describe(
        'Card payments: whether the gateway has told the portal the outcome (the only thing that settles it)',
      ),
  })
  .meta({ id: 'Payment', description: 'One attempt to pay a movement' })
export type Payment = z.infer<typeof PaymentSchema>

const StartPaymentRequestSchema = z
  .object({
    movement_id: MovementIdSchema,
    type: PaymentTypeSchema,
    lang: LocaleSchema.default('es').describe('The language of the gateway page and of the return page'),
  })
  .strict()
  .meta({ id: 'StartPaymentRequest' })

export const CardPaymentStartSchema = z
  .object({
    payment: PaymentSchema,
    gateway: z.object({
      action: z.url().describe('The gateway page the browser posts the form to'),
      fields: z
        .object({
          Ds_SignatureVersion: z.enum(['HMAC_SHA256_V1', 'HMAC_SHA512_V2']),
          Ds_MerchantParameters: z.string().describe('The order, Base64-encoded JSON'),
          Ds_Signature: z.string().describe('The signature of Ds_MerchantParameters'),
        })
        .describe('Post them as they are, in an HTML form (application/x-www-form-urlencoded)'),
    }),
  })
  .meta({ id: 'CardPaymentStart' })
export type CardPaymentStart = z.infer<typeof CardPaymentStartSchema>

const BankTransferInstructionsSchema = z
  .object({
    beneficiary: z.string().describe('Who the transfer goes to: the association'),
    iban: z.string().describe('The association’s account, in groups of four'),
    reference: z.string().describe('What to write as the transfer’s concept, so the payment can be matched'),
    amount_cents: z.int().min(1),
  })
  .meta({ id: 'BankTransferInstructions' })
export type BankTransferInstructions = z.infer<typeof BankTransferInstructionsSchema>

const DirectDebitChargeSchema = z
  .object({
    sequence: z.int().min(1).max(4),
    due_on: z.iso.date().describe('When the bank is asked to charge it'),
    amount_cents: z.int().min(1),
    status: z.enum(['pending', 'collected', 'returned']),
  })
  .meta({ id: 'DirectDebitCharge' })

const DirectDebitMandateSchema = z
  .object({
    reference: z.string().describe('The SEPA mandate it is collected under (its unique reference)'),
    iban_masked: z
      .string()
      .describe(
        'The account charged, in groups of four with all but its country, check digits and last four hidden',
      ),
  })
  .meta({ id: 'DirectDebitMandate' })

export const PaymentDetailSchema = PaymentSchema.extend({
  transfer: BankTransferInstructionsSchema.nullable().describe('Bank transfers: how to make it'),
  charges: z.array(DirectDebitChargeSchema).describe('Direct debits: the charges, in order; empty otherwise'),
  mandate: DirectDebitMandateSchema.nullable().describe(
    'Direct debits: the mandate and account; null otherwise',
  ),
}).meta({ id: 'PaymentDetail' })
export type PaymentDetail = z.infer<typeof PaymentDetailSchema>

export const BankTransferRequestSchema = StartPaymentRequestSchema.omit({ type: true })
  .strict()
  .meta({ id: 'BankTransferRequest' })
export const DirectDebitRequestSchema = StartPaymentRequestSchema.extend({
  type: z.enum(directDebitPaymentTypes),
})
  .strict()
  .meta({ id: 'DirectDebitRequest' })
export const CardPaymentRequestSchema = StartPaymentRequestSchema.extend({
  type: z.enum(cardPaymentTypes),
})
  .strict()
  .meta({ id: 'CardPaymentRequest' })
