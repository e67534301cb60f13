import { z } from 'zod'

/** `files` fields are sent as files, never in `answers`. */
export const formFieldTypes = ['text', 'textarea', 'number', 'date', 'select', 'checkbox', 'files'] as const
export const FormFieldTypeSchema = z.enum(formFieldTypes)

export const procedurePaymentMethods = ['card', 'direct_debit', 'bank_transfer'] as const
export const ProcedurePaymentMethodSchema = z
  .enum(procedurePaymentMethods)
  .describe(
    'card: card terminal; direct_debit: charged to the member’s IBAN; bank_transfer: the member transfers',
  )
export type ProcedurePaymentMethod = z.infer<typeof ProcedurePaymentMethodSchema>

export const procedureFormLimits = {
  fields: 30,
  label: 300,
  help: 1000,
  options: 50,
  maxLength: 10000,
  filesPerField: 10,
  filesPerForm: 10,
  subject: 300,
} as const

const LocalisedTextSchema = (max: number) =>
  z
    .object({
      es: z.string().trim().min(1).max(max),
      ca: z.string().trim().min(1).max(max),
      en: z.string().trim().min(1).max(max),
      eu: z.string().trim().min(1).max(max),
    })
    .describe('The text in each language of the portal')

export const FormFieldNameSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,39}$/)
  .refine((name) => name !== 'form_data', 'form_data carries the answers')
  .describe('The field’s key in `answers` (or the multipart field of its files): a lower-case slug')

const ProcedureFormFieldSchema = z
  .object({
    name: FormFieldNameSchema,
    type: FormFieldTypeSchema,
    required: z
      .boolean()
      .default(false)
      .describe('Mandatory field: at least one file, a ticked box, a value'),
    label: LocalisedTextSchema(procedureFormLimits.label),
    help: LocalisedTextSchema(procedureFormLimits.help).optional(),
    options: z
      .array(
        z.object({ value: z.string().min(1).max(60), label: LocalisedTextSchema(procedureFormLimits.label) }),
      )
      .min(1)
      .max(procedureFormLimits.options)
      .optional()
      .describe('The choices of a select field'),
    max_length: z.int().min(1).max(procedureFormLimits.maxLength).optional().describe('text and textarea'),
    number_only: z.boolean().optional().describe('text: digits only (a licence number, a postcode)'),
    max_files: z
      .int()
      .min(1)
      .max(procedureFormLimits.filesPerField)
      .optional()
      .describe('files: 1 when absent'),
  })
  .superRefine((field, ctx) => {
    if (field.type === 'select' && !field.options) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'A select field needs options' })
    }
    if (field.type !== 'select' && field.options) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Only select fields have options' })
    }
    if (field.max_files !== undefined && field.type !== 'files') {
      ctx.addIssue({ code: 'custom', path: ['max_files'], message: 'Only files fields have max_files' })
    }
    if (field.number_only && field.type !== 'text') {
      ctx.addIssue({ code: 'custom', path: ['number_only'], message: 'Only text fields are number_only' })
    }
    if (field.max_length !== undefined && field.type !== 'text' && field.type !== 'textarea') {
      ctx.addIssue({ code: 'custom', path: ['max_length'], message: 'Only text fields have max_length' })
    }
  })
  .meta({ id: 'ProcedureFormField', description: 'One question of a generic procedure’s form' })
export type ProcedureFormField = z.infer<typeof ProcedureFormFieldSchema>

const ProcedurePaymentSchema = z
  .object({
    amount_cents: z.int().min(1).max(10_000_000).describe('The fee, in euro cents'),
    methods: z.array(ProcedurePaymentMethodSchema).min(1).max(procedurePaymentMethods.length),
  })
  .meta({ id: 'ProcedurePayment', description: 'The fee of a procedure and how it may be paid' })

/** A generic procedure's form, kept as data so that staff can add procedures without code. */
export const ProcedureFormSchema = z
  .object({
    fields: z.array(ProcedureFormFieldSchema).max(procedureFormLimits.fields),
    captcha: z
      .boolean()
      .default(false)
      .describe('Whether sending it needs a captcha token (X-Captcha-Token)'),
    payment: ProcedurePaymentSchema.nullable().default(null),
  })
  .superRefine((form, ctx) => {
    const names = form.fields.map((field) => field.name)
    if (new Set(names).size !== names.length) {
      ctx.addIssue({ code: 'custom', path: ['fields'], message: 'Field names must be unique' })
    }
    const files = form.fields.reduce(
      (sum, field) => sum + (field.type === 'files' ? maxFilesOf(field) : 0),
      0,
    )
    if (files > procedureFormLimits.filesPerForm) {
      ctx.addIssue({ code: 'custom', path: ['fields'], message: 'Too many files in one form' })
    }
  })
  .meta({
    id: 'ProcedureForm',
    description: 'The questions of a generic procedure, whether it needs a captcha, and its fee',
  })
export type ProcedureForm = z.infer<typeof ProcedureFormSchema>

export const subjectOnlyForm: ProcedureForm = { fields: [], captcha: false, payment: null }

export const maxFilesOf = (field: Pick<ProcedureFormField, 'max_files'>) => field.max_files ?? 1

export const AnswerValueSchema = z.union([
  z.string().max(procedureFormLimits.maxLength),
  z.number(),
  z.boolean(),
])
export type AnswerValue = z.infer<typeof AnswerValueSchema>

const ApplicationSubjectSchema = z
  .string()
  .trim()
  .min(1)
  .max(procedureFormLimits.subject)
  .describe('What the application is about, in the applicant’s words (what lists show)')

export const GenericProcedureSubmissionSchema = z
  .object({
    procedure_id: z.int().positive().describe('The generic procedure applied to'),
    subject: ApplicationSubjectSchema,
    answers: z
      .record(z.string().max(60), AnswerValueSchema.nullable())
      .default({})
      .describe('By field name: text, textarea, date (YYYY-MM-DD) and select as strings, number, checkbox'),
    payment_method: ProcedurePaymentMethodSchema.optional().describe('Required when the procedure has a fee'),
  })
  .strict()
  .meta({ id: 'GenericProcedureSubmission' })
export type GenericProcedureSubmission = z.infer<typeof GenericProcedureSubmissionSchema>

const formRules = [
  'required',
  'unknown',
  'type',
  'max_length',
  'number_only',
  'option',
  'date',
  'max_files',
  'captcha',
  'payment_method',
] as const
type FormRule = (typeof formRules)[number]

export interface FormRuleProblem {
  field: string
  rule: FormRule
}

export interface FormRuleInput {
  answers: Record<string, AnswerValue | null | undefined>
  fileCounts: Record<string, number>
  payment_method?: string | null
  captchaPassed: boolean
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/
const isRealDate = (value: string) =>
  isoDate.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value

const isBlank = (value: AnswerValue | null | undefined) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

function answerProblem(field: ProcedureFormField, value: AnswerValue | null | undefined): FormRule | null {
  if (field.type === 'checkbox') {
    if (value !== undefined && value !== null && typeof value !== 'boolean') return 'type'
    return field.required && value !== true ? 'required' : null
  }
  if (isBlank(value)) return field.required ? 'required' : null
  switch (field.type) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'type'
    case 'date':
      if (typeof value !== 'string') return 'type'
      return isRealDate(value) ? null : 'date'
    case 'select':
      if (typeof value !== 'string') return 'type'
      return field.options?.some((option) => option.value === value) ? null : 'option'
    case 'text':
    case 'textarea':
      if (typeof value !== 'string') return 'type'
      if (field.max_length !== undefined && value.length > field.max_length) return 'max_length'
      return field.number_only && !/^\d+$/.test(value.trim()) ? 'number_only' : null
    case 'files':
      return 'type'
  }
}

/** Spec §5's rules; the server refuses the first problem with 422 ERROR_ON_CHECK_RULES `field:rule`. */
export function checkFormRules(form: ProcedureForm, input: FormRuleInput): FormRuleProblem[] {
  const problems: FormRuleProblem[] = []
  const byName = new Map(form.fields.map((field) => [field.name, field]))
  for (const name of Object.keys(input.answers)) {
    const field = byName.get(name)
    if (!field || field.type === 'files') problems.push({ field: name, rule: 'unknown' })
  }
  for (const [name, count] of Object.entries(input.fileCounts)) {
    if (count > 0 && byName.get(name)?.type !== 'files') problems.push({ field: name, rule: 'unknown' })
  }
  for (const field of form.fields) {
    if (field.type === 'files') {
      const count = input.fileCounts[field.name] ?? 0
      if (field.required && count === 0) problems.push({ field: field.name, rule: 'required' })
      else if (count > maxFilesOf(field)) problems.push({ field: field.name, rule: 'max_files' })
      continue
    }
    const rule = answerProblem(field, input.answers[field.name])
    if (rule) problems.push({ field: field.name, rule })
  }
  if (form.captcha && !input.captchaPassed) problems.push({ field: 'captcha', rule: 'captcha' })
  if (form.payment) {
    const chosen = input.payment_method
    if (!chosen || !(form.payment.methods as readonly string[]).includes(chosen)) {
      problems.push({ field: 'payment_method', rule: 'payment_method' })
    }
  } else if (input.payment_method) {
    problems.push({ field: 'payment_method', rule: 'unknown' })
  }
  return problems
}

export const ruleReason = ({ field, rule }: FormRuleProblem) => `${field}:${rule}`

export function parseRuleReason(reason: string): FormRuleProblem | undefined {
  const at = reason.lastIndexOf(':')
  const rule = reason.slice(at + 1)
  if (at <= 0 || !(formRules as readonly string[]).includes(rule)) return undefined
  return { field: reason.slice(0, at), rule: rule as FormRule }
}

export type ClosedReason = 'planned' | 'standby' | 'ended' | 'closed'

export function closedReasonOf(
  procedure: { window_status: string; opens_at: string | Date | null; closes_at: string | Date | null },
  now = new Date(),
): ClosedReason | null {
  if (procedure.window_status === 'programmed') return 'planned'
  if (procedure.window_status === 'standby') return 'standby'
  if (procedure.window_status !== 'published') return 'closed'
  if (procedure.opens_at && new Date(procedure.opens_at) > now) return 'planned'
  if (procedure.closes_at && new Date(procedure.closes_at) < now) return 'ended'
  return null
}
