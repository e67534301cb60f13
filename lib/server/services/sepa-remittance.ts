import 'server-only'
import { randomBytes } from 'node:crypto'
import { and, asc, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm'
import { Document } from 'sepa'
import type { AdminRemittanceExclusion } from '@/lib/contract/admin-money'
import type { Database, Transaction } from '@/lib/server/db/client'
import {
  directDebitCharges,
  directDebitRemittances,
  movements,
  payments,
  sepaMandates,
  users,
} from '@/lib/server/db/schema'
import { serverEnv } from '@/lib/env'
import { sepaCreditor } from './sepa-creditor'

type SequenceType = 'FRST' | 'RCUR'

interface RemittanceCharge {
  chargeId: string
  paymentId: string
  mandateReference: string
  endToEndId: string
  amountCents: number
  sequenceType: SequenceType
  /** YYYY-MM-DD */
  collectionDate: string
}

export interface Remittance {
  /** The pain.008.001.08 CustomerDirectDebitInitiation, UTF-8 XML; null when there is nothing to present. */
  xml: string | null
  messageId: string
  numberOfTransactions: number
  controlSumCents: number
  charges: RemittanceCharge[]
  /** Due charges left out of the file, and why: they stay pending for a later one. */
  excluded: AdminRemittanceExclusion[]
}

/** Letters NFD does not take apart into a base letter and an accent. */
const undecomposable: Record<string, string> = { Ł: 'L', ł: 'l', Ø: 'O', ø: 'o', ß: 'ss', Đ: 'D', đ: 'd' }

/** The SEPA basic Latin set: letters without their accents (ñ → n), digits and / - ? : ( ) . , ' + and space. */
export function sepaText(text: string, max: number): string {
  const plain = text
    .replace(/[ŁłØøßĐđ]/g, (char) => undecomposable[char] ?? ' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9/?:().,'+ -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return plain.slice(0, max).trim()
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/** A calendar day as sepa.js writes it (a local date), from `YYYY-MM-DD`. */
function localDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(year!, month! - 1, date!)
}

const later = (a: string, b: string) => (a > b ? a : b)

const addDays = (day: Date, days: number) => new Date(day.getTime() + days * 24 * 60 * 60 * 1000)

/**
 * Nothing is marked: staff present the file and record what the bank collected. A mandate's first charge ever
 * presented is FRST, the rest RCUR. Left out, with the reason, what a bank would refuse: a collection further
 * ahead than the presentation window, and a mandate's later charge on the day of its FRST.
 */
export async function buildRemittance(
  db: Database | Transaction,
  {
    dueOn,
    earliestCollectionOn,
    now = new Date(),
    unpresentedOnly = false,
    windowDays = serverEnv().SEPA_PRESENTATION_WINDOW_DAYS,
  }: {
    dueOn: string
    earliestCollectionOn?: string
    now?: Date
    unpresentedOnly?: boolean
    windowDays?: number
  },
): Promise<Remittance> {
  const firstCollection = earliestCollectionOn ?? isoDay(addDays(now, 1))
  const lastCollection = isoDay(addDays(now, windowDays))
  const rows = await db
    .select({
      chargeId: directDebitCharges.id,
      sequence: directDebitCharges.sequence,
      amountCents: directDebitCharges.amount_cents,
      dueOn: directDebitCharges.due_on,
      paymentId: payments.id,
      mandateId: sepaMandates.id,
      mandateReference: sepaMandates.reference,
      iban: sepaMandates.iban,
      signedOn: sepaMandates.signed_on,
      uploadedAt: sepaMandates.uploaded_at,
      name: users.name,
      surname: users.surname,
      transactionNumber: movements.transaction_number,
      feePeriod: movements.fee_period,
      description: movements.description,
    })
    .from(directDebitCharges)
    .innerJoin(payments, eq(payments.id, directDebitCharges.payment_id))
    .innerJoin(sepaMandates, eq(sepaMandates.id, payments.mandate_id))
    .innerJoin(users, eq(users.id, payments.user_id))
    .innerJoin(movements, eq(movements.id, payments.movement_id))
    .leftJoin(directDebitRemittances, eq(directDebitRemittances.id, directDebitCharges.remittance_id))
    .where(
      and(
        eq(directDebitCharges.status, 'pending'),
        lte(directDebitCharges.due_on, dueOn),
        eq(payments.status, 'pending'),
        inArray(sepaMandates.status, ['uploaded', 'validated']),
        unpresentedOnly
          ? or(isNull(directDebitCharges.remittance_id), isNotNull(directDebitRemittances.withdrawn_at))
          : undefined,
      ),
    )
    .orderBy(
      asc(directDebitCharges.due_on),
      asc(movements.transaction_number),
      asc(directDebitCharges.sequence),
    )

  // Mandates that already had a charge collected (or, for the back-office, in a live file) present RCUR from now on.
  const mandateIds = [...new Set(rows.map((row) => row.mandateId))]
  const collected =
    mandateIds.length === 0
      ? []
      : await db
          .selectDistinct({ mandateId: payments.mandate_id })
          .from(directDebitCharges)
          .innerJoin(payments, eq(payments.id, directDebitCharges.payment_id))
          .leftJoin(directDebitRemittances, eq(directDebitRemittances.id, directDebitCharges.remittance_id))
          .where(
            and(
              inArray(payments.mandate_id, mandateIds),
              or(
                eq(directDebitCharges.status, 'collected'),
                unpresentedOnly
                  ? and(
                      eq(directDebitCharges.status, 'pending'),
                      isNotNull(directDebitCharges.remittance_id),
                      isNull(directDebitRemittances.withdrawn_at),
                    )
                  : undefined,
              ),
            ),
          )
  const presented = new Set(collected.map((row) => row.mandateId))

  const creditor = sepaCreditor()
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14)
  const messageId = `R${stamp}${randomBytes(3).toString('hex').toUpperCase()}`
  const document = new Document('pain.008.001.08')
  document.grpHdr.id = messageId
  document.grpHdr.created = now
  document.grpHdr.initiatorName = sepaText(creditor.name, 70)

  const groups = new Map<string, ReturnType<Document['createPaymentInfo']>>()
  const charges: RemittanceCharge[] = []
  const excluded: AdminRemittanceExclusion[] = []
  const firstOn = new Map<string, string>()
  for (const row of rows) {
    const endToEndId = `${row.transactionNumber}-${row.sequence}`
    const collectionDate = later(row.dueOn, firstCollection)
    const reason: AdminRemittanceExclusion['reason'] | null =
      collectionDate > lastCollection
        ? 'beyond_window'
        : firstOn.get(row.mandateId) === collectionDate
          ? 'same_date_as_first'
          : null
    if (reason) {
      excluded.push({
        charge_id: row.chargeId,
        end_to_end_id: endToEndId,
        member_name: `${row.name} ${row.surname}`,
        amount_cents: row.amountCents,
        collection_on: collectionDate,
        reason,
      })
      continue
    }
    const sequenceType: SequenceType = presented.has(row.mandateId) ? 'RCUR' : 'FRST'
    presented.add(row.mandateId)
    if (sequenceType === 'FRST') firstOn.set(row.mandateId, collectionDate)
    const key = `${sequenceType}-${collectionDate}`
    let info = groups.get(key)
    if (!info) {
      info = document.createPaymentInfo()
      info.localInstrumentation = 'CORE'
      info.sequenceType = sequenceType
      info.collectionDate = localDay(collectionDate)
      info.creditorId = creditor.id
      info.creditorName = sepaText(creditor.name, 70)
      info.creditorIBAN = creditor.iban
      document.addPaymentInfo(info)
      // Set after adding, which would prefix it with the message id again: 21 + 1 + 4 + 1 + 8 = 35 characters.
      info.id = `${messageId}-${sequenceType}-${collectionDate.replace(/-/g, '')}`
      groups.set(key, info)
    }
    const transaction = info.createTransaction()
    transaction.end2endId = endToEndId
    transaction.amount = row.amountCents / 100
    transaction.mandateId = row.mandateReference
    transaction.mandateSignatureDate = localDay(row.signedOn ?? isoDay(row.uploadedAt ?? now))
    transaction.debtorName = sepaText(`${row.name} ${row.surname}`, 70)
    transaction.debtorIBAN = row.iban
    const what = row.feePeriod ? `Cuota ${row.feePeriod}` : (row.description ?? '')
    transaction.remittanceInfo = sepaText(`${row.transactionNumber} ${what}`, 140)
    info.addTransaction(transaction)
    // InstrId as EndToEndId: the fee's number and the charge's, readable on a statement (set after adding, as above).
    transaction.id = endToEndId
    charges.push({
      chargeId: row.chargeId,
      paymentId: row.paymentId,
      mandateReference: row.mandateReference,
      endToEndId,
      amountCents: row.amountCents,
      sequenceType,
      collectionDate,
    })
  }

  return {
    xml: charges.length > 0 ? document.toString() : null,
    messageId,
    numberOfTransactions: charges.length,
    controlSumCents: charges.reduce((sum, charge) => sum + charge.amountCents, 0),
    charges,
    excluded,
  }
}
