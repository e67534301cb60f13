import 'server-only'
import { readFileSync } from 'node:fs'
import { and, asc, count, eq, gt, isNull } from 'drizzle-orm'
import type { InvoiceSigningStatus } from '@/lib/contract/invoicing-events'
import type { Database, Transaction } from '@/lib/server/db/client'
import { invoiceRecords, invoiceRecordSignatures } from '@/lib/server/db/schema'
import { registroXml } from '@/lib/server/integrations/verifactu/registro'
import { verifyXades, xadesSigner, type XadesSigner } from '@/lib/server/integrations/verifactu/xades'
import { serverEnv, type ServerEnv } from '@/lib/env'
import { invoiceIssuer } from './association'
import { softwareIdentity } from './invoice-submissions'

type InvoiceRecordRow = typeof invoiceRecords.$inferSelect

/** Whether records and events are signed, and with what, or why not. */
export type SigningSetup =
  | { status: 'configured'; signer: XadesSigner }
  | { status: 'not_needed' | 'not_configured' }
  | { status: 'invalid'; reason: string }

let loaded: { key: string; setup: Promise<SigningSetup> } | undefined

/**
 * The non-verifiable mode signs (Orden HAC/1177/2024 art. 12; VERI*FACTU records are sent instead). The certificate
 * is opened once per setting; one that does not open leaves records unsigned and says why, rather than stopping
 * invoices from being issued.
 */
export function signingSetup(env: ServerEnv = serverEnv()): Promise<SigningSetup> {
  if (env.INVOICING_MODE !== 'no_verifactu') return Promise.resolve({ status: 'not_needed' })
  const certPath = env.INVOICING_SIGNING_CERT_PATH
  const keyPath = env.INVOICING_SIGNING_KEY_PATH
  if (!certPath || !keyPath) return Promise.resolve({ status: 'not_configured' })
  const key = [certPath, keyPath, env.INVOICING_SIGNING_PASSPHRASE ?? ''].join('\0')
  if (loaded?.key !== key)
    loaded = {
      key,
      setup: (async (): Promise<SigningSetup> => {
        try {
          const signer = await xadesSigner({
            certificatePem: readFileSync(certPath, 'utf8'),
            keyPem: readFileSync(keyPath, 'utf8'),
            passphrase: env.INVOICING_SIGNING_PASSPHRASE,
          })
          return { status: 'configured', signer }
        } catch (error) {
          return { status: 'invalid', reason: error instanceof Error ? error.message : String(error) }
        }
      })(),
    }
  return loaded.setup
}

/** The startup log's line about signing. */
export async function describeSigning(): Promise<string> {
  const setup = await signingSetup()
  if (setup.status === 'configured')
    return `invoice records and events are signed with ${setup.signer.certificate.subject}`
  if (setup.status === 'not_needed') return 'invoice records are sent to the AEAT, not signed (verifactu)'
  if (setup.status === 'invalid')
    return `invoice records are NOT signed: the signing certificate cannot be used (${setup.reason})`
  return 'invoice records are NOT signed: INVOICING_SIGNING_CERT_PATH and _KEY_PATH are unset'
}

/** The parties the record's XML names, as its submission names them. */
function partiesOf(taxId: string) {
  const issuer = { name: invoiceIssuer().name, taxId }
  return { issuer, software: softwareIdentity(issuer) }
}

/**
 * Called where a record is appended, in its transaction: signs the record's XML (RegistroAlta or RegistroAnulacion
 * with its Encadenamiento) and keeps it beside the record. Without a certificate the record stays unsigned.
 */
export async function signInvoiceRecord(tx: Transaction, record: InvoiceRecordRow): Promise<void> {
  const setup = await signingSetup()
  if (setup.status !== 'configured') return
  const [previous] = await tx
    .select()
    .from(invoiceRecords)
    .where(
      and(
        eq(invoiceRecords.issuer_tax_id, record.issuer_tax_id),
        eq(invoiceRecords.position, record.position - 1),
      ),
    )
  const xml = registroXml({ record, previous: previous ?? null, ...partiesOf(record.issuer_tax_id) })
  await tx.insert(invoiceRecordSignatures).values({
    record_id: record.id,
    signed_xml: await setup.signer.sign(xml),
    certificate_subject: setup.signer.certificate.subject,
    certificate_serial: setup.signer.certificate.serialNumber,
  })
}

/** A signature holds when it verifies and signs this record's Huella, so it cannot be moved to another record. */
export async function signatureHolds(signedXml: string, hash: string, huellaElement: string) {
  return signedXml.includes(`<sf:${huellaElement}>${hash}</sf:${huellaElement}>`) && verifyXades(signedXml)
}

const checkBatch = 200

/** Verifies every signed record of the issuer in chain order; answers the first whose signature does not hold. */
export async function verifyRecordSignatures(db: Database, taxId: string) {
  let checked = 0
  let after = 0
  for (;;) {
    const rows = await db
      .select({ record: invoiceRecords, signedXml: invoiceRecordSignatures.signed_xml })
      .from(invoiceRecords)
      .innerJoin(invoiceRecordSignatures, eq(invoiceRecordSignatures.record_id, invoiceRecords.id))
      .where(and(eq(invoiceRecords.issuer_tax_id, taxId), gt(invoiceRecords.position, after)))
      .orderBy(asc(invoiceRecords.position))
      .limit(checkBatch)
    for (const { record, signedXml } of rows) {
      checked++
      if (!(await signatureHolds(signedXml, record.hash, 'Huella'))) return { checked, firstInvalid: record }
      after = record.position
    }
    if (rows.length < checkBatch) return { checked, firstInvalid: null }
  }
}

/** What staff see above the chain: the mode, whether records are being signed, and how many are not. */
export async function invoiceSigningStatus(db: Database): Promise<InvoiceSigningStatus> {
  const setup = await signingSetup()
  const [unsigned] = await db
    .select({ total: count() })
    .from(invoiceRecords)
    .leftJoin(invoiceRecordSignatures, eq(invoiceRecordSignatures.record_id, invoiceRecords.id))
    .where(isNull(invoiceRecordSignatures.record_id))
  return {
    mode: serverEnv().INVOICING_MODE,
    signing: setup.status,
    certificate_subject: setup.status === 'configured' ? setup.signer.certificate.subject : null,
    certificate_valid_to:
      setup.status === 'configured' ? setup.signer.certificate.validTo.toISOString() : null,
    unsigned_records: setup.status === 'not_needed' ? 0 : (unsigned?.total ?? 0),
  }
}
