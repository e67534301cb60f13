import 'server-only'
import type { Locale } from '@/lib/contract/locales'
import type { Database, Transaction } from '@/lib/server/db/client'
import { pendingJobs } from '@/lib/server/db/schema'
import type { MailMessage } from '@/lib/server/integrations/mail'

/** The work a job can hold and its input; the worker has a handler for each. */
export interface JobPayloads {
  mail: MailMessage
  /** Looked up by the worker, so the request answers in the same time whether or not the account exists. */
  'password-recovery': { email: string; lang?: Locale }
  'verification-request': { email: string; lang?: Locale }
  /** An invoice record to send to the AEAT (VERI*FACTU mode). */
  'aeat-submission': { recordId: string }
}

export type JobKind = keyof JobPayloads

/**
 * Give it the transaction of the change that causes the work: the work then exists exactly when the change does,
 * and a crash after the commit cannot lose it. The worker picks it up after the commit.
 */
export async function queueJob<K extends JobKind>(
  db: Database | Transaction,
  kind: K,
  payload: JobPayloads[K],
): Promise<void> {
  await db.insert(pendingJobs).values({ kind, payload, run_after: new Date() })
}

export function queueMail(db: Database | Transaction, message: MailMessage): Promise<void> {
  return queueJob(db, 'mail', message)
}
