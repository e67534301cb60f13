import { z } from 'zod'
import { LocaleSchema } from './locales'

export const templateSections = ['news', 'jobs', 'workplaces', 'events', 'courses', 'resources'] as const
export type TemplateSection = (typeof templateSections)[number]

const sectionPattern = /^[a-z0-9]+(?:[_-][a-z0-9]+)*$/

export const TemplateSectionSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(sectionPattern, 'Lower-case words joined by hyphens or underscores')
  .describe(`Section of the portal, e.g. ${templateSections.join(', ')}`)

export const TemplateSchema = z
  .object({
    section: TemplateSectionSchema,
    lang: LocaleSchema,
    title: z.string().describe('Heading of the block; may be empty'),
    body: z.string().describe('Sanitised HTML'),
  })
  .meta({
    id: 'Template',
    description: 'A block of text kept per section and language, e.g. a list page intro',
  })
export type Template = z.infer<typeof TemplateSchema>
