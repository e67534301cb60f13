/** Enums and column sets that tables of several domains share. */
import { sql } from 'drizzle-orm'
import {
  check,
  type ExtraConfigColumn,
  index,
  integer,
  pgEnum,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { applicationStatuses } from '@/lib/contract/applications'
import { attachmentContentTypes } from '@/lib/contract/attachments'
import { applicationWindowStatuses, contentStatuses } from '@/lib/contract/content'
import { languages, localeEnum } from './languages'

export const contentStatusEnum = pgEnum('content_status', contentStatuses)
export const applicationWindowEnum = pgEnum('application_window', applicationWindowStatuses)
export const applicationStatusEnum = pgEnum('application_status', applicationStatuses)
export const attachmentContentTypeEnum = pgEnum('attachment_content_type', attachmentContentTypes)

export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}

/**
 * How a content item is published: `status` (spec §4) and `publish_at`, the date shown and, for programmed
 * content, the moment it becomes public.
 */
export const publication = {
  status: contentStatusEnum('status').notNull().default('draft'),
  publish_at: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
}

export const publicationIndex = (
  name: string,
  t: { status: ExtraConfigColumn; publish_at: ExtraConfigColumn },
) => index(`${name}_publication_idx`).on(t.status, t.publish_at.desc())

/**
 * The text of a content item in one language. `search_text` is what search matches: title, summary and body
 * without tags or accents, in lower case (the migration defines portal_search_text), indexed for trigram search.
 */
export const translatedText = () => ({
  lang: localeEnum('lang')
    .notNull()
    .references(() => languages.code),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  body: text('body').notNull().default(''),
  search_text: text('search_text')
    .notNull()
    .generatedAlwaysAs(sql`portal_search_text(title, summary, body)`),
  ...timestamps,
})

export const translated = () => ({ ...translatedText(), slug: text('slug').notNull() })

export const translationIndexes = (
  name: string,
  t: { lang: ExtraConfigColumn; search_text: ExtraConfigColumn; slug?: ExtraConfigColumn },
) => [
  ...(t.slug ? [uniqueIndex(`${name}_lang_slug_key`).on(t.lang, t.slug)] : []),
  index(`${name}_search_idx`).using('gin', t.search_text.op('gin_trgm_ops')),
]

/** A stored file's record: the bytes live in the file storage under storage_key (attachments, complaint documents). */
export const storedFile = () => ({
  filename: text('filename').notNull(),
  content_type: attachmentContentTypeEnum('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  storage_key: uuid('storage_key').notNull().unique(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const storedFileChecks = (
  table: string,
  t: { filename: ExtraConfigColumn; size: ExtraConfigColumn },
) => [
  check(`${table}_filename_check`, sql`char_length(${t.filename}) between 1 and 200`),
  check(`${table}_size_check`, sql`${t.size} > 0`),
]
