import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { submissionStatuses } from '@/lib/contract/invoice-records'

export const invoiceSubmissionStatusEnum = pgEnum('invoice_submission_status', submissionStatuses)

/**
 * A record's submission to the AEAT (VERI*FACTU mode): beside the record, not in it, because records are never
 * updated and a submission changes with every answer.
 */
export const invoiceRecordSubmissions = pgTable(
  'invoice_record_submissions',
  {
    // No foreign key: it would make TRUNCATE of the records fail on it before their own trigger says why. The row
    // is written with its record, in the same transaction, and records are never deleted.
    record_id: uuid('record_id').primaryKey(),
    status: invoiceSubmissionStatusEnum('status').notNull().default('pending'),
    error_code: text('error_code'),
    error_text: text('error_text'),
    csv: text('csv'),
    attempts: integer('attempts').notNull().default(0),
    last_attempt_at: timestamp('last_attempt_at', { withTimezone: true }),
  },
  (t) => [index('invoice_record_submissions_status_idx').on(t.status)],
)

/**
 * Each issuer's turn to send to the AEAT, shared by every instance: one sender at a time (`leased_until`), and none
 * before the TiempoEsperaEnvio the AEAT's last answer asked for (`not_before`). Times are the servers' clocks, as
 * the job queue's are.
 */
export const aeatSubmissionTurns = pgTable('aeat_submission_turns', {
  issuer_tax_id: text('issuer_tax_id').primaryKey(),
  not_before: timestamp('not_before', { withTimezone: true }).notNull().defaultNow(),
  leased_until: timestamp('leased_until', { withTimezone: true }),
})
