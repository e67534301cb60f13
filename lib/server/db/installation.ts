import 'server-only'
import type { Database } from './client'
import { installation, type InstallationMode } from './schema'

/** Records `mode` as the database's when it has none yet (its first start); answers the mode it has. */
export async function claimInstallationMode(db: Database, mode: InstallationMode): Promise<InstallationMode> {
  await db.insert(installation).values({ mode }).onConflictDoNothing()
  const [row] = await db.select({ mode: installation.mode }).from(installation)
  if (!row) throw new Error('The installation mode was not recorded')
  return row.mode
}

/** A demo database whose demo accounts are gone starts in production once, and is production from then on. */
export async function recordProductionMode(db: Database): Promise<void> {
  await db
    .insert(installation)
    .values({ mode: 'production' })
    .onConflictDoUpdate({ target: installation.id, set: { mode: 'production', recorded_at: new Date() } })
}
