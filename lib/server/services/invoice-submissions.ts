import 'server-only'
import { and, eq, sql } from 'drizzle-orm'
import type { SubmissionStatus } from '@/lib/contract/invoice-records'
import type { Database, Transaction } from '@/lib/server/db/client'
import { invoiceRecords, invoiceRecordSubmissions } from '@/lib/server/db/schema'
import {
  soapAeatClient,
  type AeatClient,
  type AeatRecordState,
} from '@/lib/server/integrations/verifactu/client'
import { regFactuXml, type SoftwareIdentity } from '@/lib/server/integrations/verifactu/registro'
import { queueJob } from '@/lib/server/jobs/queue'
import { serverEnv, type ServerEnv } from '@/lib/env'
import packageJson from '@/package.json'
import { invoiceIssuer } from './association'

type InvoiceRecordRow = typeof invoiceRecords.$inferSelect

/** Whether records are sent to the AEAT, and why not when they are not. */
export type AeatSubmissionSetup = { sending: true; client: AeatClient } | { sending: false; reason: string }

/**
 * Nothing is sent unless the mode is VERI*FACTU and an endpoint and a certificate are configured; a certificate
 * that does not open is said here, at startup.
 */
export function aeatSubmissionFromEnv(env: ServerEnv = serverEnv()): AeatSubmissionSetup {
  if (env.INVOICING_MODE !== 'verifactu')
    return { sending: false, reason: 'INVOICING_MODE is no_verifactu: records are kept, not sent' }
  if (!env.AEAT_ENDPOINT_URL || !env.AEAT_CERT_PATH)
    return {
      sending: false,
      reason:
        'INVOICING_MODE is verifactu but AEAT_ENDPOINT_URL or AEAT_CERT_PATH is unset: records wait, unsent',
    }
  try {
    const client = soapAeatClient(env.AEAT_ENDPOINT_URL, {
      certPath: env.AEAT_CERT_PATH,
      keyPath: env.AEAT_KEY_PATH,
      passphrase: env.AEAT_CERT_PASSPHRASE,
    })
    return { sending: true, client }
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error)
    return { sending: false, reason: `the AEAT certificate cannot be used (${why}): records wait, unsent` }
  }
}

/**
 * Called where a record is appended, in its transaction: in VERI*FACTU mode the record gets its submission and a
 * job that sends it, so neither exists without the other.
 */
export async function queueRecordSubmission(tx: Transaction, record: InvoiceRecordRow): Promise<void> {
  if (serverEnv().INVOICING_MODE !== 'verifactu') return
  await tx.insert(invoiceRecordSubmissions).values({ record_id: record.id })
  await queueJob(tx, 'aeat-submission', { recordId: record.id })
}

/** The SistemaInformatico the records name: this portal, installed by the association that issues. */
export function softwareIdentity(issuer: { name: string; taxId: string }): SoftwareIdentity {
  return {
    producer: issuer,
    name: 'Portal del colegio',
    id: 'PC',
    version: packageJson.version,
    installation: `${issuer.taxId}-1`,
  }
}

const statusOf: Record<AeatRecordState, SubmissionStatus> = {
  Correcto: 'accepted',
  AceptadoConErrores: 'accepted_with_errors',
  Incorrecto: 'rejected',
}

/**
 * Sends one record and keeps the AEAT's answer. The service being unavailable throws, so the job worker tries
 * again later; a rejection is an answer, kept and never retried. A record already answered is not sent again.
 */
export async function submitInvoiceRecord(
  db: Database,
  client: AeatClient | null,
  recordId: string,
): Promise<void> {
  const [row] = await db
    .select({ record: invoiceRecords, status: invoiceRecordSubmissions.status })
    .from(invoiceRecordSubmissions)
    .innerJoin(invoiceRecords, eq(invoiceRecords.id, invoiceRecordSubmissions.record_id))
    .where(eq(invoiceRecordSubmissions.record_id, recordId))
  if (!row || row.status !== 'pending') return
  if (!client) throw new Error('AEAT submission is not configured (see the startup log)')
  const { record } = row
  const [previous] = await db
    .select()
    .from(invoiceRecords)
    .where(
      and(
        eq(invoiceRecords.issuer_tax_id, record.issuer_tax_id),
        eq(invoiceRecords.position, record.position - 1),
      ),
    )
  const issuer = invoiceIssuer()
  const party = { name: issuer.name, taxId: record.issuer_tax_id }
  const xml = regFactuXml({
    record,
    previous: previous ?? null,
    issuer: party,
    software: softwareIdentity(party),
  })
  await db
    .update(invoiceRecordSubmissions)
    .set({ attempts: sql`${invoiceRecordSubmissions.attempts} + 1`, last_attempt_at: new Date() })
    .where(eq(invoiceRecordSubmissions.record_id, recordId))
  const answer = await client.submit(xml)
  await db
    .update(invoiceRecordSubmissions)
    .set({
      status: statusOf[answer.state],
      error_code: answer.errorCode,
      error_text: answer.errorText,
      csv: answer.csv,
    })
    .where(eq(invoiceRecordSubmissions.record_id, recordId))
}
