import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { resourceFormats } from '@/lib/contract/content'
import { loanStatuses } from '@/lib/contract/loans'
import {
  publication,
  publicationIndex,
  timestamps,
  translated,
  translatedText,
  translationIndexes,
} from './columns'
import { terms } from './content'
import { users } from './users'

export const resourceFormatEnum = pgEnum('resource_format', resourceFormats)

const rated = {
  /** Sum and count of the votes, kept with each vote so lists need no aggregate. */
  stars_total: integer('stars_total').notNull().default(0),
  stars_count: integer('stars_count').notNull().default(0),
}

/** The lending library: items a member can borrow. */
export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    ...publication,
    format: resourceFormatEnum('format').notNull().default('book'),
    author: text('author'),
    publisher: text('publisher'),
    year: integer('year'),
    isbn: text('isbn'),
    copies: integer('copies').notNull().default(1),
    /** Whether a loan can be requested online. */
    applicable_online: boolean('applicable_online').notNull().default(true),
    image_src: text('image_src'),
    ...rated,
    ...timestamps,
  },
  (t) => [publicationIndex('resources', t)],
)

export const resourceTranslations = pgTable(
  'resource_translations',
  {
    resource_id: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    ...translated(),
  },
  (t) => [
    primaryKey({ columns: [t.resource_id, t.lang] }),
    ...translationIndexes('resource_translations', t),
  ],
)

export const resourceCategories = pgTable(
  'resource_category_links',
  {
    resource_id: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    term_id: integer('term_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.resource_id, t.term_id] }),
    index('resource_category_links_term_idx').on(t.term_id),
  ],
)

/** Resource cards: online resources (guides, tools, sites) shown as cards that link out. */
export const resourceCards = pgTable(
  'resource_cards',
  {
    id: serial('id').primaryKey(),
    ...publication,
    url: text('url').notNull(),
    image_src: text('image_src'),
    ...rated,
    ...timestamps,
  },
  (t) => [publicationIndex('resource_cards', t)],
)

export const resourceCardTranslations = pgTable(
  'resource_card_translations',
  {
    card_id: integer('card_id')
      .notNull()
      .references(() => resourceCards.id, { onDelete: 'cascade' }),
    ...translatedText(),
  },
  (t) => [
    primaryKey({ columns: [t.card_id, t.lang] }),
    ...translationIndexes('resource_card_translations', t),
  ],
)

export const resourceCardCategories = pgTable(
  'resource_card_category_links',
  {
    card_id: integer('card_id')
      .notNull()
      .references(() => resourceCards.id, { onDelete: 'cascade' }),
    term_id: integer('term_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.card_id, t.term_id] }),
    index('resource_card_category_links_term_idx').on(t.term_id),
  ],
)

const vote = {
  user_id: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  stars: integer('stars').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}

/** One vote per user and item (spec §5): the primary key refuses a second one. */
export const resourceRatings = pgTable(
  'resource_ratings',
  {
    resource_id: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    ...vote,
  },
  (t) => [
    primaryKey({ columns: [t.resource_id, t.user_id] }),
    check('resource_ratings_stars_check', sql`${t.stars} between 1 and 5`),
  ],
)

export const resourceCardRatings = pgTable(
  'resource_card_ratings',
  {
    card_id: integer('card_id')
      .notNull()
      .references(() => resourceCards.id, { onDelete: 'cascade' }),
    ...vote,
  },
  (t) => [
    primaryKey({ columns: [t.card_id, t.user_id] }),
    check('resource_card_ratings_stars_check', sql`${t.stars} between 1 and 5`),
  ],
)

export const loanStatusEnum = pgEnum('loan_status', loanStatuses)

/**
 * Loans of the lending library. Overdue is derived from due_on; at most one open loan per person and resource.
 * A resource with loans cannot be deleted (archive it instead), so that no member's history disappears.
 */
export const resourceLoans = pgTable(
  'resource_loans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resource_id: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'restrict' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: loanStatusEnum('status').notNull().default('requested'),
    requested_at: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    starts_on: date('starts_on'),
    due_on: date('due_on'),
    returned_on: date('returned_on'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('resource_loans_open_key')
      .on(t.user_id, t.resource_id)
      .where(sql`${t.status} in ('requested', 'on_loan')`),
    index('resource_loans_user_idx').on(t.user_id, t.status, t.due_on),
    // A resource's availability counts its open loans and finds the first one due back.
    index('resource_loans_resource_idx').on(t.resource_id, t.status, t.due_on),
    check(
      'resource_loans_lent_check',
      sql`${t.status} in ('requested', 'cancelled') or (${t.starts_on} is not null and ${t.due_on} is not null)`,
    ),
    check('resource_loans_returned_check', sql`(${t.status} = 'returned') = (${t.returned_on} is not null)`),
    check('resource_loans_due_check', sql`${t.due_on} >= ${t.starts_on}`),
    check('resource_loans_return_date_check', sql`${t.returned_on} >= ${t.starts_on}`),
  ],
)
