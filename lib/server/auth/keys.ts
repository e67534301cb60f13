import 'server-only'
import { hkdfSync, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { serverEnv } from '@/lib/env'
import type { Database } from '@/lib/server/db/client'
import { serverSecrets } from '@/lib/server/db/schema'

/** What a token is for; each purpose signs with its own key and names its own audience. */
export const tokenPurposes = {
  access: 'fastapi-users:auth',
  verify: 'fastapi-users:verify',
  reset: 'fastapi-users:reset',
  firstPassword: 'portal:first-password',
  verifyTmpEmail: 'portal:verify-tmp-email',
  /** Not a token: the key of the HMAC that phone codes are stored as. */
  phoneCode: 'portal:phone-code',
} as const

export type TokenPurpose = keyof typeof tokenPurposes

const generatedSecretName = 'auth'
const remembered = new WeakMap<Database, Promise<Buffer>>()

/** Else one generated once and kept in the database, so every instance and restart signs alike. */
function masterSecret(db: Database): Promise<Buffer> {
  let secret = remembered.get(db)
  if (!secret) {
    const configured = serverEnv().AUTH_SECRET
    secret = configured ? Promise.resolve(Buffer.from(configured)) : generatedSecret(db)
    secret.catch(() => remembered.delete(db))
    remembered.set(db, secret)
  }
  return secret
}

async function generatedSecret(db: Database): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name: generatedSecretName, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, generatedSecretName))
  if (!row) throw new Error('The generated auth secret could not be stored')
  return Buffer.from(row.value)
}

const derivedKeys = new WeakMap<Buffer, Map<TokenPurpose, Uint8Array>>()

/** Derived once per secret (HKDF-SHA-256), since every signed-in request needs one. */
export async function keyFor(db: Database, purpose: TokenPurpose): Promise<Uint8Array> {
  const secret = await masterSecret(db)
  let keys = derivedKeys.get(secret)
  if (!keys) derivedKeys.set(secret, (keys = new Map()))
  let key = keys.get(purpose)
  if (!key) {
    key = new Uint8Array(hkdfSync('sha256', secret, '', `portal-token:${purpose}`, 32))
    keys.set(purpose, key)
  }
  return key
}
