import { index, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * What staff did in the back-office, who and when: every status change, edit, validation and export. Kept when
 * the member of staff or the object goes (actor and entity are copied, not referenced, beyond the actor's id).
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor_id: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actor_email: text('actor_email').notNull(),
    /** The kind of object (`registration`, `news`, `member`…) and its id as text. */
    entity: text('entity').notNull(),
    entity_id: text('entity_id').notNull(),
    /** What was done: `status_changed`, `updated`, `created`, `deleted`, `exported`… */
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('staff_actions_entity_idx').on(t.entity, t.entity_id, t.at.desc()),
    index('staff_actions_at_idx').on(t.at.desc()),
  ],
)
