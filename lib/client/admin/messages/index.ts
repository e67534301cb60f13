import type { Locale } from '@/lib/contract/locales'
import { applicationsMessages } from './applications'
import { commonMessages } from './common'
import { complaintsMessages } from './complaints'
import { membersMessages } from './members'
import { settingsMessages } from './settings'
import { moneyMessages } from './money'
import { contentMessages } from './content'
import { mediaMessages } from './media'
import { jobsMessages } from './jobs'
import { eventsMessages } from './events'
import { libraryMessages } from './library'
import { proceduresMessages } from './procedures'

/** One area's texts in the four languages, polyglot style (`%{name}`, `||||` plurals), nested like react-admin's. */
export type AdminMessages = Record<Locale, Record<string, unknown>>

/** Every area of the back-office; an area adds its file here. */
export const adminAreas: AdminMessages[] = [
  commonMessages,
  membersMessages,
  complaintsMessages,
  settingsMessages,
  moneyMessages,
  contentMessages,
  jobsMessages,
  eventsMessages,
  libraryMessages,
  proceduresMessages,
  applicationsMessages,
  mediaMessages,
]

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export function mergeMessages(...sources: Record<string, unknown>[]): Record<string, unknown> {
  const merged: Record<string, unknown> = {}
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      merged[key] = isObject(value) && isObject(merged[key]) ? mergeMessages(merged[key], value) : value
    }
  }
  return merged
}

export const adminMessagesOf = (locale: Locale) => mergeMessages(...adminAreas.map((area) => area[locale]))
