import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The demo sets (`SEED_DEMO`) a database has had, by name (`news`, `pages`, `events`…): each is seeded once, so
 * demo content staff delete stays deleted, while a set added by a later version still reaches an older database.
 */
export const demoSeeds = pgTable('demo_seeds', {
  name: text('name').primaryKey(),
  seeded_at: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
})
