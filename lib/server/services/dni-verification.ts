import 'server-only'
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { normaliseDni, phoneCodeLimits, type DniVerificationStatusSchema } from '@/lib/contract/auth'
import type { z } from 'zod'
import { recordFailure, type RateLimit } from '@/lib/server/auth/failures'
import { keyFor } from '@/lib/server/auth/keys'
import type { UserRow } from '@/lib/server/auth/sessions'
import type { Database } from '@/lib/server/db/client'
import { phoneCodes, users } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import type { SmsSender } from '@/lib/server/integrations/sms'
import { phoneCodeText } from './account-emails'
import { assertWithinLimits, takeAttempt } from './auth'
import { associationName } from './settings'

const fifteenMinutes = 15 * 60 * 1000

/** A wrong DNI five times, or three codes sent, within 15 minutes make the person wait (429). */
const dniVerificationLimits = {
  mismatches: { scope: 'dni-mismatch', limit: 5, windowMs: fifteenMinutes },
  codesSent: { scope: 'phone-code-sent', limit: 3, windowMs: fifteenMinutes },
} satisfies Record<string, RateLimit>

/** Wrong tries a code allows before it stops working. */
const phoneCodeMaxAttempts = 5

export function maskAllButLast(value: string, visible: number): string {
  const characters = [...value]
  const hidden = Math.max(0, characters.length - visible)
  return '*'.repeat(hidden) + characters.slice(hidden).join('')
}

export function dniVerificationStatus(user: UserRow): z.input<typeof DniVerificationStatusSchema> {
  return {
    dni_hint: user.dni ? maskAllButLast(normaliseDni(user.dni), 4) : null,
    phone_hint: user.phone ? maskAllButLast(user.phone, 2) : null,
    verified: user.dni_verified_at !== null,
    verified_at: user.dni_verified_at?.toISOString() ?? null,
  }
}

/** Wrong DNIs are counted, so the check cannot be used to guess someone's document. */
async function phoneOnRecordFor(db: Database, user: UserRow, dni: string): Promise<string> {
  if (!user.dni || !user.phone) throw new ApiError(400, 'DNI_NOT_REGISTERED')
  await assertWithinLimits(db, [[dniVerificationLimits.mismatches, user.id]])
  if (normaliseDni(user.dni) !== dni) {
    await recordFailure(db, dniVerificationLimits.mismatches, user.id)
    throw new ApiError(400, 'DNI_MISMATCH')
  }
  return user.phone
}

/** Codes are kept as an HMAC under a server key, bound to their user: a copy of the table reveals none. */
async function codeDigest(db: Database, userId: string, code: string): Promise<Buffer> {
  return createHmac('sha256', await keyFor(db, 'phoneCode'))
    .update(`${userId}:${code}`)
    .digest()
}

/** Earlier codes stop working. */
export async function sendPhoneCode(db: Database, sms: SmsSender, user: UserRow, dni: string): Promise<Date> {
  const phone = await phoneOnRecordFor(db, user, dni)
  await takeAttempt(db, dniVerificationLimits.codesSent, user.id)

  const code = randomInt(0, 10 ** phoneCodeLimits.digits)
    .toString()
    .padStart(phoneCodeLimits.digits, '0')
  const now = new Date()
  const expiresAt = new Date(now.getTime() + phoneCodeLimits.lifetimeMinutes * 60 * 1000)
  const codeHash = (await codeDigest(db, user.id, code)).toString('base64url')
  await db.transaction(async (tx) => {
    await tx
      .update(phoneCodes)
      .set({ expires_at: now })
      .where(
        and(eq(phoneCodes.user_id, user.id), isNull(phoneCodes.consumed_at), gt(phoneCodes.expires_at, now)),
      )
    await tx.insert(phoneCodes).values({ user_id: user.id, code_hash: codeHash, expires_at: expiresAt })
  })

  const text = phoneCodeText(user.preferred_lang, {
    code,
    minutes: phoneCodeLimits.lifetimeMinutes,
    association: await associationName(db, user.preferred_lang),
  })
  await sms.send({ to: phone, text })
  return expiresAt
}

/** Every wrong try counts against the code. */
export async function confirmPhoneCode(
  db: Database,
  user: UserRow,
  { dni, code }: { dni: string; code: string },
): Promise<UserRow> {
  await phoneOnRecordFor(db, user, dni)
  const now = new Date()
  const live = and(
    eq(phoneCodes.user_id, user.id),
    isNull(phoneCodes.consumed_at),
    gt(phoneCodes.expires_at, now),
    lt(phoneCodes.attempts, phoneCodeMaxAttempts),
  )
  const [latest] = await db
    .select()
    .from(phoneCodes)
    .where(live)
    .orderBy(desc(phoneCodes.created_at))
    .limit(1)
  if (!latest) throw new ApiError(400, 'PHONE_CODE_INVALID')

  const stored = Buffer.from(latest.code_hash, 'base64url')
  const given = await codeDigest(db, user.id, code)
  if (stored.length !== given.length || !timingSafeEqual(stored, given)) {
    await db
      .update(phoneCodes)
      .set({ attempts: sql`${phoneCodes.attempts} + 1` })
      .where(eq(phoneCodes.id, latest.id))
    throw new ApiError(400, 'PHONE_CODE_INVALID')
  }

  return db.transaction(async (tx) => {
    const [consumed] = await tx
      .update(phoneCodes)
      .set({ consumed_at: now })
      .where(and(eq(phoneCodes.id, latest.id), live))
      .returning({ id: phoneCodes.id })
    if (!consumed) throw new ApiError(400, 'PHONE_CODE_INVALID')
    const [verified] = await tx
      .update(users)
      .set({ dni_verified_at: now, updated_at: now })
      .where(eq(users.id, user.id))
      .returning()
    if (!verified) throw new ApiError(401, 'Unauthorized')
    return verified
  })
}
