import { z } from 'zod'
import { decimalInteger, SerialIdSchema } from './listing'
import { mediaPathPattern } from './admin-media'
import { defaultLocale, LocaleSchema, type Locale } from './locales'
import { PaymentConceptSchema, PaymentTypeSchema, paymentConcepts } from './payments'

/** The fonts the portal ships (npm @fontsource packages, loaded by the public layout); there is no font CDN. */
export const shippedFonts = ['Catamaran', 'Montserrat'] as const

export const textOnLightColour = '#1a1a1a'
/** WCAG 2.x AA for normal text. */
export const minimumContrast = 4.5

export const hexPattern = /^#(?:[0-9a-fA-F]{3}){1,2}$/

function relativeLuminance(hex: string): number {
  const digits = hex.slice(1)
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits
  const [r, g, b] = [0, 2, 4].map((start) => {
    const channel = Number.parseInt(full.slice(start, start + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

/** As isValidAnalyticsId accepts them, without the `i` flag OpenAPI patterns cannot carry. */
export const analyticsIdPattern = /^(?:[Gg]|[Gg][Tt]|[Uu][Aa]|[Aa][Ww])-[A-Za-z0-9-]+$/

/** A site path the portal serves itself (/brand/logo.svg): no scheme, no host, no `..`. */
const localImagePattern = /^\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\.(?:svg|png|webp|jpe?g)$/

const logoPattern = new RegExp(`(?:${localImagePattern.source})|(?:${mediaPathPattern.source})`)

/** A path inside the portal without language prefix (/colegio, /news?q=x, /#top); never `//host`. */
const internalPathPattern = /^\/(?:[^\s\\/][^\s\\]*)?$/

const hexColour = z.string().regex(hexPattern, 'A colour such as #74AA50').describe('A CSS hex colour')

const httpsUrl = z
  .url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'An https:// address' })
  .max(500)

const optional = <S extends z.ZodType<string>>(schema: S) =>
  z
    .union([z.literal(''), schema])
    .nullable()
    .transform((value) => value || null)

const trimmed = (max: number) =>
  z
    .string()
    .max(max)
    .transform((value) => value.trim())

/** A logo's intrinsic size, which the header puts on the image so that it keeps its room before it loads. */
const logoDimension = z.number().int().min(1).max(4000).optional()

export const navbarSlotFields = [
  'slug_navbar_top',
  'slug_navbar_bottom_one',
  'slug_navbar_bottom_two',
  'slug_navbar_bottom_three',
  'slug_navbar_bottom_four',
] as const
type NavbarSlotField = (typeof navbarSlotFields)[number]

const NavbarSlugSchema = z
  .string()
  .min(1)
  .max(60)
  .regex(
    /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/,
    'Lower-case letters and digits joined by hyphens, such as footer-two',
  )

/** Optional: a save that leaves them out keeps the navbars in place. Each must be a navbar of the language. */
function navbarSlotInputs() {
  return Object.fromEntries(
    navbarSlotFields.map((field) => [
      field,
      NavbarSlugSchema.optional().describe('A navbar of this language (its slug); left out, unchanged'),
    ]),
  ) as Record<NavbarSlotField, z.ZodOptional<typeof NavbarSlugSchema>>
}

const AdminLanguageSettingsSchema = z
  .object({
    color_primary: z.string(),
    color_secondary: z.string(),
    color_complementary: z.string(),
    color_light: z.string(),
    font_family: z.string(),
    font_family_secondary: z.string(),
    font_size: z.string(),
    google_analytics: z.string().nullable(),
    logo_src: z.string(),
    logo_small_src: z.string(),
    logo_alt: z.string(),
    logo_width: z.number().int(),
    logo_height: z.number().int(),
    logo_small_width: z.number().int(),
    logo_small_height: z.number().int(),
    footer_title: z.string(),
    footer_text: z.string(),
    footer_copy: z.string(),
    footer_copy_url: z.string().nullable(),
    facebook_url: z.string().nullable(),
    twitter_url: z.string().nullable(),
    instagram_url: z.string().nullable(),
    youtube_url: z.string().nullable(),
    linkedin_url: z.string().nullable(),
    public_url: z.string(),
    slug_navbar_top: z.string().describe('The navbar (its slug) of the top bar'),
    slug_navbar_bottom_one: z.string().describe('The navbar of the first footer column'),
    slug_navbar_bottom_two: z.string().describe('The navbar of the second footer column'),
    slug_navbar_bottom_three: z.string().describe('The navbar of the third footer column'),
    slug_navbar_bottom_four: z.string().describe('The navbar of the legal strip at the bottom'),
  })
  .meta({ id: 'AdminLanguageSettings' })
export type AdminLanguageSettings = z.infer<typeof AdminLanguageSettingsSchema>

const AdminLanguageSettingsInputSchema = z
  .object({
    color_primary: hexColour.describe('Accents and borders; text uses a darker shade when needed (WCAG AA)'),
    color_secondary: hexColour,
    color_complementary: hexColour,
    color_light: hexColour
      .refine(
        (colour) => !hexPattern.test(colour) || contrastRatio(colour, textOnLightColour) >= minimumContrast,
        {
          error: `Text on this colour would fall below WCAG AA contrast (${minimumContrast}:1)`,
        },
      )
      .describe(
        `Background of the footer and search panels: text on it (${textOnLightColour}) must keep 4.5:1`,
      ),
    font_family: z.enum(shippedFonts).describe('Main font, one the portal ships'),
    font_family_secondary: z.enum(shippedFonts).describe('Headings font, one the portal ships'),
    font_size: z
      .string()
      .regex(/^(?:1[2-9]|2[0-4])(?:\.\d)?px$/, 'A size from 12px to 24px')
      .describe('Base font size, 12px to 24px'),
    google_analytics: optional(
      z.string().max(64).regex(analyticsIdPattern, 'A measurement id such as G-ABC123'),
    ).describe('Analytics measurement id (G-, GT-, UA-, AW-); empty turns analytics off'),
    logo_src: z
      .string()
      .max(300)
      .regex(logoPattern, 'A path under /public such as /brand/logo.svg, or an uploaded picture (/media/…)')
      .describe(
        'The large logo: a file the portal serves (under /public) or an uploaded picture (/media/{id}); no remote images',
      ),
    logo_small_src: z
      .string()
      .max(300)
      .regex(
        logoPattern,
        'A path under /public such as /brand/logo-small.svg, or an uploaded picture (/media/…)',
      ),
    logo_alt: trimmed(200).pipe(z.string().min(1)).describe('Text alternative of the logo'),
    logo_width: logoDimension.describe('The large logo’s own width in px; left out, unchanged'),
    logo_height: logoDimension.describe('The large logo’s own height in px; left out, unchanged'),
    logo_small_width: logoDimension.describe('The small logo’s own width in px; left out, unchanged'),
    logo_small_height: logoDimension.describe('The small logo’s own height in px; left out, unchanged'),
    footer_title: trimmed(200)
      .pipe(z.string().min(1))
      .describe('The association’s name, as the footer shows it'),
    footer_text: trimmed(2000),
    footer_copy: trimmed(300),
    footer_copy_url: optional(
      z.union([
        httpsUrl,
        z.string().max(500).regex(internalPathPattern, 'A path such as /legal or an https:// address'),
      ]),
    ),
    facebook_url: optional(httpsUrl),
    twitter_url: optional(httpsUrl),
    instagram_url: optional(httpsUrl),
    youtube_url: optional(httpsUrl),
    linkedin_url: optional(httpsUrl),
    public_url: z
      .url({ protocol: /^https?$/, error: 'An address such as https://colegio.example' })
      .max(300)
      .describe('Kept for an association back end; the portal names itself by its PUBLIC_SITE_URL'),
    ...navbarSlotInputs(),
  })
  .meta({ id: 'AdminLanguageSettingsInput' })

export const adminSettingsId = 'site'
export const AdminSiteSettingsSchema = z
  .object({
    id: z.literal(adminSettingsId),
    es: AdminLanguageSettingsSchema,
    ca: AdminLanguageSettingsSchema,
    en: AdminLanguageSettingsSchema,
    eu: AdminLanguageSettingsSchema,
  })
  .meta({ id: 'AdminSiteSettings', description: 'Every language’s settings, side by side' })
export type AdminSiteSettings = z.infer<typeof AdminSiteSettingsSchema>

/** A save: the languages sent are replaced, the others left as they are. */
export const AdminSiteSettingsUpdateSchema = z
  .object({
    es: AdminLanguageSettingsInputSchema.optional(),
    ca: AdminLanguageSettingsInputSchema.optional(),
    en: AdminLanguageSettingsInputSchema.optional(),
    eu: AdminLanguageSettingsInputSchema.optional(),
  })
  .meta({ id: 'AdminSiteSettingsUpdate' })
export type AdminSiteSettingsUpdate = z.output<typeof AdminSiteSettingsUpdateSchema>

export const AdminLanguageSchema = z
  .object({
    id: LocaleSchema,
    enabled: z.boolean().describe('Offered by the language switcher and served; Spanish always is'),
    position: z.number().int().describe('Order in the switcher'),
    is_default: z.boolean(),
  })
  .meta({ id: 'AdminLanguage' })
export type AdminLanguage = z.infer<typeof AdminLanguageSchema>

export const AdminLanguageUpdateSchema = z
  .object({
    enabled: z.boolean(),
    position: z.number().int().min(0).max(100).optional(),
  })
  .meta({ id: 'AdminLanguageUpdate' })

export const navbarPlacements = ['top', 'bottom_one', 'bottom_two', 'bottom_three', 'bottom_four'] as const
const NavbarPlacementSchema = z.enum(navbarPlacements)

export const AdminNavbarSchema = z
  .object({
    id: z.number().int(),
    lang: LocaleSchema,
    slug: z.string(),
    title: z.string(),
    placement: NavbarPlacementSchema.nullable().describe(
      'Where the language’s settings show it; null when nowhere',
    ),
    item_count: z.number().int().min(0),
  })
  .meta({ id: 'AdminNavbar' })
export type AdminNavbar = z.infer<typeof AdminNavbarSchema>

export const AdminNavbarUpdateSchema = z
  .object({ title: trimmed(200).pipe(z.string().min(1)) })
  .meta({ id: 'AdminNavbarUpdate' })

export const AdminNavbarCreateSchema = z
  .object({
    lang: LocaleSchema,
    slug: NavbarSlugSchema.describe('How the settings name it; unique in its language'),
    title: trimmed(200).pipe(z.string().min(1)).describe('Its heading (in a footer column)'),
  })
  .meta({ id: 'AdminNavbarCreate' })
export type AdminNavbarCreate = z.output<typeof AdminNavbarCreateSchema>

const NavbarIdSchema = SerialIdSchema
export const AdminNavbarListQuerySchema = z.object({
  skip: decimalInteger(z.number().int().min(0).max(1_000_000)).default(0),
  limit: decimalInteger(z.number().int().min(1).max(100)).default(25),
  lang: LocaleSchema.optional().describe('Only this language’s navbars'),
})
export const AdminNavigationItemListQuerySchema = z.object({
  skip: decimalInteger(z.number().int().min(0).max(1_000_000)).default(0),
  limit: decimalInteger(z.number().int().min(1).max(100)).default(100),
  navbar_id: NavbarIdSchema.describe('The navbar whose items to list'),
})

const linkUrl = z
  .string()
  .max(500)
  .refine((url) => internalPathPattern.test(url) || httpsUrl.safeParse(url).success, {
    error: 'A path inside the portal (/news) or an https:// address',
  })
  .describe('A path inside the portal without language prefix (/news), or an https:// address')

export const AdminNavigationItemSchema = z
  .object({
    id: z.number().int(),
    navbar_id: z.number().int(),
    parent_id: z.number().int().nullable().describe('The item it hangs from (one level), or null'),
    position: z.number().int().describe('Order among its siblings, from 0'),
    depth: z.number().int().min(0).max(1),
    label: z.string(),
    url: z.string(),
    target: z.enum(['_self', '_blank']),
    icon: z.string().nullable(),
    hidden: z.boolean(),
    need_login: z.boolean(),
    is_public: z.boolean(),
    color: z.string().nullable(),
  })
  .meta({ id: 'AdminNavigationItem' })
export type AdminNavigationItem = z.infer<typeof AdminNavigationItemSchema>

const itemFields = {
  parent_id: z
    .number()
    .int()
    .min(1)
    .nullable()
    .default(null)
    .describe('A top-level item of the same navbar, or null'),
  label: trimmed(200).pipe(z.string().min(1)),
  url: linkUrl,
  target: z.enum(['_self', '_blank']).default('_self'),
  icon: optional(
    z
      .string()
      .max(40)
      .regex(/^[a-z_]+$/, 'An icon name such as person'),
  ).default(null),
  hidden: z.boolean().default(false),
  need_login: z.boolean().default(false),
  is_public: z.boolean().default(true),
  color: optional(hexColour).default(null),
}

export const AdminNavigationItemUpdateSchema = z.object(itemFields).meta({ id: 'AdminNavigationItemUpdate' })
export type AdminNavigationItemUpdate = z.output<typeof AdminNavigationItemUpdateSchema>

export const AdminNavigationItemCreateSchema = z
  .object({ navbar_id: z.number().int().min(1).max(2_147_483_647), ...itemFields })
  .meta({ id: 'AdminNavigationItemCreate' })
export type AdminNavigationItemCreate = z.output<typeof AdminNavigationItemCreateSchema>

export const AdminNavigationItemMoveSchema = z
  .object({ direction: z.enum(['up', 'down']).describe('Before the previous sibling, or after the next') })
  .meta({ id: 'AdminNavigationItemMove' })

export const AdminPaymentConfigurationSchema = z
  .object({
    id: LocaleSchema,
    methods: z.record(PaymentConceptSchema, z.array(PaymentTypeSchema)),
    inherited: z
      .array(PaymentConceptSchema)
      .describe('Concepts this language has no rows for: it offers Spanish’s (or the defaults)'),
    card_types_available: z
      .array(PaymentTypeSchema)
      .describe('Card methods whose terminal is configured; the others are not shown to members'),
  })
  .meta({ id: 'AdminPaymentConfiguration' })
export type AdminPaymentConfiguration = z.infer<typeof AdminPaymentConfigurationSchema>

const methodList = z
  .array(PaymentTypeSchema)
  .min(1, 'At least one method')
  .max(6)
  .refine((methods) => new Set(methods).size === methods.length, { error: 'Each method once' })

export const AdminPaymentConfigurationUpdateSchema = z
  .object({
    methods: z.object(
      Object.fromEntries(paymentConcepts.map((concept) => [concept, methodList])) as Record<
        (typeof paymentConcepts)[number],
        typeof methodList
      >,
    ),
  })
  .meta({ id: 'AdminPaymentConfigurationUpdate' })

/** The default language (Spanish) cannot be turned off: every address without a prefix is in it. */
export const isDefaultLocale = (lang: Locale) => lang === defaultLocale
