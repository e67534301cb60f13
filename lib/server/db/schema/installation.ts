import { sql } from 'drizzle-orm'
import { boolean, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const installationModes = ['demo', 'production'] as const
export type InstallationMode = (typeof installationModes)[number]

/**
 * One row: what the database was created as, recorded at its first start. The demo seed writes only into a demo
 * one; a production start checks the association's settings and that no demo account is left.
 */
export const installation = pgTable(
  'installation',
  {
    id: boolean('id').primaryKey().default(true),
    mode: text('mode', { enum: installationModes }).notNull(),
    recorded_at: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('installation_one_row', sql`${t.id}`),
    check('installation_mode_check', sql`${t.mode} in ('demo', 'production')`),
  ],
)
