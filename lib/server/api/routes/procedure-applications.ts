import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import type { Role } from '@/lib/contract/auth'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import { PagingQuerySchema } from '@/lib/contract/listing'
import {
  GenericProcedureApplicationDetailQuerySchema,
  GenericProcedureApplicationDetailSchema,
  GenericProcedureApplicationPageSchema,
  GenericProcedureApplicationsQuerySchema,
  ProcedureApplicationIdSchema,
  RegistrationApplicationPageSchema,
} from '@/lib/contract/procedure-applications'
import {
  getGenericApplication,
  listGenericApplications,
  listRegistrationApplications,
} from '@/lib/server/services/procedure-applications'
import { type ApiEnv, errorResponses, jsonContent, respond, signedIn, privateNoStore } from '../http'
import { authenticated, requireUser } from '../session'

export const procedureApplicationsRoutes = new OpenAPIHono<ApiEnv>()

const groups = [
  { segment: 'collegiates', role: 'collegiate', who: 'collegiates' },
  { segment: 'precollegiates', role: 'precollegiate', who: 'pre-collegiates' },
] as const satisfies ReadonlyArray<{ segment: string; role: Role; who: string }>

const notFound = jsonContent(
  ErrorEnvelopeSchema,
  'APPLICATION_NOT_FOUND: no such application among the caller’s (someone else’s answers the same)',
)

for (const { segment, role, who } of groups) {
  const base = `/public/${segment}`

  procedureApplicationsRoutes.openapi(
    createRoute({
      method: 'get',
      path: `${base}/generic-procedures/applications`,
      tags: ['Procedure applications'],
      summary: `My generic procedure applications (${who})`,
      description: `The signed-in person's applications to the generic procedures (legal advice, single window, other procedures), latest first; \`type\` keeps one process type. Procedure titles in \`lang\`. Only for ${who} (403 otherwise).`,
      security: signedIn,
      middleware: [privateNoStore, requireUser({ roles: [role] })] as const,
      request: { query: GenericProcedureApplicationsQuerySchema },
      responses: {
        200: jsonContent(GenericProcedureApplicationPageSchema, 'One page of applications'),
        ...errorResponses(401, 403, 422, 503),
      },
    }),
    async (c) =>
      respond(
        c,
        GenericProcedureApplicationPageSchema,
        await listGenericApplications(c.var.db, authenticated(c).session.user.id, c.req.valid('query')),
      ),
  )

  procedureApplicationsRoutes.openapi(
    createRoute({
      method: 'get',
      path: `${base}/generic-procedures/applications/{id}`,
      tags: ['Procedure applications'],
      summary: `A generic procedure application with its history (${who})`,
      description: `One of the signed-in person's applications, with every change of status, oldest first. Someone else's answers 404 APPLICATION_NOT_FOUND, as a missing one does. Only for ${who}.`,
      security: signedIn,
      middleware: [privateNoStore, requireUser({ roles: [role] })] as const,
      request: {
        params: z.object({ id: ProcedureApplicationIdSchema }),
        query: GenericProcedureApplicationDetailQuerySchema,
      },
      responses: {
        200: jsonContent(GenericProcedureApplicationDetailSchema, 'The application and its history'),
        ...errorResponses(401, 403, 422, 503),
        404: notFound,
      },
    }),
    async (c) =>
      respond(
        c,
        GenericProcedureApplicationDetailSchema,
        await getGenericApplication(
          c.var.db,
          authenticated(c).session.user.id,
          c.req.valid('param').id,
          c.req.valid('query').lang,
        ),
      ),
  )

  procedureApplicationsRoutes.openapi(
    createRoute({
      method: 'get',
      path: `${base}/procedures/applications`,
      tags: ['Procedure applications'],
      summary: `My registration applications (${who})`,
      description: `The signed-in person's applications to the registration procedures (collegiate, pre-collegiate, professional society), latest first, each with the statuses it went through and what the association said with each change. Only for ${who}.`,
      security: signedIn,
      middleware: [privateNoStore, requireUser({ roles: [role] })] as const,
      request: { query: PagingQuerySchema },
      responses: {
        200: jsonContent(RegistrationApplicationPageSchema, 'One page of applications'),
        ...errorResponses(401, 403, 422, 503),
      },
    }),
    async (c) =>
      respond(
        c,
        RegistrationApplicationPageSchema,
        await listRegistrationApplications(c.var.db, authenticated(c).session.user.id, c.req.valid('query')),
      ),
  )
}
