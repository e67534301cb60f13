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
