import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { LocaleSchema } from '@/lib/contract/locales'
import { TemplateSchema, TemplateSectionSchema } from '@/lib/contract/templates'
import { getTemplate } from '@/lib/server/services/templates'
import { sameForEveryone } from '../shared-cache'
import { type ApiEnv, errorResponses, jsonContent, respond } from '../http'

export const templatesRoutes = new OpenAPIHono<ApiEnv>()

templatesRoutes.openapi(
  createRoute({
    method: 'get',
    middleware: [sameForEveryone] as const,
    path: '/public/templates/{section}/{lang}',
    tags: ['Content'],
    summary: "A section's block of text (e.g. a list page's intro)",
    request: { params: z.object({ section: TemplateSectionSchema, lang: LocaleSchema }) },
    responses: { 200: jsonContent(TemplateSchema, 'The template'), ...errorResponses(404, 422) },
  }),
  async (c) => {
    const { section, lang } = c.req.valid('param')
    return respond(c, TemplateSchema, await getTemplate(c.var.db, section, lang))
  },
)
