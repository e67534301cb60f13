import 'server-only'
import { OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { adminBasePath } from '@/lib/contract/admin'
import {
  AdminTermInputSchema,
  AdminTermListQuerySchema,
  AdminTermPageSchema,
  AdminTermSchema,
  AdminTermUpdateSchema,
} from '@/lib/contract/admin-resources'
import { SerialIdSchema } from '@/lib/contract/listing'
import {
  adminCreateTerm,
  adminDeleteTerm,
  adminGetTerm,
  adminListTerms,
  adminUpdateTerm,
} from '@/lib/server/services/admin-resources'
import { adminRoute, staffActor } from '../admin'
import { type ApiEnv, errorResponses, jsonContent, respond } from '../http'

export const adminTermsRoutes = new OpenAPIHono<ApiEnv>()

const tags = ['Back-office: content']
const path = `${adminBasePath}/terms`
const idParam = z.object({ id: SerialIdSchema.describe('The term') })
const body = <S extends z.ZodType>(schema: S) => ({
  body: { content: { 'application/json': { schema } }, required: true },
})

adminTermsRoutes.openapi(
  adminRoute({
    method: 'get',
    path,
    tags,
    summary: 'Categories, types and modes (staff)',
    description: '`vocabulary` picks one list; `q` finds words in the key or a name in any language.',
    request: { query: AdminTermListQuerySchema },
    responses: {
      200: jsonContent(AdminTermPageSchema, 'A page of terms and the total'),
      ...errorResponses(422),
    },
  }),
  async (c) => respond(c, AdminTermPageSchema, await adminListTerms(c.var.db, c.req.valid('query'))),
)

adminTermsRoutes.openapi(
  adminRoute({
    method: 'post',
    path,
    tags,
    summary: 'Create a category, type or mode (staff)',
    description:
      'The key is unique in its vocabulary (409 TERM_KEY_TAKEN); a colour must keep WCAG AA contrast on white. Logged.',
    request: body(AdminTermInputSchema),
    responses: { 201: jsonContent(AdminTermSchema, 'The term created'), ...errorResponses(409, 422) },
  }),
  async (c) => {
    const term = await adminCreateTerm(c.var.db, staffActor(c), c.req.valid('json'))
    await c.var.contentChanged()
    return respond(c, AdminTermSchema, term, 201)
  },
)

adminTermsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${path}/{id}`,
    tags,
    summary: 'A category, type or mode (staff)',
    request: { params: idParam },
    responses: { 200: jsonContent(AdminTermSchema, 'The term'), ...errorResponses(404, 422) },
  }),
  async (c) => respond(c, AdminTermSchema, await adminGetTerm(c.var.db, c.req.valid('param').id)),
)

adminTermsRoutes.openapi(
  adminRoute({
    method: 'put',
    path: `${path}/{id}`,
    tags,
    summary: 'Edit a category, type or mode (staff)',
    description: 'A language whose name is empty or null loses it. The vocabulary cannot change. Logged.',
    request: { params: idParam, ...body(AdminTermUpdateSchema) },
    responses: { 200: jsonContent(AdminTermSchema, 'The term as saved'), ...errorResponses(404, 409, 422) },
  }),
  async (c) => {
    const term = await adminUpdateTerm(c.var.db, staffActor(c), c.req.valid('param').id, c.req.valid('json'))
    await c.var.contentChanged()
    return respond(c, AdminTermSchema, term)
  },
)

adminTermsRoutes.openapi(
  adminRoute({
    method: 'delete',
    path: `${path}/{id}`,
    tags,
    summary: 'Delete a category, type or mode (staff)',
    description:
      'A term some news, event, library item or online resource uses answers 409 TERM_IN_USE, the reason naming ' +
      'where (`news=2,resources=1`). Members lose it from their subscriptions. Logged.',
    request: { params: idParam },
    responses: { 200: jsonContent(AdminTermSchema, 'The term deleted'), ...errorResponses(404, 409, 422) },
  }),
  async (c) => {
    const term = await adminDeleteTerm(c.var.db, staffActor(c), c.req.valid('param').id)
    await c.var.contentChanged()
    return respond(c, AdminTermSchema, term)
  },
)
