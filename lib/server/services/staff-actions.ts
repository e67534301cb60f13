import 'server-only'
import { and, desc, eq } from 'drizzle-orm'
import type { StaffAction } from '@/lib/contract/admin'
import type { Database, Transaction } from '@/lib/server/db/client'
import { staffActions } from '@/lib/server/db/schema'

export interface StaffActor {
  id: string
  email: string
}

/** Who a log row names: a member of staff, or a command run on the server (no account). */
type ActionAuthor = Omit<StaffActor, 'id'> & { id: string | null }

export interface StaffActionRecord {
  entity: string
  entityId: string | number
  action: string
  details?: Record<string, unknown>
}

/** Call it inside the transaction that does it, so both happen or neither. */
export async function recordStaffAction(
  tx: Database | Transaction,
  actor: ActionAuthor,
  { entity, entityId, action, details = {} }: StaffActionRecord,
): Promise<void> {
  await tx.insert(staffActions).values({
    actor_id: actor.id,
    actor_email: actor.email,
    entity,
    entity_id: String(entityId),
    action,
    details,
  })
}

export async function staffActionsOn(
  db: Database,
  entity: string,
  entityId: string | number,
  limit = 100,
): Promise<StaffAction[]> {
  const rows = await db
    .select()
    .from(staffActions)
    .where(and(eq(staffActions.entity, entity), eq(staffActions.entity_id, String(entityId))))
    .orderBy(desc(staffActions.at), desc(staffActions.id))
    .limit(limit)
  return rows.map(({ actor_id: _actor, at, ...row }) => ({ ...row, at: at.toISOString() }))
}
