import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { SlugSchema } from '@/lib/contract/content'
import { LocaleSchema } from '@/lib/contract/locales'
import { PageSchema } from '@/lib/contract/pages'
import { getHomePage, getPage } from '@/lib/server/services/pages'
import { withSpecAliases } from '../openapi'
import { sameForEveryone } from '../shared-cache'
import { type ApiEnv, errorResponses, jsonContent, respond } from '../http'

export const pagesRoutes = new OpenAPIHono<ApiEnv>()

for (const route of withSpecAliases(
  createRoute({
    method: 'get',
    middleware: [sameForEveryone] as const,
    path: '/public/pages/{lang}/{slug}',
    tags: ['Content'],
    summary: 'A published page by slug',
    request: { params: z.object({ lang: LocaleSchema, slug: SlugSchema }) },
    responses: { 200: jsonContent(PageSchema, 'The page'), ...errorResponses(404, 422) },
  }),
  '/microservice/public/pages/{lang}/{slug}',
)) {
  pagesRoutes.openapi(route, async (c) => {
    const { lang, slug } = c.req.valid('param')
    return respond(c, PageSchema, await getPage(c.var.db, lang, slug))
  })
}

pagesRoutes.openapi(
  createRoute({
    method: 'get',
    middleware: [sameForEveryone] as const,
    path: '/public/home/{lang}',
    tags: ['Content'],
    summary: 'The home page',
    request: { params: z.object({ lang: LocaleSchema }) },
    responses: { 200: jsonContent(PageSchema, 'The home page'), ...errorResponses(404, 422) },
  }),
  async (c) => respond(c, PageSchema, await getHomePage(c.var.db, c.req.valid('param').lang)),
)
