import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import {
  CollegiateProfilePatchSchema,
  CollegiateProfileSchema,
  PrecollegiateProfilePatchSchema,
  PrecollegiateProfileSchema,
} from '@/lib/contract/profile'
import { getCollegiateProfile, getPrecollegiateProfile, updateProfile } from '@/lib/server/services/profile'
import { type ApiEnv, errorResponses, jsonContent, respond, signedIn, privateNoStore } from '../http'
import { authenticated, requireUser } from '../session'

export const profileRoutes = new OpenAPIHono<ApiEnv>()

const tags = ['Profile']

profileRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/public/collegiates',
    tags,
    summary: 'My profile (collegiates)',
    description:
      'Personal, address, academic, economic and professional data of the signed-in collegiate, with the latest attachment of each proving kind. Empty fields (null) when nothing was saved yet. Only for collegiates (403 otherwise).',
    security: signedIn,
    middleware: [privateNoStore, requireUser({ roles: ['collegiate'] })] as const,
    responses: {
      200: jsonContent(CollegiateProfileSchema, 'The profile'),
      ...errorResponses(401, 403, 503),
    },
  }),
  async (c) =>
    respond(
      c,
      CollegiateProfileSchema,
      await getCollegiateProfile(c.var.db, authenticated(c).session.user.id),
    ),
)

profileRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/public/collegiates',
    tags,
    summary: 'Change my profile (collegiates)',
    description:
      'One or more of the sections main, address, academic, economic and professional; each section sent replaces that section, the others are kept. Collegiate code, status and discounts are set by the association and cannot be sent. Answers the whole profile. 422 lists each field refused (spec §5).',
    security: signedIn,
    middleware: [privateNoStore, requireUser({ roles: ['collegiate'] })] as const,
    request: {
      body: { required: true, content: { 'application/json': { schema: CollegiateProfilePatchSchema } } },
    },
    responses: {
      200: jsonContent(CollegiateProfileSchema, 'The profile after the change'),
      ...errorResponses(400, 401, 403, 415, 422, 503),
    },
  }),
  async (c) => {
    const userId = authenticated(c).session.user.id
    await updateProfile(c.var.db, userId, c.req.valid('json'))
    // The public registry shows a collegiate's specialties and workplace: it answers afresh at once.
    c.var.sharedCache?.clear()
    return respond(c, CollegiateProfileSchema, await getCollegiateProfile(c.var.db, userId))
  },
)

profileRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/public/precollegiates',
    tags,
    summary: 'My profile (pre-collegiates)',
    description:
      'Personal, address and academic data of the signed-in pre-collegiate, with the latest attachment of each proving kind. Empty fields (null) when nothing was saved yet. Only for pre-collegiates (403 otherwise).',
    security: signedIn,
    middleware: [privateNoStore, requireUser({ roles: ['precollegiate'] })] as const,
    responses: {
      200: jsonContent(PrecollegiateProfileSchema, 'The profile'),
      ...errorResponses(401, 403, 503),
    },
  }),
  async (c) =>
    respond(
      c,
      PrecollegiateProfileSchema,
      await getPrecollegiateProfile(c.var.db, authenticated(c).session.user.id),
    ),
)

profileRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/public/precollegiates',
    tags,
    summary: 'Change my profile (pre-collegiates)',
    description:
      'One or more of the sections main, address and academic (studies in progress: dates and CSV optional); economic or professional data answer 422. Answers the whole profile.',
    security: signedIn,
    middleware: [privateNoStore, requireUser({ roles: ['precollegiate'] })] as const,
    request: {
      body: { required: true, content: { 'application/json': { schema: PrecollegiateProfilePatchSchema } } },
    },
    responses: {
      200: jsonContent(PrecollegiateProfileSchema, 'The profile after the change'),
      ...errorResponses(400, 401, 403, 415, 422, 503),
    },
  }),
  async (c) => {
    const userId = authenticated(c).session.user.id
    await updateProfile(c.var.db, userId, c.req.valid('json'))
    return respond(c, PrecollegiateProfileSchema, await getPrecollegiateProfile(c.var.db, userId))
  },
)
