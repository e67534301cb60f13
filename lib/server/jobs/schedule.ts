import 'server-only'
import { sql } from 'drizzle-orm'
import type { Database } from '@/lib/server/db/client'
import { scheduledChores } from '@/lib/server/db/schema'

/**
 * Takes the chore's turn when it is due, and moves the next one `intervalMs` ahead less a tenth, so that the
 * instance that ran it wins its next tick too despite its timer's drift. True for exactly one of the instances
 * asking at once: the upsert locks the row, and the others see it no longer due.
 */
export async function takeChoreTurn(db: Database, name: string, intervalMs: number): Promise<boolean> {
  const next = sql`now() + ${Math.round(intervalMs * 0.9)} * interval '1 millisecond'`
  const taken = await db
    .insert(scheduledChores)
    .values({ name, due_at: next })
    .onConflictDoUpdate({
      target: scheduledChores.name,
      set: { due_at: next },
      setWhere: sql`${scheduledChores.due_at} <= now()`,
    })
    .returning({ name: scheduledChores.name })
  return taken.length > 0
}

export interface Chore {
  /** Unique: the instances agree on whose turn it is by this name. */
  name: string
  intervalMs: number
  /** The first tick after the start, so that a start is not slowed by its chores. */
  firstAfterMs?: number
  run: () => Promise<void>
}

/**
 * Every instance ticks every `intervalMs`; the one that takes the turn runs the chore. The timers never keep the
 * process alive, and a failure is logged and left to the next turn.
 */
export function scheduleChore(
  db: Database,
  { name, intervalMs, firstAfterMs = intervalMs, run }: Chore,
): void {
  const tick = async () => {
    try {
      if (await takeChoreTurn(db, name, intervalMs)) await run()
    } catch (error) {
      console.warn(`[portal] ${name} failed; it runs again at its next turn`, error)
    }
  }
  setTimeout(() => {
    void tick()
    setInterval(() => void tick(), intervalMs).unref()
  }, firstAfterMs).unref()
}
