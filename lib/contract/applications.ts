import { z } from 'zod'
import type { Role } from './auth'
import { eventKinds, SlugSchema } from './content'
import { pagedSchema, PagingQuerySchema, TermSchema, type Paged } from './listing'
import { defaultLocale, LocaleSchema } from './locales'
import { MovementStatusSchema } from './movements'

/** Spec §4's application statuses, in the order an application usually goes through them. */
export const applicationStatuses = [
  'received',
  'under_review',
  'pending_documents',
  'accepted',
  'rejected',
  'cancelled',
  'not_processed',
] as const

export const ApplicationStatusSchema = z
  .enum(applicationStatuses)
  .describe(
    'received: recorded, not yet looked at; under_review: being checked; pending_documents: the member must send ' +
      'documents; accepted: granted (for an event or course, a place); rejected: refused; cancelled: withdrawn by ' +
      'the member or the association; not_processed: closed without a decision (e.g. the event was cancelled or ' +
      'the period ended)',
  )
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>

export const openApplicationStatuses = [
  'received',
  'under_review',
  'pending_documents',
  'accepted',
] as const satisfies readonly ApplicationStatus[]

export const isOpenApplication = (status: ApplicationStatus) =>
  (openApplicationStatuses as readonly ApplicationStatus[]).includes(status)

export type ApplicationGroup = 'collegiates' | 'precollegiates'

/** What each group may follow: pre-collegiates only courses (spec §2 gives them /my-courses, not /my-events). */
export const applicationKindsOf = {
  collegiates: eventKinds,
  precollegiates: ['course'],
} as const satisfies Record<ApplicationGroup, ReadonlyArray<(typeof eventKinds)[number]>>

export function applicationGroupOf(role: Role | null | undefined): ApplicationGroup | undefined {
  if (role === 'collegiate') return 'collegiates'
  if (role === 'precollegiate') return 'precollegiates'
  return undefined
}

export const ApplicationIdSchema = z.uuid().describe('The application, as the list answers it')

const blankAsMissing = (value: unknown) => (value === '' ? undefined : value)

const applicationsQuery = <K extends readonly [string, ...string[]]>(kinds: K) =>
  PagingQuerySchema.extend({
    lang: LocaleSchema.default(defaultLocale).describe('The language of the event titles and slugs'),
    kind: z
      .preprocess(blankAsMissing, z.enum(kinds).optional())
      .describe(`Only applications to ${kinds.join(' or ')}s`),
    status: z
      .preprocess(blankAsMissing, ApplicationStatusSchema.optional())
      .describe('Only applications in this status'),
  })

export const CollegiateApplicationsQuerySchema = applicationsQuery(applicationKindsOf.collegiates)
export const PrecollegiateApplicationsQuerySchema = applicationsQuery(applicationKindsOf.precollegiates)
export type ApplicationsQuery = z.output<typeof CollegiateApplicationsQuerySchema>

export const ApplicationDetailQuerySchema = z.object({
  lang: LocaleSchema.default(defaultLocale).describe('The language of the event title and slug'),
})

const timestamp = z.iso.datetime()

const ApplicationEventSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(eventKinds).describe('event or course'),
    slug: SlugSchema.describe('Its slug in the language asked for (Spanish when it has no translation)'),
    title: z.string(),
    starts_at: timestamp,
    ends_at: timestamp,
    mode: TermSchema.nullable().describe('In person, online or hybrid'),
    venue: z.string().describe('Where it takes place; empty when online only'),
    city: z.string().nullable(),
    address: z.string().nullable(),
    price_cents: z.number().int().min(0).nullable().describe('Price in euro cents; null when free'),
    member_price_cents: z.number().int().min(0).nullable().describe('Price for members in euro cents'),
    hours: z.number().int().min(0).nullable().describe('Teaching hours, for courses'),
    published: z.boolean().describe('Whether its public page can be opened'),
  })
  .meta({ id: 'ApplicationEvent', description: 'The event or course an application is for' })

export const ApplicationSchema = z
  .object({
    id: ApplicationIdSchema,
    status: ApplicationStatusSchema,
    companions: z.number().int().min(0).describe('People the member brings along'),
    waitlist_position: z
      .int()
      .min(1)
      .nullable()
      .describe('Its place on the waiting list (1 is next); null when it holds its places or is closed'),
    amount_due_cents: z
      .int()
      .min(0)
      .describe(
        'What the enrolment costs in euro cents (member price, plus the general price per companion); 0 when free',
      ),
    movement: z
      .object({
        id: z.uuid().describe('The movement, as the movements list answers it'),
        status: MovementStatusSchema,
        total_cents: z.int().min(0),
        payable: z.boolean().describe('Whether it can be paid now (POST /public/payments/…)'),
      })
      .nullable()
      .describe('What a priced enrolment owes once it holds its places; null when free or still waiting'),
    cancellable: z
      .boolean()
      .describe('Whether the member may still cancel it: open and the event has not started'),
    created_at: timestamp.describe('When it was sent'),
    updated_at: timestamp.describe('When its status last changed'),
    event: ApplicationEventSchema,
  })
  .meta({ id: 'Application', description: "A member's application to an event or course" })
export type Application = z.infer<typeof ApplicationSchema>

const ApplicationStatusChangeSchema = z
  .object({
    status: ApplicationStatusSchema,
    changed_at: timestamp,
    note: z.string().nullable().describe('What the association said with the change, if anything'),
  })
  .meta({ id: 'ApplicationStatusChange' })

export const ApplicationDetailSchema = ApplicationSchema.extend({
  history: z.array(ApplicationStatusChangeSchema).describe('Every status it has had, oldest first'),
}).meta({ id: 'ApplicationDetail', description: 'An application with its status history' })
export type ApplicationDetail = z.infer<typeof ApplicationDetailSchema>

export const ApplicationPageSchema = pagedSchema(ApplicationSchema, 'ApplicationPage')
export type ApplicationPage = Paged<Application>
