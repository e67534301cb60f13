import 'server-only'
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import {
  type AdminMember,
  type AdminMemberListQuery,
  type AdminMemberSummary,
  type AdminMemberUpdateSchema,
  isCollegiateCode,
  memberMovementsPath,
  type StaffUser,
} from '@/lib/contract/admin-members'
import { isValidDni, roleOf, rolePrincipals } from '@/lib/contract/auth'
import type { z } from 'zod'
import type { Database } from '@/lib/server/db/client'
import { memberProfiles, users } from '@/lib/server/db/schema'
import { isUniqueViolation, isUniqueViolationOf } from '@/lib/server/db/violations'
import { ApiError } from '@/lib/server/errors'
import { escapeLike, listPage, matchesSearch } from './content-query'
import { getCollegiateProfile, getPrecollegiateProfile } from './profile'
import { recordStaffAction, type StaffActor } from './staff-actions'
import { assertAnotherActiveStaff, hasStaffRole } from './staff-role'

type UserRow = typeof users.$inferSelect
type ProfileRow = typeof memberProfiles.$inferSelect
export type AdminMemberChanges = z.output<typeof AdminMemberUpdateSchema>

/** The columns a list shows: never the password hash. */
const summaryColumns = {
  id: users.id,
  name: users.name,
  surname: users.surname,
  email: users.email,
  dni: users.dni,
  principals: users.principals,
  is_active: users.is_active,
  created_at: users.created_at,
  collegiate_code: memberProfiles.collegiate_code,
  collegiate_status: memberProfiles.collegiate_status,
}

type SummaryRow = {
  id: string
  name: string
  surname: string
  email: string
  dni: string | null
  principals: string[]
  is_active: boolean
  created_at: Date
  collegiate_code: string | null
  collegiate_status: ProfileRow['collegiate_status']
}

const toSummary = ({ principals, created_at, ...row }: SummaryRow): AdminMemberSummary => ({
  ...row,
  role: roleOf(principals) ?? null,
  is_staff: principals.includes(rolePrincipals.staff),
  created_at: created_at.toISOString(),
})

function memberMatch(q: string | undefined): SQL | undefined {
  if (!q) return undefined
  const pattern = `%${escapeLike(q)}%`
  return or(
    matchesSearch(users.search_name, q),
    ilike(users.email, pattern),
    ilike(memberProfiles.collegiate_code, pattern),
    ilike(users.dni, pattern),
  )
}

const sortColumns = {
  surname: users.sort_name,
  collegiate_code: memberProfiles.collegiate_code,
  created_at: users.created_at,
} as const

export async function listMembers(db: Database, query: AdminMemberListQuery) {
  const where = and(
    memberMatch(query.q),
    query.role ? sql`${users.principals} @> array[${rolePrincipals[query.role]}]::text[]` : undefined,
    query.collegiate_status ? eq(memberProfiles.collegiate_status, query.collegiate_status) : undefined,
  )
  const { rows, total } = await listPage(
    db,
    () =>
      db
        .select(summaryColumns)
        .from(users)
        .leftJoin(memberProfiles, eq(memberProfiles.user_id, users.id))
        .$dynamic(),
    { id: users.id, where, sortBy: sortColumns[query.sort] },
    query,
  )
  return { items: rows.map(toSummary), total }
}

async function loadMember(
  db: Database,
  id: string,
): Promise<{ user: UserRow; profile: ProfileRow | undefined }> {
  const [row] = await db
    .select()
    .from(users)
    .leftJoin(memberProfiles, eq(memberProfiles.user_id, users.id))
    .where(eq(users.id, id))
  if (!row) throw new ApiError(404, 'USER_NOT_FOUND')
  return { user: row.users, profile: row.member_profiles ?? undefined }
}

export async function getMember(db: Database, id: string): Promise<AdminMember> {
  const { user, profile } = await loadMember(db, id)
  const role = roleOf(user.principals) ?? null
  return {
    id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    dni: user.dni,
    role,
    is_staff: user.principals.includes(rolePrincipals.staff),
    collegiate_code: profile?.collegiate_code ?? null,
    collegiate_status: profile?.collegiate_status ?? null,
    is_active: user.is_active,
    created_at: user.created_at.toISOString(),
    phone: user.phone,
    preferred_lang: user.preferred_lang,
    is_verified: user.is_verified,
    tmp_email: user.tmp_email,
    deregistered_on: profile?.deregistered_on ?? null,
    profile:
      role === 'collegiate'
        ? await getCollegiateProfile(db, id)
        : role === 'precollegiate'
          ? await getPrecollegiateProfile(db, id)
          : null,
    movements_path: memberMovementsPath(id),
    updated_at: user.updated_at.toISOString(),
  }
}

const accountFields = ['name', 'surname', 'email', 'phone', 'preferred_lang', 'is_active', 'dni'] as const

/** A new value breaking the contract's rule is refused as the request's validation refuses a field. */
function refuseInvalid(
  field: string,
  value: string | null | undefined,
  valid: (value: string) => boolean,
  msg: string,
) {
  if (value && !valid(value)) throw new ApiError(422, [{ loc: ['body', field], msg, type: 'value_error' }])
}

const isMember = (principals: readonly string[]) =>
  principals.includes(rolePrincipals.collegiate) || principals.includes(rolePrincipals.precollegiate)

/** Answers whether the public registry's data changed. */
export async function updateMember(
  db: Database,
  actor: StaffActor,
  id: string,
  changes: AdminMemberChanges,
): Promise<{ registryChanged: boolean }> {
  try {
    return await db.transaction(async (tx) => {
      // Before the account's own row, in the order the staff role's changes lock them.
      if (!changes.is_active) await assertAnotherActiveStaff(tx, id)
      const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update')
      if (!user) throw new ApiError(404, 'USER_NOT_FOUND')
      const [profile] = await tx.select().from(memberProfiles).where(eq(memberProfiles.user_id, id))

      const next = {
        ...changes,
        phone: changes.phone ?? null,
        dni: changes.dni === undefined ? user.dni : changes.dni,
      }
      const changed = accountFields.filter((field) => user[field] !== next[field])
      if (changed.includes('dni'))
        refuseInvalid('dni', next.dni, isValidDni, 'Not a DNI or NIE with its check letter')
      if (changed.length > 0) {
        await tx
          .update(users)
          .set({
            ...Object.fromEntries(changed.map((field) => [field, next[field]])),
            // A verification was of the number it checked.
            ...(changed.includes('dni') ? { dni_verified_at: null } : {}),
            updated_at: new Date(),
          })
          .where(eq(users.id, id))
        await recordStaffAction(tx, actor, {
          entity: 'member',
          entityId: id,
          action: 'account_updated',
          details: {
            fields: changed.join(', '),
            changes: Object.fromEntries(
              changed.map((field) => [field, { from: user[field], to: next[field] }]),
            ),
          },
        })
      }

      const code = changes.collegiate_code
      const codeChanged = code !== undefined && code !== (profile?.collegiate_code ?? null)
      const status = changes.collegiate_status
      const statusChanged = status !== undefined && status !== (profile?.collegiate_status ?? null)
      const deregistered = changes.deregistered_on
      const deregistrationChanged =
        deregistered !== undefined && deregistered !== (profile?.deregistered_on ?? null)
      if (!codeChanged && !statusChanged && !deregistrationChanged)
        return { registryChanged: changed.length > 0 }
      if (!isMember(user.principals)) throw new ApiError(409, 'NOT_A_MEMBER')
      if (codeChanged)
        refuseInvalid('collegiate_code', code, isCollegiateCode, 'Not a collegiate number (48-00123)')

      const profileChanges = {
        ...(codeChanged ? { collegiate_code: code } : {}),
        ...(statusChanged ? { collegiate_status: status } : {}),
        ...(deregistrationChanged ? { deregistered_on: deregistered } : {}),
        updated_at: new Date(),
      }
      await tx
        .insert(memberProfiles)
        .values({ user_id: id, ...profileChanges })
        .onConflictDoUpdate({ target: memberProfiles.user_id, set: profileChanges })
      if (codeChanged) {
        await recordStaffAction(tx, actor, {
          entity: 'member',
          entityId: id,
          action: 'collegiate_number_changed',
          details: { from: profile?.collegiate_code ?? null, to: code },
        })
      }
      if (statusChanged) {
        await recordStaffAction(tx, actor, {
          entity: 'member',
          entityId: id,
          action: 'collegiate_status_changed',
          details: { from: profile?.collegiate_status ?? null, to: status },
        })
      }
      if (deregistrationChanged) {
        await recordStaffAction(tx, actor, {
          entity: 'member',
          entityId: id,
          action: 'deregistration_changed',
          details: { from: profile?.deregistered_on ?? null, to: deregistered },
        })
      }
      return { registryChanged: true }
    })
  } catch (error) {
    if (isUniqueViolationOf(error, 'member_profiles_collegiate_code_unique'))
      throw new ApiError(409, 'COLLEGIATE_CODE_TAKEN')
    if (isUniqueViolation(error)) throw new ApiError(409, 'UPDATE_USER_EMAIL_ALREADY_EXISTS')
    throw error
  }
}

export async function listStaffUsers(db: Database): Promise<StaffUser[]> {
  return db
    .select({ id: users.id, name: users.name, surname: users.surname, email: users.email })
    .from(users)
    .where(and(hasStaffRole, eq(users.is_active, true)))
    .orderBy(asc(users.sort_name), asc(users.id))
}
