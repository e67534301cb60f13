import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { logoSizeDefaults } from '@/lib/contract/logo-sizes'
import { settingsDefaults } from '@/lib/contract/settings'
import { timestamps } from './columns'
import { languages, localeEnum } from './languages'

export const linkTargetEnum = pgEnum('link_target', ['_self', '_blank'])

export const settings = pgTable('settings', {
  lang: localeEnum('lang')
    .primaryKey()
    .references(() => languages.code),
  color_primary: text('color_primary').notNull().default(settingsDefaults.color_primary),
  color_secondary: text('color_secondary').notNull().default(settingsDefaults.color_secondary),
  color_complementary: text('color_complementary').notNull().default(settingsDefaults.color_complementary),
  color_light: text('color_light').notNull().default(settingsDefaults.color_light),
  font_family: text('font_family').notNull().default(settingsDefaults.font_family),
  font_family_secondary: text('font_family_secondary')
    .notNull()
    .default(settingsDefaults.font_family_secondary),
  font_size: text('font_size').notNull().default(settingsDefaults.font_size),
  google_analytics: text('google_analytics'),
  logo_src: text('logo_src').notNull(),
  logo_small_src: text('logo_small_src').notNull(),
  logo_alt: text('logo_alt').notNull(),
  logo_width: integer('logo_width').notNull().default(logoSizeDefaults.logo_width),
  logo_height: integer('logo_height').notNull().default(logoSizeDefaults.logo_height),
  logo_small_width: integer('logo_small_width').notNull().default(logoSizeDefaults.logo_small_width),
  logo_small_height: integer('logo_small_height').notNull().default(logoSizeDefaults.logo_small_height),
  footer_title: text('footer_title').notNull().default(''),
  footer_text: text('footer_text').notNull().default(''),
  footer_copy: text('footer_copy').notNull().default(''),
  footer_copy_url: text('footer_copy_url'),
  facebook_url: text('facebook_url'),
  twitter_url: text('twitter_url'),
  instagram_url: text('instagram_url'),
  youtube_url: text('youtube_url'),
  linkedin_url: text('linkedin_url'),
  public_url: text('public_url').notNull(),
  slug_navbar_top: text('slug_navbar_top').notNull(),
  slug_navbar_bottom_one: text('slug_navbar_bottom_one').notNull(),
  slug_navbar_bottom_two: text('slug_navbar_bottom_two').notNull(),
  slug_navbar_bottom_three: text('slug_navbar_bottom_three').notNull(),
  slug_navbar_bottom_four: text('slug_navbar_bottom_four').notNull(),
  ...timestamps,
})

export const navbars = pgTable(
  'navbars',
  {
    id: serial('id').primaryKey(),
    lang: localeEnum('lang')
      .notNull()
      .references(() => languages.code),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
  },
  (t) => [uniqueIndex('navbars_lang_slug_key').on(t.lang, t.slug)],
)

export const navigationItems = pgTable(
  'navigation_items',
  {
    id: serial('id').primaryKey(),
    navbar_id: integer('navbar_id')
      .notNull()
      .references(() => navbars.id, { onDelete: 'cascade' }),
    parent_id: integer('parent_id').references((): AnyPgColumn => navigationItems.id, {
      onDelete: 'cascade',
    }),
    position: integer('position').notNull().default(0),
    label: text('label').notNull(),
    url: text('url').notNull(),
    target: linkTargetEnum('target').notNull().default('_self'),
    icon: text('icon'),
    hidden: boolean('hidden').notNull().default(false),
    need_login: boolean('need_login').notNull().default(false),
    is_public: boolean('is_public').notNull().default(true),
    color: text('color'),
  },
  (t) => [index('navigation_items_navbar_position_idx').on(t.navbar_id, t.position)],
)

/** Blocks of text kept per section and language (intros of the lists, notices of forms). */
export const templates = pgTable(
  'templates',
  {
    section: text('section').notNull(),
    lang: localeEnum('lang')
      .notNull()
      .references(() => languages.code),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.section, t.lang] })],
)
