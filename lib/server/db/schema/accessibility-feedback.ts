import { index, pgEnum, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { accessibilityFeedbackKinds } from '@/lib/contract/accessibility-feedback'
import { localeEnum } from './languages'

export const accessibilityFeedbackKindEnum = pgEnum('accessibility_feedback_kind', accessibilityFeedbackKinds)

/** Numbers the references (ACC-2026-000123); gaps are harmless. */
export const accessibilityFeedbackNumbers = pgSequence('accessibility_feedback_number_seq')

export const accessibilityFeedback = pgTable(
  'accessibility_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    kind: accessibilityFeedbackKindEnum('kind').notNull(),
    page_url: text('page_url'),
    message: text('message').notNull(),
    name: text('name'),
    email: text('email').notNull(),
    lang: localeEnum('lang').notNull(),
    idempotency_key: uuid('idempotency_key').unique(),
    /** SHA-256 of the stored fields, to tell a retry from another request that reuses its key. */
    request_fingerprint: text('request_fingerprint').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accessibility_feedback_created_at_idx').on(t.created_at)],
)
