import 'server-only'
import { and, eq } from 'drizzle-orm'
import type { AdminDiscountInput } from '@/lib/contract/admin-members'
import { rolePrincipals } from '@/lib/contract/auth'
import type { CollegiateProfilePatch, PrecollegiateProfilePatch } from '@/lib/contract/profile'
import type { Database, Transaction } from '@/lib/server/db/client'
import { memberDiscounts, memberProfiles, users } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import { profileChangesOf, type ProfileChanges } from './profile'
import { recordStaffAction, type StaffActor } from './staff-actions'

export type MemberKind = 'collegiate' | 'precollegiate'

/** The log keeps the IBAN's country, check digits and last four: enough to tell accounts apart, not to use one. */
const maskedIban = (iban: string) => `${iban.slice(0, 4)} **** ${iban.slice(-4)}`

const logged = (field: string, value: unknown) =>
  field === 'iban' && typeof value === 'string' ? maskedIban(value) : (value ?? null)

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

async function lockMember(tx: Transaction, id: string, kind: MemberKind) {
  const [user] = await tx
    .select({ principals: users.principals })
    .from(users)
    .where(eq(users.id, id))
    .for('update')
  if (!user) throw new ApiError(404, 'USER_NOT_FOUND')
  if (!user.principals.includes(rolePrincipals[kind])) throw new ApiError(409, 'PROFILE_KIND_MISMATCH')
}

/**
 * Staff change sections of a member's profile with the member's own rules (the patch is the member's schema);
 * each changed field is logged with what it was and what it is. Answers whether anything changed.
 */
export async function updateMemberProfile(
  db: Database,
  actor: StaffActor,
  id: string,
  kind: MemberKind,
  patch: CollegiateProfilePatch | PrecollegiateProfilePatch,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockMember(tx, id, kind)
    const [row] = await tx.select().from(memberProfiles).where(eq(memberProfiles.user_id, id)).for('update')
    const next = profileChangesOf(patch)
    const changed = (Object.keys(next) as Array<keyof ProfileChanges>).filter(
      (field) => !sameValue(row?.[field], next[field]),
    )
    if (changed.length === 0) return false
    const values = {
      ...Object.fromEntries(changed.map((field) => [field, next[field]])),
      updated_at: new Date(),
    }
    await tx
      .insert(memberProfiles)
      .values({ user_id: id, ...values })
      .onConflictDoUpdate({ target: memberProfiles.user_id, set: values })
    await recordStaffAction(tx, actor, {
      entity: 'member',
      entityId: id,
      action: 'profile_updated',
      details: {
        fields: changed.join(', '),
        changes: Object.fromEntries(
          changed.map((field) => [
            field,
            { from: logged(field, row?.[field]), to: logged(field, next[field]) },
          ]),
        ),
      },
    })
    return true
  })
}

/** Discounts belong to collegiates: the fees are theirs. */
export async function addMemberDiscount(
  db: Database,
  actor: StaffActor,
  id: string,
  input: AdminDiscountInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMember(tx, id, 'collegiate')
    const discount = { ...input, valid_until: input.valid_until ?? null }
    const [added] = await tx
      .insert(memberDiscounts)
      .values({ user_id: id, ...discount })
      .returning({ id: memberDiscounts.id })
    await recordStaffAction(tx, actor, {
      entity: 'member',
      entityId: id,
      action: 'discount_added',
      details: { discount_id: added!.id, ...discount },
    })
  })
}

export async function removeMemberDiscount(
  db: Database,
  actor: StaffActor,
  id: string,
  discountId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(memberDiscounts)
      .where(and(eq(memberDiscounts.id, discountId), eq(memberDiscounts.user_id, id)))
      .returning()
    if (!removed) throw new ApiError(404, 'DISCOUNT_NOT_FOUND')
    const { reason, percent, valid_from, valid_until } = removed
    await recordStaffAction(tx, actor, {
      entity: 'member',
      entityId: id,
      action: 'discount_removed',
      details: { discount_id: discountId, reason, percent, valid_from, valid_until },
    })
  })
}
