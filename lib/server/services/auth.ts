import 'server-only'
import { eq } from 'drizzle-orm'
import { roleOf, type CurrentUser } from '@/lib/contract/auth'
import {
  checkFailures,
  clearFailures,
  recordFailure,
  takeAllowance,
  type FailureLimit,
} from '@/lib/server/auth/failures'
import { verifyPassword } from '@/lib/server/auth/passwords'
import type { UserRow } from '@/lib/server/auth/sessions'
import type { Database } from '@/lib/server/db/client'
import { users } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'

const fifteenMinutes = 15 * 60 * 1000

/** About ten wrong passwords per account, and more per address (an office shares one), every 15 minutes. */
export const loginLimits = {
  account: { scope: 'login-account', limit: 10, windowMs: fifteenMinutes },
  address: { scope: 'login-address', limit: 50, windowMs: fifteenMinutes },
} satisfies Record<string, FailureLimit>

export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    is_active: user.is_active,
    is_superuser: user.is_superuser,
    is_verified: user.is_verified,
    name: user.name,
    surname: user.surname,
    principals: user.principals,
    role: roleOf(user.principals) ?? null,
    preferred_lang: user.preferred_lang,
    tmp_email: user.tmp_email,
    dni_verified: user.dni_verified_at !== null,
  }
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()))
  return user
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The user with this id; anything that is not a UUID finds nobody rather than failing in the database. */
export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  if (!uuidPattern.test(id)) return undefined
  const [user] = await db.select().from(users).where(eq(users.id, id))
  return user
}

export async function assertWithinLimits(
  db: Database,
  limits: ReadonlyArray<[FailureLimit, string]>,
): Promise<void> {
  for (const [limit, key] of limits) {
    const decision = await checkFailures(db, limit, key)
    if (!decision.allowed) throw new ApiError(429, 'TOO_MANY_REQUESTS', decision.retryAfterSeconds)
  }
}

/** Refuses with 429 past the limit, or else counts this attempt: for requests limited whether they succeed or not. */
export async function takeAttempt(db: Database, limit: FailureLimit, key: string): Promise<void> {
  const decision = await takeAllowance(db, limit, key)
  if (!decision.allowed) throw new ApiError(429, 'TOO_MANY_REQUESTS', decision.retryAfterSeconds)
}

function passwordLimitsFor(email: string, address: string): Array<[FailureLimit, string]> {
  return [
    [loginLimits.account, email],
    [loginLimits.address, address],
  ]
}

/** A wrong one counts as a failed sign-in, so a stolen session cannot be used to guess the password. */
export async function assertCurrentPassword(
  db: Database,
  user: UserRow,
  password: string | undefined,
  address: string,
): Promise<void> {
  const counted = passwordLimitsFor(user.email, address)
  await assertWithinLimits(db, counted)
  if (password === undefined) throw new ApiError(400, 'INVALID_CURRENT_PASSWORD')
  if (!(await verifyPassword(user.hashed_password, password))) {
    for (const [limit, key] of counted) await recordFailure(db, limit, key)
    throw new ApiError(400, 'INVALID_CURRENT_PASSWORD')
  }
  await clearFailures(db, loginLimits.account, user.email)
}

/** Unknown e-mail, wrong password and inactive account answer alike after the same work. */
export async function signIn(
  db: Database,
  { email, password, address }: { email: string; password: string; address: string },
): Promise<UserRow> {
  const counted = passwordLimitsFor(email, address)
  await assertWithinLimits(db, counted)
  const user = await findUserByEmail(db, email)
  const matches = await verifyPassword(user?.hashed_password, password)
  if (!user || !matches || !user.is_active) {
    for (const [limit, key] of counted) await recordFailure(db, limit, key)
    throw new ApiError(400, 'LOGIN_BAD_CREDENTIALS')
  }
  await clearFailures(db, loginLimits.account, email)
  if (!user.is_verified) throw new ApiError(400, 'LOGIN_USER_NOT_VERIFIED')
  if (!roleOf(user.principals)) throw new ApiError(403, 'NOT_AUTHORIZED')
  return user
}
