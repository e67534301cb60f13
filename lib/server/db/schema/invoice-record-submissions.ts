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
