import { z } from 'zod'
import { adminListQuery, adminPageSchema } from './admin'
import {
  AdminTranslationSchema,
  adminTranslationsSchema,
  CategoryIdSchema,
  ImageSrcSchema,
  publicationFields,
  storedTranslationsSchema,
  trimmed,
} from './admin-content'
import { applicationKindsOf } from './applications'
import { applicationWindowStatuses, ContentStatusSchema, eventKinds, SlugSchema } from './content'
import { companionsCeiling, enrolmentGroups } from './enrolment'
import { decimalInteger, maxSerialId } from './listing'
import { locales } from './locales'

const timestamp = z.iso.datetime({ offset: true })

/** The most a price may be, in cents (a million euros): well beyond any course, far from integer overflow. */
const maxPriceCents = 100_000_000
const maxCount = 1_000_000

const cents = z
  .int()
  .min(0)
  .max(maxPriceCents)
  .nullable()
  .default(null)
  .describe('In euro cents; null when free (not charged)')
const optionalText = (max: number) =>
  trimmed(max)
    .nullable()
    .default(null)
    .transform((value) => (value ? value : null))

const AdminEventTranslationSchema = AdminTranslationSchema.extend({
  venue: trimmed(300)
    .default('')
    .describe('Where it takes place, named in this language (a hall, a school…)'),
})

/** Pre-collegiates only ever enrol in courses (applicationKindsOf). */
export const groupsFitKind = (kind: (typeof eventKinds)[number], groups: readonly string[]) =>
  groups.every((group) =>
    (applicationKindsOf[group as keyof typeof applicationKindsOf] as readonly string[]).includes(kind),
  )

export const AdminEventInputSchema = z
  .object({
    kind: z.enum(eventKinds).describe('An event or a course'),
    ...publicationFields,
    category_id: CategoryIdSchema.nullable().default(null).describe('An event_category term, if any'),
    type_id: CategoryIdSchema.nullable().default(null).describe('An event_type term, if any'),
    mode_id: CategoryIdSchema.nullable().default(null).describe('An event_mode term (in person, online…)'),
    starts_at: timestamp.describe('When it starts'),
    ends_at: timestamp.describe('When it ends: not before it starts'),
    city: optionalText(200).describe('The city, if it takes place in one'),
    address: optionalText(500).describe('The street address'),
    price_cents: cents.describe('The general price in euro cents (companions pay it); null when free'),
    member_price_cents: cents.describe('The price for members in euro cents; null = the general price'),
    slots: z
      .int()
      .min(0)
      .max(maxCount)
      .nullable()
      .default(null)
      .describe(
        'Places in all, companions included; null when there is no limit. Never below the places taken',
      ),
    max_companions: z.int().min(0).max(companionsCeiling).default(0).describe('People a member may bring'),
    hours: z.int().min(0).max(maxCount).nullable().default(null).describe('Hours of training, if any'),
    window_status: z
      .enum(applicationWindowStatuses)
      .default('published')
      .describe('The application window: published (open within its dates), closed, programmed or standby'),
    enrolment_opens_at: timestamp.nullable().default(null).describe('When applications open; null = now'),
    enrolment_closes_at: timestamp
      .nullable()
      .default(null)
      .describe('When applications close; null = when it starts'),
    admitted_groups: z
      .array(z.enum(enrolmentGroups))
      .max(enrolmentGroups.length)
      .default([...enrolmentGroups])
      .transform((groups) => enrolmentGroups.filter((group) => groups.includes(group)))
      .describe('Who may enrol; pre-collegiates only ever in courses'),
    requires_documents: z.boolean().default(false).describe('Applications wait for documents before review'),
    image_src: ImageSrcSchema.nullable().default(null),
    translations: adminTranslationsSchema(AdminEventTranslationSchema, 'AdminEventTranslationsInput'),
  })
  .refine((item) => item.status !== 'programmed' || item.publish_at !== null, {
    path: ['publish_at'],
    message: 'A programmed item needs the moment it becomes public',
  })
  .refine((item) => Date.parse(item.ends_at) >= Date.parse(item.starts_at), {
    path: ['ends_at'],
    message: 'It cannot end before it starts',
  })
  .refine(
    (item) =>
      !item.enrolment_opens_at ||
      !item.enrolment_closes_at ||
      Date.parse(item.enrolment_closes_at) > Date.parse(item.enrolment_opens_at),
    { path: ['enrolment_closes_at'], message: 'Applications must close after they open' },
  )
  .refine((item) => groupsFitKind(item.kind, item.admitted_groups), {
    path: ['admitted_groups'],
    message: 'Pre-collegiates may only enrol in courses',
  })
  .meta({ id: 'AdminEventInput' })
export type AdminEventInput = z.input<typeof AdminEventInputSchema>
export type AdminEventValues = z.output<typeof AdminEventInputSchema>

const StoredEventTranslationSchema = z.object({
  title: z.string(),
  slug: SlugSchema,
  summary: z.string(),
  body: z.string(),
  venue: z.string(),
})

const AdminWaitingApplicationSchema = z
  .object({
    id: z.uuid().describe('The application (GET /admin/event-applications/{id})'),
    applicant_name: z.string(),
    applicant_email: z.string(),
    companions: z.int().min(0),
    waitlisted_at: timestamp,
  })
  .meta({ id: 'AdminWaitingApplication' })

export const AdminEventSchema = z
  .object({
    id: z.int(),
    kind: z.enum(eventKinds),
    status: ContentStatusSchema,
    publish_at: timestamp,
    category_id: z.int().nullable(),
    type_id: z.int().nullable(),
    mode_id: z.int().nullable(),
    starts_at: timestamp,
    ends_at: timestamp,
    city: z.string().nullable(),
    address: z.string().nullable(),
    price_cents: z.int().nullable(),
    member_price_cents: z.int().nullable(),
    slots: z.int().nullable(),
    slots_taken: z.int().describe('Places the applications hold (companions included)'),
    slots_left: z.int().nullable().describe('Places still free; null when there is no limit'),
    max_companions: z.int(),
    hours: z.int().nullable(),
    window_status: z.enum(applicationWindowStatuses),
    enrolment_opens_at: timestamp.nullable(),
    enrolment_closes_at: timestamp.nullable(),
    admitted_groups: z.array(z.enum(enrolmentGroups)),
    requires_documents: z.boolean(),
    image_src: z.string().nullable(),
    applications: z.int().describe('Applications of any status'),
    waiting_list: z.array(AdminWaitingApplicationSchema).describe('Who waits for places, first first'),
    created_at: timestamp,
    updated_at: timestamp,
    title: z.string().describe('The Spanish title (or the first there is), to name the item'),
    translations: storedTranslationsSchema(StoredEventTranslationSchema, 'AdminEventTranslations'),
  })
  .meta({
    id: 'AdminEvent',
    description: 'An event or course with its texts in every language, as staff edit it',
  })
export type AdminEvent = z.infer<typeof AdminEventSchema>

const AdminEventSummarySchema = z
  .object({
    id: z.int(),
    kind: z.enum(eventKinds),
    status: ContentStatusSchema,
    publish_at: timestamp,
    updated_at: timestamp,
    starts_at: timestamp,
    category_id: z.int().nullable(),
    slots: z.int().nullable(),
    slots_taken: z.int(),
    window_status: z.enum(applicationWindowStatuses),
    title: z.string().describe('The Spanish title (or the first there is)'),
    slug: z.string().describe('The Spanish slug (or the first there is)'),
    languages: z.array(z.enum(locales)).describe('The languages it has a translation in'),
  })
  .meta({ id: 'AdminEventSummary' })

export const AdminEventPageSchema = adminPageSchema(AdminEventSummarySchema, 'AdminEventPage')
export type AdminEventPage = z.infer<typeof AdminEventPageSchema>

const adminEventSortable = ['starts_at', 'publish_at', 'updated_at', 'title', 'status'] as const
export const AdminEventListQuerySchema = adminListQuery(adminEventSortable, 'starts_at').extend({
  status: ContentStatusSchema.optional().describe('Only the items in this status'),
  kind: z.enum(eventKinds).optional().describe('Only events or only courses'),
  category_id: decimalInteger(z.number().int().min(1).max(maxSerialId))
    .optional()
    .describe('Only this category'),
  type_id: decimalInteger(z.number().int().min(1).max(maxSerialId))
    .optional()
    .describe('Only this type (event_type term)'),
  mode_id: decimalInteger(z.number().int().min(1).max(maxSerialId))
    .optional()
    .describe('Only this mode (event_mode term: in person, online…)'),
})
export type AdminEventListQuery = z.output<typeof AdminEventListQuerySchema>
