import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { LocaleSchema } from '@/lib/contract/locales'
import { SettingsSchema } from '@/lib/contract/settings'
import { getSettings } from '@/lib/server/services/settings'
import { withSpecAliases } from '../openapi'
import { sameForEveryone } from '../shared-cache'
import { type ApiEnv, errorResponses, jsonContent, respond } from '../http'

export const settingsRoutes = new OpenAPIHono<ApiEnv>()

const responses = { 200: jsonContent(SettingsSchema, "The language's settings"), ...errorResponses(404, 422) }

for (const route of withSpecAliases(
  createRoute({
    method: 'get',
    middleware: [sameForEveryone] as const,
    path: '/public/settings',
    tags: ['Settings'],
    summary: 'Portal settings for a language',
    request: { query: z.object({ lang: LocaleSchema.default('es') }) },
    responses,
  }),
  '/microservice/public/settings',
)) {
  settingsRoutes.openapi(route, async (c) =>
    respond(c, SettingsSchema, await getSettings(c.var.db, c.req.valid('query').lang)),
  )
}

settingsRoutes.openapi(
  createRoute({
    method: 'get',
    middleware: [sameForEveryone] as const,
    path: '/settings/{lang}',
    tags: ['Settings'],
    summary: 'Portal settings for a language',
    request: { params: z.object({ lang: LocaleSchema }) },
    responses,
  }),
  async (c) => respond(c, SettingsSchema, await getSettings(c.var.db, c.req.valid('param').lang)),
)
