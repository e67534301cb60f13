import { z } from 'zod'
import { ApplicationSchema, type ApplicationGroup } from './applications'
import { eventKinds } from './content'
import { EventAvailabilitySchema } from './events'
import { maxSerialId, SerialIdSchema } from './listing'

export const companionsCeiling = 20

/** The groups an event may admit (spec §5 "Enrollment requires belonging to an admitted group"). */
export const enrolmentGroups = [
  'collegiates',
  'precollegiates',
] as const satisfies readonly ApplicationGroup[]

/** What an enrolment costs: the member price for the member, the general price for each companion; 0 when free. */
export function enrolmentAmount(
  prices: { price_cents: number | null; member_price_cents: number | null },
  companions: number,
): number {
  if (prices.price_cents === null) return 0
  return (prices.member_price_cents ?? prices.price_cents) + companions * prices.price_cents
}

export const EventIdSchema = SerialIdSchema.describe('The event or course')

export const EnrolmentRequestSchema = z
  .object({
    event_id: z.int().min(1).max(maxSerialId).describe('The event or course to enrol in'),
    companions: z
      .int()
      .min(0)
      .max(companionsCeiling)
      .default(0)
      .describe(
        `People the member brings along: 0 up to the event's max_companions (never over ${companionsCeiling})`,
      ),
    waitlist: z
      .boolean()
      .default(false)
      .describe(
        'When the places are taken, join the waiting list instead of being refused with NO_SLOTS_AVAILABLE',
      ),
  })
  .meta({ id: 'EnrolmentRequest', description: 'An application to an event or course' })
export type EnrolmentRequest = z.input<typeof EnrolmentRequestSchema>

const enrolmentRefusals = ['group', 'status'] as const

export const EnrolmentStateSchema = z
  .object({
    event_id: z.int(),
    kind: z.enum(eventKinds),
    availability: EventAvailabilitySchema,
    starts_at: z.iso.datetime(),
    enrolment_opens_at: z.iso.datetime().nullable(),
    enrolment_closes_at: z.iso.datetime().nullable(),
    slots: z
      .int()
      .min(0)
      .nullable()
      .describe('Places in all, companions included; null when there is no limit'),
    slots_left: z.int().min(0).nullable().describe('Places still free; null when there is no limit'),
    max_companions: z.int().min(0),
    waiting: z.int().min(0).describe('Applications on the waiting list'),
    price_cents: z.int().min(0).nullable(),
    member_price_cents: z.int().min(0).nullable(),
    requires_documents: z.boolean().describe('Whether applications need documents before they are reviewed'),
    admitted_groups: z.array(z.enum(enrolmentGroups)),
    me: z
      .object({
        group: z
          .enum(enrolmentGroups)
          .nullable()
          .describe("The caller's group; null for roles that cannot enrol"),
        refusal: z
          .enum(enrolmentRefusals)
          .nullable()
          .describe('Why the caller may not enrol; null when they may'),
        application: ApplicationSchema.nullable().describe("The caller's application to it, if any"),
      })
      .nullable()
      .describe('What concerns the caller; null when not signed in'),
  })
  .meta({
    id: 'EnrolmentState',
    description: 'Whether one can enrol in an event now, and where the caller stands',
  })
export type EnrolmentState = z.infer<typeof EnrolmentStateSchema>

export const ApplicationDocumentsQuerySchema = z.object({
  application_id: z.uuid().describe('One of the caller’s applications'),
})

export const ApplicationDocumentUploadSchema = z
  .object({
    application_id: z.uuid().describe('One of the caller’s applications'),
    file: z
      .file()
      .describe('PDF, JPEG or PNG by content, 1 byte to 5 MiB')
      .meta({ type: 'string', format: 'binary' }),
  })
  .meta({ id: 'ApplicationDocumentUpload' })
