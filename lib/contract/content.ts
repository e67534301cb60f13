import { z } from 'zod'

/** Content status group of spec §4. Only published content, and programmed content once its time has come, is public. */
export const contentStatuses = ['published', 'archived', 'draft', 'discarded', 'programmed'] as const
export const ContentStatusSchema = z.enum(contentStatuses)
export type ContentStatus = z.infer<typeof ContentStatusSchema>

const slugPattern = /^[\p{Ll}\p{N}]+(?:-[\p{Ll}\p{N}]+)*$/u

export const SlugSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(slugPattern, 'Lower-case words joined by hyphens')
  .describe('URL slug: lower-case words joined by hyphens')
  // The OpenAPI generator would print the flags too ("...$/u"), a pattern nothing matches; JSON Schema has none.
  .meta({ pattern: slugPattern.source })

/** A path segment decoded for slug lookups; a malformed %-escape stays as it is (and then matches no slug). */
export function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

export const contentStatusIds: Record<ContentStatus, number> = {
  published: 1,
  archived: 2,
  draft: 3,
  discarded: 4,
  programmed: 5,
}

export const applicationWindowStatuses = ['published', 'closed', 'programmed', 'standby'] as const
export const ApplicationWindowStatusSchema = z
  .enum(applicationWindowStatuses)
  .describe('published: open; programmed: not yet open; standby: temporarily closed; closed: full or ended')
export type ApplicationWindowStatus = z.infer<typeof ApplicationWindowStatusSchema>

export const vocabularies = [
  'news_category',
  'event_category',
  'event_type',
  'event_mode',
  'resource_category',
] as const
export type Vocabulary = (typeof vocabularies)[number]

export const processTypes = ['legal_advice', 'single_window', 'other'] as const
export const ProcessTypeSchema = z.enum(processTypes)
export type ProcessType = z.infer<typeof ProcessTypeSchema>

export const procedureKinds = ['collegiate', 'precollegiate', 'professional-societies'] as const
export const ProcedureKindSchema = z.enum(procedureKinds)
export type ProcedureKind = z.infer<typeof ProcedureKindSchema>

export const eventKinds = ['event', 'course'] as const
export const jobContractTypes = ['permanent', 'temporary', 'freelance', 'internship'] as const
export const jobWorkingDays = ['full_time', 'part_time'] as const
export const jobWorkplaceTypes = ['on_site', 'hybrid', 'remote'] as const
export const resourceFormats = ['book', 'journal', 'video', 'equipment', 'other'] as const
