import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { SlugSchema } from '@/lib/contract/content'
import { LocaleSchema } from '@/lib/contract/locales'
import { NavbarSchema, NavbarsSchema } from '@/lib/contract/navigation'
import { getNavbar, getNavbars } from '@/lib/server/services/navigation'
import { sameForEveryone } from '../shared-cache'
import { type ApiEnv, errorResponses, jsonContent, respond } from '../http'

export const navigationRoutes = new OpenAPIHono<ApiEnv>()

const langQuery = z.object({ lang: LocaleSchema.default('es') })

navigationRoutes.openapi(
  createRoute({
    method: 'get',
    middleware: [sameForEveryone] as const,
    path: '/public/navbar',
    tags: ['Navigation'],
    summary: "A language's navbars",
    request: { query: langQuery },
    responses: {
      200: jsonContent(NavbarsSchema, 'Top, footer columns and legal strip'),
      ...errorResponses(404, 422),
    },
  }),
  async (c) => respond(c, NavbarsSchema, await getNavbars(c.var.db, c.req.valid('query').lang)),
)

navigationRoutes.openapi(
  createRoute({
    method: 'get',
    middleware: [sameForEveryone] as const,
    path: '/navbar/{slug}',
    tags: ['Navigation'],
    summary: 'One navbar by slug',
    request: { params: z.object({ slug: SlugSchema }), query: langQuery },
    responses: { 200: jsonContent(NavbarSchema, 'The navbar with its items'), ...errorResponses(404, 422) },
  }),
  async (c) =>
    respond(c, NavbarSchema, await getNavbar(c.var.db, c.req.valid('query').lang, c.req.valid('param').slug)),
)
