import { z } from 'zod'
import { ApplicationStatusSchema } from './applications'
import { identityDocumentMessages, identityDocumentProblem } from './auth'
import { LocaleSchema } from './locales'
import { madridToday, optionalPhone, optionalText, postalAddressSchema, requiredText } from './profile'

// Spec §5's component rules, as pure functions so that the form and the API apply the same ones.

const entityLetters = 'ABCDEFGHJNPQRSUVW'
const letterControlled = 'NPQRSW'
const digitControlled = 'ABEH'

function normaliseCif(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase()
}

/** A Luhn-style control character: a digit or, for some entities, its letter in JABCDEFGHI. */
export function isValidCif(value: string): boolean {
  const match = /^([A-Z])(\d{7})([0-9A-J])$/.exec(normaliseCif(value))
  if (!match || !entityLetters.includes(match[1]!)) return false
  const [, entity, digits, control] = match as unknown as [string, string, string, string]
  const sum = [...digits].reduce((total, char, index) => {
    const digit = Number(char)
    if (index % 2 === 1) return total + digit
    const doubled = digit * 2
    return total + Math.floor(doubled / 10) + (doubled % 10)
  }, 0)
  const check = (10 - (sum % 10)) % 10
  const asDigit = String(check)
  const asLetter = 'JABCDEFGHI'[check]!
  if (letterControlled.includes(entity)) return control === asLetter
  if (digitControlled.includes(entity)) return control === asDigit
  return control === asDigit || control === asLetter
}

export interface SocietyMember {
  id: string
  administrator: boolean
}

export type ComponentsProblem =
  'noComponents' | 'noAdministrator' | 'severalAdministrators' | 'removesAdministrator'

export function componentsProblem(members: readonly SocietyMember[]): ComponentsProblem | null {
  if (members.length === 0) return 'noComponents'
  const administrators = members.filter((member) => member.administrator).length
  if (administrators === 0) return 'noAdministrator'
  return administrators > 1 ? 'severalAdministrators' : null
}

type Change<T> = { members: T[]; problem: null } | { members: readonly T[]; problem: ComponentsProblem }

const refused = <T>(members: readonly T[], problem: ComponentsProblem): Change<T> => ({ members, problem })

/** Adds a component; the first one added administers the society, later ones never do by being added. */
export function addComponent<T extends SocietyMember>(members: readonly T[], member: T): Change<T> {
  return { members: [...members, { ...member, administrator: members.length === 0 }], problem: null }
}

export function removeComponent<T extends SocietyMember>(members: readonly T[], id: string): Change<T> {
  const member = members.find((candidate) => candidate.id === id)
  if (!member) return { members: [...members], problem: null }
  if (members.length === 1) return refused(members, 'noComponents')
  if (member.administrator) return refused(members, 'removesAdministrator')
  return { members: members.filter((candidate) => candidate.id !== id), problem: null }
}

export function makeAdministrator<T extends SocietyMember>(members: readonly T[], id: string): Change<T> {
  if (!members.some((member) => member.id === id)) return { members: [...members], problem: null }
  return {
    members: members.map((member) => ({ ...member, administrator: member.id === id })),
    problem: null,
  }
}

export const societyComponentTypes = ['professional_partner', 'non_professional_partner', 'other'] as const

export const societyDocumentTypes = ['dni', 'nie', 'passport'] as const

export const societyDocumentRoles = ['deed', 'registry_certificate'] as const
export type SocietyDocumentRole = (typeof societyDocumentRoles)[number]

export const societyHistoryEvents = [
  'filed',
  'component_added',
  'component_removed',
  'administrator_changed',
  'deactivated',
  'activated',
  'status_changed',
] as const

const societyLimits = { observations: 2000, components: 50 } as const

export type SocietyIssueReason =
  | ComponentsProblem
  | 'dni'
  | 'nie'
  | 'passport'
  | 'cif'
  | 'phone'
  | 'futureDate'
  | 'dateOrder'
  | 'collegiateNumber'
  | 'dataProcessing'
  | 'postalCode'
  | 'postalCodeProvince'
  | 'province'

const reasonIssue = (reason: SocietyIssueReason, message: string) => ({
  code: 'custom' as const,
  message,
  params: { reason },
})

const pastDate = (description: string) =>
  z.iso
    .date()
    .refine((value) => value <= madridToday(), reasonIssue('futureDate', 'A date in the future'))
    .describe(`${description} (YYYY-MM-DD, not in the future)`)

const CifSchema = z
  .string()
  .transform(normaliseCif)
  .refine((value) => value !== '', { message: 'Required', params: { reason: 'required' } })
  .refine(
    (value) => value === '' || isValidCif(value),
    reasonIssue('cif', 'Not a valid company tax id (CIF)'),
  )
  .describe(
    'Company tax id (CIF): entity letter, seven digits, control digit or letter; stored in capitals without separators',
  )

export const SocietyComponentInputSchema = z
  .object({
    collegiate_number: optionalText(20).describe('Collegiate number: required for professional partners'),
    name: requiredText(100).describe('Name'),
    surnames: requiredText(150).describe('Surnames'),
    document_type: z.enum(societyDocumentTypes).describe('dni, nie or passport'),
    document: z
      .string()
      .trim()
      .toUpperCase()
      .transform((value) => value.replace(/[\s.-]/g, ''))
      .pipe(z.string().min(1).max(20))
      .describe('Identity document number, in capitals without separators'),
    component_type: z
      .enum(societyComponentTypes)
      .describe('professional_partner: a collegiate partner; non_professional_partner; other'),
  })
  .superRefine((value, ctx) => {
    const documentProblem = identityDocumentProblem(value.document_type, value.document)
    if (documentProblem) {
      ctx.addIssue({
        ...reasonIssue(documentProblem, identityDocumentMessages[documentProblem]),
        path: ['document'],
      })
    }
    if (value.component_type === 'professional_partner' && !value.collegiate_number) {
      ctx.addIssue({
        ...reasonIssue('collegiateNumber', 'A professional partner needs a collegiate number'),
        path: ['collegiate_number'],
      })
    }
  })
  .meta({ id: 'SocietyComponentInput', description: 'A component (partner or other person) of a society' })
export type SocietyComponentInput = z.input<typeof SocietyComponentInputSchema>

const filedComponentSchema = SocietyComponentInputSchema.and(
  z.object({ administrator: z.boolean().describe('Whether this component administers the society') }),
)

const SocietyAddressSchema = postalAddressSchema('province').describe('Registered office')

export const SocietyInputSchema = z
  .object({
    social_reason: requiredText().describe('Company name (razón social)'),
    sspp_number: requiredText(40).describe('Number in the registry of professional societies'),
    cif: CifSchema,
    email: z.string().trim().pipe(z.email().max(254)).describe('Contact e-mail'),
    phone: optionalPhone,
    mobile: optionalPhone,
    first_collegiation_date: pastDate('Date of the first collegiation'),
    incorporation_date: pastDate('Date of incorporation (deed)'),
    registration_date: pastDate('Date of registration in the mercantile registry'),
    address: SocietyAddressSchema,
    registry: z
      .object({
        name: optionalText(),
        volume: optionalText(40),
        folio: optionalText(40),
        sheet: optionalText(40).describe('Sheet or inscription'),
      })
      .describe('Mercantile registry data'),
    notary: z
      .object({
        name: optionalText(),
        protocol_number: optionalText(40),
        deed_date: z.iso.date().nullable().optional().describe('Date of the deed (YYYY-MM-DD)'),
      })
      .describe('Notary data'),
    observations: optionalText(societyLimits.observations),
    components: z
      .array(filedComponentSchema)
      .max(societyLimits.components)
      .describe('The components; exactly one administrator, at least one component'),
    consents: z.object({
      data_processing: z
        .boolean()
        .refine((value) => value, reasonIssue('dataProcessing', 'Consent to data processing is required'))
        .describe('Consent to the processing of the data (required)'),
      publication: z.boolean().describe('Consent to appear in the public registry of societies'),
    }),
  })
  .superRefine((value, ctx) => {
    if (value.registration_date < value.incorporation_date) {
      ctx.addIssue({
        ...reasonIssue('dateOrder', 'Registered before being incorporated'),
        path: ['registration_date'],
      })
    }
    const problem = componentsProblem(
      value.components.map((component, index) => ({
        id: String(index),
        administrator: component.administrator,
      })),
    )
    if (problem) {
      ctx.addIssue({ ...reasonIssue(problem, `Components rule: ${problem}`), path: ['components'] })
    }
  })
  .meta({ id: 'SocietyInput', description: 'A professional society to file, with its components' })
export type SocietyInput = z.input<typeof SocietyInputSchema>
export type SocietyValues = z.output<typeof SocietyInputSchema>

export const SocietyFilingSchema = z
  .object({
    form_data: z.string().describe('The society as JSON (SocietyInput)'),
    deed: z
      .file()
      .describe('Deed of incorporation: PDF, JPEG or PNG by content, up to 5 MiB (required)')
      .meta({ type: 'string', format: 'binary' }),
    registry_certificate: z
      .file()
      .optional()
      .describe('Certificate of the mercantile registry: PDF, JPEG or PNG by content, up to 5 MiB')
      .meta({ type: 'string', format: 'binary' }),
  })
  .meta({
    id: 'SocietyFiling',
    description: 'A society filed as multipart/form-data: the answers and the files',
  })

export const SocietyIdSchema = z.uuid().describe('The society, as the list answers it')
export const SocietyComponentIdSchema = z.uuid().describe('The component, as the detail answers it')

const SocietyStatusSchema = ApplicationStatusSchema

export const SocietySummarySchema = z
  .object({
    id: SocietyIdSchema,
    social_reason: z.string(),
    cif: z.string(),
    tracking_code: z.string().describe('SSPP-YYYY-XXXXXXXX'),
    status: SocietyStatusSchema,
    active: z.boolean().describe('Inactive societies keep their data and can be activated again'),
    components: z.int().min(0).describe('How many components it has'),
    submitted_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'SocietySummary', description: 'One of the caller’s professional societies' })
export type SocietySummary = z.infer<typeof SocietySummarySchema>

export const SocietyListSchema = z
  .array(SocietySummarySchema)
  .meta({ id: 'SocietyList', description: 'The societies the caller filed, newest first' })

const SocietyComponentSchema = z
  .object({
    id: SocietyComponentIdSchema,
    collegiate_number: z.string().nullable(),
    name: z.string(),
    surnames: z.string(),
    document_type: z.enum(societyDocumentTypes),
    document: z.string(),
    component_type: z.enum(societyComponentTypes),
    administrator: z.boolean(),
  })
  .meta({ id: 'SocietyComponent', description: 'A component of a society' })
export type SocietyComponent = z.infer<typeof SocietyComponentSchema>

const SocietyDocumentSchema = z
  .object({
    id: z.uuid().describe('The attachment (downloaded through /public/collegiates/files/{id})'),
    role: z.enum(societyDocumentRoles),
    filename: z.string(),
    content_type: z.string(),
    size: z.int().min(1),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'SocietyDocument', description: 'A file filed with a society' })

const SocietyHistoryEntrySchema = z
  .object({
    event: z.enum(societyHistoryEvents),
    status: SocietyStatusSchema.nullable().describe('The new status, for status changes and the filing'),
    note: z
      .string()
      .nullable()
      .describe('Who the change concerns (a component’s name), when it concerns one'),
    at: z.iso.datetime(),
  })
  .meta({ id: 'SocietyHistoryEntry', description: 'One change in a society’s life' })
export type SocietyHistoryEntry = z.infer<typeof SocietyHistoryEntrySchema>

const nullableText = z.string().nullable()

export const SocietyDetailSchema = SocietySummarySchema.omit({ components: true })
  .extend({
    sspp_number: z.string(),
    email: z.string(),
    phone: nullableText,
    mobile: nullableText,
    first_collegiation_date: z.iso.date(),
    incorporation_date: z.iso.date(),
    registration_date: z.iso.date(),
    address: z.object({
      address: z.string(),
      postal_code: z.string(),
      city: z.string(),
      province: z.string(),
      country: z.string(),
    }),
    registry: z.object({
      name: nullableText,
      volume: nullableText,
      folio: nullableText,
      sheet: nullableText,
    }),
    notary: z.object({
      name: nullableText,
      protocol_number: nullableText,
      deed_date: z.iso.date().nullable(),
    }),
    observations: nullableText,
    publication_consent: z.boolean(),
    components: z.array(SocietyComponentSchema).describe('In the order they were added'),
    documents: z.array(SocietyDocumentSchema),
    history: z.array(SocietyHistoryEntrySchema).describe('Oldest first'),
  })
  .meta({
    id: 'SocietyDetail',
    description: 'A professional society with its components, documents and history',
  })
export type SocietyDetail = z.infer<typeof SocietyDetailSchema>

export const SocietyFilingQuerySchema = z.object({
  lang: LocaleSchema.optional().describe(
    'The language of the acknowledgement e-mail (the page language); the account’s by default',
  ),
})
