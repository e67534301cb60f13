import { sql } from 'drizzle-orm'
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Work to do after a change commits (e-mails above all), written in the change's own transaction so that a crash
 * or an SMTP hiccup cannot lose it. A row goes once its work is done; one that kept failing stays, `failed_at` set.
 */
export const pendingJobs = pgTable(
  'pending_jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** What to do (`mail`, `password-recovery`…) and its input. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** When it may run next (the server's clock): after a failure, its backoff; while a worker has it, its lease's end. */
    run_after: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    failed_at: timestamp('failed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pending_jobs_due_idx')
      .on(t.run_after)
      .where(sql`${t.failed_at} is null`),
  ],
)

/**
 * Each scheduled chore's next turn, so that of several instances ticking on their own timers one runs it per
 * interval: an instance runs a chore only when it moves `due_at` forward, which one statement does for one of them.
 */
export const scheduledChores = pgTable('scheduled_chores', {
  name: text('name').primaryKey(),
  /** The database's clock, which every instance shares. */
  due_at: timestamp('due_at', { withTimezone: true }).notNull(),
})
