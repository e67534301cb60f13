import { z } from 'zod'
import { adminListQuery, adminPageSchema, UuidSchema } from './admin'
import { EmailSchema, RoleSchema } from './auth'
import { LocaleSchema } from './locales'
import {
  CollegiateProfileSchema,
  collegiateStatuses,
  optionalPhone,
  PrecollegiateProfileSchema,
  requiredText,
} from './profile'

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
