import { boolean, integer, pgEnum, pgTable } from 'drizzle-orm/pg-core'
import { locales } from '@/lib/contract/locales'

export const localeEnum = pgEnum('locale', locales)

/** The languages the portal is offered in; every translation names one. */
export const languages = pgTable('languages', {
  code: localeEnum('code').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  position: integer('position').notNull().default(0),
})
