import 'server-only'
import { OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { adminBasePath } from '@/lib/contract/admin'
import {
  AdminNewsInputSchema,
  AdminNewsListQuerySchema,
  AdminNewsPageSchema,
  AdminNewsSchema,
  AdminPageInputSchema,
  AdminPageListQuerySchema,
  AdminPagePageSchema,
  AdminPageSchema,
} from '@/lib/contract/admin-content'
import {
  AdminEventInputSchema,
  AdminEventListQuerySchema,
  AdminEventPageSchema,
  AdminEventSchema,
} from '@/lib/contract/admin-events'
import {
  AdminResourceCardInputSchema,
  AdminResourceCardListQuerySchema,
  AdminResourceCardPageSchema,
  AdminResourceCardSchema,
  AdminResourceInputSchema,
  AdminResourceListQuerySchema,
  AdminResourcePageSchema,
  AdminResourceSchema,
} from '@/lib/contract/admin-resources'
import {
  AdminProcedureInputSchema,
  AdminProcedureListQuerySchema,
  AdminProcedurePageSchema,
  AdminProcedureSchema,
} from '@/lib/contract/admin-procedures'
import { SerialIdSchema } from '@/lib/contract/listing'
import type { Database } from '@/lib/server/db/client'
import {
  adminCreateNews,
  adminCreatePage,
  adminDeleteNews,
  adminDeletePage,
  adminGetNews,
  adminGetPage,
  adminListNews,
  adminListPages,
  adminUpdateNews,
  adminUpdatePage,
  type ContentWrite,
} from '@/lib/server/services/admin-content'
import {
  AdminJobInputSchema,
  AdminJobListQuerySchema,
  AdminJobPageSchema,
  AdminJobSchema,
  AdminWorkplaceInputSchema,
  AdminWorkplaceListQuerySchema,
  AdminWorkplacePageSchema,
  AdminWorkplaceSchema,
} from '@/lib/contract/admin-jobs'
import {
  adminCreateJob,
  adminCreateWorkplace,
  adminDeleteJob,
  adminDeleteWorkplace,
  adminGetJob,
  adminGetWorkplace,
  adminListJobs,
  adminListWorkplaces,
  adminUpdateJob,
  adminUpdateWorkplace,
} from '@/lib/server/services/admin-jobs'
import {
  adminCreateEvent,
  adminDeleteEvent,
  adminGetEvent,
  adminListEvents,
  adminUpdateEvent,
} from '@/lib/server/services/admin-events'
import {
  adminCreateResource,
  adminCreateResourceCard,
  adminDeleteResource,
  adminDeleteResourceCard,
  adminGetResource,
  adminGetResourceCard,
  adminListResourceCards,
  adminListResources,
  adminUpdateResource,
  adminUpdateResourceCard,
} from '@/lib/server/services/admin-resources'
import {
  adminCreateProcedure,
  adminDeleteProcedure,
  adminGetProcedure,
  adminListProcedures,
  adminUpdateProcedure,
} from '@/lib/server/services/admin-procedures'
import type { StaffActor } from '@/lib/server/services/staff-actions'
import { adminRoute, staffActor } from '../admin'
import { type ApiEnv, errorResponses, jsonContent, respond } from '../http'

export const adminContentRoutes = new OpenAPIHono<ApiEnv>()

const tags = ['Back-office: content']
const idParam = z.object({ id: SerialIdSchema.describe('The item') })

interface ContentKind<
  Query extends z.ZodType,
  Page extends z.ZodType,
  Item extends z.ZodType,
  Input extends z.ZodType,
> {
  segment: string
  noun: string
  listQuery: Query
  page: Page
  item: Item
  input: Input
  list: (db: Database, query: z.output<Query>) => Promise<z.input<Page>>
  get: (db: Database, id: number) => Promise<z.input<Item>>
  create: (db: Database, actor: StaffActor, values: z.output<Input>) => Promise<ContentWrite<z.input<Item>>>
  update: (
    db: Database,
    actor: StaffActor,
    id: number,
    values: z.output<Input>,
  ) => Promise<ContentWrite<z.input<Item>>>
  remove: (db: Database, actor: StaffActor, id: number) => Promise<ContentWrite<z.input<Item>>>
  removeRefusal?: string
  updateRefusal?: string
}

async function published<T>(c: { var: ApiEnv['Variables'] }, write: ContentWrite<T>): Promise<T> {
  if (write.publicChange) await c.var.contentChanged()
  return write.item
}

/** The generic routes lose hono's inferred types. */
const validated = <T>(
  c: { req: { valid: (target: never) => unknown } },
  target: 'query' | 'json' | 'param',
) => c.req.valid(target as never) as T

function contentRoutes<Q extends z.ZodType, P extends z.ZodType, I extends z.ZodType, N extends z.ZodType>(
  kind: ContentKind<Q, P, I, N>,
) {
  const path = `${adminBasePath}/${kind.segment}`
  const body = { content: { 'application/json': { schema: kind.input } }, required: true }

  adminContentRoutes.openapi(
    adminRoute({
      method: 'get',
      path,
      tags,
      summary: `Every ${kind.noun} in any status (staff)`,
      description:
        '`q` finds words in the title or text of any language; `sort` names one of the listed fields.',
      request: { query: kind.listQuery as never },
      responses: { 200: jsonContent(kind.page, 'A page of items and the total'), ...errorResponses(422) },
    }),
    async (c) => respond(c, kind.page, await kind.list(c.var.db, validated<z.output<Q>>(c, 'query'))),
  )

  adminContentRoutes.openapi(
    adminRoute({
      method: 'post',
      path,
      tags,
      summary: `Create a ${kind.noun} (staff)`,
      description:
        'Spanish is required, the other languages optional. Bodies are sanitised. A slug another item of the ' +
        'kind has in that language answers 409 SLUG_TAKEN with the language as the reason. Logged.',
      request: { body },
      responses: { 201: jsonContent(kind.item, 'The item created'), ...errorResponses(409, 422) },
    }),
    async (c) => {
      const write = await kind.create(c.var.db, staffActor(c), validated<z.output<N>>(c, 'json'))
      return respond(c, kind.item, await published(c, write), 201)
    },
  )

  adminContentRoutes.openapi(
    adminRoute({
      method: 'get',
      path: `${path}/{id}`,
      tags,
      summary: `A ${kind.noun} with its texts in every language (staff)`,
      request: { params: idParam },
      responses: { 200: jsonContent(kind.item, 'The item'), ...errorResponses(404, 422) },
    }),
    async (c) => respond(c, kind.item, await kind.get(c.var.db, c.req.valid('param').id)),
  )

  adminContentRoutes.openapi(
    adminRoute({
      method: 'put',
      path: `${path}/{id}`,
      tags,
      summary: `Edit a ${kind.noun} (staff)`,
      description: [
        'The whole item: a language sent as null (or left out) loses its translation. Logged.',
        kind.updateRefusal,
      ]
        .filter(Boolean)
        .join(' '),
      request: { params: idParam, body },
      responses: { 200: jsonContent(kind.item, 'The item as saved'), ...errorResponses(404, 409, 422) },
    }),
    async (c) => {
      const { id } = validated<{ id: number }>(c, 'param')
      const write = await kind.update(c.var.db, staffActor(c), id, validated<z.output<N>>(c, 'json'))
      return respond(c, kind.item, await published(c, write))
    },
  )

  adminContentRoutes.openapi(
    adminRoute({
      method: 'delete',
      path: `${path}/{id}`,
      tags,
      summary: `Delete a ${kind.noun} (staff)`,
      description: `Removes it in every language; archiving or discarding keeps it instead. Logged.${
        kind.removeRefusal ? ` ${kind.removeRefusal}` : ''
      }`,
      request: { params: idParam },
      responses: {
        200: jsonContent(kind.item, 'The item deleted'),
        ...(kind.removeRefusal ? errorResponses(404, 409, 422) : errorResponses(404, 422)),
      },
    }),
    async (c) => {
      const write = await kind.remove(c.var.db, staffActor(c), c.req.valid('param').id)
      return respond(c, kind.item, await published(c, write))
    },
  )
}

contentRoutes({
  segment: 'news',
  noun: 'news item',
  listQuery: AdminNewsListQuerySchema,
  page: AdminNewsPageSchema,
  item: AdminNewsSchema,
  input: AdminNewsInputSchema,
  list: adminListNews,
  get: adminGetNews,
  create: adminCreateNews,
  update: adminUpdateNews,
  remove: adminDeleteNews,
})

contentRoutes({
  segment: 'pages',
  noun: 'content page',
  listQuery: AdminPageListQuerySchema,
  page: AdminPagePageSchema,
  item: AdminPageSchema,
  input: AdminPageInputSchema,
  list: adminListPages,
  get: adminGetPage,
  create: adminCreatePage,
  update: adminUpdatePage,
  remove: adminDeletePage,
})

contentRoutes({
  segment: 'jobs',
  noun: 'job offer',
  listQuery: AdminJobListQuerySchema,
  page: AdminJobPageSchema,
  item: AdminJobSchema,
  input: AdminJobInputSchema,
  list: adminListJobs,
  get: adminGetJob,
  create: adminCreateJob,
  update: adminUpdateJob,
  remove: adminDeleteJob,
  removeRefusal:
    'A job offer the public complained about answers 409 JOB_HAS_COMPLAINTS (archive it instead).',
})

contentRoutes({
  segment: 'workplaces',
  noun: 'workplace',
  listQuery: AdminWorkplaceListQuerySchema,
  page: AdminWorkplacePageSchema,
  item: AdminWorkplaceSchema,
  input: AdminWorkplaceInputSchema,
  list: adminListWorkplaces,
  get: adminGetWorkplace,
  create: adminCreateWorkplace,
  update: adminUpdateWorkplace,
  remove: adminDeleteWorkplace,
})

contentRoutes({
  segment: 'events',
  noun: 'event or course',
  listQuery: AdminEventListQuerySchema,
  page: AdminEventPageSchema,
  item: AdminEventSchema,
  input: AdminEventInputSchema,
  list: adminListEvents,
  get: adminGetEvent,
  create: adminCreateEvent,
  update: adminUpdateEvent,
  remove: adminDeleteEvent,
  removeRefusal:
    'An event with applications answers 409 EVENT_HAS_APPLICATIONS (archive or discard it instead).',
  updateRefusal:
    'Places below those taken answer 409 EVENT_SLOTS_BELOW_TAKEN; no longer admitting a group (left out, or ' +
    'pre-collegiates when made an event) while some of it hold open applications answers 409 ' +
    'EVENT_GROUP_HAS_APPLICATIONS.',
})

contentRoutes({
  segment: 'resources',
  noun: 'library item',
  listQuery: AdminResourceListQuerySchema,
  page: AdminResourcePageSchema,
  item: AdminResourceSchema,
  input: AdminResourceInputSchema,
  list: adminListResources,
  get: adminGetResource,
  create: adminCreateResource,
  update: adminUpdateResource,
  remove: adminDeleteResource,
  removeRefusal: 'An item ever lent or asked for answers 409 RESOURCE_HAS_LOANS (archive it instead).',
})

contentRoutes({
  segment: 'resource-cards',
  noun: 'online resource',
  listQuery: AdminResourceCardListQuerySchema,
  page: AdminResourceCardPageSchema,
  item: AdminResourceCardSchema,
  input: AdminResourceCardInputSchema,
  list: adminListResourceCards,
  get: adminGetResourceCard,
  create: adminCreateResourceCard,
  update: adminUpdateResourceCard,
  remove: adminDeleteResourceCard,
})

// A form that drops what applications answered answers 409.
contentRoutes({
  segment: 'generic-procedures',
  noun: 'generic procedure',
  listQuery: AdminProcedureListQuerySchema,
  page: AdminProcedurePageSchema,
  item: AdminProcedureSchema,
  input: AdminProcedureInputSchema,
  list: adminListProcedures,
  get: adminGetProcedure,
  create: adminCreateProcedure,
  update: adminUpdateProcedure,
  remove: adminDeleteProcedure,
  removeRefusal:
    'A procedure with applications answers 409 PROCEDURE_HAS_APPLICATIONS (archive it or close its window).',
})
