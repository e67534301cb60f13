import { z } from 'zod'
import { ApplicationStatusSchema } from './applications'
import { decimalInteger, maxListLimit } from './listing'

/** Every admin route is for staff only and never cached. */
export const adminBasePath = '/admin'

const AdminSortOrderSchema = z.enum(['asc', 'desc']).default('desc').describe('Sort direction')

export function adminListQuery<const Sortable extends readonly [string, ...string[]]>(
  sortable: Sortable,
  defaultSort: Sortable[number],
) {
  return z.object({
    skip: decimalInteger(z.number().int().min(0).max(1_000_000))
      .default(0)
      .describe('How many items to leave out'),
    limit: decimalInteger(z.number().int().min(1).max(maxListLimit))
      .default(25)
      .describe('How many items to answer'),
    sort: z
      .enum(sortable)
      .default(defaultSort as Sortable[number] & string)
      .describe('The field to sort by'),
    order: AdminSortOrderSchema,
    q: z
      .string()
      .max(200)
      .transform((value) => value.trim())
      .optional()
      .describe('Words to find (each list says where)'),
  })
}

export function adminPageSchema<S extends z.ZodType>(item: S, id: string) {
  return z
    .object({
      items: z.array(item),
      total: z.number().int().min(0).describe('How many items match, on every page'),
    })
    .meta({ id })
}

/** A plain pattern: the OpenAPI document drops the one of z.uuid() in parameters. */
export const UuidSchema = z
  .string()
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/)

/** `message` goes to the applicant in the e-mail that tells them. */
export const AdminStatusChangeSchema = z
  .object({
    status: ApplicationStatusSchema,
    message: z
      .string()
      .max(2000)
      .transform((value) => value.trim())
      .optional()
      .describe('A note for the applicant, added to the e-mail (e.g. which documents to send)'),
  })
  .meta({ id: 'AdminStatusChange' })
export type AdminStatusChange = z.input<typeof AdminStatusChangeSchema>

export const StaffActionSchema = z
  .object({
    id: z.number().int(),
    at: z.iso.datetime({ offset: true }),
    actor_email: z.string().describe('The member of staff, as their address was then'),
    entity: z.string().describe('The kind of object: registration, news, member…'),
    entity_id: z.string(),
    action: z.string().describe('status_changed, updated, created, deleted, exported…'),
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'StaffAction' })
export type StaffAction = z.infer<typeof StaffActionSchema>

export const AdminSummarySchema = z
  .object({
    registrations: z
      .number()
      .int()
      .min(0)
      .describe('Registration applications received, under review or waiting for documents'),
    event_applications: z
      .number()
      .int()
      .min(0)
      .describe('Event and course applications received or under review'),
    procedure_applications: z
      .number()
      .int()
      .min(0)
      .describe('Generic procedure applications received or under review'),
    professional_societies: z
      .number()
      .int()
      .min(0)
      .describe('Professional societies filed and not yet decided'),
    loans: z.number().int().min(0).describe('Loans requested and not yet handed over'),
    complaints: z.number().int().min(0).describe('Complaints (consumer and job offer) not closed'),
    unassigned_complaints: z.number().int().min(0).describe('Of those, the ones nobody is handling'),
    mandates_to_validate: z
      .number()
      .int()
      .min(0)
      .describe('SEPA mandates whose signed copy waits for validation'),
    payments_to_review: z
      .number()
      .int()
      .min(0)
      .describe('Payments flagged for review (late card successes, second payments)'),
    charges_to_present: z
      .number()
      .int()
      .min(0)
      .describe('Pending direct debit charges not yet in a remittance'),
  })
  .meta({ id: 'AdminSummary' })
export type AdminSummary = z.infer<typeof AdminSummarySchema>
