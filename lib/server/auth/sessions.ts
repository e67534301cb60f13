import 'server-only'
import { randomUUID } from 'node:crypto'
import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import { serverEnv } from '@/lib/env'
import type { Database } from '@/lib/server/db/client'
import { authSessions, users } from '@/lib/server/db/schema'
import { readToken, signToken } from './tokens'

const dayMs = 24 * 60 * 60 * 1000

export type UserRow = typeof users.$inferSelect

export interface IssuedToken {
  token: string
  expiresAt: Date
}

export interface Session {
  id: string
  user: UserRow
  /** When the token presented stops working: its own expiry, or its session's if that comes first. */
  expiresAt: Date
  createdAt: Date
}

/** A session lasts AUTH_SESSION_DAYS from its last refresh, and never longer than AUTH_SESSION_MAX_DAYS in all. */
function nextExpiry(createdAt: Date, now: Date): Date {
  const { AUTH_SESSION_DAYS, AUTH_SESSION_MAX_DAYS } = serverEnv()
  return new Date(
    Math.min(now.getTime() + AUTH_SESSION_DAYS * dayMs, createdAt.getTime() + AUTH_SESSION_MAX_DAYS * dayMs),
  )
}

function issue(db: Database, userId: string, sessionId: string, expiresAt: Date): Promise<IssuedToken> {
  return signToken(db, 'access', { sub: userId, sid: sessionId, jti: randomUUID() }, expiresAt).then(
    (token) => ({ token, expiresAt }),
  )
}

export async function startSession(db: Database, userId: string, now = new Date()): Promise<IssuedToken> {
  const expiresAt = nextExpiry(now, now)
  const [session] = await db
    .insert(authSessions)
    .values({ user_id: userId, created_at: now, expires_at: expiresAt })
    .returning({ id: authSessions.id })
  if (!session) throw new Error('The session could not be stored')
  return issue(db, userId, session.id, expiresAt)
}

/** Tokens of ended sessions stop working at once (ASVS 7.4.1). */
export async function sessionOfToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<Session | undefined> {
  const claims = await readToken(db, 'access', token)
  if (!claims || typeof claims.sid !== 'string') return undefined
  const [row] = await db
    .select({ session: authSessions, user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.user_id))
    .where(
      and(
        eq(authSessions.id, claims.sid),
        eq(authSessions.user_id, claims.sub),
        isNull(authSessions.revoked_at),
        gt(authSessions.expires_at, now),
      ),
    )
  if (!row || !row.user.is_active) return undefined
  const tokenExpiresAt = new Date((claims.exp ?? 0) * 1000)
  return {
    id: row.session.id,
    user: row.user,
    expiresAt: tokenExpiresAt < row.session.expires_at ? tokenExpiresAt : row.session.expires_at,
    createdAt: row.session.created_at,
  }
}

export async function refreshSession(db: Database, session: Session, now = new Date()): Promise<IssuedToken> {
  const expiresAt = nextExpiry(session.createdAt, now)
  await db.update(authSessions).set({ expires_at: expiresAt }).where(eq(authSessions.id, session.id))
  return issue(db, session.user.id, session.id, expiresAt)
}

export async function endSession(db: Database, sessionId: string, now = new Date()): Promise<void> {
  await db.update(authSessions).set({ revoked_at: now }).where(eq(authSessions.id, sessionId))
}

/** Ends every session of a user but `keep` (after a password change or reset, ASVS 7.4.3). */
export async function endOtherSessions(
  db: Database,
  userId: string,
  keep?: string,
  now = new Date(),
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revoked_at: now })
    .where(
      and(
        eq(authSessions.user_id, userId),
        isNull(authSessions.revoked_at),
        keep ? ne(authSessions.id, keep) : undefined,
      ),
    )
}
