import 'server-only'
import { createHash } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'
import { dictionary } from '@zxcvbn-ts/language-common'
import { passwordCompositionProblem, type PasswordProblem } from '@/lib/contract/auth'

/** OWASP's argon2id configuration (argon2id is the library's default algorithm): 19 MiB, two passes, one lane. */
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options)
}

// Checked when the e-mail is unknown or has no password, so that answer takes as long as a wrong password.
let decoyHash: Promise<string> | undefined

/** Whether `password` matches `hashed`; with no hash it still spends the time of a check, and answers false. */
export async function verifyPassword(hashed: string | null | undefined, password: string): Promise<boolean> {
  if (!hashed) {
    decoyHash ??= hashPassword('decoy password that matches nothing')
    await verify(await decoyHash, password).catch(() => false)
    return false
  }
  return verify(hashed, password).catch(() => false)
}

// The 10 000 most used passwords of zxcvbn's list, which ASVS 6.2.4 asks to refuse (at least the top 3 000).
const commonPasswords = new Set(dictionary['passwords-common'].slice(0, 10_000))

export function passwordProblem(password: string): PasswordProblem | undefined {
  return (
    passwordCompositionProblem(password) ??
    (commonPasswords.has(password.toLowerCase()) ? 'too_common' : undefined)
  )
}

/** Put in reset and first-password tokens: once the password changes, the link stops working. */
export function passwordFingerprint(hashed: string | null): string {
  return createHash('sha256')
    .update(hashed ?? 'no password yet')
    .digest('base64url')
    .slice(0, 22)
}
