import { z } from 'zod'

/** Documents the portal issues, each registered with a verification code and the SHA-256 of its bytes. */
export const issuedDocumentKinds = [
  'invoice',
  'sepa_mandate',
  'attendance_certificate',
  'good_standing_certificate',
] as const
export const IssuedDocumentKindSchema = z
  .enum(issuedDocumentKinds)
  .describe(
    'invoice: an invoice of a paid movement; sepa_mandate: a SEPA direct debit mandate to sign; attendance_certificate: attendance at a completed course; good_standing_certificate: a collegiate in good standing',
  )
export type IssuedDocumentKind = z.infer<typeof IssuedDocumentKindSchema>

/**
 * Crockford's base 32 (no I, L, O, U). A code is 20 of these characters, 100 random bits, shown in groups of four
 * (`7H3K-9QWD-…`): too many to guess, few enough to type from paper.
 */
export const verificationCodeAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const verificationCodeLength = 20

/**
 * A code as people type or scan it, in its stored form: capitals without spaces or dashes, with the letters people
 * confuse read as Crockford says (O → 0, I and L → 1). Undefined when it cannot be a code.
 */
export function normalizeVerificationCode(input: string): string | undefined {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  if (code.length !== verificationCodeLength) return undefined
  return [...code].every((char) => verificationCodeAlphabet.includes(char)) ? code : undefined
}

/** `7H3K9QWD…` → `7H3K-9QWD-…`, as documents print it. */
export const formatVerificationCode = (code: string) => code.match(/.{1,4}/g)!.join('-')

export const VerificationCodeSchema = z
  .string()
  .max(40)
  .describe('The verification code printed on the document, with or without dashes and spaces')
