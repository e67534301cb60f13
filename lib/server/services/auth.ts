import 'server-only'
import { eq } from 'drizzle-orm'
import { roleOf, type CurrentUser } from '@/lib/contract/auth'
import type { ErrorCode } from '@/lib/contract/errors'
import {
  checkFailures,
  clearFailures,
  countFailures,
  recordFailure,
  takeAllowance,
  type RateLimit,
} from '@/lib/server/auth/failures'
import { verifyPassword } from '@/lib/server/auth/passwords'
import type { UserRow } from '@/lib/server/auth/sessions'
import type { Database } from '@/lib/server/db/client'
import { users } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'

const fifteenMinutes = 15 * 60 * 1000

/**
 * Wrong passwords refuse only where they come from: one account from one address, or one address across accounts
 * (more, as an office shares one). Per account alone they slow every attempt down, never refuse it, so nobody can
 * lock a member out by guessing from many addresses (OWASP Authentication Cheat Sheet).
 */
export const loginLimits = {
  pair: { scope: 'login-pair', limit: 10, windowMs: fifteenMinutes },
  address: { scope: 'login-address', limit: 50, windowMs: fifteenMinutes },
  account: { scope: 'login-account', limit: 10, windowMs: fifteenMinutes },
} satisfies Record<string, RateLimit>

export type Pause = (ms: number) => Promise<void>

export const pause: Pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const slowdown = { firstMs: 500, maxMs: 5000 }

/** Past the account's limit each attempt waits twice as long as the one before, up to five seconds. */
export function accountSlowdownMs(failures: number): number {
  const over = failures - loginLimits.account.limit
  return over < 0 ? 0 : Math.min(slowdown.maxMs, slowdown.firstMs * 2 ** over)
}

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
  limits: ReadonlyArray<[RateLimit, string]>,
): Promise<void> {
  for (const [limit, key] of limits) {
    const decision = await checkFailures(db, limit, key)
    if (!decision.allowed) throw new ApiError(429, 'TOO_MANY_REQUESTS', decision.retryAfterSeconds)
  }
}

/** Refuses with 429 past the limit, or else counts this attempt: for requests limited whether they succeed or not. */
export async function takeAttempt(
  db: Database,
  limit: RateLimit,
  key: string,
  code: ErrorCode = 'TOO_MANY_REQUESTS',
): Promise<void> {
  const decision = await takeAllowance(db, limit, key)
  if (!decision.allowed) throw new ApiError(429, code, decision.retryAfterSeconds)
}

function refusingLimitsFor(account: string, address: string): Array<[RateLimit, string]> {
  return [
    [loginLimits.pair, `${account} ${address}`],
    [loginLimits.address, address],
  ]
}

/** Refuses past the pair's or the address's limit, then waits as long as the account's failures ask. */
async function beforePasswordCheck(db: Database, email: string, address: string, wait: Pause) {
  const account = email.toLowerCase()
  const refusing = refusingLimitsFor(account, address)
  await assertWithinLimits(db, refusing)
  const delay = accountSlowdownMs(await countFailures(db, loginLimits.account, account))
  if (delay > 0) await wait(delay)
  return {
    async failed() {
      for (const [limit, key] of [...refusing, [loginLimits.account, account] as const]) {
        await recordFailure(db, limit, key)
      }
    },
    async succeeded() {
      await clearFailures(db, loginLimits.pair, refusing[0]![1])
      await clearFailures(db, loginLimits.account, account)
    },
  }
}

/** A wrong one counts as a failed sign-in, so a stolen session cannot be used to guess the password. */
export async function assertCurrentPassword(
  db: Database,
  user: UserRow,
  password: string | undefined,
  address: string,
  wait: Pause = pause,
): Promise<void> {
  if (password === undefined) {
    await assertWithinLimits(db, refusingLimitsFor(user.email, address))
    throw new ApiError(400, 'INVALID_CURRENT_PASSWORD')
  }
  const attempt = await beforePasswordCheck(db, user.email, address, wait)
  if (!(await verifyPassword(user.hashed_password, password))) {
    await attempt.failed()
    throw new ApiError(400, 'INVALID_CURRENT_PASSWORD')
  }
  await attempt.succeeded()
}

/** Unknown e-mail, wrong password and inactive account answer alike after the same work. */
export async function signIn(
  db: Database,
  { email, password, address }: { email: string; password: string; address: string },
  wait: Pause = pause,
): Promise<UserRow> {
  const attempt = await beforePasswordCheck(db, email, address, wait)
  const user = await findUserByEmail(db, email)
  const matches = await verifyPassword(user?.hashed_password, password)
  if (!user || !matches || !user.is_active) {
    await attempt.failed()
    throw new ApiError(400, 'LOGIN_BAD_CREDENTIALS')
  }
  await attempt.succeeded()
  if (!user.is_verified) throw new ApiError(400, 'LOGIN_USER_NOT_VERIFIED')
  if (!roleOf(user.principals)) throw new ApiError(403, 'NOT_AUTHORIZED')
  return user
}
