import 'server-only'
import type { Locale } from '@/lib/contract/locales'
import { and, eq, isNull, ne, or } from 'drizzle-orm'
import type { z } from 'zod'
import {
  passwordProblemReasons,
  rolePrincipals,
  type ChangePasswordInputSchema,
  type RegisterInputSchema,
  type UpdateMeInputSchema,
} from '@/lib/contract/auth'
import type { ErrorCode } from '@/lib/contract/errors'
import { clearFailures, takeAllowance, type RateLimit } from '@/lib/server/auth/failures'
import { hashPassword, passwordFingerprint, passwordProblem } from '@/lib/server/auth/passwords'
import { endOtherSessions, type Session, type UserRow } from '@/lib/server/auth/sessions'
import { readToken, signToken } from '@/lib/server/auth/tokens'
import type { Database } from '@/lib/server/db/client'
import { users } from '@/lib/server/db/schema'
import { isUniqueViolation } from '@/lib/server/db/violations'
import { ApiError } from '@/lib/server/errors'
import { queueMail } from '@/lib/server/jobs/queue'
import { assertCurrentPassword, findUserByEmail, findUserById, loginLimits, takeAttempt } from './auth'
import { accountLink, accountPages, composeAccountEmail, type AccountEmail } from './account-emails'
import { associationName } from './settings'

const minuteMs = 60 * 1000
const hourMs = 60 * minuteMs

/** How long each e-mailed link works, in hours (FastAPI Users' one hour for verification and reset). */
const linkLifetimeHours = { verify: 1, reset: 1, firstPassword: 72, verifyTmpEmail: 24 } as const

/** Per client address, and e-mails per account so nobody can flood a mailbox (those limits skip silently). */
export const accountLimits = {
  registrations: { scope: 'register-address', limit: 10, windowMs: hourMs },
  passwordRecoveryRequests: { scope: 'password-recovery-address', limit: 20, windowMs: 15 * minuteMs },
  passwordRecoveryEmails: { scope: 'password-recovery-account', limit: 3, windowMs: 15 * minuteMs },
  verificationRequests: { scope: 'verification-address', limit: 20, windowMs: 15 * minuteMs },
  verificationEmails: { scope: 'verification-account', limit: 3, windowMs: 15 * minuteMs },
} satisfies Record<string, RateLimit>

type InvalidPasswordCode = Extract<ErrorCode, `${string}_INVALID_PASSWORD`>

/** Refuses a new password that breaks a rule, the list of common passwords included, as FastAPI Users does. */
function assertAcceptablePassword(password: string, code: InvalidPasswordCode): void {
  const problem = passwordProblem(password)
  if (problem) throw new ApiError(400, { code, reason: passwordProblemReasons[problem] })
}

const expiresInHours = (hours: number) => new Date(Date.now() + hours * hourMs)

/** Queued in `db`: pass the transaction of the change the e-mail tells about. */
async function sendAccountEmail(
  db: Database,
  user: UserRow,
  email: AccountEmail,
  lang: Locale = user.preferred_lang,
) {
  const recipient = { email: user.email, name: user.name, lang }
  await queueMail(db, composeAccountEmail(email, recipient, await associationName(db, lang)))
}

async function takeEmailAllowance(db: Database, limit: RateLimit, user: UserRow): Promise<boolean> {
  return (await takeAllowance(db, limit, user.id)).allowed
}

export async function register(
  db: Database,
  input: z.output<typeof RegisterInputSchema>,
  address: string,
): Promise<UserRow> {
  assertAcceptablePassword(input.password, 'REGISTER_INVALID_PASSWORD')
  await takeAttempt(db, accountLimits.registrations, address)
  if (await findUserByEmail(db, input.email)) throw new ApiError(400, 'REGISTER_USER_ALREADY_EXISTS')
  const hashedPassword = await hashPassword(input.password)
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        hashed_password: hashedPassword,
        name: input.name,
        surname: input.surname,
        preferred_lang: input.preferred_lang,
        dni: input.dni ?? null,
        phone: input.phone ?? null,
        principals: [rolePrincipals.non_member],
      })
      .onConflictDoNothing({ target: users.email })
      .returning()
    // Someone registered the same address in the meantime.
    if (!user) throw new ApiError(400, 'REGISTER_USER_ALREADY_EXISTS')
    await sendVerificationEmail(tx, user)
    return user
  })
}

async function sendVerificationEmail(
  db: Database,
  user: UserRow,
  lang: Locale = user.preferred_lang,
): Promise<void> {
  const hours = linkLifetimeHours.verify
  const token = await signToken(db, 'verify', { sub: user.id, email: user.email }, expiresInHours(hours))
  const link = accountLink(lang, accountPages.verify, token)
  await sendAccountEmail(db, user, { kind: 'verify', link, hours }, lang)
}

/** Unknown, inactive and verified accounts get nothing. */
export async function requestVerification(db: Database, email: string, lang?: Locale): Promise<void> {
  const user = await findUserByEmail(db, email)
  if (!user || !user.is_active || user.is_verified) return
  if (!(await takeEmailAllowance(db, accountLimits.verificationEmails, user))) return
  await sendVerificationEmail(db, user, lang)
}

/** The token must name the account's current address. */
export async function verifyEmail(db: Database, token: string): Promise<UserRow> {
  const claims = await readToken(db, 'verify', token)
  const user = claims && (await findUserById(db, claims.sub))
  if (!claims || !user || claims.email !== user.email) throw new ApiError(400, 'VERIFY_USER_BAD_TOKEN')
  if (user.is_verified) throw new ApiError(400, 'VERIFY_USER_ALREADY_VERIFIED')
  const [verified] = await db
    .update(users)
    .set({ is_verified: true, updated_at: new Date() })
    .where(eq(users.id, user.id))
    .returning()
  if (!verified) throw new ApiError(400, 'VERIFY_USER_BAD_TOKEN')
  return verified
}

/** An account without a password gets the first-password link instead; unknown or inactive ones nothing. */
export async function requestPasswordRecovery(db: Database, email: string, lang?: Locale): Promise<void> {
  const user = await findUserByEmail(db, email)
  if (!user || !user.is_active) return
  if (!(await takeEmailAllowance(db, accountLimits.passwordRecoveryEmails, user))) return
  await sendPasswordLink(db, user, lang)
}

/** The link to choose a first password when the account has none, else to replace it; answers its lifetime. */
export async function sendPasswordLink(
  db: Database,
  user: UserRow,
  lang?: Locale,
): Promise<{ hours: number }> {
  const firstPassword = user.hashed_password === null
  const purpose = firstPassword ? 'firstPassword' : 'reset'
  const hours = linkLifetimeHours[purpose]
  const claims = { sub: user.id, password_fgpt: passwordFingerprint(user.hashed_password) }
  const token = await signToken(db, purpose, claims, expiresInHours(hours))
  const kind = firstPassword ? 'firstPassword' : 'resetPassword'
  const link = accountLink(lang ?? user.preferred_lang, accountPages[kind], token)
  await sendAccountEmail(db, user, { kind, link, hours }, lang)
  return { hours }
}

/** The token carries a fingerprint of the password it was issued for, so it works once. */
export async function setPasswordWithToken(
  db: Database,
  purpose: 'reset' | 'firstPassword',
  token: string,
  password: string,
): Promise<void> {
  const claims = await readToken(db, purpose, token)
  const user = claims && (await findUserById(db, claims.sub))
  const fingerprintMatches =
    user !== undefined && claims?.password_fgpt === passwordFingerprint(user.hashed_password)
  if (
    !user ||
    !user.is_active ||
    !fingerprintMatches ||
    (purpose === 'firstPassword' && user.hashed_password !== null)
  ) {
    throw new ApiError(400, 'RESET_PASSWORD_BAD_TOKEN')
  }
  assertAcceptablePassword(password, 'RESET_PASSWORD_INVALID_PASSWORD')
  const [changed] = await db
    .update(users)
    .set({ hashed_password: await hashPassword(password), is_verified: true, updated_at: new Date() })
    .where(
      and(
        eq(users.id, user.id),
        // Only if still the password the token was issued for: two uses at once cannot both succeed.
        user.hashed_password === null
          ? isNull(users.hashed_password)
          : eq(users.hashed_password, user.hashed_password),
      ),
    )
    .returning({ id: users.id })
  if (!changed) throw new ApiError(400, 'RESET_PASSWORD_BAD_TOKEN')
  await endOtherSessions(db, user.id)
  await clearFailures(db, loginLimits.account, user.email)
}

async function emailTakenByAnother(db: Database, email: string, userId: string): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(or(eq(users.email, email), eq(users.tmp_email, email)), ne(users.id, userId)))
    .limit(1)
  return other !== undefined
}

/** A new address waits in tmp_email until its link is opened; sending the current one cancels the change. */
export async function updateMe(
  db: Database,
  user: UserRow,
  input: z.output<typeof UpdateMeInputSchema>,
  address: string,
): Promise<UserRow> {
  const changes: Partial<typeof users.$inferInsert> = {}
  if (input.preferred_lang) changes.preferred_lang = input.preferred_lang
  const newEmail = input.email !== undefined && input.email !== user.email ? input.email : undefined
  if (input.email === user.email) changes.tmp_email = null
  if (newEmail) {
    await assertCurrentPassword(db, user, input.current_password, address)
    if (await emailTakenByAnother(db, newEmail, user.id)) {
      throw new ApiError(400, 'UPDATE_USER_EMAIL_ALREADY_EXISTS')
    }
    changes.tmp_email = newEmail
  }
  if (Object.keys(changes).length === 0) return user

  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ ...changes, updated_at: new Date() })
      .where(eq(users.id, user.id))
      .returning()
    if (!updated) throw new ApiError(401, 'Unauthorized')
    if (newEmail) await sendEmailChangeMessages(tx, updated, newEmail)
    return updated
  })
}

async function sendEmailChangeMessages(db: Database, user: UserRow, newEmail: string) {
  const hours = linkLifetimeHours.verifyTmpEmail
  const token = await signToken(
    db,
    'verifyTmpEmail',
    { sub: user.id, tmp_email: newEmail },
    expiresInHours(hours),
  )
  const link = accountLink(user.preferred_lang, accountPages.confirmNewEmail, token)
  await sendAccountEmail(
    db,
    { ...user, email: newEmail },
    { kind: 'confirmNewEmail', link, hours, email: newEmail },
  )
  await sendAccountEmail(db, user, { kind: 'emailChangeRequested', email: newEmail })
}

/** Replaces the address with the one waiting in tmp_email, once its link is opened; each link works once. */
export async function confirmNewEmail(db: Database, token: string): Promise<UserRow> {
  const claims = await readToken(db, 'verifyTmpEmail', token)
  const user = claims && (await findUserById(db, claims.sub))
  const newEmail = claims?.tmp_email
  if (!user || !user.is_active || typeof newEmail !== 'string' || user.tmp_email !== newEmail) {
    throw new ApiError(400, 'VERIFY_USER_BAD_TOKEN')
  }
  if (await findUserByEmail(db, newEmail)) throw new ApiError(400, 'UPDATE_USER_EMAIL_ALREADY_EXISTS')
  try {
    const [updated] = await db
      .update(users)
      .set({ email: newEmail, tmp_email: null, is_verified: true, updated_at: new Date() })
      .where(and(eq(users.id, user.id), eq(users.tmp_email, newEmail)))
      .returning()
    if (!updated) throw new ApiError(400, 'VERIFY_USER_BAD_TOKEN')
    return updated
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(400, 'UPDATE_USER_EMAIL_ALREADY_EXISTS')
    throw error
  }
}

export async function changePassword(
  db: Database,
  session: Session,
  input: z.output<typeof ChangePasswordInputSchema>,
  address: string,
): Promise<void> {
  const { user } = session
  await assertCurrentPassword(db, user, input.old_password, address)
  assertAcceptablePassword(input.new_password, 'UPDATE_USER_INVALID_PASSWORD')
  const hashedPassword = await hashPassword(input.new_password)
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ hashed_password: hashedPassword, updated_at: new Date() })
      .where(eq(users.id, user.id))
    await endOtherSessions(tx, user.id, session.id)
    await sendAccountEmail(tx, user, { kind: 'passwordChanged' })
  })
}
