import { z } from 'zod'
import { adminListQuery, adminPageSchema } from './admin'
import {
  AdminTranslationSchema,
  adminTranslationsSchema,
  ImageSrcSchema,
  publicationFields,
  StoredTranslationSchema,
  storedTranslationsSchema,
  trimmed,
} from './admin-content'
import { ContentStatusSchema } from './content'
import { JobContractTypeSchema, JobWorkingDaySchema, JobWorkplaceTypeSchema, maxSalary } from './jobs'
import { locales } from './locales'
import { ProvinceFilterSchema, provinceName, spanishProvinces } from './provinces'

const timestamp = z.iso.datetime({ offset: true })

const requiredLine = (max: number) => trimmed(max).pipe(z.string().min(1))

const optionalValue = <S extends z.ZodType>(schema: S) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable().default(null),
  )

const EmailSchema = z.string().trim().pipe(z.email().max(254))
const HttpsUrlSchema = z
  .url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'An https:// address' })
  .max(500)

const AdminProvinceSchema = z
  .string()
  .max(100)
  .transform(provinceName)
  .pipe(z.enum(spanishProvinces, { error: 'A province of Spain' }))
  .describe('A province of Spain, as the lists filter them (Madrid, Bizkaia, Valencia/València…)')

const programmedHasDate: [
  (item: { status: string; publish_at: string | null }) => boolean,
  { path: string[]; message: string },
] = [
  (item) => item.status !== 'programmed' || item.publish_at !== null,
  { path: ['publish_at'], message: 'A programmed item needs the moment it becomes public' },
]

const summaryFields = {
  id: z.number().int(),
  status: ContentStatusSchema,
  publish_at: timestamp,
  updated_at: timestamp,
  title: z.string().describe('The Spanish title (or the first there is)'),
  slug: z.string().describe('The Spanish slug (or the first there is)'),
  languages: z.array(z.enum(locales)).describe('The languages it has a translation in'),
}

const SalarySchema = z.number().int().min(0).max(maxSalary)

export const AdminJobInputSchema = z
  .object({
    ...publicationFields,
    company: requiredLine(200).describe('Who offers the job'),
    city: requiredLine(200),
    province: AdminProvinceSchema,
    contract_type: JobContractTypeSchema,
    working_day: JobWorkingDaySchema,
    workplace_type: JobWorkplaceTypeSchema.default('on_site'),
    salary_min: optionalValue(SalarySchema).describe('Lowest gross annual salary in euros; null: not stated'),
    salary_max: optionalValue(SalarySchema).describe(
      'Highest gross annual salary in euros, not below the lowest; null: not stated',
    ),
    contact_email: optionalValue(EmailSchema).describe('Where to send applications by e-mail, if anywhere'),
    contact_url: optionalValue(HttpsUrlSchema).describe('Where to apply online (https), if anywhere'),
    closes_on: optionalValue(z.iso.date()).describe(
      'The last day applications are taken (Europe/Madrid): the offer leaves the public list at its end; null: open until filled',
    ),
    translations: adminTranslationsSchema(AdminTranslationSchema, 'AdminJobTranslationsInput'),
  })
  .refine(...programmedHasDate)
  .refine((job) => job.salary_min === null || job.salary_max === null || job.salary_min <= job.salary_max, {
    path: ['salary_max'],
    message: 'The highest salary cannot be below the lowest',
  })
  .meta({ id: 'AdminJobInput' })
export type AdminJobInput = z.input<typeof AdminJobInputSchema>
export type AdminJobValues = z.output<typeof AdminJobInputSchema>

const jobSharedFields = {
  company: z.string(),
  city: z.string(),
  province: z.string(),
  contract_type: JobContractTypeSchema,
  closes_at: timestamp.nullable().describe('When applications close (the end of closes_on, Madrid time)'),
  closes_on: z.iso.date().nullable().describe('The last day applications are taken'),
}

export const AdminJobSchema = z
  .object({
    id: z.number().int(),
    status: ContentStatusSchema,
    publish_at: timestamp,
    ...jobSharedFields,
    working_day: JobWorkingDaySchema,
    workplace_type: JobWorkplaceTypeSchema,
    salary_min: z.number().int().nullable(),
    salary_max: z.number().int().nullable(),
    contact_email: z.string().nullable(),
    contact_url: z.string().nullable(),
    complaints: z.number().int().describe('How many complaints the public filed about it'),
    created_at: timestamp,
    updated_at: timestamp,
    title: z.string().describe('The Spanish title (or the first there is), to name the offer'),
    translations: storedTranslationsSchema(StoredTranslationSchema, 'AdminJobTranslations'),
  })
  .meta({ id: 'AdminJob', description: 'A job offer with its texts in every language, as staff edit it' })
export type AdminJob = z.infer<typeof AdminJobSchema>

const AdminJobSummarySchema = z
  .object({ ...summaryFields, ...jobSharedFields })
  .meta({ id: 'AdminJobSummary' })

export const AdminJobPageSchema = adminPageSchema(AdminJobSummarySchema, 'AdminJobPage')
export type AdminJobPage = z.infer<typeof AdminJobPageSchema>

const adminJobSortable = ['publish_at', 'updated_at', 'closes_at', 'title', 'company', 'status'] as const
export const AdminJobListQuerySchema = adminListQuery(adminJobSortable, 'publish_at').extend({
  status: ContentStatusSchema.optional().describe('Only the offers in this status'),
  province: ProvinceFilterSchema.optional().describe('Only the offers in this province; empty means any'),
  contract_type: JobContractTypeSchema.optional().describe('Only this kind of contract'),
})
export type AdminJobListQuery = z.output<typeof AdminJobListQuerySchema>

/** The first two digits of a Spanish postal code name its province (INE codes 01–52). */
export const provinceOfPostalCode: Record<string, (typeof spanishProvinces)[number]> = {
  '01': 'Araba/Álava',
  '02': 'Albacete',
  '03': 'Alicante/Alacant',
  '04': 'Almería',
  '05': 'Ávila',
  '06': 'Badajoz',
  '07': 'Illes Balears',
  '08': 'Barcelona',
  '09': 'Burgos',
  '10': 'Cáceres',
  '11': 'Cádiz',
  '12': 'Castellón/Castelló',
  '13': 'Ciudad Real',
  '14': 'Córdoba',
  '15': 'A Coruña',
  '16': 'Cuenca',
  '17': 'Girona',
  '18': 'Granada',
  '19': 'Guadalajara',
  '20': 'Gipuzkoa',
  '21': 'Huelva',
  '22': 'Huesca',
  '23': 'Jaén',
  '24': 'León',
  '25': 'Lleida',
  '26': 'La Rioja',
  '27': 'Lugo',
  '28': 'Madrid',
  '29': 'Málaga',
  '30': 'Murcia',
  '31': 'Navarra',
  '32': 'Ourense',
  '33': 'Asturias',
  '34': 'Palencia',
  '35': 'Las Palmas',
  '36': 'Pontevedra',
  '37': 'Salamanca',
  '38': 'Santa Cruz de Tenerife',
  '39': 'Cantabria',
  '40': 'Segovia',
  '41': 'Sevilla',
  '42': 'Soria',
  '43': 'Tarragona',
  '44': 'Teruel',
  '45': 'Toledo',
  '46': 'Valencia/València',
  '47': 'Valladolid',
  '48': 'Bizkaia',
  '49': 'Zamora',
  '50': 'Zaragoza',
  '51': 'Ceuta',
  '52': 'Melilla',
}

export const postalCodePattern = /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/

export const AdminWorkplaceInputSchema = z
  .object({
    ...publicationFields,
    address: requiredLine(300).describe('Street and number'),
    postal_code: z
      .string()
      .trim()
      .regex(postalCodePattern, 'A Spanish postal code: five digits, 01000 to 52999')
      .describe('A Spanish postal code (five digits), in the province given'),
    city: requiredLine(200),
    province: AdminProvinceSchema,
    phone: optionalValue(
      z
        .string()
        .trim()
        .regex(/^\+?[0-9][0-9 ().-]{7,19}$/, 'A telephone number: digits, spaces and an optional +'),
    ),
    email: optionalValue(EmailSchema),
    website: optionalValue(HttpsUrlSchema).describe('Its website: an https:// address'),
    image_src: optionalValue(ImageSrcSchema),
    translations: adminTranslationsSchema(AdminTranslationSchema, 'AdminWorkplaceTranslationsInput'),
  })
  .refine(...programmedHasDate)
  .refine((place) => provinceOfPostalCode[place.postal_code.slice(0, 2)] === place.province, {
    path: ['postal_code'],
    message: 'The postal code belongs to another province',
  })
  .meta({ id: 'AdminWorkplaceInput' })
export type AdminWorkplaceInput = z.input<typeof AdminWorkplaceInputSchema>
export type AdminWorkplaceValues = z.output<typeof AdminWorkplaceInputSchema>

export const AdminWorkplaceSchema = z
  .object({
    id: z.number().int(),
    status: ContentStatusSchema,
    publish_at: timestamp,
    address: z.string(),
    postal_code: z.string(),
    city: z.string(),
    province: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    image_src: z.string().nullable(),
    created_at: timestamp,
    updated_at: timestamp,
    title: z.string().describe('The Spanish name (or the first there is), to name the workplace'),
    translations: storedTranslationsSchema(StoredTranslationSchema, 'AdminWorkplaceTranslations'),
  })
  .meta({
    id: 'AdminWorkplace',
    description: 'A workplace with its texts in every language, as staff edit it',
  })
export type AdminWorkplace = z.infer<typeof AdminWorkplaceSchema>

const AdminWorkplaceSummarySchema = z
  .object({ ...summaryFields, city: z.string(), province: z.string() })
  .meta({ id: 'AdminWorkplaceSummary' })

export const AdminWorkplacePageSchema = adminPageSchema(AdminWorkplaceSummarySchema, 'AdminWorkplacePage')
export type AdminWorkplacePage = z.infer<typeof AdminWorkplacePageSchema>

const adminWorkplaceSortable = ['updated_at', 'publish_at', 'title', 'city', 'status'] as const
export const AdminWorkplaceListQuerySchema = adminListQuery(adminWorkplaceSortable, 'updated_at').extend({
  status: ContentStatusSchema.optional().describe('Only the workplaces in this status'),
  province: ProvinceFilterSchema.optional().describe('Only the workplaces in this province; empty means any'),
})
export type AdminWorkplaceListQuery = z.output<typeof AdminWorkplaceListQuerySchema>
