import 'server-only'
import { eq } from 'drizzle-orm'
import { registryOptionalFields, type RegistryVisibility } from '@/lib/contract/registry'
import type { Database } from '@/lib/server/db/client'
import { memberProfiles } from '@/lib/server/db/schema'

/** What the collegiate keeps out of the public registry; nothing until they choose (or without a profile yet). */
export async function getRegistryVisibility(db: Database, userId: string): Promise<RegistryVisibility> {
  const [row] = await db
    .select({ hidden: memberProfiles.registry_hidden })
    .from(memberProfiles)
    .where(eq(memberProfiles.user_id, userId))
  return { hidden: inOrder(row?.hidden ?? []) }
}

export async function setRegistryVisibility(
  db: Database,
  userId: string,
  { hidden }: RegistryVisibility,
): Promise<RegistryVisibility> {
  const changes = { registry_hidden: inOrder(hidden), updated_at: new Date() }
  await db
    .insert(memberProfiles)
    .values({ user_id: userId, ...changes })
    .onConflictDoUpdate({ target: memberProfiles.user_id, set: changes })
  return { hidden: changes.registry_hidden }
}

const inOrder = (fields: readonly RegistryVisibility['hidden'][number][]) =>
  registryOptionalFields.filter((field) => fields.includes(field))
