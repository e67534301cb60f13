import { z } from 'zod'
import { AttachmentSchema, attachmentMaxBytes } from './attachments'
import { LocaleSchema } from './locales'

// ── Creditor identifier (AT-02, EPC262-08) ──

const digitsOf = (text: string) =>
  [...text.toUpperCase()]
    .map((char) => (/[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char))
    .join('')

/** ISO 7064 mod 97-10 of a long string of digits, a few digits at a time. */
function mod97(digits: string): number {
  let rest = 0
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97
  return rest
}

/** 98 − (national id + country + `00`, letters as numbers) mod 97; the business code plays no part. */
function creditorIdCheckDigits(country: string, nationalId: string): string {
  return String(98 - mod97(digitsOf(`${nationalId}${country}00`))).padStart(2, '0')
}

export function creditorIdFromTaxId(taxId: string, businessCode = '000', country = 'ES'): string {
  const nationalId = taxId.toUpperCase().replace(/[^A-Z0-9]/g, '')
  return `${country}${creditorIdCheckDigits(country, nationalId)}${businessCode}${nationalId}`
}

const spanishCreditorIdPattern = /^ES[0-9]{2}[A-Z0-9]{3}[A-Z0-9]{9}$/

export function isValidSpanishCreditorId(id: string): boolean {
  if (!spanishCreditorIdPattern.test(id)) return false
  return id.slice(2, 4) === creditorIdCheckDigits('ES', id.slice(7))
}

export const sepaMandateStatuses = ['generated', 'uploaded', 'validated', 'revoked'] as const
const currentMandateStatuses = ['generated', 'uploaded', 'validated'] as const

const SepaMandateStatusSchema = z
  .enum(currentMandateStatuses)
  .describe(
    'generated: the portal drew the mandate for the member to sign; uploaded: the member sent the signed copy; validated: the association checked the signed copy',
  )

/** AT-01: at most 35 characters of the SEPA Latin set (the database checks the same). */
export const mandateReferencePattern = /^[A-Za-z0-9+?/:(). ,-]{1,35}$/

export const SepaMandateSchema = z
  .object({
    reference: z.string().regex(mandateReferencePattern).describe('The unique mandate reference (AT-01)'),
    status: SepaMandateStatusSchema,
    scheme: z.literal('CORE').describe('SEPA Core direct debit'),
    payment_type: z.literal('recurrent').describe('Recurrent payments (AT-21)'),
    creditor_id: z.string().regex(spanishCreditorIdPattern).describe('The association’s creditor identifier'),
    creditor_name: z.string().describe('The association, as the mandate names it'),
    iban: z.string().describe('The IBAN the mandate is for, in electronic format'),
    iban_changed: z
      .boolean()
      .describe('The economic data now hold another IBAN (or none): generating again makes a new mandate'),
    generated_at: z.iso.datetime().describe('When the portal drew the mandate'),
    uploaded_at: z.iso.datetime().nullable().describe('When the signed copy was uploaded'),
    validated_at: z.iso.datetime().nullable().describe('When the association validated the signed copy'),
    signed_on: z.iso.date().nullable().describe('The date of signature, once the association recorded it'),
    signed_copy: AttachmentSchema.nullable().describe('The signed copy, one of the member’s attachments'),
  })
  .meta({ id: 'SepaMandate', description: 'The member’s current SEPA Core mandate and its state' })
export type SepaMandate = z.infer<typeof SepaMandateSchema>

export const SepaMandateGenerateQuerySchema = z.object({
  lang: LocaleSchema.optional().describe(
    'The language of the PDF (es, ca, en, eu); by default the member’s preferred language. The Spanish legal text is always there.',
  ),
})

export const SepaMandateUploadSchema = z
  .object({
    file: z
      .file()
      .describe(`The signed mandate: PDF, JPEG or PNG by content, 1 byte to ${attachmentMaxBytes} bytes`)
      .meta({ type: 'string', format: 'binary' }),
  })
  .meta({ id: 'SepaMandateUpload', description: 'The signed mandate, sent as multipart/form-data' })
