import { z } from 'zod'
import { adminListQuery, adminPageSchema, UuidSchema } from './admin'
import { ApplicationStatusSchema, type ApplicationStatus } from './applications'
import { ComplaintHistoryEntrySchema } from './complaint-lookup'
import { complainantKinds, complaintSubjectKinds, complaintTopics } from './consumer-complaints'
import { decimalInteger, maxSerialId } from './listing'
import { LocaleSchema } from './locales'

/** A closed complaint does not move again; `not_processed` means outside the association's remit. */
const complaintClosingStatuses = ['accepted', 'rejected', 'not_processed'] as const
/** What staff may move a complaint to; `received` is where it starts and `cancelled` is the complainant's. */
export const complaintStaffStatuses = [
  'under_review',
  'pending_documents',
  ...complaintClosingStatuses,
] as const

export const isClosedComplaint = (status: ApplicationStatus) =>
  status === 'cancelled' || (complaintClosingStatuses as readonly string[]).includes(status)

export const complaintLimits = { answer: 5000 } as const

const adminComplaintSortable = ['created_at', 'updated_at', 'status'] as const

const AdminComplaintListQuerySchema = adminListQuery(adminComplaintSortable, 'created_at').extend({
  q: adminListQuery(adminComplaintSortable, 'created_at').shape.q.describe(
    'Part of the tracking code (or, for consumer complaints, the name or e-mail of who complains)',
  ),
  status: ApplicationStatusSchema.optional().describe('Only complaints in this status'),
  assigned: z
    .enum(['me', 'nobody'])
    .optional()
    .describe('me: assigned to the caller; nobody: not assigned yet; left out: anyone'),
})
export type AdminComplaintListQuery = z.infer<typeof AdminComplaintListQuerySchema>

export const AdminConsumerComplaintListQuerySchema = AdminComplaintListQuerySchema.extend({
  q: AdminComplaintListQuerySchema.shape.q.describe(
    'Part of the tracking code, the name or e-mail of who complains, or the name of whom it is about',
  ),
  subject_kind: z
    .enum([...complaintSubjectKinds, 'none'])
    .optional()
    .describe('Only complaints about a professional, about a society, or (none) naming nobody'),
})
export type AdminConsumerComplaintListQuery = z.infer<typeof AdminConsumerComplaintListQuerySchema>

export const AdminJobComplaintListQuerySchema = AdminComplaintListQuerySchema.extend({
  job_id: decimalInteger(z.number().int().min(1).max(maxSerialId))
    .optional()
    .describe('Only complaints about this offer'),
})
export type AdminJobComplaintListQuery = z.infer<typeof AdminJobComplaintListQuerySchema>

export const AdminComplaintIdSchema = z.object({ id: UuidSchema.describe('The complaint id') })
export const AdminComplaintDocumentParamsSchema = AdminComplaintIdSchema.extend({
  documentId: UuidSchema.describe('The document id'),
})

const handling = {
  id: z.uuid(),
  tracking_code: z.string(),
  lang: LocaleSchema.describe("The complainant's language: the e-mails go in it"),
  description: z.string(),
  status: ApplicationStatusSchema,
  assigned_to: z.uuid().nullable().describe('The member of staff handling it'),
  assigned_to_email: z.string().nullable(),
  answer: z.string().nullable().describe('The answer e-mailed to the complainant'),
  answered_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
}

const AdminConsumerComplaintDocumentSchema = z
  .object({
    id: z.uuid(),
    filename: z.string(),
    content_type: z.string(),
    size: z.number().int(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'AdminConsumerComplaintDocument' })

const AdminConsumerComplaintSummarySchema = z
  .object({
    ...handling,
    complainant: z.enum(complainantKinds),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    topic: z.enum(complaintTopics),
    subject_kind: z
      .enum(complaintSubjectKinds)
      .nullable()
      .describe('Whom it is about: a collegiate professional or a professional society'),
    professional: z.string().nullable().describe('The name of whom it is about, as the complainant wrote it'),
    subject_registry_number: z
      .string()
      .nullable()
      .describe('Their collegiate or society registry number, when picked from the public registry'),
  })
  .meta({ id: 'AdminConsumerComplaintSummary' })

export const AdminConsumerComplaintSchema = AdminConsumerComplaintSummarySchema.extend({
  documents: z.array(AdminConsumerComplaintDocumentSchema),
  history: z.array(ComplaintHistoryEntrySchema).describe('Every status it went through, oldest first'),
}).meta({ id: 'AdminConsumerComplaint' })
export type AdminConsumerComplaint = z.infer<typeof AdminConsumerComplaintSchema>

export const AdminConsumerComplaintPageSchema = adminPageSchema(
  AdminConsumerComplaintSummarySchema,
  'AdminConsumerComplaintPage',
)

export const AdminJobComplaintSchema = z
  .object({
    ...handling,
    job_id: z.number().int(),
    job_title: z.string().nullable().describe('The offer’s title in Spanish (or another language it has)'),
    user_email: z.string().nullable().describe('Who complained, when they were signed in'),
  })
  .meta({ id: 'AdminJobComplaint' })
export type AdminJobComplaint = z.infer<typeof AdminJobComplaintSchema>

export const AdminJobComplaintPageSchema = adminPageSchema(AdminJobComplaintSchema, 'AdminJobComplaintPage')

export const ComplaintAssignmentSchema = z
  .object({
    assigned_to: UuidSchema.nullable().describe('A member of staff, or null to leave it unassigned'),
  })
  .meta({ id: 'ComplaintAssignment' })

export const ComplaintAnswerSchema = z
  .object({
    answer: z
      .string()
      .trim()
      .min(1)
      .max(complaintLimits.answer)
      .describe('The answer, e-mailed to the complainant in their language'),
  })
  .meta({ id: 'ComplaintAnswer' })

export const ComplaintStatusChangeSchema = z
  .object({
    status: z
      .enum(complaintStaffStatuses)
      .describe('under_review, pending_documents, or a closing one: accepted, rejected, not_processed'),
    message: z
      .string()
      .max(2000)
      .transform((value) => value.trim())
      .optional()
      .describe('A note for the complainant, added to the e-mail'),
  })
  .meta({ id: 'ComplaintStatusChange' })
