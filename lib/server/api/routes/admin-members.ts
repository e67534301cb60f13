import 'server-only'
import { OpenAPIHono } from '@hono/zod-openapi'
import { adminBasePath } from '@/lib/contract/admin'
import {
  AdminDiscountIdSchema,
  AdminDiscountInputSchema,
  AdminMemberIdSchema,
  AdminMemberListQuerySchema,
  AdminMemberPageSchema,
  AdminMemberSchema,
  AdminMemberUpdateSchema,
  AdminStaffRoleChangeSchema,
  StaffUserListSchema,
} from '@/lib/contract/admin-members'
import { AttachmentIdSchema } from '@/lib/contract/attachments'
import { CollegiateProfilePatchSchema, PrecollegiateProfilePatchSchema } from '@/lib/contract/profile'
import {
  addMemberDiscount,
  type MemberKind,
  removeMemberDiscount,
  updateMemberProfile,
} from '@/lib/server/services/admin-member-profile'
import { getMember, listMembers, listStaffUsers, updateMember } from '@/lib/server/services/admin-members'
import { readAttachment } from '@/lib/server/services/attachments'
import { setStaffRole } from '@/lib/server/services/staff-role'
import { adminRoute, staffActor } from '../admin'
import { type ApiEnv, errorResponses, jsonContent, respond } from '../http'
import { attachmentFile, sendAttachment } from './attachments'

export const adminMembersRoutes = new OpenAPIHono<ApiEnv>()

const tags = ['Back-office: members']

adminMembersRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/members`,
    tags,
    summary: 'Members and other accounts (staff)',
    description:
      'Accounts found by words of the name or surnames or part of the e-mail, collegiate number or DNI, filtered by role and collegiate status, sorted by surname, number or date. Never the password.',
    request: { query: AdminMemberListQuerySchema },
    responses: { 200: jsonContent(AdminMemberPageSchema, 'One page of accounts'), ...errorResponses(422) },
  }),
  async (c) => respond(c, AdminMemberPageSchema, await listMembers(c.var.db, c.req.valid('query'))),
)

adminMembersRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/members/{id}`,
    tags,
    summary: 'One account with its profile (staff)',
    description:
      "The account, the member's profile as they see it and the path of their movements. 404 USER_NOT_FOUND.",
    request: { params: AdminMemberIdSchema },
    responses: { 200: jsonContent(AdminMemberSchema, 'The account'), ...errorResponses(404, 422) },
  }),
  async (c) => respond(c, AdminMemberSchema, await getMember(c.var.db, c.req.valid('param').id)),
)

adminMembersRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/members/{id}/attachments/{attachmentId}`,
    tags,
    summary: "Download one of a member's attachments (staff)",
    description:
      'The bytes, with the type found on upload, as a download (Content-Disposition: attachment) that no cache keeps. 404 ATTACHMENT_NOT_FOUND when the member has no such attachment.',
    request: { params: AdminMemberIdSchema.extend({ attachmentId: AttachmentIdSchema }) },
    responses: { 200: attachmentFile, ...errorResponses(404, 422) },
  }),
  async (c) => {
    const { id, attachmentId } = c.req.valid('param')
    // Read as the member would: only their own files, so another member's id answers 404.
    const { attachment, bytes } = await readAttachment(
      c.var.db,
      c.var.fileStorage,
      { userId: id, staff: false },
      attachmentId,
    )
    return sendAttachment(c, attachment, bytes)
  },
)

adminMembersRoutes.openapi(
  adminRoute({
    method: 'put',
    path: `${adminBasePath}/members/{id}`,
    tags,
    summary: "Change an account's data and collegiate status (staff)",
    description:
      'Name, surnames, e-mail (409 UPDATE_USER_EMAIL_ALREADY_EXISTS when another account has it), DNI, phone, language, whether it may sign in (409 LAST_STAFF_MEMBER when it would leave no active member of staff), and for collegiates and pre-collegiates the collegiate number (409 COLLEGIATE_CODE_TAKEN when another member has it), status and deregistration date (409 NOT_A_MEMBER for other accounts). Other fields are ignored: roles are not changed here. Every change is logged; the public registry shows it at once.',
    request: {
      params: AdminMemberIdSchema,
      body: { content: { 'application/json': { schema: AdminMemberUpdateSchema } }, required: true },
    },
    responses: {
      200: jsonContent(AdminMemberSchema, 'The account as it is now'),
      ...errorResponses(404, 409, 415, 422),
    },
  }),
  async (c) => {
    const { id } = c.req.valid('param')
    const { registryChanged } = await updateMember(c.var.db, staffActor(c), id, c.req.valid('json'))
    if (registryChanged) await c.var.contentChanged()
    return respond(c, AdminMemberSchema, await getMember(c.var.db, id))
  },
)

adminMembersRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/staff-users`,
    tags,
    summary: 'Members of staff (staff)',
    description: 'The active accounts with the staff role, by surname: whom a complaint may be assigned to.',
    responses: { 200: jsonContent(StaffUserListSchema, 'The members of staff') },
  }),
  async (c) => respond(c, StaffUserListSchema, await listStaffUsers(c.var.db)),
)

// PUT /admin/members/{id}/staff – grant or remove the staff role
adminMembersRoutes.openapi(
  adminRoute({
    method: 'put',
    path: `${adminBasePath}/members/{id}/staff`,
    tags,
    summary: 'Grant or remove the staff role (staff)',
    description:
      'Gives the account the staff role besides any other, or takes it away (an account left with no other role becomes a non-member, so its owner can still sign in). Every change is logged; asking for what is already so changes nothing. 409 LAST_STAFF_MEMBER when no other active account would keep the role; 409 STAFF_SELF_REVOKE_UNCONFIRMED when removing your own role without `revoke_own`.',
    request: {
      params: AdminMemberIdSchema,
      body: { content: { 'application/json': { schema: AdminStaffRoleChangeSchema } }, required: true },
    },
    responses: {
      200: jsonContent(AdminMemberSchema, 'The account as it is now'),
      ...errorResponses(404, 409, 415, 422),
    },
  }),
  async (c) => {
    const { id } = c.req.valid('param')
    await setStaffRole(c.var.db, staffActor(c), id, c.req.valid('json'))
    return respond(c, AdminMemberSchema, await getMember(c.var.db, id))
  },
)

const profileRoutes = [
  { kind: 'collegiate', path: 'collegiate-profile', schema: CollegiateProfilePatchSchema },
  { kind: 'precollegiate', path: 'precollegiate-profile', schema: PrecollegiateProfilePatchSchema },
] as const satisfies ReadonlyArray<{ kind: MemberKind; path: string; schema: unknown }>

for (const { kind, path, schema } of profileRoutes) {
  // PATCH /admin/members/{id}/collegiate-profile, /precollegiate-profile – staff correct a member's profile
  adminMembersRoutes.openapi(
    adminRoute({
      method: 'patch',
      path: `${adminBasePath}/members/{id}/${path}`,
      tags,
      summary: `Change the profile of a ${kind === 'collegiate' ? 'collegiate' : 'pre-collegiate'} (staff)`,
      description: `The sections the member changes from their own profile, with the same rules (422 names each field refused); each section sent replaces that section. 409 PROFILE_KIND_MISMATCH when the account is not a ${kind}. Every changed field is logged with its value before and after (an IBAN masked).`,
      request: {
        params: AdminMemberIdSchema,
        body: { content: { 'application/json': { schema } }, required: true },
      },
      responses: {
        200: jsonContent(AdminMemberSchema, 'The account as it is now'),
        ...errorResponses(404, 409, 415, 422),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param')
      const changed = await updateMemberProfile(c.var.db, staffActor(c), id, kind, c.req.valid('json'))
      // The public registry shows a collegiate's specialties and workplace.
      if (changed && kind === 'collegiate') await c.var.contentChanged()
      return respond(c, AdminMemberSchema, await getMember(c.var.db, id))
    },
  )
}

// POST /admin/members/{id}/discounts – grant a collegiate a discount on the fees
adminMembersRoutes.openapi(
  adminRoute({
    method: 'post',
    path: `${adminBasePath}/members/{id}/discounts`,
    tags,
    summary: 'Grant a discount (staff)',
    description:
      'A discount on the fees for a period, shown to the collegiate in their profile. 409 PROFILE_KIND_MISMATCH when the account is not a collegiate. Logged.',
    request: {
      params: AdminMemberIdSchema,
      body: { content: { 'application/json': { schema: AdminDiscountInputSchema } }, required: true },
    },
    responses: {
      200: jsonContent(AdminMemberSchema, 'The account as it is now'),
      ...errorResponses(404, 409, 415, 422),
    },
  }),
  async (c) => {
    const { id } = c.req.valid('param')
    await addMemberDiscount(c.var.db, staffActor(c), id, c.req.valid('json'))
    return respond(c, AdminMemberSchema, await getMember(c.var.db, id))
  },
)

// DELETE /admin/members/{id}/discounts/{discountId} – withdraw a discount
adminMembersRoutes.openapi(
  adminRoute({
    method: 'delete',
    path: `${adminBasePath}/members/{id}/discounts/{discountId}`,
    tags,
    summary: 'Withdraw a discount (staff)',
    description: '404 DISCOUNT_NOT_FOUND when the member has no such discount. Logged with what it was.',
    request: { params: AdminDiscountIdSchema },
    responses: {
      200: jsonContent(AdminMemberSchema, 'The account as it is now'),
      ...errorResponses(404, 422),
    },
  }),
  async (c) => {
    const { id, discountId } = c.req.valid('param')
    await removeMemberDiscount(c.var.db, staffActor(c), id, discountId)
    return respond(c, AdminMemberSchema, await getMember(c.var.db, id))
  },
)
