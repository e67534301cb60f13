import { z } from 'zod'
import { decimalInteger } from './listing'
import { specialties } from './profile'

// The public registries of the ventanilla única (Ley 2/1974 art. 10): collegiates and professional societies.

const registryStandings = ['practising', 'honorary', 'non_practising', 'suspended', 'removed'] as const
export type RegistryStanding = (typeof registryStandings)[number]

export const registryOptionalFields = ['specialties', 'workplace'] as const
export type RegistryOptionalField = (typeof registryOptionalFields)[number]

export const registryLimits = {
  query: 100,
  minLetters: 2,
  pageSize: 20,
  maxPageSize: 50,
  /** Beyond this many matches (ten pages) the total is given as "more than": counting them all costs every search. */
  countCap: 200,
} as const

/** Too short a question is refused before the API is asked (it would answer REGISTRY_QUERY_TOO_SHORT). */
export function isSearchable(q: string): boolean {
  const significant = q
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^\p{L}\p{N}]/gu, '')
  return significant.length >= registryLimits.minLetters
}

/** The question and the page a registry's address holds (`?q=…&page=2`), read leniently. */
export function registryAddressOf(params: { get(name: string): string | null }) {
  const q = (params.get('q') ?? '').trim().slice(0, registryLimits.query)
  const page = Math.max(1, Math.min(500, Math.floor(Number(params.get('page')) || 1)))
  const limit = registryLimits.pageSize
  return { q, page, skip: (page - 1) * limit, limit }
}

const QuerySchema = z
  .string()
  .trim()
  .max(registryLimits.query)
  .describe(
    `Words of the name or surnames (any case, with or without accents; every word must match part of the name), or a collegiate number or part of it (any separator). At least ${registryLimits.minLetters} letters or digits.`,
  )

const paging = {
  skip: decimalInteger(z.number().int().min(0).max(10_000)).default(0).describe('How many matches to skip'),
  limit: decimalInteger(z.number().int().min(1).max(registryLimits.maxPageSize))
    .default(registryLimits.pageSize)
    .describe(`Page size, at most ${registryLimits.maxPageSize}`),
}

export const CollegiateSearchQuerySchema = z.object({ q: QuerySchema, ...paging })
export type CollegiateSearchQuery = z.infer<typeof CollegiateSearchQuerySchema>

const RegistryStandingSchema = z
  .enum(registryStandings)
  .describe(
    'practising: may practise; honorary: honorary member; non_practising: retired or not practising; suspended: may not practise for now; removed: no longer a member',
  )

const RegistryCollegiateSchema = z
  .object({
    collegiate_number: z.string().describe('The collegiate number'),
    name: z.string(),
    surname: z.string().describe('Surnames'),
    standing: RegistryStandingSchema,
    specialties: z
      .array(z.enum(specialties))
      .nullable()
      .describe('Nursing specialties; null when the collegiate keeps them out of the registry'),
    workplace: z
      .string()
      .nullable()
      .describe('Where they practise (the workplace’s name); null when unknown or kept out of the registry'),
  })
  .meta({ id: 'RegistryCollegiate', description: 'A collegiate as the public registry shows them' })
export type RegistryCollegiate = z.infer<typeof RegistryCollegiateSchema>

const pageOf = <T extends z.ZodType>(item: T, id: string, description: string) =>
  z
    .object({
      items: z.array(item),
      total: z.int().min(0).describe(`Matches, counted up to ${registryLimits.countCap}`),
      more: z.boolean().describe(`Whether there are more than ${registryLimits.countCap} matches`),
      skip: z.int().min(0),
      limit: z.int().min(1),
    })
    .meta({ id, description })

export const RegistryCollegiatePageSchema = pageOf(
  RegistryCollegiateSchema,
  'RegistryCollegiatePage',
  'One page of the collegiates that match, by surname and name',
)
export type RegistryCollegiatePage = z.infer<typeof RegistryCollegiatePageSchema>

export const SocietySearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(registryLimits.query)
    .describe(
      `Words of the social reason (any case, with or without accents), an SSPP registry number or part of it, or a whole CIF (any case and separators). At least ${registryLimits.minLetters} letters or digits.`,
    ),
  ...paging,
})
export type SocietySearchQuery = z.infer<typeof SocietySearchQuerySchema>

const RegistrySocietySchema = z
  .object({
    social_reason: z.string(),
    sspp_number: z.string().describe('Number in the association’s registry of professional societies'),
    cif: z.string().describe('Tax id of the company'),
    active: z.boolean().describe('Whether the society is active; inactive ones stay in the registry'),
    incorporated_on: z.iso.date().describe('Date of incorporation'),
    registered_on: z.iso.date().describe('Date of its inscription in the mercantile registry'),
    city: z.string(),
    province: z.string(),
    mercantile_registry: z
      .string()
      .nullable()
      .describe('The mercantile registry it is inscribed in, with volume, folio and sheet when known'),
    partners: z.int().min(0).describe('How many professional partners it has'),
  })
  .meta({
    id: 'RegistrySociety',
    description:
      'A professional society as the public registry shows it: accepted by the association, with consent to appear',
  })
export type RegistrySociety = z.infer<typeof RegistrySocietySchema>

export const RegistrySocietyPageSchema = pageOf(
  RegistrySocietySchema,
  'RegistrySocietyPage',
  'One page of the registered societies that match, by social reason',
)
export type RegistrySocietyPage = z.infer<typeof RegistrySocietyPageSchema>

export const RegistryVisibilitySchema = z
  .object({
    hidden: z
      .array(z.enum(registryOptionalFields))
      .max(registryOptionalFields.length)
      .refine((fields) => new Set(fields).size === fields.length, { message: 'each field at most once' })
      .describe(
        'specialties, workplace: the optional fields the collegiate keeps out of the public registry',
      ),
  })
  .meta({
    id: 'RegistryVisibility',
    description:
      'What a collegiate keeps out of the public registry (name, number and standing are always public)',
  })
export type RegistryVisibility = z.infer<typeof RegistryVisibilitySchema>
