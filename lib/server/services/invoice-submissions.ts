import 'server-only'
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { SubmissionStatus } from '@/lib/contract/invoice-records'
import type { Database, Transaction } from '@/lib/server/db/client'
import { aeatSubmissionTurns, invoiceRecords, invoiceRecordSubmissions } from '@/lib/server/db/schema'
import {
  AeatRejectedError,
  AeatUnavailableError,
  soapAeatClient,
  type AeatAnswer,
  type AeatClient,
  type AeatRecordState,
} from '@/lib/server/integrations/verifactu/client'
import {
  maxRecordsPerSubmission,
  regFactuXml,
  type SoftwareIdentity,
} from '@/lib/server/integrations/verifactu/registro'
import { JobDeferred } from '@/lib/server/jobs/defer'
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

/** How long a sender holds its issuer's turn: past it (a process that died mid-send), another may take it. */
const turnLeaseMs = 5 * 60 * 1000
/** How soon a record whose issuer's turn is taken looks again: the sender in turn may well carry it. */
const busyTurnRetryMs = 30 * 1000
/** How long an issuer's sends pause after the service did not answer. */
const unavailablePauseMs = 30 * 1000

/**
 * Takes the issuer's turn to send, for every instance at once, or defers the job to when it may: after the
 * TiempoEsperaEnvio the AEAT last asked for, and once the sender in turn is done.
 */
async function takeTurn(db: Database, taxId: string, now: Date): Promise<void> {
  await db.insert(aeatSubmissionTurns).values({ issuer_tax_id: taxId, not_before: now }).onConflictDoNothing()
  const [taken] = await db
    .update(aeatSubmissionTurns)
    .set({ leased_until: new Date(now.getTime() + turnLeaseMs) })
    .where(
      and(
        eq(aeatSubmissionTurns.issuer_tax_id, taxId),
        lte(aeatSubmissionTurns.not_before, now),
        or(isNull(aeatSubmissionTurns.leased_until), lte(aeatSubmissionTurns.leased_until, now)),
      ),
    )
    .returning()
  if (taken) return
  const [turn] = await db
    .select()
    .from(aeatSubmissionTurns)
    .where(eq(aeatSubmissionTurns.issuer_tax_id, taxId))
  const busyUntil =
    turn?.leased_until && turn.leased_until > now
      ? Math.min(turn.leased_until.getTime(), now.getTime() + busyTurnRetryMs)
      : now.getTime()
  throw new JobDeferred(new Date(Math.max(turn?.not_before.getTime() ?? 0, busyUntil)))
}

/** Gives the turn back; the next send of the issuer waits until `notBefore`. */
async function endTurn(db: Database, taxId: string, notBefore: Date): Promise<void> {
  await db
    .update(aeatSubmissionTurns)
    .set({ leased_until: null, not_before: notBefore })
    .where(eq(aeatSubmissionTurns.issuer_tax_id, taxId))
}

/** The issuer's records still waiting for the AEAT, in chain order, as many as one submission carries. */
async function pendingBatch(db: Database, taxId: string) {
  const batch = await db
    .select({ record: invoiceRecords })
    .from(invoiceRecordSubmissions)
    .innerJoin(invoiceRecords, eq(invoiceRecords.id, invoiceRecordSubmissions.record_id))
    .where(and(eq(invoiceRecords.issuer_tax_id, taxId), eq(invoiceRecordSubmissions.status, 'pending')))
    .orderBy(asc(invoiceRecords.position))
    .limit(maxRecordsPerSubmission)
  const records = batch.map((row) => row.record)
  // Each names the record before it in the chain, sent or not, in this batch or not.
  const previous = records.length
    ? await db
        .select()
        .from(invoiceRecords)
        .where(
          and(
            eq(invoiceRecords.issuer_tax_id, taxId),
            inArray(
              invoiceRecords.position,
              records.map((record) => record.position - 1),
            ),
          ),
        )
    : []
  const byPosition = new Map(previous.map((record) => [record.position, record]))
  return records.map((record) => ({ record, previous: byPosition.get(record.position - 1) ?? null }))
}

type Verdict = Pick<
  typeof invoiceRecordSubmissions.$inferInsert,
  'status' | 'error_code' | 'error_text' | 'csv'
>

/** Stores one verdict for many records in one statement; a record already answered keeps its answer. */
async function keepVerdicts(db: Database, verdicts: Map<string, Verdict>): Promise<void> {
  const groups = new Map<string, { verdict: Verdict; ids: string[] }>()
  for (const [id, verdict] of verdicts) {
    const key = JSON.stringify(verdict)
    const group = groups.get(key) ?? { verdict, ids: [] }
    group.ids.push(id)
    groups.set(key, group)
  }
  for (const { verdict, ids } of groups.values())
    await db
      .update(invoiceRecordSubmissions)
      .set(verdict)
      .where(
        and(inArray(invoiceRecordSubmissions.record_id, ids), eq(invoiceRecordSubmissions.status, 'pending')),
      )
}

/** The verdict of each record the answer speaks of: by its RefExterna, else by its number and operation. */
function verdictsOf(records: InvoiceRecordRow[], answer: AeatAnswer): Map<string, Verdict> {
  const verdicts = new Map<string, Verdict>()
  for (const record of records) {
    const operation = record.kind === 'anulacion' ? 'Anulacion' : 'Alta'
    const line =
      answer.lines.find((candidate) => candidate.ref === record.id) ??
      answer.lines.find(
        (candidate) =>
          !candidate.ref &&
          candidate.invoiceNumber === record.invoice_number &&
          candidate.operation === operation,
      )
    if (line)
      verdicts.set(record.id, {
        status: statusOf[line.state],
        error_code: line.errorCode,
        error_text: line.errorText,
        csv: answer.csv,
      })
    // A submission the AEAT found wholly correct may leave its lines out.
    else if (answer.sendState === 'Correcto')
      verdicts.set(record.id, { status: 'accepted', error_code: null, error_text: null, csv: answer.csv })
  }
  return verdicts
}

/**
 * Sends the issuer's waiting records, up to the AEAT's limit per submission, and keeps its verdict on each. Answers
 * when the issuer may send next (TiempoEsperaEnvio) and which records went. A refusal of the whole submission
 * rejects every record it carried; the service being unavailable throws.
 */
async function sendBatch(db: Database, client: AeatClient, taxId: string, now: Date) {
  const batch = await pendingBatch(db, taxId)
  if (batch.length === 0) return { sent: new Set<string>(), nextSend: now }
  const ids = batch.map(({ record }) => record.id)
  const party = { name: invoiceIssuer().name, taxId }
  const xml = regFactuXml({ records: batch, issuer: party, software: softwareIdentity(party) })
  await db
    .update(invoiceRecordSubmissions)
    .set({ attempts: sql`${invoiceRecordSubmissions.attempts} + 1`, last_attempt_at: now })
    .where(inArray(invoiceRecordSubmissions.record_id, ids))
  try {
    const answer = await client.submit(xml)
    await keepVerdicts(
      db,
      verdictsOf(
        batch.map(({ record }) => record),
        answer,
      ),
    )
    return { sent: new Set(ids), nextSend: new Date(Date.now() + answer.waitSeconds * 1000) }
  } catch (error) {
    if (!(error instanceof AeatRejectedError)) throw error
    const verdict: Verdict = { status: 'rejected', error_code: error.code, error_text: error.text, csv: null }
    await keepVerdicts(db, new Map(ids.map((id) => [id, verdict])))
    return { sent: new Set(ids), nextSend: new Date() }
  }
}

/**
 * The job of one record: sends it with the rest of its issuer's waiting records, in chain order, when the issuer's
 * turn comes (one sender at a time, after the wait the AEAT asked for), and keeps the AEAT's answer. The service
 * being unavailable throws, so the job worker tries again later; a rejection is an answer, kept and never retried.
 * A record already answered, by its own job or in another's submission, is not sent again.
 */
export async function submitInvoiceRecord(
  db: Database,
  client: AeatClient | null,
  recordId: string,
): Promise<void> {
  const statusOfRecord = async () => {
    const [row] = await db
      .select({ taxId: invoiceRecords.issuer_tax_id, status: invoiceRecordSubmissions.status })
      .from(invoiceRecordSubmissions)
      .innerJoin(invoiceRecords, eq(invoiceRecords.id, invoiceRecordSubmissions.record_id))
      .where(eq(invoiceRecordSubmissions.record_id, recordId))
    return row
  }
  const row = await statusOfRecord()
  if (!row || row.status !== 'pending') return
  if (!client) throw new Error('AEAT submission is not configured (see the startup log)')
  const now = new Date()
  await takeTurn(db, row.taxId, now)
  // Unless the AEAT answers, the issuer's other jobs hold back a while rather than each try the whole batch.
  let nextSend = new Date(now.getTime() + unavailablePauseMs)
  let sent = new Set<string>()
  try {
    ;({ sent, nextSend } = await sendBatch(db, client, row.taxId, now))
  } finally {
    await endTurn(db, row.taxId, nextSend)
  }
  if ((await statusOfRecord())?.status !== 'pending') return
  // Sent, but the answer said nothing of it: not decided, so it is tried again as if unavailable.
  if (sent.has(recordId)) throw new AeatUnavailableError('AEAT answered without a line for the record')
  // Beyond this submission's limit: it goes in the next one.
  throw new JobDeferred(nextSend)
}
