import { z } from 'zod'
import { decimalInteger } from './listing'
import { adminListQuery, adminPageSchema } from './admin'
import { ApplicationStatusSchema, type ApplicationStatus } from './applications'
import { AttachmentSchema } from './attachments'
import { eventKinds, ProcedureKindSchema, ProcessTypeSchema } from './content'
import { LoanStatusFilterSchema, LoanStatusSchema, type LoanStatus } from './loans'
import { LocaleSchema } from './locales'
import { GenericProcedureApplicationDetailSchema } from './procedure-applications'
import {
  societyDocumentRoles,
  SocietyDetailSchema,
  societyHistoryEvents,
  SocietySummarySchema,
} from './professional-societies'
import { registrationTypes } from './registration'

/** A closed application does not move any more: the applicant files a new one. */
export const reviewTransitions: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  received: ['under_review', 'pending_documents', 'accepted', 'rejected', 'cancelled', 'not_processed'],
  under_review: ['pending_documents', 'accepted', 'rejected', 'cancelled', 'not_processed'],
  pending_documents: ['under_review', 'accepted', 'rejected', 'cancelled', 'not_processed'],
  accepted: [],
  rejected: [],
  cancelled: [],
  not_processed: [],
}

const blankAsMissing = (value: unknown) => (value === '' ? undefined : value)

const DayFilterSchema = z.preprocess(
  blankAsMissing,
  z.iso.date().optional().describe('A day (YYYY-MM-DD), in UTC'),
)

/** Submitted from / to are days, both included. */
const applicationFilters = {
  status: z.preprocess(blankAsMissing, ApplicationStatusSchema.optional()).describe('Only in this status'),
  from: DayFilterSchema.describe('Only submitted on or after this day (YYYY-MM-DD, UTC)'),
  to: DayFilterSchema.describe('Only submitted on or before this day (YYYY-MM-DD, UTC)'),
}

const HistoryEntrySchema = z
  .object({
    status: ApplicationStatusSchema,
    changed_at: z.iso.datetime(),
  })
  .meta({ id: 'AdminApplicationHistoryEntry' })

const DocumentSchema = z
  .object({
    attachment: AttachmentSchema,
    download_path: z.string().describe('Where staff download it (GET, under /api)'),
  })
  .meta({ id: 'AdminApplicationDocument' })

const applicantFields = {
  applicant_name: z.string().describe('Name and surname of the applicant'),
  applicant_email: z.string().describe('Where the association writes to the applicant'),
  lang: LocaleSchema.describe('The language the association writes to the applicant in'),
}

const RegistrationTypeSchema = z.enum(registrationTypes)

export const AdminRegistrationListQuerySchema = adminListQuery(
  ['submitted_at', 'updated_at', 'status', 'tracking_code'],
  'submitted_at',
).extend({
  ...applicationFilters,
  kind: z
    .preprocess(blankAsMissing, ProcedureKindSchema.optional())
    .describe('Only this registration procedure'),
  registration_type: z
    .preprocess(blankAsMissing, RegistrationTypeSchema.optional())
    .describe('Only this type of registration'),
})
export type AdminRegistrationListQuery = z.output<typeof AdminRegistrationListQuerySchema>

const AdminRegistrationSchema = z
  .object({
    id: z.uuid(),
    kind: ProcedureKindSchema,
    registration_type: RegistrationTypeSchema.nullable().describe('Null for applications filed elsewhere'),
    status: ApplicationStatusSchema,
    tracking_code: z.string(),
    submitted_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    ...applicantFields,
  })
  .meta({ id: 'AdminRegistration' })
export type AdminRegistration = z.infer<typeof AdminRegistrationSchema>

export const AdminRegistrationPageSchema = adminPageSchema(AdminRegistrationSchema, 'AdminRegistrationPage')

export const AdminRegistrationDetailSchema = z
  .object({
    ...AdminRegistrationSchema.shape,
    user_id: z.uuid().describe('The account the application hangs from'),
    form: z
      .record(z.string(), z.unknown())
      .nullable()
      .describe('The answers as the registration form sent them; null for applications filed elsewhere'),
    documents: z.array(DocumentSchema).describe('The files sent with it'),
    history: z
      .array(
        HistoryEntrySchema.extend({
          note: z.string().nullable().describe('What staff told the applicant with the change'),
        }),
      )
      .describe('Every status it went through, oldest first'),
    collegiate_code: z
      .string()
      .nullable()
      .describe(
        "The applicant's collegiate number (given when a collegiate registration is accepted), if any",
      ),
    transitions: z.array(ApplicationStatusSchema).describe('The statuses staff may move it to now'),
  })
  .meta({ id: 'AdminRegistrationDetail' })
export type AdminRegistrationDetail = z.infer<typeof AdminRegistrationDetailSchema>

export const AdminApplicationIdParamSchema = z.object({
  id: z.uuid().describe('The application'),
})

/** Closing an application frees its places for the waiting list, served first come, first served. */
export const eventApplicationTransitions: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  received: ['under_review', 'pending_documents', 'accepted', 'rejected', 'cancelled', 'not_processed'],
  under_review: ['pending_documents', 'accepted', 'rejected', 'cancelled', 'not_processed'],
  pending_documents: ['under_review', 'accepted', 'rejected', 'cancelled', 'not_processed'],
  accepted: ['cancelled', 'not_processed'],
  rejected: [],
  cancelled: [],
  not_processed: [],
}
export const waitlistedTransitions: readonly ApplicationStatus[] = ['rejected', 'cancelled', 'not_processed']

const EventKindFilterSchema = z.enum(eventKinds)

export const AdminEventApplicationListQuerySchema = adminListQuery(
  ['submitted_at', 'updated_at', 'status'],
  'submitted_at',
).extend({
  ...applicationFilters,
  kind: z
    .preprocess(blankAsMissing, EventKindFilterSchema.optional())
    .describe('Only events or only courses'),
  event_id: decimalInteger(z.number().int().min(1)).optional().describe('Only applications to this event'),
})
export type AdminEventApplicationListQuery = z.output<typeof AdminEventApplicationListQuerySchema>

const AdminEventApplicationSchema = z
  .object({
    id: z.uuid(),
    event_id: z.int(),
    event_title: z.string().describe('In Spanish (or the first language it has)'),
    event_kind: EventKindFilterSchema,
    event_starts_at: z.iso.datetime(),
    status: ApplicationStatusSchema,
    waitlisted: z.boolean().describe('Waiting for places'),
    companions: z.int().min(0),
    amount_due_cents: z.int().min(0),
    submitted_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    ...applicantFields,
  })
  .meta({ id: 'AdminEventApplication' })
export type AdminEventApplication = z.infer<typeof AdminEventApplicationSchema>

export const AdminEventApplicationPageSchema = adminPageSchema(
  AdminEventApplicationSchema,
  'AdminEventApplicationPage',
)

export const AdminEventApplicationDetailSchema = z
  .object({
    ...AdminEventApplicationSchema.shape,
    documents: z.array(DocumentSchema).describe('The files sent with it'),
    history: z
      .array(HistoryEntrySchema.extend({ note: z.string().nullable() }))
      .describe('Every status it went through, oldest first, with what the association told the member'),
    transitions: z.array(ApplicationStatusSchema).describe('The statuses staff may move it to now'),
  })
  .meta({ id: 'AdminEventApplicationDetail' })
export type AdminEventApplicationDetail = z.infer<typeof AdminEventApplicationDetailSchema>

export const AdminProcedureApplicationListQuerySchema = adminListQuery(
  ['submitted_at', 'updated_at', 'status', 'tracking_code'],
  'submitted_at',
).extend({
  ...applicationFilters,
  type: z.preprocess(blankAsMissing, ProcessTypeSchema.optional()).describe('Only procedures of this type'),
  procedure_id: decimalInteger(z.number().int().min(1))
    .optional()
    .describe('Only applications to this procedure'),
})
export type AdminProcedureApplicationListQuery = z.output<typeof AdminProcedureApplicationListQuerySchema>

const AdminProcedureApplicationSchema = z
  .object({
    id: z.uuid(),
    tracking_code: z.string().describe('The reference the applicant quotes'),
    subject: z.string(),
    procedure_id: z.int(),
    procedure_title: z.string().describe('In Spanish'),
    process_type: ProcessTypeSchema,
    status: ApplicationStatusSchema,
    submitted_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    ...applicantFields,
  })
  .meta({ id: 'AdminProcedureApplication' })
export type AdminProcedureApplication = z.infer<typeof AdminProcedureApplicationSchema>

export const AdminProcedureApplicationPageSchema = adminPageSchema(
  AdminProcedureApplicationSchema,
  'AdminProcedureApplicationPage',
)

const questionLabels = z
  .object({ es: z.string(), ca: z.string(), en: z.string(), eu: z.string() })
  .describe('The question in each language of the portal')

export const AdminProcedureApplicationDetailSchema = z
  .object({
    ...AdminProcedureApplicationSchema.shape,
    answers: z
      .array(
        GenericProcedureApplicationDetailSchema.shape.answers.element.extend({
          labels: questionLabels,
          option_labels: questionLabels.nullable().describe('A select answer’s choice in each language'),
        }),
      )
      .describe('The answers in the order of the form (`label` in Spanish, `labels` in each language)'),
    payment: GenericProcedureApplicationDetailSchema.shape.payment,
    procedure_fee_cents: z
      .int()
      .nullable()
      .describe('The procedure’s fee now, in euro cents (null when free); `payment` is what this one owes'),
    documents: z
      .array(
        z.object({
          field: z.string(),
          label: z.string().describe('The question it answers, in Spanish'),
          labels: questionLabels,
          attachment: AttachmentSchema,
          download_path: z.string().describe('Where staff download it (GET, under /api)'),
        }),
      )
      .describe('The files sent with it'),
    history: z
      .array(HistoryEntrySchema.extend({ note: z.string().nullable() }))
      .describe('Every status it went through, oldest first, with what the association told the applicant'),
    transitions: z.array(ApplicationStatusSchema).describe('The statuses staff may move it to now'),
  })
  .meta({ id: 'AdminProcedureApplicationDetail' })
export type AdminProcedureApplicationDetail = z.infer<typeof AdminProcedureApplicationDetailSchema>

export const AdminSocietyListQuerySchema = adminListQuery(
  ['submitted_at', 'updated_at', 'status', 'tracking_code'],
  'submitted_at',
).extend({
  ...applicationFilters,
  active: z
    .preprocess(blankAsMissing, z.enum(['true', 'false']).optional())
    .describe('Only active (true) or deactivated (false) societies'),
})
export type AdminSocietyListQuery = z.output<typeof AdminSocietyListQuerySchema>

const AdminSocietySchema = z
  .object({
    ...SocietySummarySchema.omit({ components: true }).shape,
    ...applicantFields,
  })
  .meta({ id: 'AdminSociety' })
export type AdminSociety = z.infer<typeof AdminSocietySchema>

export const AdminSocietyPageSchema = adminPageSchema(AdminSocietySchema, 'AdminSocietyPage')

export const AdminSocietyDetailSchema = z
  .object({
    ...SocietyDetailSchema.omit({ documents: true, history: true }).shape,
    ...applicantFields,
    documents: z
      .array(DocumentSchema.extend({ role: z.enum(societyDocumentRoles) }))
      .describe('The files filed with it'),
    history: z
      .array(
        HistoryEntrySchema.extend({
          status: ApplicationStatusSchema.nullable(),
          event: z.enum(societyHistoryEvents),
          note: z.string().nullable(),
        }),
      )
      .describe('Its life as the member sees it, oldest first'),
    transitions: z.array(ApplicationStatusSchema).describe('The statuses staff may move it to now'),
  })
  .meta({ id: 'AdminSocietyDetail' })
export type AdminSocietyDetail = z.infer<typeof AdminSocietyDetailSchema>

export const loanTransitions: Record<LoanStatus, readonly LoanStatus[]> = {
  requested: ['on_loan', 'cancelled'],
  on_loan: ['returned'],
  returned: [],
  cancelled: [],
}

export const defaultLoanDays = 30

export const AdminLoanStatusChangeSchema = z
  .object({
    status: LoanStatusSchema,
    message: z
      .string()
      .max(2000)
      .transform((value) => value.trim())
      .optional()
      .describe('A note for the member, added to the e-mail (lending and cancelling only)'),
    due_on: z.iso
      .date()
      .optional()
      .describe(`When a lent item must be back (YYYY-MM-DD); ${defaultLoanDays} days from today if left out`),
  })
  .meta({ id: 'AdminLoanStatusChange' })
export type AdminLoanStatusChange = z.input<typeof AdminLoanStatusChangeSchema>

export const AdminLoanListQuerySchema = adminListQuery(
  ['requested_at', 'due_on', 'status'],
  'requested_at',
).extend({
  status: z.preprocess(blankAsMissing, LoanStatusFilterSchema.optional()),
  from: DayFilterSchema.describe('Only requested on or after this day (YYYY-MM-DD, UTC)'),
  to: DayFilterSchema.describe('Only requested on or before this day (YYYY-MM-DD, UTC)'),
})
export type AdminLoanListQuery = z.output<typeof AdminLoanListQuerySchema>

const AdminLoanSchema = z
  .object({
    id: z.uuid(),
    resource_id: z.int(),
    resource_title: z.string().describe('In Spanish'),
    status: LoanStatusSchema,
    overdue: z.boolean().describe('On loan and past its due date (Europe/Madrid)'),
    requested_at: z.iso.datetime(),
    starts_on: z.iso.date().nullable(),
    due_on: z.iso.date().nullable(),
    returned_on: z.iso.date().nullable(),
    ...applicantFields,
  })
  .meta({ id: 'AdminLoan' })
export type AdminLoan = z.infer<typeof AdminLoanSchema>

export const AdminLoanPageSchema = adminPageSchema(AdminLoanSchema, 'AdminLoanPage')

export const AdminLoanDetailSchema = z
  .object({
    ...AdminLoanSchema.shape,
    copies: z.int().min(0).describe('Copies of the item the library has'),
    on_loan: z.int().min(0).describe('Copies lent now'),
    transitions: z.array(LoanStatusSchema).describe('The statuses staff may move it to now'),
  })
  .meta({ id: 'AdminLoanDetail' })
export type AdminLoanDetail = z.infer<typeof AdminLoanDetailSchema>
