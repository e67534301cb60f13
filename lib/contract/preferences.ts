import { z } from 'zod'
import type { AttachmentKind } from './attachments'
import type { Role } from './auth'

export const subscriptionTopics = [
  'newsletter',
  'news',
  'courses',
  'events',
  'job_offers',
  'procedure_notices',
] as const

export type SubscriptionTopic = (typeof subscriptionTopics)[number]

/** LSSI art. 21: anything commercial starts off (no e-mail without prior consent); own notices start on. */
export const subscriptionDefaults: Readonly<Record<SubscriptionTopic, boolean>> = {
  newsletter: false,
  news: true,
  courses: false,
  events: false,
  job_offers: false,
  procedure_notices: true,
}

export const categorisedTopics = ['courses', 'events'] as const satisfies readonly SubscriptionTopic[]

const subscriptionLimits = { categories: 50 } as const

const SubscriptionTopicSchema = z
  .enum(subscriptionTopics)
  .describe(
    'newsletter: monthly newsletter; news: the association’s news; courses: new courses; events: new events; job_offers: job offers; procedure_notices: notices about the member’s own procedures',
  )

const CategoryIdsSchema = z
  .array(z.int().positive())
  .max(subscriptionLimits.categories)
  .describe(
    'For courses and events only: event_category term ids to narrow the topic to; empty means every category',
  )

const SubscriptionSchema = z
  .object({
    topic: SubscriptionTopicSchema,
    subscribed: z.boolean().describe('Whether the member receives these e-mails'),
    categories: CategoryIdsSchema,
    updated_at: z.iso
      .datetime()
      .nullable()
      .describe('When the member last chose; null while the default applies'),
  })
  .meta({ id: 'Subscription', description: 'One kind of e-mail and whether the member receives it' })
export type Subscription = z.infer<typeof SubscriptionSchema>

export const SubscriptionListSchema = z.array(SubscriptionSchema).meta({
  id: 'SubscriptionList',
  description: 'Every topic, in the order of the catalogue, with its choice',
})

const SubscriptionChoiceSchema = z
  .object({
    topic: SubscriptionTopicSchema,
    subscribed: z.boolean().describe('Whether to receive these e-mails'),
    categories: CategoryIdsSchema.optional(),
  })
  .refine(
    (choice) => !choice.categories?.length || (categorisedTopics as readonly string[]).includes(choice.topic),
    { message: 'categories only for courses and events', path: ['categories'] },
  )

export const SubscriptionUpdateSchema = z
  .object({
    subscriptions: z
      .array(SubscriptionChoiceSchema)
      .min(1)
      .max(subscriptionTopics.length)
      .refine((items) => new Set(items.map((item) => item.topic)).size === items.length, {
        message: 'each topic at most once',
      })
      .describe('The topics to change; topics left out keep their choice'),
  })
  .meta({ id: 'SubscriptionUpdate', description: 'New choices for some or all topics' })
export type SubscriptionUpdate = z.infer<typeof SubscriptionUpdateSchema>

export type PreferencesGroup = 'collegiates' | 'precollegiates'

export function preferencesGroupOf(role: Role | null | undefined): PreferencesGroup | undefined {
  if (role === 'collegiate') return 'collegiates'
  if (role === 'precollegiate') return 'precollegiates'
  return undefined
}

export const consentKeys = [
  'data_processing',
  'public_registry',
  'event_images',
  'insurer_transfer',
  'partner_communications',
] as const
export type ConsentKey = (typeof consentKeys)[number]

const legalBases = ['contract', 'legal_obligation', 'consent'] as const
type LegalBasis = (typeof legalBases)[number]

export interface ConsentDefinition {
  /** RGPD art. 6.1: b) the collegiation relationship, c) a legal obligation, a) the person's consent. */
  legal_basis: LegalBasis
  required: boolean
  /** The version of the text shown; a new wording gets a new version, and decisions record which one they saw. */
  version: string
}

/** The public registry of collegiates is a legal duty (Ley 2/1974 art. 10): shown, never withdrawn. */
export const consentCatalogue: Readonly<Record<ConsentKey, ConsentDefinition>> = {
  data_processing: { legal_basis: 'contract', required: true, version: '2026-01' },
  public_registry: { legal_basis: 'legal_obligation', required: true, version: '2026-01' },
  event_images: { legal_basis: 'consent', required: false, version: '2026-01' },
  insurer_transfer: { legal_basis: 'consent', required: false, version: '2026-01' },
  partner_communications: { legal_basis: 'consent', required: false, version: '2026-01' },
}

const ConsentKeySchema = z
  .enum(consentKeys)
  .describe(
    'data_processing: data processing for collegiate purposes (required); public_registry: appearing in the public registry of collegiates (Ley 2/1974 art. 10, required); event_images: image rights at events; insurer_transfer: data transfer to the insurer of the collective policy; partner_communications: commercial communications from partners',
  )

const VersionSchema = z.string().min(1).max(20).describe('The version of the text the decision was made on')

const ConsentSchema = z
  .object({
    key: ConsentKeySchema,
    legal_basis: z
      .enum(legalBases)
      .describe('RGPD art. 6.1: contract (b), legal_obligation (c) or consent (a)'),
    required: z.boolean().describe('Needed to be a member: always granted, withdrawing it answers 422'),
    withdrawable: z.boolean().describe('Whether the member may withdraw it'),
    version: VersionSchema.describe('The version of the current text'),
    granted: z.boolean().describe('The current choice (required ones are always granted)'),
    decided_at: z.iso
      .datetime()
      .nullable()
      .describe('When the current choice was made; null when never decided (not granted, or required)'),
  })
  .meta({ id: 'Consent', description: 'One consent of the catalogue with the member’s current choice' })
export type Consent = z.infer<typeof ConsentSchema>

export const ConsentListSchema = z
  .array(ConsentSchema)
  .meta({ id: 'ConsentList', description: 'The catalogue in its order, with each current choice' })

export const ConsentUpdateSchema = z
  .object({
    consents: z
      .array(z.object({ key: ConsentKeySchema, granted: z.boolean().describe('Grant (true) or withdraw') }))
      .min(1)
      .max(consentKeys.length)
      .refine((items) => new Set(items.map((item) => item.key)).size === items.length, {
        message: 'each consent at most once',
      })
      .describe('The consents to decide; a choice equal to the current one records nothing'),
  })
  .meta({ id: 'ConsentUpdate', description: 'Grants and withdrawals' })
export type ConsentUpdate = z.infer<typeof ConsentUpdateSchema>

const ConsentDecisionSchema = z
  .object({
    key: ConsentKeySchema,
    granted: z.boolean(),
    decided_at: z.iso.datetime(),
    version: VersionSchema,
  })
  .meta({ id: 'ConsentDecision', description: 'One recorded decision (the history is never changed)' })
export type ConsentDecision = z.infer<typeof ConsentDecisionSchema>

export const ConsentHistorySchema = z
  .array(ConsentDecisionSchema)
  .meta({ id: 'ConsentHistory', description: 'Every decision the member made, newest first' })

export function requiredDocumentKinds(
  role: Role | null | undefined,
  { degreeIsForeign }: { degreeIsForeign: boolean },
): AttachmentKind[] {
  return [
    'id_card',
    'diploma',
    ...(degreeIsForeign ? (['homologation'] as const) : []),
    ...(role === 'collegiate' ? (['sepa_mandate'] as const) : []),
  ]
}
