import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { jobContractTypes, jobWorkingDays, jobWorkplaceTypes, vocabularies } from '@/lib/contract/content'
import {
  contentStatusEnum,
  publication,
  publicationIndex,
  timestamps,
  translated,
  translationIndexes,
} from './columns'
import { languages, localeEnum } from './languages'

export const vocabularyEnum = pgEnum('vocabulary', vocabularies)

/** Categories, event types and modes: short lists of terms, each named in every language. */
export const terms = pgTable(
  'terms',
  {
    id: serial('id').primaryKey(),
    vocabulary: vocabularyEnum('vocabulary').notNull(),
    key: text('key').notNull(),
    position: integer('position').notNull().default(0),
    color: text('color'),
  },
  (t) => [uniqueIndex('terms_vocabulary_key_key').on(t.vocabulary, t.key)],
)

export const termTranslations = pgTable(
  'term_translations',
  {
    term_id: integer('term_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
    lang: localeEnum('lang')
      .notNull()
      .references(() => languages.code),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.term_id, t.lang] })],
)

export const termReference = (name: string) =>
  integer(name).references(() => terms.id, { onDelete: 'set null' })

export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    status: contentStatusEnum('status').notNull().default('draft'),
    is_home: boolean('is_home').notNull().default(false),
    publish_at: timestamp('publish_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('pages_single_home_key')
      .on(t.is_home)
      .where(sql`${t.is_home}`),
  ],
)

export const pageTranslations = pgTable(
  'page_translations',
  {
    page_id: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    lang: localeEnum('lang')
      .notNull()
      .references(() => languages.code),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.page_id, t.lang] }),
    uniqueIndex('page_translations_lang_slug_key').on(t.lang, t.slug),
  ],
)

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    ...publication,
    category_id: termReference('category_id'),
    image_src: text('image_src'),
    featured: boolean('featured').notNull().default(false),
    ...timestamps,
  },
  (t) => [publicationIndex('news', t), index('news_category_idx').on(t.category_id)],
)

export const newsTranslations = pgTable(
  'news_translations',
  {
    news_id: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    ...translated(),
    image_alt: text('image_alt').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.news_id, t.lang] }), ...translationIndexes('news_translations', t)],
)

export const jobContractTypeEnum = pgEnum('job_contract_type', jobContractTypes)
export const jobWorkingDayEnum = pgEnum('job_working_day', jobWorkingDays)
export const jobWorkplaceTypeEnum = pgEnum('job_workplace_type', jobWorkplaceTypes)

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    ...publication,
    /** The last day applications are taken; the offer leaves the list after it. */
    closes_at: timestamp('closes_at', { withTimezone: true }),
    company: text('company').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    contract_type: jobContractTypeEnum('contract_type').notNull(),
    working_day: jobWorkingDayEnum('working_day').notNull(),
    workplace_type: jobWorkplaceTypeEnum('workplace_type').notNull().default('on_site'),
    salary_min: integer('salary_min'),
    salary_max: integer('salary_max'),
    contact_email: text('contact_email'),
    contact_url: text('contact_url'),
    ...timestamps,
  },
  (t) => [publicationIndex('jobs', t), index('jobs_province_idx').on(t.province)],
)

export const jobTranslations = pgTable(
  'job_translations',
  {
    job_id: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    ...translated(),
  },
  (t) => [primaryKey({ columns: [t.job_id, t.lang] }), ...translationIndexes('job_translations', t)],
)

export const workplaces = pgTable(
  'workplaces',
  {
    id: serial('id').primaryKey(),
    ...publication,
    address: text('address').notNull(),
    postal_code: text('postal_code').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    image_src: text('image_src'),
    ...timestamps,
  },
  (t) => [publicationIndex('workplaces', t), index('workplaces_province_idx').on(t.province)],
)

export const workplaceTranslations = pgTable(
  'workplace_translations',
  {
    workplace_id: integer('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    ...translated(),
  },
  (t) => [
    primaryKey({ columns: [t.workplace_id, t.lang] }),
    ...translationIndexes('workplace_translations', t),
  ],
)
