import { z } from 'zod'
import { LocaleSchema } from './locales'

/** The communications of RD 1112/2018 art. 10.2 the accessibility statement invites. */
export const accessibilityFeedbackKinds = ['barrier', 'accessible_format', 'suggestion'] as const

const AccessibilityFeedbackKindSchema = z
  .enum(accessibilityFeedbackKinds)
  .describe(
    'barrier: reports an accessibility barrier; accessible_format: asks for content in an accessible format; suggestion: any other query or suggestion',
  )

export const accessibilityFeedbackLimits = {
  pageUrl: 2048,
  messageMin: 10,
  messageMax: 5000,
  name: 200,
  email: 254,
} as const

// PostgreSQL text cannot hold NUL. No message here: it would outrank the form's own wording.
const withoutNul = (value: string) => !value.includes('\u0000')

function isPageAddress(value: string): boolean {
  if (value === '') return true
  if (value.startsWith('/')) return /^\/(?!\/)\S*$/.test(value)
  if (!/^https?:\/\/\S+$/i.test(value)) return false
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}

export const AccessibilityFeedbackInputSchema = z
  .object({
    kind: AccessibilityFeedbackKindSchema,
    page_url: z
      .string()
      .trim()
      .max(accessibilityFeedbackLimits.pageUrl)
      .refine(isPageAddress)
      .optional()
      .describe(
        'Where the problem is: an absolute http(s) URL or a path starting with /; empty when not given',
      ),
    message: z
      .string()
      .trim()
      .min(accessibilityFeedbackLimits.messageMin)
      .max(accessibilityFeedbackLimits.messageMax)
      .refine(withoutNul)
      .describe('What happened or what is asked for, 10 to 5000 characters once trimmed'),
    name: z
      .string()
      .trim()
      .max(accessibilityFeedbackLimits.name)
      .refine(withoutNul)
      .optional()
      .describe('Name of the person writing; empty when not given'),
    email: z
      .email()
      .max(accessibilityFeedbackLimits.email)
      .describe('Where the association answers, within 20 working days'),
    lang: LocaleSchema.describe('Language the person wrote in and expects the answer in'),
    homepage: z
      .string()
      .max(0)
      .optional()
      .describe('A trap for bots, hidden in the form: must be empty or absent, else the request is refused'),
  })
  .meta({
    id: 'AccessibilityFeedbackInput',
    description: 'A communication about the accessibility of the portal (RD 1112/2018, art. 10.2)',
  })

export type AccessibilityFeedbackInput = z.input<typeof AccessibilityFeedbackInputSchema>

export const AccessibilityFeedbackReceiptSchema = z
  .object({
    reference: z
      .string()
      .regex(/^ACC-\d{4}-\d{6,}$/)
      .describe('Reference number to quote in later messages, such as ACC-2026-000123'),
    created_at: z.iso.datetime().describe('When the association received it'),
  })
  .meta({ id: 'AccessibilityFeedbackReceipt', description: 'Proof that a communication was received' })

export type AccessibilityFeedbackReceipt = z.infer<typeof AccessibilityFeedbackReceiptSchema>
