import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import {
  ApplicationDetailQuerySchema,
  ApplicationDetailSchema,
  ApplicationIdSchema,
  ApplicationPageSchema,
  CollegiateApplicationsQuerySchema,
  PrecollegiateApplicationsQuerySchema,
} from '@/lib/contract/applications'
import type { Role } from '@/lib/contract/auth'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import { getApplication, listApplications } from '@/lib/server/services/applications'
import { type ApiEnv, errorResponses, jsonContent, respond, signedIn, privateNoStore } from '../http'
import { authenticated, requireUser } from '../session'

export const applicationsRoutes = new OpenAPIHono<ApiEnv>()

const notFound = jsonContent(
  ErrorEnvelopeSchema,
  'APPLICATION_NOT_FOUND: no such application among the caller’s (someone else’s answers the same)',
)

const groups = [
  {
    group: 'collegiates',
    role: 'collegiate',
    who: 'collegiates',
    what: 'courses and events',
    query: CollegiateApplicationsQuerySchema,
  },
  {
    group: 'precollegiates',
    role: 'precollegiate',
    who: 'pre-collegiates',
    what: 'courses (pre-collegiates do not apply to events; kind=event answers 422)',
    query: PrecollegiateApplicationsQuerySchema,
  },
] as const satisfies ReadonlyArray<{ group: string; role: Role; who: string; what: string; query: unknown }>

for (const { group, role, who, what, query } of groups) {
  const base = `/public/${group}/events/applications`
  const tags = ['Applications']

  // GET /public/{collegiates|precollegiates}/events/applications – the caller's applications, newest first
  applicationsRoutes.openapi(
    createRoute({
      method: 'get',
      path: base,
      tags,
      summary: `My applications (${who})`,
      description: `The signed-in person's applications to ${what}, newest first, with the event's title and slug in \`lang\`. Filters: \`kind\`, \`status\`; paging with \`skip\` and \`limit\`. Only for ${who} (403 otherwise).`,
      security: signedIn,
      middleware: [privateNoStore, requireUser({ roles: [role] })] as const,
      request: { query },
      responses: {
        200: jsonContent(ApplicationPageSchema, 'One page of applications, newest first'),
        ...errorResponses(401, 403, 422, 503),
      },
    }),
    async (c) =>
      respond(
        c,
        ApplicationPageSchema,
        await listApplications(c.var.db, authenticated(c).session.user.id, group, c.req.valid('query')),
      ),
  )

  // GET /public/{collegiates|precollegiates}/events/applications/{id} – one application with its status history
  applicationsRoutes.openapi(
    createRoute({
      method: 'get',
      path: `${base}/{id}`,
      tags,
      summary: `One of my applications (${who})`,
      description: `The application, the event or course it is for (in \`lang\`) and every status it has had, oldest first. Someone else's id answers 404 APPLICATION_NOT_FOUND, as an unknown one does. Only for ${who}.`,
      security: signedIn,
      middleware: [privateNoStore, requireUser({ roles: [role] })] as const,
      request: { params: z.object({ id: ApplicationIdSchema }), query: ApplicationDetailQuerySchema },
      responses: {
        200: jsonContent(ApplicationDetailSchema, 'The application and its history'),
        ...errorResponses(401, 403, 422, 503),
        404: notFound,
      },
    }),
    async (c) =>
      respond(
        c,
        ApplicationDetailSchema,
        await getApplication(
          c.var.db,
          authenticated(c).session.user.id,
          group,
          c.req.valid('param').id,
          c.req.valid('query').lang,
        ),
      ),
  )
}
