import 'server-only'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { AdminStaffRoleChangeSchema } from '@/lib/contract/admin-members'
import { rolePrincipals } from '@/lib/contract/auth'
import type { Database, Transaction } from '@/lib/server/db/client'
import { users } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import { sendPasswordLink } from './account'
import { recordStaffAction, type StaffActor } from './staff-actions'

const staffPrincipal = rolePrincipals.staff

export const hasStaffRole = sql`${users.principals} @> array[${staffPrincipal}]::text[]`

/** Without staff, an account that had no other role keeps an ordinary one, so its owner can still sign in. */
function withoutStaff(principals: readonly string[]): string[] {
  const rest = principals.filter((principal) => principal !== staffPrincipal)
  return rest.some((principal) => principal.startsWith('role:')) ? rest : [...rest, rolePrincipals.non_member]
}

/**
 * Locks every active member of staff (in one order, so two removals at once wait for each other instead of
 * deadlocking) and refuses when none but `userId` is left.
 */
export async function assertAnotherActiveStaff(tx: Transaction, userId: string): Promise<void> {
  const staff = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(hasStaffRole, eq(users.is_active, true)))
    .orderBy(asc(users.id))
    .for('update')
  if (!staff.some((member) => member.id !== userId)) throw new ApiError(409, 'LAST_STAFF_MEMBER')
}

/** Grants or removes the staff role; a change is logged, asking for what is already so changes nothing. */
export async function setStaffRole(
  db: Database,
  actor: StaffActor,
  id: string,
  { staff, revoke_own }: z.output<typeof AdminStaffRoleChangeSchema>,
): Promise<void> {
  if (!staff && id === actor.id && !revoke_own) throw new ApiError(409, 'STAFF_SELF_REVOKE_UNCONFIRMED')
  await db.transaction(async (tx) => {
    if (!staff) await assertAnotherActiveStaff(tx, id)
    const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update')
    if (!user) throw new ApiError(404, 'USER_NOT_FOUND')
    if (user.principals.includes(staffPrincipal) === staff) return
    await tx
      .update(users)
      .set({
        principals: staff ? [...user.principals, staffPrincipal] : withoutStaff(user.principals),
        updated_at: new Date(),
      })
      .where(eq(users.id, id))
    await recordStaffAction(tx, actor, {
      entity: 'member',
      entityId: id,
      action: staff ? 'staff_granted' : 'staff_revoked',
    })
  })
}

/** What the command line names as the author of its changes in the back-office log. */
const staffCommandAuthor = { id: null, email: 'npm run staff:add' }

export interface StaffAccountOutcome {
  userId: string
  created: boolean
  promoted: boolean
  reactivated: boolean
  /** How long the first-password link e-mailed works, or null when the account already has a password. */
  linkHours: number | null
}

/**
 * Creates the account with the staff role, or gives an existing one the role (and lets it sign in again); an
 * account without a password gets the first-password link, again at every run, since the link expires.
 */
export async function addStaffAccount(
  db: Database,
  { email, name, surname = '' }: { email: string; name?: string; surname?: string },
): Promise<StaffAccountOutcome> {
  return db.transaction(async (tx) => {
    const { user, ...changes } = await grantStaffRole(tx, { email, name, surname })
    if (user.hashed_password !== null) return { userId: user.id, ...changes, linkHours: null }
    const { hours } = await sendPasswordLink(tx, user)
    return { userId: user.id, ...changes, linkHours: hours }
  })
}

async function grantStaffRole(
  tx: Database,
  { email, name, surname }: { email: string; name?: string; surname: string },
) {
  const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update')
  if (!existing) {
    const [created] = await tx
      .insert(users)
      .values({ email, name: name ?? email.split('@')[0]!, surname, principals: [staffPrincipal] })
      .returning()
    await recordStaffAction(tx, staffCommandAuthor, {
      entity: 'member',
      entityId: created!.id,
      action: 'staff_granted',
      details: { created: true },
    })
    return { user: created!, created: true, promoted: true, reactivated: false }
  }
  const promoted = !existing.principals.includes(staffPrincipal)
  const reactivated = !existing.is_active
  if (!promoted && !reactivated) return { user: existing, created: false, promoted, reactivated }
  const [updated] = await tx
    .update(users)
    .set({
      principals: promoted ? [...existing.principals, staffPrincipal] : existing.principals,
      is_active: true,
      updated_at: new Date(),
    })
    .where(eq(users.id, existing.id))
    .returning()
  if (promoted) {
    await recordStaffAction(tx, staffCommandAuthor, {
      entity: 'member',
      entityId: existing.id,
      action: 'staff_granted',
    })
  }
  if (reactivated) {
    await recordStaffAction(tx, staffCommandAuthor, {
      entity: 'member',
      entityId: existing.id,
      action: 'account_updated',
      details: { fields: 'is_active', changes: { is_active: { from: false, to: true } } },
    })
  }
  return { user: updated!, created: false, promoted, reactivated }
}
