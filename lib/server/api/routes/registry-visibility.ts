import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { RegistryVisibilitySchema } from '@/lib/contract/registry'
import { getRegistryVisibility, setRegistryVisibility } from '@/lib/server/services/registry-visibility'
import { type ApiEnv, errorResponses, jsonContent, respond, signedIn, privateNoStore } from '../http'
import { authenticated, requireUser } from '../session'

export const registryVisibilityRoutes = new OpenAPIHono<ApiEnv>()

const path = '/public/collegiates/registry-visibility'
const tags = ['Registry']

registryVisibilityRoutes.openapi(
  createRoute({
    method: 'get',
    path,
    tags,
    summary: 'My visibility in the public registry',
    description:
      'The optional fields (specialties, workplace) the signed-in collegiate keeps out of the public registry of collegiates; empty until they choose. Name, collegiate number and standing are always public (Ley 2/1974 art. 10). Only for collegiates (403 otherwise).',
    security: signedIn,
    middleware: [privateNoStore, requireUser({ roles: ['collegiate'] })] as const,
    responses: {
      200: jsonContent(RegistryVisibilitySchema, 'The fields kept out of the registry'),
      ...errorResponses(401, 403, 503),
    },
  }),
  async (c) =>
    respond(
      c,
      RegistryVisibilitySchema,
      await getRegistryVisibility(c.var.db, authenticated(c).session.user.id),
    ),
)

registryVisibilityRoutes.openapi(
  createRoute({
    method: 'put',
    path,
    tags,
    summary: 'Change my visibility in the public registry',
    description:
      'Replaces the list of optional fields kept out of the public registry (each at most once; an empty list shows them all). The registry shows the change at once. Only for collegiates.',
    security: signedIn,
    middleware: [privateNoStore, requireUser({ roles: ['collegiate'] })] as const,
    request: {
      body: { required: true, content: { 'application/json': { schema: RegistryVisibilitySchema } } },
    },
    responses: {
      200: jsonContent(RegistryVisibilitySchema, 'The fields kept out of the registry, after the change'),
      ...errorResponses(400, 401, 403, 415, 422, 503),
    },
  }),
  async (c) => {
    const visibility = await setRegistryVisibility(
      c.var.db,
      authenticated(c).session.user.id,
      c.req.valid('json'),
    )
    // The public registry's answers are kept in the shared cache: drop them so it stops showing the fields now.
    c.var.sharedCache?.clear()
    return respond(c, RegistryVisibilitySchema, visibility)
  },
)
