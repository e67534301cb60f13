import { z } from 'zod'
import { ApplicationWindowStatusSchema, eventKinds, SlugSchema } from './content'
import { eventAvailabilities, type EventAvailability } from './event-availabilities'
import {
  AlternatesSchema,
  pagedSchema,
  PagingQuerySchema,
  QueryFlagSchema,
  repeated,
  SearchTextSchema,
  SerialIdSchema,
  TermSchema,
  type Paged,
} from './listing'
import { LocaleSchema } from './locales'

const EventKindSchema = z.enum(eventKinds).describe('event: a one-off event; course: a training course')
export type EventKind = z.infer<typeof EventKindSchema>

export const eventOperators = ['and', 'or'] as const
export const EventOperatorSchema = z
  .enum(eventOperators)
  .describe(
    'How the term filters (categories, event_types, modes) combine: and = an item matches every group given; ' +
      'or = any of them. Within a group any listed term matches.',
  )
export type EventOperator = z.infer<typeof EventOperatorSchema>

const eventSortKeys = ['starts_at', '-starts_at', 'title', '-title', 'publish_at', '-publish_at'] as const
export const EventSortSchema = z.enum(eventSortKeys)
export type EventSort = z.infer<typeof EventSortSchema>

export const EventAvailabilitySchema = z
  .enum(eventAvailabilities)
  .describe(
    'open: one can enrol; planned: enrolment not yet open; standby: temporarily closed; ' +
      'closed_full: no slots left; closed_ended: the enrolment period or the event is over',
  )
export type { EventAvailability }

/** Filters are sent only when truthy (spec §7): an empty value counts as not sent. */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value)
const repeatedIds = (description: string) =>
  z
    .preprocess(
      (value) => (Array.isArray(value) ? value.filter((item) => item !== '') : blankAsMissing(value)),
      repeated(SerialIdSchema),
    )
    .describe(description)
const optionalFlag = (description: string) =>
  z.preprocess(blankAsMissing, QueryFlagSchema.optional()).describe(description)
const optionalDate = (description: string) =>
  z.preprocess(blankAsMissing, z.iso.date().optional()).describe(description)

export const EventsQuerySchema = PagingQuerySchema.extend({
  operator: z
    .preprocess(blankAsMissing, EventOperatorSchema.optional())
    .describe(`${EventOperatorSchema.description} Default: the language's events-config.`),
  categories: repeatedIds('event_category term ids, repeated per item (categories=1&categories=2)'),
  event_types: repeatedIds('event_type term ids, repeated per item'),
  modes: repeatedIds('event_mode term ids (in person, online, hybrid), repeated per item'),
  kind: z.preprocess(blankAsMissing, EventKindSchema.optional()).describe('Only events or only courses'),
  q: SearchTextSchema.optional(),
  from: optionalDate('Only items still running on or after this day (YYYY-MM-DD, Madrid time)'),
  to: optionalDate('Only items starting on or before this day (YYYY-MM-DD, Madrid time)'),
  past: optionalFlag('true: include items that have ended; by default only upcoming and ongoing ones'),
  free: optionalFlag('true: only items without a price'),
  sort: z
    .preprocess(
      (value) => (Array.isArray(value) ? value.filter((item) => item !== '') : blankAsMissing(value)),
      repeated(EventSortSchema),
    )
    .describe(
      `Sort keys, repeated per item, applied in order (${eventSortKeys.join(', ')}); ` +
        "default: the language's events-config",
    ),
})
export type EventsQuery = z.output<typeof EventsQuerySchema>

const timestamp = z.iso.datetime()

const EventSummarySchema = z
  .object({
    id: z.number().int(),
    lang: LocaleSchema,
    kind: EventKindSchema,
    slug: SlugSchema,
    title: z.string(),
    summary: z.string().describe('Plain text, for lists and search engines'),
    publish_at: timestamp.describe('Publication date'),
    starts_at: timestamp,
    ends_at: timestamp,
    venue: z.string().describe('Where it takes place, in this language; empty when online only'),
    city: z.string().nullable(),
    address: z.string().nullable(),
    category: TermSchema.nullable(),
    type: TermSchema.nullable(),
    mode: TermSchema.nullable().describe('In person, online or hybrid'),
    price_cents: z.number().int().min(0).nullable().describe('Price in euro cents; null when free'),
    member_price_cents: z
      .number()
      .int()
      .min(0)
      .nullable()
      .describe('Price for members in euro cents; null when free for members'),
    slots: z.number().int().min(0).nullable().describe('Places in all; null when there is no limit'),
    slots_left: z.number().int().min(0).nullable().describe('Places still free; null when there is no limit'),
    max_companions: z.number().int().min(0).describe('How many companions each person may bring'),
    hours: z.number().int().min(0).nullable().describe('Teaching hours, for courses'),
    window_status: ApplicationWindowStatusSchema,
    enrolment_opens_at: timestamp.nullable(),
    enrolment_closes_at: timestamp.nullable(),
    availability: EventAvailabilitySchema,
  })
  .meta({ id: 'EventSummary', description: 'An event or course as lists show it' })
export type EventSummary = z.infer<typeof EventSummarySchema>

export const EventDetailSchema = EventSummarySchema.extend({
  body: z.string().describe('Sanitised HTML'),
  updated_at: timestamp,
  alternates: AlternatesSchema,
}).meta({ id: 'EventDetail', description: 'A published event or course in one language' })
export type EventDetail = z.infer<typeof EventDetailSchema>

export const EventPageSchema = pagedSchema(EventSummarySchema, 'EventPage')
export type EventPage = Paged<EventSummary>

export const EventTermsSchema = z.array(TermSchema).meta({ id: 'EventTerms' })

export const EventsConfigSchema = z
  .object({
    lang: LocaleSchema,
    page_size: z.number().int().min(1).max(100).describe('Items per page of the list'),
    default_operator: EventOperatorSchema,
    default_sort: z.array(EventSortSchema).describe('Sort keys used when a request names none'),
    show_categories: z.boolean().describe('Show the category filter'),
    show_types: z.boolean().describe('Show the type filter'),
    show_modes: z.boolean().describe('Show the mode filter'),
    show_past: z.boolean().describe('Offer to include past events in the list'),
  })
  .meta({ id: 'EventsConfig', description: 'How the events list of a language behaves' })
export type EventsConfig = z.infer<typeof EventsConfigSchema>

export interface EventsRequest {
  skip: number
  limit: number
  operator?: EventOperator
  categories?: number[]
  event_types?: number[]
  modes?: number[]
  kind?: EventKind
  q?: string
  from?: string
  to?: string
  past?: boolean
  free?: boolean
  sort?: EventSort[]
}

/** Spec §7: only truthy filters are sent; list filters and sort repeated per item. */
export function eventsQueryString(request: EventsRequest): string {
  const params = new URLSearchParams({ skip: String(request.skip), limit: String(request.limit) })
  if (request.operator) params.append('operator', request.operator)
  for (const key of ['categories', 'event_types', 'modes', 'sort'] as const) {
    for (const item of request[key] ?? []) params.append(key, String(item))
  }
  for (const key of ['kind', 'q', 'from', 'to'] as const) {
    const value = request[key]?.trim()
    if (value) params.append(key, value)
  }
  if (request.past) params.append('past', 'true')
  if (request.free) params.append('free', 'true')
  return params.toString()
}

export function parseEventsQueryString(search: string): EventsQuery {
  const params = new URLSearchParams(search)
  const entries = [...new Set(params.keys())].map((key) => {
    const values = params.getAll(key)
    return [key, values.length === 1 ? values[0] : values] as const
  })
  return EventsQuerySchema.parse(Object.fromEntries(entries))
}
