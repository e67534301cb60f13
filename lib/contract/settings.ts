import { z } from 'zod'
import { LocaleSchema } from './locales'

const hexColour = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'A colour such as #74AA50')
  .describe('A CSS hex colour')
const optionalUrl = z.string().nullable().describe('An absolute URL, or null when not set')

export const settingsDefaults = {
  color_primary: '#74AA50',
  color_secondary: '#9DC58B',
  color_complementary: '#6D509F',
  color_light: '#DEECD8',
  font_family: 'Catamaran',
  font_family_secondary: 'Montserrat',
  font_size: '15px',
} as const

const logoDimension = (what: string) =>
  z
    .number()
    .int()
    .positive()
    .optional()
    .describe(`${what} in px, so the header keeps its room before it loads`)

export const SettingsSchema = z
  .object({
    lang: LocaleSchema,
    color_primary: hexColour,
    color_secondary: hexColour,
    color_complementary: hexColour,
    color_light: hexColour,
    font_family: z.string().min(1).describe('Main font family name'),
    font_family_secondary: z.string().min(1).describe('Font family for headings'),
    font_size: z
      .string()
      .regex(/^\d{1,2}(?:\.\d+)?px$/, 'A size in px such as 15px')
      .describe('Base font size in px'),
    google_analytics: z
      .string()
      .nullable()
      .describe('Analytics measurement id, or null when analytics is off'),
    logo_src: z.string().describe('Path or URL of the large logo'),
    logo_small_src: z.string().describe('Path or URL of the small logo'),
    logo_alt: z.string().describe('Text alternative of the logo'),
    logo_width: logoDimension('Intrinsic width of the large logo'),
    logo_height: logoDimension('Intrinsic height of the large logo'),
    logo_small_width: logoDimension('Intrinsic width of the small logo'),
    logo_small_height: logoDimension('Intrinsic height of the small logo'),
    footer_title: z.string(),
    footer_text: z.string(),
    footer_copy: z.string().describe('Copyright line'),
    footer_copy_url: optionalUrl,
    facebook_url: optionalUrl,
    twitter_url: optionalUrl,
    instagram_url: optionalUrl,
    youtube_url: optionalUrl,
    linkedin_url: optionalUrl,
    public_url: z.string().describe('Public address of the portal (its PUBLIC_SITE_URL)'),
    slug_navbar_top: z.string().describe('Slug of the navbar shown at the top'),
    slug_navbar_bottom_one: z.string().describe('Slug of the first footer column'),
    slug_navbar_bottom_two: z.string().describe('Slug of the second footer column'),
    slug_navbar_bottom_three: z.string().describe('Slug of the third footer column'),
    slug_navbar_bottom_four: z.string().describe('Slug of the black legal strip at the bottom'),
    languages: z.array(LocaleSchema).describe('Enabled languages'),
  })
  .meta({ id: 'Settings', description: "One language's portal settings" })

export type Settings = z.infer<typeof SettingsSchema>

export type ThemeSettings = Pick<
  Settings,
  | 'color_primary'
  | 'color_secondary'
  | 'color_complementary'
  | 'color_light'
  | 'font_family'
  | 'font_family_secondary'
  | 'font_size'
>
