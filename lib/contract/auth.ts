import { z } from 'zod'
import { LocaleSchema } from './locales'
import { roles, type Role } from './roles'

export * from './session'

export const passwordLimits = { min: 8, max: 128 } as const

/** In the order the rules are checked; `too_common` is checked only by the server. */
export const passwordProblems = [
  'too_short',
  'too_long',
  'missing_lowercase',
  'missing_uppercase',
  'missing_digit',
  'too_common',
] as const

export type PasswordProblem = (typeof passwordProblems)[number]

export const passwordProblemReasons: Record<PasswordProblem, string> = {
  too_short: `Password should be at least ${passwordLimits.min} characters`,
  too_long: `Password should be at most ${passwordLimits.max} characters`,
  missing_lowercase: 'Password should contain a lowercase letter',
  missing_uppercase: 'Password should contain an uppercase letter',
  missing_digit: 'Password should contain a digit',
  too_common: 'Password is too common',
}

export function passwordProblemOfReason(reason: string): PasswordProblem | undefined {
  return passwordProblems.find((problem) => passwordProblemReasons[problem] === reason)
}

export const passwordCompositionRules: ReadonlyArray<{
  problem: PasswordProblem
  isMet: (password: string) => boolean
}> = [
  { problem: 'too_short', isMet: (password) => [...password].length >= passwordLimits.min },
  { problem: 'too_long', isMet: (password) => [...password].length <= passwordLimits.max },
  { problem: 'missing_lowercase', isMet: (password) => /\p{Ll}/u.test(password) },
  { problem: 'missing_uppercase', isMet: (password) => /\p{Lu}/u.test(password) },
  { problem: 'missing_digit', isMet: (password) => /\d/.test(password) },
]

/** Letters count in any script (ñ, ç, à…). */
export function passwordCompositionProblem(password: string): PasswordProblem | undefined {
  return passwordCompositionRules.find((rule) => !rule.isMet(password))?.problem
}

const newPasswordRules = `${passwordLimits.min} to ${passwordLimits.max} characters with a lowercase letter, an uppercase letter and a digit; the most common passwords are refused`

/** Not trimmed (ASVS 6.2.8); no message, which would outrank the form's own wording. */
export const NewPasswordSchema = z
  .string()
  .superRefine((password, context) => {
    const problem = passwordCompositionProblem(password)
    if (problem) context.addIssue({ code: 'custom', params: { problem } })
  })
  .describe(newPasswordRules)

/** Any text, so that a password breaking the rules is answered 400 as the association back end does, not 422. */
const SubmittedNewPasswordSchema = z.string().max(1024).describe(newPasswordRules)

const emailLimits = { max: 254 } as const

/** An e-mail address, trimmed and lower-cased so that one person has one account whatever they type. */
export const EmailSchema = z
  .string()
  .trim()
  .max(emailLimits.max)
  .pipe(z.email())
  .transform((email) => email.toLowerCase())
  .describe('E-mail address; compared without case')

const GivenPasswordSchema = z.string().min(1).max(1024)

export { roles, type Role } from './roles'
export const RoleSchema = z.enum(roles).describe('What the person is for the association')

export const rolePrincipals: Record<Role, string> = {
  collegiate: 'role:collegiate',
  precollegiate: 'role:precollegiate',
  non_member: 'role:non-member',
  staff: 'role:staff',
}

export function roleOf(principals: readonly string[]): Role | undefined {
  const order: Role[] = ['staff', 'collegiate', 'precollegiate', 'non_member']
  return order.find((role) => principals.includes(rolePrincipals[role]))
}

export const LoginFormSchema = z
  .object({
    username: EmailSchema.describe('The e-mail address of the account'),
    password: GivenPasswordSchema,
    grant_type: z.literal('password').optional(),
    scope: z.string().max(1024).optional(),
    client_id: z.string().max(1024).optional(),
    client_secret: z.string().max(1024).optional(),
  })
  .meta({ id: 'LoginForm' })

export const BearerTokenSchema = z
  .object({
    access_token: z.string().describe('A JWT to send as `Authorization: Bearer …`'),
    token_type: z.literal('bearer'),
  })
  .meta({ id: 'BearerToken' })

export const CookieSessionSchema = z
  .object({
    expires_at: z.iso.datetime().describe('When the session cookie stops working unless refreshed'),
  })
  .meta({ id: 'CookieSession' })

export const SessionTransportSchema = z
  .enum(['cookie'])
  .describe('`cookie`: set the httpOnly session cookie and answer CookieSession instead of the token')

export const CurrentUserSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    is_active: z.boolean(),
    is_superuser: z.boolean(),
    is_verified: z.boolean(),
    name: z.string(),
    surname: z.string(),
    principals: z.array(z.string()).describe('Grants such as role:collegiate or role:precollegiate'),
    role: RoleSchema.nullable().describe('The role the principals grant; null when none lets the person in'),
    preferred_lang: LocaleSchema.describe('Language of the e-mails the person receives'),
    tmp_email: z
      .string()
      .nullable()
      .describe('A new address waiting for confirmation; the account keeps `email` until then'),
    dni_verified: z.boolean().describe('Whether the DNI has been validated with the phone'),
  })
  .meta({ id: 'CurrentUser', description: 'The signed-in person' })

export type CurrentUser = z.infer<typeof CurrentUserSchema>

/** A DNI number or NIE (X/Y/Z + 7 digits). */
export function dniLetterFor(document: string): string | undefined {
  const match = /^([XYZ]?)(\d{7,8})$/.exec(document)
  if (!match) return undefined
  const prefix = { '': '', X: '0', Y: '1', Z: '2' }[match[1] as '' | 'X' | 'Y' | 'Z']
  return 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(prefix + match[2]) % 23]
}

export function normaliseDni(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase()
}

export function isValidDni(value: string): boolean {
  const match = /^(\d{8}|[XYZ]\d{7})([A-Z])$/.exec(normaliseDni(value))
  return match !== null && dniLetterFor(match[1]!) === match[2]
}

export const identityDocumentMessages = {
  dni: 'Not a DNI with its check letter',
  nie: 'Not a NIE with its check letter',
  passport: 'Not a passport number',
} as const

/** What is wrong with an identity document's number for its type, or undefined when it is right. */
export function identityDocumentProblem(
  type: 'dni' | 'nie' | 'passport',
  number: string,
): 'dni' | 'nie' | 'passport' | undefined {
  switch (type) {
    case 'dni':
      return /^\d/.test(number) && isValidDni(number) ? undefined : 'dni'
    case 'nie':
      return /^[XYZ]/.test(number) && isValidDni(number) ? undefined : 'nie'
    case 'passport':
      return /^[A-Z0-9]{5,20}$/.test(number) ? undefined : 'passport'
  }
}

const DniSchema = z
  .string()
  .max(20)
  .refine(isValidDni)
  .transform(normaliseDni)
  .describe('DNI (8 digits and a letter) or NIE (X, Y or Z, 7 digits and a letter), with its check letter')

export function normaliseSpanishMobile(value: string): string | undefined {
  const digits = value.replace(/[\s.()-]/g, '').replace(/^(\+|00)?34(?=\d{9}$)/, '')
  return /^[67]\d{8}$/.test(digits) ? `+34${digits}` : undefined
}

const SpanishMobileSchema = z
  .string()
  .max(30)
  .refine((value) => normaliseSpanishMobile(value) !== undefined)
  .transform((value) => normaliseSpanishMobile(value)!)
  .describe(
    'Spanish mobile phone (6xx or 7xx, nine digits), with or without +34; kept as +34 and the nine digits',
  )

// PostgreSQL text cannot hold NUL, so it is refused here rather than failing in the database.
const withoutNul = (value: string) => !value.includes('\u0000')

export const RegisterInputSchema = z
  .object({
    email: EmailSchema,
    password: SubmittedNewPasswordSchema,
    name: z.string().trim().min(1).max(200).refine(withoutNul),
    surname: z.string().trim().max(200).refine(withoutNul).default(''),
    preferred_lang: LocaleSchema.default('es'),
    dni: DniSchema.optional().describe(
      'DNI or NIE with its check letter; needed later to validate the identity by phone',
    ),
    phone: SpanishMobileSchema.optional().describe(
      'Spanish mobile phone (6xx or 7xx, with or without +34) that receives the validation code',
    ),
  })
  .meta({
    id: 'RegisterInput',
    description: 'A non-member account; privileged fields such as is_superuser are ignored',
  })

export const EmailInputSchema = z.object({ email: EmailSchema }).meta({ id: 'EmailInput' })

export const TokenInputSchema = z
  .object({ token: z.string().min(1).max(4096).describe('The token from the e-mailed link') })
  .meta({ id: 'TokenInput' })

export const TokenPasswordInputSchema = z
  .object({ token: TokenInputSchema.shape.token, password: SubmittedNewPasswordSchema })
  .meta({ id: 'TokenPasswordInput' })

export const ChangePasswordInputSchema = z
  .object({
    old_password: GivenPasswordSchema.describe('The current password'),
    new_password: SubmittedNewPasswordSchema,
  })
  .meta({ id: 'ChangePasswordInput' })

export const UpdateMeInputSchema = z
  .object({
    email: EmailSchema.optional().describe(
      'A new address: it is confirmed by a link sent to it, and replaces the old one only then',
    ),
    current_password: GivenPasswordSchema.optional().describe('Required to change the e-mail address'),
    preferred_lang: LocaleSchema.optional(),
  })
  .meta({ id: 'UpdateMeInput' })

export const DniVerificationStatusSchema = z
  .object({
    dni_hint: z
      .string()
      .nullable()
      .describe('The DNI on record with all but its last four characters hidden; null when none'),
    phone_hint: z.string().nullable().describe('The phone on record with all but its last two digits hidden'),
    verified: z.boolean(),
    verified_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'DniVerificationStatus' })

export const DniInputSchema = z.object({ dni: DniSchema }).meta({ id: 'DniInput' })

export const phoneCodeLimits = { digits: 6, lifetimeMinutes: 10 } as const

export const PhoneCodeInputSchema = z
  .object({
    dni: DniSchema,
    code: z
      .string()
      .regex(new RegExp(`^\\d{${phoneCodeLimits.digits}}$`))
      .describe('The code received by SMS'),
  })
  .meta({ id: 'PhoneCodeInput' })

export const PhoneCodeSentSchema = z
  .object({ expires_at: z.iso.datetime().describe('The code works until then') })
  .meta({ id: 'PhoneCodeSent' })
