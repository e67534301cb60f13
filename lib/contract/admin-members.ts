import { z } from 'zod'
import { adminListQuery, adminPageSchema, UuidSchema } from './admin'
import { EmailSchema, normaliseDni, RoleSchema } from './auth'
import { LocaleSchema } from './locales'
import {
  CollegiateProfileSchema,
  collegiateStatuses,
  optionalPhone,
  PrecollegiateProfileSchema,
  requiredText,
} from './profile'

/** The province's two digits and the series' number: the shape the number series gives and the registry finds. */
export const isCollegiateCode = (value: string) => /^[0-9]{2}-[0-9]{1,9}$/.test(value)

/** Empty is none. A stored value that breaks today's rules may be sent back unchanged, so the rules apply on change. */
const storedText = (normalise: (value: string) => string = (value) => value) =>
  z
    .string()
    .trim()
    .max(20)
    .transform((value) => (value === '' ? null : normalise(value)))
    .nullable()
    .optional()

const CollegiateStatusSchema = z
  .enum(collegiateStatuses)
  .describe('Spec §4: active, honorary, retired, pre_active (a pre-collegiate), suspended, non_payment')

const adminMemberSortable = ['surname', 'collegiate_code', 'created_at'] as const

export const AdminMemberListQuerySchema = adminListQuery(adminMemberSortable, 'surname').extend({
  q: adminListQuery(adminMemberSortable, 'surname').shape.q.describe(
    'Words of the name or surnames, or part of the e-mail, collegiate number or DNI',
  ),
  role: RoleSchema.optional().describe('Only accounts with this role'),
  collegiate_status: CollegiateStatusSchema.optional().describe('Only members with this collegiate status'),
})
export type AdminMemberListQuery = z.infer<typeof AdminMemberListQuerySchema>

export const AdminMemberIdSchema = z.object({ id: UuidSchema.describe('The account id') })

const AdminMemberSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    surname: z.string(),
    email: z.string(),
    dni: z.string().nullable(),
    role: RoleSchema.nullable().describe('What the principals grant; null when none lets the person in'),
    collegiate_code: z.string().nullable(),
    collegiate_status: CollegiateStatusSchema.nullable(),
    is_active: z.boolean(),
    is_staff: z.boolean().describe('Whether the account has the staff role (besides any other)'),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'AdminMemberSummary' })
export type AdminMemberSummary = z.infer<typeof AdminMemberSummarySchema>

export const AdminMemberPageSchema = adminPageSchema(AdminMemberSummarySchema, 'AdminMemberPage')

export const AdminMemberSchema = AdminMemberSummarySchema.extend({
  phone: z.string().nullable(),
  preferred_lang: LocaleSchema,
  is_verified: z.boolean(),
  tmp_email: z.string().nullable().describe('An address waiting for its owner to confirm it'),
  deregistered_on: z.iso.date().nullable().describe('When the member left the registry (baja)'),
  profile: z
    .union([CollegiateProfileSchema, PrecollegiateProfileSchema])
    .nullable()
    .describe("The member's profile as they see it; null for non-members and staff"),
  movements_path: z.string().describe("The back-office's list of the member's movements"),
  updated_at: z.iso.datetime(),
}).meta({ id: 'AdminMember' })
export type AdminMember = z.infer<typeof AdminMemberSchema>

/** Any other field react-admin sends (the whole record, role and password among them) is dropped. */
export const AdminMemberUpdateSchema = z
  .object({
    name: requiredText(100),
    surname: requiredText(150),
    email: EmailSchema,
    phone: optionalPhone,
    preferred_lang: LocaleSchema,
    is_active: z.boolean().describe('false: the account cannot sign in'),
    dni: storedText(normaliseDni).describe(
      'DNI or NIE with its check letter (422 when a new one has not), or null',
    ),
    collegiate_code: storedText().describe(
      'Collegiate number, the province and the number (48-00123; 422 when a new one is not so), or null; collegiates and pre-collegiates only; 409 COLLEGIATE_CODE_TAKEN when another member has it',
    ),
    collegiate_status: CollegiateStatusSchema.nullable().optional(),
    deregistered_on: z.iso
      .date()
      .nullable()
      .optional()
      .describe('The day the member left the registry (baja), or null'),
  })
  .meta({ id: 'AdminMemberUpdate' })

export const AdminStaffRoleChangeSchema = z
  .object({
    staff: z.boolean().describe('true grants the staff role, false removes it'),
    revoke_own: z
      .literal(true)
      .optional()
      .describe('Required to remove your own staff role: you lose the back-office at once'),
  })
  .meta({ id: 'AdminStaffRoleChange' })

const StaffUserSchema = z
  .object({ id: z.uuid(), name: z.string(), surname: z.string(), email: z.string() })
  .meta({ id: 'StaffUser' })
export type StaffUser = z.infer<typeof StaffUserSchema>
export const StaffUserListSchema = z.array(StaffUserSchema).meta({ id: 'StaffUserList' })

export const memberMovementsPath = (userId: string) =>
  `/admin/movements?filter=${encodeURIComponent(JSON.stringify({ user_id: userId }))}`

export const AdminDiscountIdSchema = AdminMemberIdSchema.extend({
  discountId: z.coerce.number().int().positive().max(2_147_483_647).describe('The discount id'),
})

export const AdminDiscountInputSchema = z
  .object({
    reason: requiredText(200).describe('Why it is granted, as the member reads it'),
    percent: z.int().min(1).max(100).describe('Off the fees, 1 to 100'),
    valid_from: z.iso.date().describe('First day it applies'),
    valid_until: z.iso.date().nullable().optional().describe('Last day it applies; null when open-ended'),
  })
  .refine((value) => !value.valid_until || value.valid_until >= value.valid_from, {
    message: 'Ends before it starts',
    path: ['valid_until'],
    params: { reason: 'dateOrder' },
  })
  .meta({ id: 'AdminDiscountInput' })
export type AdminDiscountInput = z.output<typeof AdminDiscountInputSchema>
