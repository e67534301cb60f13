import 'server-only'
import { and, eq } from 'drizzle-orm'
import type { InvoiceChainCheck } from '@/lib/contract/invoice-records'
import type { Database } from '@/lib/server/db/client'
import { invoiceRecords } from '@/lib/server/db/schema'
import { invoiceIssuer } from './association'
import { verifyRecordSignatures } from './invoice-record-signature'
import { verifyInvoiceChain } from './invoice-records'
import { recordInvoiceCheck } from './invoicing-events'

/**
 * "Verify the chain" as staff run it: every Huella and link, then every signature, and the check with what it
 * found kept in the event log. A broken chain is reported before a signature that does not hold.
 */
export async function checkInvoiceChain(db: Database): Promise<InvoiceChainCheck> {
  const chain = await verifyInvoiceChain(db)
  // verifyInvoiceChain refuses to run without the issuer's tax id.
  const taxId = invoiceIssuer().taxId!
  const signatures = await verifyRecordSignatures(db, taxId)
  let result = chain
  let anomaly: Parameters<typeof recordInvoiceCheck>[2] = null
  if (chain.first_break) {
    const [record] = await db
      .select()
      .from(invoiceRecords)
      .where(
        and(eq(invoiceRecords.issuer_tax_id, taxId), eq(invoiceRecords.position, chain.first_break.position)),
      )
    if (record) anomaly = { reason: chain.first_break.reason, record }
  } else if (signatures.firstInvalid) {
    const record = signatures.firstInvalid
    anomaly = { reason: 'signature_invalid', record }
    result = {
      checked: chain.checked,
      intact: false,
      first_break: {
        position: record.position,
        invoice_number: record.invoice_number,
        reason: 'signature_invalid',
      },
    }
  }
  await recordInvoiceCheck(db, { hashes: chain.checked, signatures: signatures.checked }, anomaly)
  return result
}
