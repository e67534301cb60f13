import 'server-only'
import { and, eq } from 'drizzle-orm'
import type { Locale } from '@/lib/contract/locales'
import type { CorrectionType } from '@/lib/contract/invoice-records'
import type { Database } from '@/lib/server/db/client'
import { invoiceRecords } from '@/lib/server/db/schema'
import { serverEnv } from '@/lib/env'
import { ApiError } from '@/lib/server/errors'
import type { FileStorage } from '@/lib/server/integrations/file-storage'
import { aeatDate } from '@/lib/server/integrations/verifactu/huella'
import { invoiceIssuer } from './association'
import { invoiceRecipientOf } from './invoice-issuer'
import { renderInvoicePdf } from './invoices'
import { issueDocument } from './issued-documents'
import { findInvoicedMovement, findMovementByInvoice } from './movements'

/**
 * The PDF of a rectificativa, drawn from its alta record and the movement of the invoice it corrects; the first
 * download issues it and keeps its bytes, as ordinary invoices are kept.
 */
export async function correctionPdf(db: Database, storage: FileStorage, number: string, lang: Locale) {
  const [record] = await db
    .select()
    .from(invoiceRecords)
    .where(and(eq(invoiceRecords.invoice_number, number), eq(invoiceRecords.kind, 'alta')))
  if (!record?.corrected_invoice_number || !record.correction_method)
    throw new ApiError(404, 'INVOICE_RECORD_NOT_FOUND')
  const original = await findMovementByInvoice(db, record.corrected_invoice_number, lang)
  if (!original) throw new ApiError(404, 'INVOICE_NOT_AVAILABLE')
  return issueDocument(db, storage, {
    kind: 'invoice',
    userId: original.userId,
    reference: number,
    lang,
    filename: `${number}.pdf`,
    render: async (verification) =>
      renderInvoicePdf({
        number,
        issuedOn: aeatDate(record.invoice_date),
        issuer: invoiceIssuer(),
        recipient: await invoiceRecipientOf(db, original.userId),
        movement: original.movement,
        lang,
        verification,
        invoicingMode: serverEnv().INVOICING_MODE,
        correction: {
          type: record.invoice_type as CorrectionType,
          method: record.correction_method === 'S' ? 'substitution' : 'differences',
          correctedNumber: record.corrected_invoice_number!,
          correctedOn: aeatDate(record.corrected_invoice_date!),
          reason: record.correction_reason ?? '',
          amountCents: Math.round(Number(record.amount_total) * 100),
        },
      }),
  })
}

/**
 * A rectificativa of one of the member's invoices, as staff would download it. Someone else's movement answers
 * 404 MOVEMENT_NOT_FOUND, as for invoices; a number that does not correct this movement's invoice (someone
 * else's, or cancelled), 404 INVOICE_NOT_AVAILABLE.
 */
export async function memberCorrectionPdf(
  db: Database,
  storage: FileStorage,
  { userId, movementId, number, lang }: { userId: string; movementId: string; number: string; lang: Locale },
) {
  const { movement } = await findInvoicedMovement(db, userId, movementId, lang)
  if (!movement.invoice_corrections.some((correction) => correction.number === number))
    throw new ApiError(404, 'INVOICE_NOT_AVAILABLE')
  return correctionPdf(db, storage, number, lang)
}
