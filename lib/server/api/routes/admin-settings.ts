import 'server-only'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { adminBasePath, adminPageSchema } from '@/lib/contract/admin'
import {
  adminSettingsId,
  AdminLanguageSchema,
  AdminLanguageUpdateSchema,
  AdminNavbarCreateSchema,
  AdminNavbarListQuerySchema,
  AdminNavbarSchema,
  AdminNavbarUpdateSchema,
  AdminNavigationItemCreateSchema,
  AdminNavigationItemListQuerySchema,
  AdminNavigationItemMoveSchema,
  AdminNavigationItemSchema,
  AdminNavigationItemUpdateSchema,
  AdminPaymentConfigurationSchema,
  AdminPaymentConfigurationUpdateSchema,
  AdminSiteSettingsSchema,
  AdminSiteSettingsUpdateSchema,
} from '@/lib/contract/admin-settings'
import { mediaPathPattern } from '@/lib/contract/admin-media'
import { SerialIdSchema } from '@/lib/contract/listing'
import { LocaleSchema, locales } from '@/lib/contract/locales'
import { cardTypesAvailable } from '@/lib/env'
import {
  createNavbar,
  createNavigationItem,
  deleteNavbar,
  deleteNavigationItem,
  getLanguage,
  getNavbarAdmin,
  getNavigationItem,
  getPaymentConfigurationAdmin,
  getSiteSettings,
  listLanguages,
  listNavbars,
  listNavigationItems,
  moveNavigationItem,
  settingsReferenceIssues,
  updateLanguage,
  updateNavbar,
  updateNavigationItem,
  updatePaymentConfiguration,
  updateSiteSettings,
} from '@/lib/server/services/admin-settings'
import { adminRoute, staffActor } from '../admin'
import { type ApiEnv, errorResponses, jsonContent, respond } from '../http'

export const adminSettingsRoutes = new OpenAPIHono<ApiEnv>()

const tags = ['Back-office: settings']
const base = adminBasePath

/** A logo must be a file the portal serves: the contract checks the path's shape, this that the file is there. */
const publicDir = path.join(process.cwd(), 'public')
const SiteSettingsUpdateBody = AdminSiteSettingsUpdateSchema.superRefine((update, ctx) => {
  for (const lang of locales) {
    for (const field of ['logo_src', 'logo_small_src'] as const) {
      const src = update[lang]?.[field]
      // An uploaded picture (/media/{id}) is looked up in the handler.
      if (
        src &&
        !mediaPathPattern.test(src) &&
        !existsSync(path.join(publicDir, ...src.split('/').filter(Boolean)))
      )
        ctx.addIssue({ code: 'custom', path: [lang, field], message: 'No such file under /public' })
    }
  }
})

const jsonBody = <S extends z.ZodType>(schema: S) => ({
  body: { content: { 'application/json': { schema } }, required: true },
})

const IdParam = z.object({ id: SerialIdSchema.describe('Its id') })
const LangParam = z.object({ id: LocaleSchema.describe('The language') })
const SiteParam = z.object({ id: z.literal(adminSettingsId).describe(`Always ${adminSettingsId}`) })

const LanguagePageSchema = adminPageSchema(AdminLanguageSchema, 'AdminLanguagePage')
const NavbarPageSchema = adminPageSchema(AdminNavbarSchema, 'AdminNavbarPage')
const NavigationItemPageSchema = adminPageSchema(AdminNavigationItemSchema, 'AdminNavigationItemPage')
const PaymentConfigurationPageSchema = adminPageSchema(
  AdminPaymentConfigurationSchema,
  'AdminPaymentConfigurationPage',
)

adminSettingsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${base}/settings/{id}`,
    tags,
    summary: 'Site settings of every language (staff)',
    request: { params: SiteParam },
    responses: {
      200: jsonContent(AdminSiteSettingsSchema, 'The four languages’ settings'),
      ...errorResponses(404, 422),
    },
  }),
  async (c) => respond(c, AdminSiteSettingsSchema, await getSiteSettings(c.var.db)),
)

adminSettingsRoutes.openapi(
  adminRoute({
    method: 'put',
    path: `${base}/settings/{id}`,
    tags,
    summary: 'Save site settings (staff)',
    description:
      'Colours (hex; the light colour must keep WCAG AA 4.5:1 with the text written on it, else 422), fonts the portal ships, logos under /public or uploaded (/media/{id}, which must exist), footer, https social links, analytics id, public address, and the navbar of each place (`slug_navbar_*`, a navbar of the same language; left out, unchanged). Languages left out are unchanged.',
    request: { params: SiteParam, ...jsonBody(SiteSettingsUpdateBody) },
    responses: {
      200: jsonContent(AdminSiteSettingsSchema, 'The settings saved'),
      ...errorResponses(404, 422),
    },
  }),
  async (c) => {
    const update = c.req.valid('json')
    const issues = await settingsReferenceIssues(c.var.db, update)
    if (issues.length > 0)
      return c.json(
        {
          detail: issues.map(({ lang, field, message }) => ({
            loc: ['body', lang, field],
            msg: message,
            type: 'custom',
          })),
        },
        422,
      )
    const { settings, changed } = await updateSiteSettings(c.var.db, staffActor(c), update)
    if (changed.length > 0) await c.var.contentChanged()
    return respond(c, AdminSiteSettingsSchema, settings)
  },
)

adminSettingsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${base}/languages`,
    tags,
    summary: 'Languages (staff)',
    responses: { 200: jsonContent(LanguagePageSchema, 'Every language'), ...errorResponses(422) },
  }),
  async (c) => {
    const items = await listLanguages(c.var.db)
    return respond(c, LanguagePageSchema, { items, total: items.length })
  },
)

adminSettingsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${base}/languages/{id}`,
    tags,
    summary: 'One language (staff)',
    request: { params: LangParam },
    responses: { 200: jsonContent(AdminLanguageSchema, 'The language'), ...errorResponses(404, 422) },
  }),
  async (c) => respond(c, AdminLanguageSchema, await getLanguage(c.var.db, c.req.valid('param').id)),
)

adminSettingsRoutes.openapi(
  adminRoute({
    method: 'put',
    path: `${base}/languages/{id}`,
    tags,
    summary: 'Turn a language on or off (staff)',
    description:
      'A disabled language leaves the switcher and the sitemap, and its addresses redirect to Spanish. Spanish, the default, stays on: 409 LANGUAGE_DEFAULT_REQUIRED.',
    request: { params: LangParam, ...jsonBody(AdminLanguageUpdateSchema) },
    responses: { 200: jsonContent(AdminLanguageSchema, 'The language'), ...errorResponses(404, 409, 422) },
  }),
  async (c) => {
    const { language, changed } = await updateLanguage(
      c.var.db,
      staffActor(c),
      c.req.valid('param').id,
      c.req.valid('json'),
    )
    if (changed) await c.var.contentChanged()
    return respond(c, AdminLanguageSchema, language)
  },
)

adminSettingsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${base}/navbars`,
    tags,
    summary: 'Navbars (staff)',
    request: { query: AdminNavbarListQuerySchema },
    responses: { 200: jsonContent(NavbarPageSchema, 'A page of navbars'), ...errorResponses(422) },
  }),
  async (c) => respond(c, NavbarPageSchema, await listNavbars(c.var.db, c.req.valid('query'))),
)

adminSettingsRoutes.openapi(
  adminRoute({
    method: 'post',
    path: `${base}/navbars`,
    tags,
    summary: 'Create a navbar (staff)',
    description:
      'Empty; a place of its language’s settings (`slug_navbar_*`) may then show it. 409 NAVBAR_SLUG_TAKEN when the language has one with that slug.',
    request: jsonBody(AdminNavbarCreateSchema),
    responses: { 201: jsonContent(AdminNavbarSchema, 'The navbar'), ...errorResponses(409, 422) },
  }),
  async (c) =>
    respond(c, AdminNavbarSchema, await createNavbar(c.var.db, staffActor(c), c.req.valid('json')), 201),
)

adminSettingsRoutes.openapi(
  adminRoute({
    method: 'delete',
    path: `${base}/navbars/{id}`,
    tags,
    summary: 'Delete a navbar (staff)',
    description:
      'With its items. 409 NAVBAR_IN_USE while a place of its language’s settings shows it; the reason names the place (`ca.slug_navbar_top`).',
    request: { params: IdParam },
    responses: {
      200: jsonContent(AdminNavbarSchema, 'The navbar deleted'),
      ...errorResponses(404, 409, 422),
    },
  }),
  async (c) => {
    const navbar = await deleteNavbar(c.var.db, staffActor(c), c.req.valid('param').id)
    await c.var.contentChanged()
    return respond(c, AdminNavbarSchema, navbar)
  },
)

adminSettingsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${base}/navbars/{id}`,
    tags,
    summary: 'One navbar (staff)',
    request: { params: IdParam },
    responses: { 200: jsonContent(AdminNavbarSchema, 'The navbar'), ...errorResponses(404, 422) },
  }),
  async (c) => respond(c, AdminNavbarSchema, await getNavbarAdmin(c.var.db, c.req.valid('param').id)),
)

adminSettingsRoutes.openapi(
  adminRoute({
    method: 'put',
    path: `${base}/navbars/{id}`,
    tags,
    summary: 'Rename a navbar (staff)',
    request: { params: IdParam, ...jsonBody(AdminNavbarUpdateSchema) },
    responses: { 200: jsonContent(AdminNavbarSchema, 'The navbar'), ...errorResponses(404, 422) },
  }),
  async (c) => {
    const navbar = await updateNavbar(c.var.db, staffActor(c), c.req.valid('param').id, c.req.valid('json'))
    await c.var.contentChanged()
    return respond(c, AdminNavbarSchema, navbar)
  },
)

adminSettingsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${base}/navigation-items`,
    tags,
    summary: 'Items of a navbar (staff)',
    request: { query: AdminNavigationItemListQuerySchema },
    responses: {
      200: jsonContent(NavigationItemPageSchema, 'The items in display order'),
      ...errorResponses(404, 422),
    },
  }),
  async (c) =>
    respond(c, NavigationItemPageSchema, await listNavigationItems(c.var.db, c.req.valid('query'))),
)

adminSettingsRoutes.openapi(
  adminRoute({
    method: 'post',
    path: `${base}/navigation-items`,
    tags,
    summary: 'Add a menu item (staff)',
    description:
      'The link is a path inside the portal (/news) or an https:// address. A parent is a top-level item of the same navbar (409 NAVIGATION_ITEM_PARENT_INVALID otherwise).',
    request: jsonBody(AdminNavigationItemCreateSchema),
    responses: {
      201: jsonContent(AdminNavigationItemSchema, 'The item'),
      ...errorResponses(404, 409, 422),
    },
  }),
  async (c) => {
    const item = await createNavigationItem(c.var.db, staffActor(c), c.req.valid('json'))
    await c.var.contentChanged()
    return respond(c, AdminNavigationItemSchema, item, 201)
  },
)

adminSettingsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${base}/navigation-items/{id}`,
    tags,
    summary: 'One menu item (staff)',
    request: { params: IdParam },
    responses: { 200: jsonContent(AdminNavigationItemSchema, 'The item'), ...errorResponses(404, 422) },
  }),
  async (c) =>
    respond(c, AdminNavigationItemSchema, await getNavigationItem(c.var.db, c.req.valid('param').id)),
)

adminSettingsRoutes.openapi(
  adminRoute({
    method: 'put',
    path: `${base}/navigation-items/{id}`,
    tags,
    summary: 'Edit a menu item (staff)',
    request: { params: IdParam, ...jsonBody(AdminNavigationItemUpdateSchema) },
    responses: { 200: jsonContent(AdminNavigationItemSchema, 'The item'), ...errorResponses(404, 409, 422) },
  }),
  async (c) => {
    const item = await updateNavigationItem(
      c.var.db,
      staffActor(c),
      c.req.valid('param').id,
      c.req.valid('json'),
    )
    await c.var.contentChanged()
    return respond(c, AdminNavigationItemSchema, item)
  },
)

adminSettingsRoutes.openapi(
  adminRoute({
    method: 'delete',
    path: `${base}/navigation-items/{id}`,
    tags,
    summary: 'Delete a menu item (staff)',
    request: { params: IdParam },
    responses: {
      200: jsonContent(AdminNavigationItemSchema, 'The item deleted'),
      ...errorResponses(404, 422),
    },
  }),
  async (c) => {
    const item = await deleteNavigationItem(c.var.db, staffActor(c), c.req.valid('param').id)
    await c.var.contentChanged()
    return respond(c, AdminNavigationItemSchema, item)
  },
)

adminSettingsRoutes.openapi(
  adminRoute({
    method: 'post',
    path: `${base}/navigation-items/{id}/move`,
    tags,
    summary: 'Reorder a menu item (staff)',
    request: { params: IdParam, ...jsonBody(AdminNavigationItemMoveSchema) },
    responses: { 200: jsonContent(AdminNavigationItemSchema, 'The item'), ...errorResponses(404, 422) },
  }),
  async (c) => {
    const { item, moved } = await moveNavigationItem(
      c.var.db,
      staffActor(c),
      c.req.valid('param').id,
      c.req.valid('json').direction,
    )
    if (moved) await c.var.contentChanged()
    return respond(c, AdminNavigationItemSchema, item)
  },
)

adminSettingsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${base}/payment-configurations`,
    tags,
    summary: 'Payment configuration of every language (staff)',
    responses: {
      200: jsonContent(PaymentConfigurationPageSchema, 'One per language'),
      ...errorResponses(422),
    },
  }),
  async (c) => {
    const items = await Promise.all(
      locales.map((lang) => getPaymentConfigurationAdmin(c.var.db, lang, cardTypesAvailable())),
    )
    return respond(c, PaymentConfigurationPageSchema, { items, total: items.length })
  },
)

adminSettingsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${base}/payment-configurations/{id}`,
    tags,
    summary: 'Payment configuration of a language (staff)',
    request: { params: LangParam },
    responses: {
      200: jsonContent(AdminPaymentConfigurationSchema, 'Its methods per concept'),
      ...errorResponses(422),
    },
  }),
  async (c) =>
    respond(
      c,
      AdminPaymentConfigurationSchema,
      await getPaymentConfigurationAdmin(c.var.db, c.req.valid('param').id, cardTypesAvailable()),
    ),
)

adminSettingsRoutes.openapi(
  adminRoute({
    method: 'put',
    path: `${base}/payment-configurations/{id}`,
    tags,
    summary: 'Save a language’s payment methods (staff)',
    description:
      'Every concept (fee, course, event, procedure) offers at least one of the methods the portal supports, each once, in the order members see them. A card method whose terminal is not configured is kept but not shown.',
    request: { params: LangParam, ...jsonBody(AdminPaymentConfigurationUpdateSchema) },
    responses: {
      200: jsonContent(AdminPaymentConfigurationSchema, 'Its methods per concept'),
      ...errorResponses(422),
    },
  }),
  async (c) => {
    const { configuration, changed } = await updatePaymentConfiguration(
      c.var.db,
      staffActor(c),
      c.req.valid('param').id,
      c.req.valid('json').methods,
      cardTypesAvailable(),
    )
    if (changed.length > 0) await c.var.contentChanged()
    return respond(c, AdminPaymentConfigurationSchema, configuration)
  },
)
