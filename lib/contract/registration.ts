import { z } from 'zod'
import { attachmentMaxBytes } from './attachments'
import { identityDocumentMessages, identityDocumentProblem, normaliseDni } from './auth'
import { LocaleSchema } from './locales'
import {
  CountryCodeSchema,
  degreeOrigins,
  degreeTypes,
  exerciseSectors,
  genders,
  IbanSchema,
  madridToday,
  optionalPhone,
  optionalText,
  ProfileAddressSchema,
  professionalSituations,
  profileWorkingDays,
  requiredPhone,
  requiredText,
} from './profile'

const registrationKinds = ['collegiate', 'precollegiate'] as const
export const RegistrationKindSchema = z
  .enum(registrationKinds)
  .describe('collegiate: join the association; precollegiate: a nursing student joins as a pre-collegiate')
export type RegistrationKind = z.infer<typeof RegistrationKindSchema>

export const collegiateRegistrationTypes = ['first_registration', 'transfer', 're_registration'] as const
export const registrationTypes = [...collegiateRegistrationTypes, 'student'] as const

export const identityDocumentTypes = ['dni', 'nie', 'passport'] as const

export const registrationLimits = { otherDocuments: 3, minAge: 18 } as const

type RegistrationIssueReason =
  | 'required'
  | 'dni'
  | 'nie'
  | 'passport'
  | 'futureDate'
  | 'adult'
  | 'graduationYear'
  | 'homologationDate'
  | 'dateOrder'
  | 'email'

const issue = (reason: RegistrationIssueReason, message: string, path: PropertyKey[]) => ({
  code: 'custom' as const,
  message,
  params: { reason },
  path,
})

const isoDate = z.iso.date()

export function yearsAgo(years: number, now = new Date()): string {
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()))
  return date.toISOString().slice(0, 10)
}

const RegistrationTypeStepSchema = z
  .object({
    registration_type: z
      .enum(collegiateRegistrationTypes)
      .describe('first_registration (alta), transfer (from another association) or re_registration'),
    origin_association: optionalText().describe(
      'The association one transfers from; required for a transfer',
    ),
  })
  .superRefine((value, ctx) => {
    if (value.registration_type === 'transfer' && !value.origin_association) {
      ctx.addIssue(issue('required', 'Required for a transfer', ['origin_association']))
    }
  })
  .transform((value) => ({
    ...value,
    origin_association: value.registration_type === 'transfer' ? (value.origin_association ?? null) : null,
  }))

const StudiesStepSchema = z
  .object({
    university: requiredText(),
    degree: requiredText().describe('The degree being studied'),
    graduation_year: z.coerce
      .number<string | number>()
      .int()
      .describe('Expected year of graduation: this year or one of the next eight'),
  })
  .superRefine((value, ctx) => {
    const year = new Date().getUTCFullYear()
    if (value.graduation_year < year || value.graduation_year > year + 8) {
      ctx.addIssue(issue('graduationYear', 'Not a plausible year of graduation', ['graduation_year']))
    }
  })

function personalSchema(adult: boolean) {
  return z
    .object({
      name: requiredText(100),
      surname: requiredText(150),
      document_type: z.enum(identityDocumentTypes),
      document_number: z
        .string()
        .trim()
        .min(1)
        .max(20)
        .transform((value) => normaliseDni(value))
        .describe(
          'DNI or NIE with its check letter, or the passport number; stored in capitals without separators',
        ),
      birth_date: isoDate.describe('YYYY-MM-DD'),
      gender: z.enum(genders),
      nationality: CountryCodeSchema,
      email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
      phone1: requiredPhone,
      phone2: optionalPhone,
    })
    .superRefine((value, ctx) => {
      const documentProblem = identityDocumentProblem(value.document_type, value.document_number)
      if (documentProblem) {
        ctx.addIssue(issue(documentProblem, identityDocumentMessages[documentProblem], ['document_number']))
      }
      if (value.birth_date > madridToday()) {
        ctx.addIssue(issue('futureDate', 'In the future', ['birth_date']))
      } else if (adult && value.birth_date > yearsAgo(registrationLimits.minAge)) {
        ctx.addIssue(issue('adult', 'A collegiate must be of age', ['birth_date']))
      }
    })
}
const CollegiatePersonalStepSchema = personalSchema(true)
const PrecollegiatePersonalStepSchema = personalSchema(false)

const RegistrationAcademicStepSchema = z
  .object({
    degree_title: requiredText().describe('Degree title, as on the diploma'),
    degree_type: z.enum(degreeTypes),
    university: requiredText(),
    degree_origin: z.enum(degreeOrigins),
    issue_date: isoDate.describe('Date of issue of the degree'),
    homologation_date: isoDate
      .or(z.literal(''))
      .nullable()
      .optional()
      .describe('Homologation of a foreign degree; required for foreign degrees'),
  })
  .superRefine((value, ctx) => {
    const now = madridToday()
    if (value.issue_date > now) ctx.addIssue(issue('futureDate', 'In the future', ['issue_date']))
    if (value.degree_origin !== 'foreign') return
    if (!value.homologation_date) {
      ctx.addIssue(
        issue('homologationDate', 'A foreign degree needs its homologation date', ['homologation_date']),
      )
    } else if (value.homologation_date > now) {
      ctx.addIssue(issue('futureDate', 'In the future', ['homologation_date']))
    } else if (value.homologation_date < value.issue_date) {
      ctx.addIssue(issue('dateOrder', 'Homologated before it was issued', ['homologation_date']))
    }
  })
  .transform((value) => ({
    ...value,
    homologation_date: value.degree_origin === 'foreign' ? value.homologation_date || null : null,
  }))

const RegistrationProfessionalStepSchema = z.object({
  situation: z.enum(professionalSituations),
  exercise: z.enum(exerciseSectors).nullable().optional(),
  working_day: z.enum(profileWorkingDays).nullable().optional(),
  workplace_name: optionalText(),
})

const RegistrationEconomicStepSchema = z.object({ iban: IbanSchema })

const RegistrationConsentsStepSchema = z.object({
  privacy: z
    .boolean()
    .refine((value) => value, {
      message: 'The privacy policy must be accepted',
      params: { reason: 'required' },
    })
    .describe('The privacy policy was accepted (required)'),
  communications: z.boolean().describe('Whether the applicant accepts communications from partners'),
})

const CollegiateRegistrationFormSchema = z
  .strictObject({
    type: RegistrationTypeStepSchema,
    personal: CollegiatePersonalStepSchema,
    address: ProfileAddressSchema,
    academic: RegistrationAcademicStepSchema,
    professional: RegistrationProfessionalStepSchema,
    economic: RegistrationEconomicStepSchema,
    consents: RegistrationConsentsStepSchema,
  })
  .meta({
    id: 'CollegiateRegistrationForm',
    description: 'The answers of an application to join as a collegiate',
  })
export type CollegiateRegistrationForm = z.output<typeof CollegiateRegistrationFormSchema>

const PrecollegiateRegistrationFormSchema = z
  .strictObject({
    studies: StudiesStepSchema,
    personal: PrecollegiatePersonalStepSchema,
    address: ProfileAddressSchema,
    consents: RegistrationConsentsStepSchema,
  })
  .meta({
    id: 'PrecollegiateRegistrationForm',
    description: 'The answers of an application to join as a pre-collegiate (a student)',
  })
type PrecollegiateRegistrationForm = z.output<typeof PrecollegiateRegistrationFormSchema>

export const registrationFormSchemas = {
  collegiate: CollegiateRegistrationFormSchema,
  precollegiate: PrecollegiateRegistrationFormSchema,
} as const

export type RegistrationForm = CollegiateRegistrationForm | PrecollegiateRegistrationForm

export const registrationDocumentFields = {
  collegiate: [
    { field: 'id_card', attachmentKind: 'id_card', required: true },
    { field: 'diploma', attachmentKind: 'diploma', required: true },
    { field: 'other', attachmentKind: 'other', required: false },
  ],
  precollegiate: [
    { field: 'id_card', attachmentKind: 'id_card', required: true },
    { field: 'enrolment_proof', attachmentKind: 'other', required: true },
    { field: 'other', attachmentKind: 'other', required: false },
  ],
} as const satisfies Record<
  RegistrationKind,
  ReadonlyArray<{ field: string; attachmentKind: 'id_card' | 'diploma' | 'other'; required: boolean }>
>

export const registrationMaxFiles = 2 + registrationLimits.otherDocuments

const registrationFileTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const
export type RegistrationFileProblem = 'type' | 'size'

/** What the browser can check before sending: the declared type and the size (the server checks the content). */
export function fileProblem(file: { type: string; size: number }): RegistrationFileProblem | null {
  if (!(registrationFileTypes as readonly string[]).includes(file.type)) return 'type'
  return file.size > attachmentMaxBytes ? 'size' : null
}

export const RegistrationQuerySchema = z.object({
  lang: LocaleSchema.default('es').describe('The page language: the confirmation e-mail is written in it'),
})

export const RegistrationReceiptSchema = z
  .object({
    id: z.uuid(),
    kind: RegistrationKindSchema,
    status: z.literal('received'),
    tracking_code: z.string().describe('Quote it in any enquiry (e.g. PRE-2026-7H3K9QWD)'),
    submitted_at: z.iso.datetime(),
    email: z.string().describe('Where the confirmation was sent'),
  })
  .meta({ id: 'RegistrationReceipt', description: 'An application to a registration procedure, as recorded' })
export type RegistrationReceipt = z.infer<typeof RegistrationReceiptSchema>
