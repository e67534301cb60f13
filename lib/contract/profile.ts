import { electronicFormatIBAN, validateIBAN, ValidationErrorsIBAN } from 'ibantools'
import { z } from 'zod'
import { AttachmentSchema } from './attachments'
import { spanishProvinces } from './provinces'

/** Spec §4 collegiate statuses; set by the association, read-only for the member. */
export const collegiateStatuses = [
  'active',
  'honorary',
  'retired',
  'pre_active',
  'suspended',
  'non_payment',
] as const
export const genders = ['female', 'male', 'non_binary', 'undisclosed'] as const
export const degreeTypes = ['diploma', 'bachelor', 'master', 'doctorate'] as const
/** A foreign degree needs its homologation date; a Spanish one the CSV of the national registry of graduates. */
export const degreeOrigins = ['spanish', 'foreign'] as const
/** General care and the nursing specialties of Spanish law (RD 450/2005). */
export const specialties = [
  'general_care',
  'obstetric_gynaecological',
  'mental_health',
  'occupational',
  'medical_surgical',
  'family_community',
  'paediatric',
  'geriatric',
] as const
export const professionalSituations = [
  'employed',
  'self_employed',
  'unemployed',
  'retired',
  'student',
] as const
export const exerciseSectors = ['public', 'private', 'mixed'] as const
export const profileWorkingDays = ['full_time', 'part_time'] as const

const profileLimits = { text: 200, specialties: specialties.length } as const

/** The `reason` of custom issues, so that a form can word it in the page language. */
export type ProfileIssueReason =
  | 'phone'
  | 'country'
  | 'postalCode'
  | 'postalCodeProvince'
  | 'province'
  | 'iban'
  | 'ibanControlDigits'
  | 'epcNumber'
  | 'registryCsv'
  | 'homologationDate'
  | 'dateOrder'
  | 'futureDate'
  | 'specialtyDuplicate'

const reasonIssue = (reason: ProfileIssueReason, message: string) => ({
  code: 'custom' as const,
  message,
  params: { reason },
})

export const provincePostalPrefix: Readonly<Record<(typeof spanishProvinces)[number], string>> = {
  'Araba/Álava': '01',
  Albacete: '02',
  'Alicante/Alacant': '03',
  Almería: '04',
  Ávila: '05',
  Badajoz: '06',
  'Illes Balears': '07',
  Barcelona: '08',
  Burgos: '09',
  Cáceres: '10',
  Cádiz: '11',
  'Castellón/Castelló': '12',
  'Ciudad Real': '13',
  Córdoba: '14',
  'A Coruña': '15',
  Cuenca: '16',
  Girona: '17',
  Granada: '18',
  Guadalajara: '19',
  Gipuzkoa: '20',
  Huelva: '21',
  Huesca: '22',
  Jaén: '23',
  León: '24',
  Lleida: '25',
  'La Rioja': '26',
  Lugo: '27',
  Madrid: '28',
  Málaga: '29',
  Murcia: '30',
  Navarra: '31',
  Ourense: '32',
  Asturias: '33',
  Palencia: '34',
  'Las Palmas': '35',
  Pontevedra: '36',
  Salamanca: '37',
  'Santa Cruz de Tenerife': '38',
  Cantabria: '39',
  Segovia: '40',
  Sevilla: '41',
  Soria: '42',
  Tarragona: '43',
  Teruel: '44',
  Toledo: '45',
  'Valencia/València': '46',
  Valladolid: '47',
  Bizkaia: '48',
  Zamora: '49',
  Zaragoza: '50',
  Ceuta: '51',
  Melilla: '52',
}

const isProvince = (value: string): value is keyof typeof provincePostalPrefix =>
  Object.hasOwn(provincePostalPrefix, value)

export function isSpanishPostalCode(value: string): boolean {
  if (!/^\d{5}$/.test(value)) return false
  const prefix = Number(value.slice(0, 2))
  return prefix >= 1 && prefix <= 52
}

export const requiredText = (max: number = profileLimits.text) => z.string().trim().min(1).max(max)

export const optionalText = (max: number = profileLimits.text) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional()

/** Digits with an optional leading +, 9 to 15 of them (E.164); spaces, dots, dashes and brackets are dropped. */
const phoneDigits = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s.()-]/g, ''))
  .refine((value) => value === '' || /^\+?\d{9,15}$/.test(value), reasonIssue('phone', 'Not a phone number'))

export const requiredPhone = phoneDigits
  .refine((value) => value !== '', { message: 'Required', params: { reason: 'required' } })
  .describe('Phone number: 9 to 15 digits, optionally with a leading +; separators are dropped')
export const optionalPhone = phoneDigits
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional()
  .describe('Phone number: 9 to 15 digits, optionally with a leading +; empty or null for none')

/** The 249 officially assigned ISO 3166-1 alpha-2 codes; their names come from Intl.DisplayNames. */
export const countryCodes = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
  'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ')

const knownCountries = new Set(countryCodes)

export const CountryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value) => knownCountries.has(value), reasonIssue('country', 'Not an ISO 3166-1 alpha-2 code'))
  .describe('ISO 3166-1 alpha-2 country code (ES, FR, PT…)')

const isoDate = z.iso.date()
export const madridToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', dateStyle: 'short' }).format(now)

export const EpcNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .transform((value) => value.replace(/[\s/-]/g, ''))
  .refine((value) => value !== '', { message: 'Required', params: { reason: 'required' } })
  .refine(
    (value) => value === '' || /^[A-Z]{2}[A-Z0-9]{6,16}$/.test(value),
    reasonIssue('epcNumber', 'Not a European Professional Card number'),
  )
  .describe(
    'European Professional Card number: country code and 6 to 16 letters or digits (ES2024000123); spaces, dashes and slashes are dropped',
  )

export const IbanSchema = z
  .string()
  .transform((value) => electronicFormatIBAN(value) ?? '')
  .superRefine((value, ctx) => {
    if (value === '') {
      ctx.addIssue({ code: 'custom', message: 'Required', params: { reason: 'required' } })
      return
    }
    const { valid, errorCodes } = validateIBAN(value)
    if (valid) return
    const controlDigitsOnly =
      errorCodes.includes(ValidationErrorsIBAN.WrongAccountBankBranchChecksum) &&
      !errorCodes.includes(ValidationErrorsIBAN.WrongIBANChecksum)
    ctx.addIssue(
      controlDigitsOnly
        ? reasonIssue('ibanControlDigits', "The account's control digits do not match")
        : reasonIssue('iban', 'Not a valid IBAN'),
    )
  })
  .describe('IBAN, with or without spaces; answered in electronic format (ES9121000418450200051332)')

export const ProfileMainSchema = z
  .object({
    phone1: requiredPhone,
    phone2: optionalPhone,
    gender: z.enum(genders).nullable().optional().describe('Gender, or null when not said'),
    nationality: CountryCodeSchema.describe('Nationality, ISO 3166-1 alpha-2'),
  })
  .meta({ id: 'ProfileMainInput', description: 'Personal data' })

export function postalAddressSchema<K extends 'region' | 'province'>(regionField: K) {
  const region = requiredText(100).describe(
    'Province in Spain (as lib/contract/provinces names them), region elsewhere',
  )
  return z
    .object({
      address: requiredText().describe('Street, number, floor'),
      postal_code: z
        .string()
        .trim()
        .toUpperCase()
        .describe('Postal code; in Spain five digits of the province'),
      city: requiredText(100),
      ...({ [regionField]: region } as Record<K, typeof region>),
      country: CountryCodeSchema,
    })
    .superRefine((address, ctx) => {
      const value = address as Record<'country' | 'postal_code' | K, string>
      const province = value[regionField]
      if (value.country !== 'ES') {
        if (!/^[A-Z0-9][A-Z0-9 -]{1,9}$/.test(value.postal_code)) {
          ctx.addIssue({ ...reasonIssue('postalCode', 'Not a postal code'), path: ['postal_code'] })
        }
        return
      }
      if (province !== '' && !isProvince(province)) {
        ctx.addIssue({ ...reasonIssue('province', 'Not a Spanish province'), path: [regionField] })
      }
      if (!isSpanishPostalCode(value.postal_code)) {
        ctx.addIssue({
          ...reasonIssue('postalCode', 'Not a Spanish postal code (5 digits, 01–52)'),
          path: ['postal_code'],
        })
      } else if (isProvince(province) && !value.postal_code.startsWith(provincePostalPrefix[province])) {
        ctx.addIssue({
          ...reasonIssue('postalCodeProvince', 'The postal code is not of that province'),
          path: ['postal_code'],
        })
      }
    })
}

export const ProfileAddressSchema = postalAddressSchema('region').meta({
  id: 'ProfileAddressInput',
  description: 'Postal address',
})

const specialtyList = z
  .array(z.enum(specialties))
  .min(1)
  .max(profileLimits.specialties)
  .superRefine((list, ctx) => {
    list.forEach((key, index) => {
      if (list.indexOf(key) !== index) {
        ctx.addIssue({ ...reasonIssue('specialtyDuplicate', 'Repeated specialty'), path: [index] })
      }
    })
  })
  .describe('Specialty keys, at least one, no repetitions')

const academicFields = {
  degree_title: requiredText().describe('Degree title, as on the diploma'),
  degree_type: z.enum(degreeTypes),
  university: requiredText(),
  degree_origin: z.enum(degreeOrigins).describe('spanish or foreign'),
  registry_csv: optionalText(40).describe(
    'Secure verification code (CSV) of the national registry of graduates; required for Spanish degrees of collegiates',
  ),
  issue_date: isoDate.nullable().optional().describe('Date of issue of the degree (YYYY-MM-DD)'),
  homologation_date: isoDate
    .nullable()
    .optional()
    .describe('Date of homologation of a foreign degree (YYYY-MM-DD); required for foreign degrees'),
  specialties: specialtyList,
}

type AcademicValue = {
  degree_origin: (typeof degreeOrigins)[number]
  registry_csv?: string | null
  issue_date?: string | null
  homologation_date?: string | null
}

/** A pre-collegiate is still studying, so the dates and the CSV may be empty. */
function academicSchema(graduated: boolean) {
  return z
    .object(academicFields)
    .superRefine((value: AcademicValue, ctx) => {
      const now = madridToday()
      if (graduated && !value.issue_date) {
        ctx.addIssue({
          code: 'custom',
          message: 'Required',
          params: { reason: 'required' },
          path: ['issue_date'],
        })
      }
      if (value.issue_date && value.issue_date > now) {
        ctx.addIssue({ ...reasonIssue('futureDate', 'In the future'), path: ['issue_date'] })
      }
      if (value.degree_origin === 'spanish') {
        if (graduated && !value.registry_csv) {
          ctx.addIssue({
            code: 'custom',
            message: 'Required',
            params: { reason: 'required' },
            path: ['registry_csv'],
          })
        } else if (value.registry_csv && !/^[A-Z0-9]{8,40}$/i.test(value.registry_csv)) {
          ctx.addIssue({ ...reasonIssue('registryCsv', 'Not a CSV code'), path: ['registry_csv'] })
        }
      }
      if (value.degree_origin === 'foreign' && (graduated || value.issue_date)) {
        if (!value.homologation_date) {
          ctx.addIssue({
            ...reasonIssue('homologationDate', 'A foreign degree needs its homologation date'),
            path: ['homologation_date'],
          })
        }
      }
      if (value.homologation_date) {
        if (value.homologation_date > now) {
          ctx.addIssue({ ...reasonIssue('futureDate', 'In the future'), path: ['homologation_date'] })
        } else if (value.issue_date && value.homologation_date < value.issue_date) {
          ctx.addIssue({
            ...reasonIssue('dateOrder', 'Homologated before it was issued'),
            path: ['homologation_date'],
          })
        }
      }
    })
    .transform((value) => ({
      ...value,
      registry_csv: value.degree_origin === 'spanish' ? (value.registry_csv?.toUpperCase() ?? null) : null,
      issue_date: value.issue_date ?? null,
      homologation_date: value.degree_origin === 'foreign' ? (value.homologation_date ?? null) : null,
    }))
}

export const ProfileAcademicSchema = academicSchema(true).meta({
  id: 'ProfileAcademicInput',
  description: 'Academic data of a collegiate',
})
export const StudentAcademicSchema = academicSchema(false).meta({
  id: 'StudentAcademicInput',
  description: 'Academic data of a pre-collegiate (studies in progress: dates and CSV optional)',
})

export const ProfileEconomicSchema = z
  .object({ iban: IbanSchema })
  .meta({ id: 'ProfileEconomicInput', description: 'Bank account for direct debits' })

export const ProfileProfessionalSchema = z
  .object({
    situation: z.enum(professionalSituations),
    exercise: z.enum(exerciseSectors).nullable().optional().describe('Sector: public, private or mixed'),
    working_day: z.enum(profileWorkingDays).nullable().optional(),
    epc_number: EpcNumberSchema,
    workplace_name: optionalText(),
    workplace_phone: optionalPhone,
  })
  .meta({ id: 'ProfileProfessionalInput', description: 'Professional data' })

const atLeastOneSection = (value: object) => Object.values(value).some((section) => section !== undefined)

export const CollegiateProfilePatchSchema = z
  .strictObject({
    main: ProfileMainSchema.optional(),
    address: ProfileAddressSchema.optional(),
    academic: ProfileAcademicSchema.optional(),
    economic: ProfileEconomicSchema.optional(),
    professional: ProfileProfessionalSchema.optional(),
  })
  .refine(atLeastOneSection, 'Send at least one section')
  .meta({
    id: 'CollegiateProfilePatch',
    description: 'One or more sections of the profile; each one sent replaces that section',
  })
export type CollegiateProfilePatch = z.output<typeof CollegiateProfilePatchSchema>

export const PrecollegiateProfilePatchSchema = z
  .strictObject({
    main: ProfileMainSchema.optional(),
    address: ProfileAddressSchema.optional(),
    academic: StudentAcademicSchema.optional(),
  })
  .refine(atLeastOneSection, 'Send at least one section')
  .meta({
    id: 'PrecollegiateProfilePatch',
    description:
      'One or more of main, address and academic (pre-collegiates have no economic or professional data)',
  })
export type PrecollegiateProfilePatch = z.output<typeof PrecollegiateProfilePatchSchema>

const stored = z.string().nullable()

const DiscountSchema = z
  .object({
    id: z.int(),
    reason: z.string(),
    percent: z.int().min(1).max(100),
    valid_from: isoDate,
    valid_until: isoDate.nullable().describe('Last day it applies; null when open-ended'),
  })
  .meta({ id: 'Discount', description: 'A discount on the fees, granted by the association' })

const ProfileDocumentsSchema = z
  .object({
    id_card: AttachmentSchema.nullable(),
    diploma: AttachmentSchema.nullable(),
    homologation: AttachmentSchema.nullable(),
    sepa_mandate: AttachmentSchema.nullable(),
  })
  .describe('The latest attachment of each kind that proves profile fields, or null')

const profileBase = {
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  tmp_email: stored.describe('An e-mail waiting for confirmation'),
  collegiate_code: stored.describe('Set by the association'),
  collegiate_status: z.enum(collegiateStatuses).nullable().describe('Set by the association (spec §4)'),
  main: z.object({
    phone1: stored,
    phone2: stored,
    gender: z.enum(genders).nullable(),
    nationality: stored,
  }),
  address: z.object({
    address: stored,
    postal_code: stored,
    city: stored,
    region: stored,
    country: stored,
  }),
  academic: z.object({
    degree_title: stored,
    degree_type: z.enum(degreeTypes).nullable(),
    university: stored,
    degree_origin: z.enum(degreeOrigins).nullable(),
    registry_csv: stored,
    issue_date: isoDate.nullable(),
    homologation_date: isoDate.nullable(),
    specialties: z.array(z.enum(specialties)),
  }),
  documents: ProfileDocumentsSchema,
  updated_at: z.iso.datetime().nullable().describe('Last change; null when nothing was saved yet'),
}

export const PrecollegiateProfileSchema = z
  .object(profileBase)
  .meta({ id: 'PrecollegiateProfile', description: 'The profile of a pre-collegiate' })
export type PrecollegiateProfile = z.infer<typeof PrecollegiateProfileSchema>

export const CollegiateProfileSchema = z
  .object({
    ...profileBase,
    economic: z.object({
      iban: stored.describe('Electronic format'),
      discounts: z.array(DiscountSchema).describe('Read-only, newest first'),
    }),
    professional: z.object({
      situation: z.enum(professionalSituations).nullable(),
      exercise: z.enum(exerciseSectors).nullable(),
      working_day: z.enum(profileWorkingDays).nullable(),
      epc_number: stored,
      workplace_name: stored,
      workplace_phone: stored,
    }),
  })
  .meta({ id: 'CollegiateProfile', description: 'The profile of a collegiate' })
export type CollegiateProfile = z.infer<typeof CollegiateProfileSchema>

export type MemberProfile = CollegiateProfile | PrecollegiateProfile

export const isCollegiateProfile = (profile: MemberProfile): profile is CollegiateProfile =>
  'economic' in profile
