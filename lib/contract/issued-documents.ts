import { z } from 'zod'
import { LocaleSchema } from './locales'
import { collegiateStatuses } from './profile'

export const issuedDocumentKinds = [
  'invoice',
  'sepa_mandate',
  'attendance_certificate',
  'good_standing_certificate',
] as const
const IssuedDocumentKindSchema = z
  .enum(issuedDocumentKinds)
  .describe(
    'invoice: an invoice of a paid movement; sepa_mandate: a SEPA direct debit mandate to sign; attendance_certificate: attendance at a completed course; good_standing_certificate: a collegiate in good standing',
  )
export type IssuedDocumentKind = z.infer<typeof IssuedDocumentKindSchema>

/** Crockford's base 32. A code is 20 characters (100 random bits): unguessable, yet typeable from paper. */
export const verificationCodeAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const verificationCodeLength = 20

/** Reads the letters people confuse as Crockford says (O → 0, I and L → 1). */
export function normalizeVerificationCode(input: string): string | undefined {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  if (code.length !== verificationCodeLength) return undefined
  return [...code].every((char) => verificationCodeAlphabet.includes(char)) ? code : undefined
}

export const formatVerificationCode = (code: string) => code.match(/.{1,4}/g)!.join('-')

export const VerificationCodeSchema = z
  .string()
  .max(40)
  .describe('The verification code printed on the document, with or without dashes and spaces')

export const verifiedFileMaxBytes = 5 * 1024 * 1024

/** What anyone holding a code learns of a document: enough to recognise it, nothing of its content. */
export const IssuedDocumentSummarySchema = z
  .object({
    code: z.string().describe('The verification code as documents print it, in groups of four'),
    kind: IssuedDocumentKindSchema,
    reference: z
      .string()
      .describe('What it is about: the invoice number, or the certificate reference (ATT-…, GS-…)'),
    issued_at: z.iso.datetime().describe('When the association issued it'),
    holder: z
      .string()
      .nullable()
      .describe('The initials of the person it was issued to (e.g. "L. M. E."); null when unknown'),
    lang: LocaleSchema,
    revoked: z.boolean().describe('True when the association withdrew it: it is no longer valid'),
    revoked_at: z.iso.datetime().nullable(),
    filename: z.string().describe('The file name of the PDF download'),
  })
  .meta({ id: 'IssuedDocumentSummary', description: 'An issued document as its code reveals it' })
export type IssuedDocumentSummary = z.infer<typeof IssuedDocumentSummarySchema>

export const ContentVerificationInputSchema = z
  .object({
    file: z
      .file()
      .min(1)
      .max(verifiedFileMaxBytes)
      .describe('The file to check, 1 byte to 5 MiB (5 242 880 bytes); any type')
      .meta({ type: 'string', format: 'binary' }),
    code: VerificationCodeSchema.optional().describe(
      'A verification code: then the answer says whether the file is exactly that document',
    ),
  })
  .meta({ id: 'ContentVerificationInput', description: 'A file to compare with the documents issued' })

export const ContentVerificationSchema = z
  .object({
    match: z.boolean().describe('True when the file is byte for byte a document the association issued'),
    sha256: z.string().describe('The SHA-256 of the file received, in hexadecimal'),
    document: IssuedDocumentSummarySchema.nullable().describe(
      'The document the file is (or, with a code, the document the code names); null when none',
    ),
  })
  .meta({
    id: 'ContentVerification',
    description: 'Whether a file is exactly a document the association issued',
  })
export type ContentVerification = z.infer<typeof ContentVerificationSchema>

/** What keeps a collegiate from a good-standing certificate today, so the page can name it and the way out. */
const GoodStandingBlockerSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('status'),
      collegiate_status: z
        .enum(collegiateStatuses)
        .nullable()
        .describe(
          'The collegiate status, which is not active, honorary or retired; null when none is set yet',
        ),
    }),
    z.object({
      kind: z.literal('payment'),
      reason: z
        .enum(['overdue', 'returned'])
        .describe('overdue: pending past its due date; returned: the charge came back unpaid'),
      transaction_number: z.string().describe('The movement, as the movements list shows it'),
      total_cents: z.number().int().describe('What it amounts to, in cents'),
      due_date: z.iso.date().nullable().describe('When it was due (YYYY-MM-DD)'),
    }),
  ])
  .meta({ id: 'GoodStandingBlocker' })
export type GoodStandingBlocker = z.infer<typeof GoodStandingBlockerSchema>

export const GoodStandingAvailabilitySchema = z
  .object({
    available: z.boolean().describe('True when the certificate can be issued today'),
    blockers: z
      .array(GoodStandingBlockerSchema)
      .describe('Why not, when it cannot: the status first, then each payment'),
  })
  .meta({
    id: 'GoodStandingAvailability',
    description: 'Whether the caller can get a good-standing certificate today',
  })
export type GoodStandingAvailability = z.infer<typeof GoodStandingAvailabilitySchema>
