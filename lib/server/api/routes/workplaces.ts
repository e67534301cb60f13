import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { SlugSchema } from '@/lib/contract/content'
import { LocaleSchema } from '@/lib/contract/locales'
import { WorkplaceListQuerySchema, WorkplaceListSchema, WorkplaceSchema } from '@/lib/contract/workplaces'
import { getWorkplace, listWorkplaces } from '@/lib/server/services/workplaces'
import { type ApiEnv, errorResponses, jsonContent, respond } from '../http'
import { sameForEveryone } from '../shared-cache'

export const workplacesRoutes = new OpenAPIHono<ApiEnv>()

const listRoute = (path: string) =>
  createRoute({
    method: 'get',
    middleware: [sameForEveryone] as const,
    path,
    tags: ['Workplaces'],
    summary: 'Published workplaces',
    description:
      'Hospitals, health centres, clinics and residences, by name in alphabetical order. An empty q or province is as if not sent.',
    request: { params: z.object({ lang: LocaleSchema }), query: WorkplaceListQuerySchema },
    responses: {
      200: jsonContent(WorkplaceListSchema, 'One page of workplaces and the total'),
      ...errorResponses(422),
    },
  })

workplacesRoutes.openapi(listRoute('/workplaces/{lang}'), async (c) =>
  respond(
    c,
    WorkplaceListSchema,
    await listWorkplaces(c.var.db, c.req.valid('param').lang, c.req.valid('query')),
  ),
)

// spec §7: public/workplaces
workplacesRoutes.openapi(listRoute('/public/workplaces/{lang}'), async (c) =>
  respond(
    c,
    WorkplaceListSchema,
    await listWorkplaces(c.var.db, c.req.valid('param').lang, c.req.valid('query')),
  ),
)

workplacesRoutes.openapi(
  createRoute({
    method: 'get',
    middleware: [sameForEveryone] as const,
    path: '/public/workplaces/{lang}/{slug}',
    tags: ['Workplaces'],
    summary: 'A published workplace by slug',
    description:
      "A slug of another language's translation answers the workplace in the language asked for, with its own slug.",
    request: { params: z.object({ lang: LocaleSchema, slug: SlugSchema }) },
    responses: { 200: jsonContent(WorkplaceSchema, 'The workplace'), ...errorResponses(404, 422) },
  }),
  async (c) => {
    const { lang, slug } = c.req.valid('param')
    return respond(c, WorkplaceSchema, await getWorkplace(c.var.db, lang, slug))
  },
)
