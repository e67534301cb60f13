import { z } from 'zod'
import { SlugSchema } from './content'
import { detailText, listedText, pagedSchema, PagingQuerySchema, SearchTextSchema } from './listing'
import { ProvinceFilterSchema } from './provinces'

export const WorkplaceListQuerySchema = PagingQuerySchema.extend({
  q: SearchTextSchema.optional(),
  province: ProvinceFilterSchema.optional(),
})
export type WorkplaceListQuery = z.output<typeof WorkplaceListQuerySchema>

const workplaceFields = {
  ...listedText,
  title: z.string().describe('The name of the workplace'),
  slug: SlugSchema,
  address: z.string().describe('Street and number'),
  postal_code: z.string(),
  city: z.string(),
  province: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable().describe('An http or https address'),
}

const WorkplaceSummarySchema = z
  .object(workplaceFields)
  .meta({ id: 'WorkplaceSummary', description: 'A published workplace as lists show it, in one language' })
export type WorkplaceSummary = z.infer<typeof WorkplaceSummarySchema>

export const WorkplaceListSchema = pagedSchema(WorkplaceSummarySchema, 'WorkplaceList')
export type WorkplaceList = z.infer<typeof WorkplaceListSchema>

export const WorkplaceSchema = z.object({ ...workplaceFields, ...detailText }).meta({
  id: 'Workplace',
  description: 'A published workplace (hospital, health centre, clinic…) in one language',
})
export type Workplace = z.infer<typeof WorkplaceSchema>
