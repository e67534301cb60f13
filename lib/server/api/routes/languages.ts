import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { LanguageListSchema } from '@/lib/contract/languages'
import { listEnabledLanguages } from '@/lib/server/services/languages'
import { sameForEveryone } from '../shared-cache'
import { type ApiEnv, jsonContent, respond } from '../http'

export const languagesRoutes = new OpenAPIHono<ApiEnv>()

languagesRoutes.openapi(
  createRoute({
    method: 'get',
    middleware: [sameForEveryone] as const,
    path: '/masters/general/languages',
    tags: ['Settings'],
    summary: 'Enabled languages',
    responses: { 200: jsonContent(LanguageListSchema, 'Language codes in display order') },
  }),
  async (c) => respond(c, LanguageListSchema, await listEnabledLanguages(c.var.db)),
)
