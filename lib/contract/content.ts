import { z } from 'zod'

/** Content status group of spec §4. Only published content, and programmed content once its time has come, is public. */
export const contentStatuses = ['published', 'archived', 'draft', 'discarded', 'programmed'] as const
export const ContentStatusSchema = z.enum(contentStatuses)
export type ContentStatus = z.infer<typeof ContentStatusSchema>

export const SlugSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\p{Ll}\p{N}]+(?:-[\p{Ll}\p{N}]+)*$/u, 'Lower-case words joined by hyphens')
  .describe('URL slug: lower-case words joined by hyphens')
