import 'server-only'
import { sql } from 'drizzle-orm'
import type { Database } from '@/lib/server/db/client'
import { scheduledChores } from '@/lib/server/db/schema'

/**
 * Takes the chore's turn when it is due, and makes the next one due `nextInMs` from now on the database's clock.
 * True for exactly one of the instances asking at once: the upsert locks the row, and the others then see it not
 * due.
 */
export async function takeChoreTurn(db: Database, name: string, nextInMs: number): Promise<boolean> {
  const next = sql`now() + ${Math.round(nextInMs)} * interval '1 millisecond'`
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

const hour = 60 * 60 * 1000

export interface Chore {
  /** Unique: the instances agree on whose turn it is by this name. */
  name: string
  intervalMs: number
  /** The first tick after the start, so that a start is not slowed by its chores. */
  firstAfterMs?: number
  run: () => Promise<void>
}

/**
 * Every instance ticks at least hourly, so that a restart delays a daily chore by an hour at most; the one that takes
 * the turn runs the chore and makes the next one due a little before its own tick an interval later (a tenth of a
 * tick early, for its timer's drift). The timers never keep the process alive; a failure waits for the next turn.
 */
export function scheduleChore(db: Database, { name, intervalMs, firstAfterMs, run }: Chore): void {
  const tickMs = Math.min(intervalMs, hour)
  const tick = async () => {
    try {
      if (await takeChoreTurn(db, name, intervalMs - tickMs / 10)) await run()
    } catch (error) {
      console.warn(`[portal] ${name} failed; it runs again at its next turn`, error)
    }
  }
  setTimeout(() => {
    void tick()
    setInterval(() => void tick(), tickMs).unref()
  }, firstAfterMs ?? tickMs).unref()
}
