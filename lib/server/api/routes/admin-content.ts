import 'server-only'
import { OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { adminBasePath } from '@/lib/contract/admin'
import {
  AdminNewsInputSchema,
  AdminNewsListQuerySchema,
  AdminNewsPageSchema,
  AdminNewsSchema,
} from '@/lib/contract/admin-content'
import { SerialIdSchema } from '@/lib/contract/listing'
import {
  adminCreateNews,
  adminDeleteNews,
  adminGetNews,
  adminListNews,
  adminUpdateNews,
  type ContentWrite,
} from '@/lib/server/services/admin-content'
import { adminRoute, staffActor } from '../admin'
import { type ApiEnv, errorResponses, jsonContent, respond } from '../http'

export const adminContentRoutes = new OpenAPIHono<ApiEnv>()

const tags = ['Back-office']
const idParam = z.object({ id: SerialIdSchema.describe('The item') })

/** Revalidates the public pages when the write changed what the public sees, then answers the item. */
async function published<T>(c: { var: ApiEnv['Variables'] }, write: ContentWrite<T>): Promise<T> {
  if (write.publicChange) await c.var.contentChanged()
  return write.item
}

// GET /admin/news – news in any status, searched in every language, filtered by status and category
adminContentRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/news`,
    tags,
    summary: 'News in any status (staff)',
    description:
      '`q` finds words in the title or text of any language; sort by publish_at, updated_at, title or status.',
    request: { query: AdminNewsListQuerySchema },
    responses: {
      200: jsonContent(AdminNewsPageSchema, 'A page of news and the total'),
      ...errorResponses(422),
    },
  }),
  async (c) => respond(c, AdminNewsPageSchema, await adminListNews(c.var.db, c.req.valid('query'))),
)

// POST /admin/news – a news item in one to four languages (Spanish required)
adminContentRoutes.openapi(
  adminRoute({
    method: 'post',
    path: `${adminBasePath}/news`,
    tags,
    summary: 'Create a news item (staff)',
    description:
      'Spanish is required, the other languages optional. Bodies are sanitised. A slug another news item has in ' +
      'that language answers 409 SLUG_TAKEN with the language as the reason.',
    request: { body: { content: { 'application/json': { schema: AdminNewsInputSchema } }, required: true } },
    responses: {
      201: jsonContent(AdminNewsSchema, 'The news item created'),
      ...errorResponses(409, 422),
    },
  }),
  async (c) => {
    const write = await adminCreateNews(c.var.db, staffActor(c), c.req.valid('json'))
    return respond(c, AdminNewsSchema, await published(c, write), 201)
  },
)

// GET /admin/news/{id} – a news item with every translation
adminContentRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/news/{id}`,
    tags,
    summary: 'A news item with its texts in every language (staff)',
    request: { params: idParam },
    responses: { 200: jsonContent(AdminNewsSchema, 'The news item'), ...errorResponses(404, 422) },
  }),
  async (c) => respond(c, AdminNewsSchema, await adminGetNews(c.var.db, c.req.valid('param').id)),
)

// PUT /admin/news/{id} – replace a news item's fields and texts (a language sent as null is removed)
adminContentRoutes.openapi(
  adminRoute({
    method: 'put',
    path: `${adminBasePath}/news/{id}`,
    tags,
    summary: 'Edit a news item (staff)',
    description: 'The whole item: a language sent as null (or left out) loses its translation. Logged.',
    request: {
      params: idParam,
      body: { content: { 'application/json': { schema: AdminNewsInputSchema } }, required: true },
    },
    responses: {
      200: jsonContent(AdminNewsSchema, 'The news item as saved'),
      ...errorResponses(404, 409, 422),
    },
  }),
  async (c) => {
    const write = await adminUpdateNews(c.var.db, staffActor(c), c.req.valid('param').id, c.req.valid('json'))
    return respond(c, AdminNewsSchema, await published(c, write))
  },
)

// DELETE /admin/news/{id} – delete a news item and its texts
adminContentRoutes.openapi(
  adminRoute({
    method: 'delete',
    path: `${adminBasePath}/news/{id}`,
    tags,
    summary: 'Delete a news item (staff)',
    description: 'Removes it in every language; archiving or discarding keeps it instead. Logged.',
    request: { params: idParam },
    responses: { 200: jsonContent(AdminNewsSchema, 'The news item deleted'), ...errorResponses(404, 422) },
  }),
  async (c) => {
    const write = await adminDeleteNews(c.var.db, staffActor(c), c.req.valid('param').id)
    return respond(c, AdminNewsSchema, await published(c, write))
  },
)
