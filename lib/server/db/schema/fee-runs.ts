import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  date,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { feeRunStatuses, type AdminFeeRunSkip } from '@/lib/contract/admin-fee-runs'
import { vatTreatments } from '@/lib/contract/movements'
import { collegiateStatusEnum } from './members'
import { users } from './users'

export const vatTreatmentEnum = pgEnum('vat_treatment', vatTreatments)
export const feeRunStatusEnum = pgEnum('fee_run_status', feeRunStatuses)

/**
 * One period's fee issued to every member of a group (the collegiate statuses chosen), as one transaction. The
 * partial unique index is what makes issuing the same period and group twice impossible, even at the same time.
 */
export const feeRuns = pgTable(
  'fee_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    period: text('period').notNull(),
    statuses: collegiateStatusEnum('statuses').array().notNull(),
    /** The statuses sorted and joined (`active,retired`): the group the unique index compares. */
    group_key: text('group_key').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    vat_treatment: vatTreatmentEnum('vat_treatment').notNull(),
    due_date: date('due_date', { mode: 'string' }).notNull(),
    status: feeRunStatusEnum('status').notNull().default('issued'),
    charge_count: integer('charge_count').notNull(),
    total_cents: bigint('total_cents', { mode: 'number' }).notNull(),
    skipped: jsonb('skipped').$type<AdminFeeRunSkip[]>().notNull().default([]),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('fee_runs_period_group_key')
      .on(t.period, t.group_key)
      .where(sql`${t.status} = 'issued'`),
    check('fee_runs_period_check', sql`${t.period} ~ '^[0-9]{4}(-Q[1-4])?$'`),
    check('fee_runs_amount_check', sql`${t.amount_cents} > 0`),
    check('fee_runs_cancelled_check', sql`(${t.status} = 'cancelled') = (${t.cancelled_at} is not null)`),
  ],
)
