import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { SlugSchema } from '@/lib/contract/content'
import { PagingQuerySchema, SerialIdSchema } from '@/lib/contract/listing'
import { LocaleSchema } from '@/lib/contract/locales'
import {
  MyStarsSchema,
  ResourceCardListQuerySchema,
  ResourceCardPageSchema,
  ResourceCategoryPageSchema,
  ResourceListQuerySchema,
  ResourcePageSchema,
  ResourceSchema,
  StarsInputSchema,
  StarsResultSchema,
} from '@/lib/contract/resources'
import {
  getResource,
  listResourceCards,
  listResourceCategories,
  listResources,
  myStars,
  rate,
  type RatedKind,
} from '@/lib/server/services/resources'
import { withSpecAliases } from '../openapi'
import { sameForEveryone } from '../shared-cache'
import { type ApiEnv, errorResponses, jsonContent, noStore, respond, signedIn } from '../http'
import { authenticated, requireUser } from '../session'

export const resourcesRoutes = new OpenAPIHono<ApiEnv>()

const langParam = z.object({ lang: LocaleSchema })
const idParam = z.object({
  id: SerialIdSchema.describe('The id of the item'),
})

resourcesRoutes.openapi(
  createRoute({
    method: 'get',
    middleware: [sameForEveryone] as const,
    path: '/resources/{lang}',
    tags: ['Resources'],
    summary: 'The lending library',
    description:
      'Published items, newest first. `applicable_online` is always sent: `true` keeps only the items whose loan can be requested online, `false` answers them all. `categories` may be repeated (an item in any of them matches); `q` finds every word in the title, summary and body, in any case and with or without accents. A filter sent empty counts as not sent.',
    request: { params: langParam, query: ResourceListQuerySchema },
    responses: { 200: jsonContent(ResourcePageSchema, 'One page of items'), ...errorResponses(422) },
  }),
  async (c) => {
    const { lang } = c.req.valid('param')
    return respond(c, ResourcePageSchema, await listResources(c.var.db, lang, c.req.valid('query')))
  },
)

for (const route of withSpecAliases(
  createRoute({
    method: 'get',
    middleware: [sameForEveryone] as const,
    path: '/resource-cards/{lang}',
    tags: ['Resources'],
    summary: 'The online resources (cards that link out)',
    description:
      'Published cards, newest first. `categories` may be repeated (a card in any of them matches); filters sent empty count as not sent.',
    request: { params: langParam, query: ResourceCardListQuerySchema },
    responses: { 200: jsonContent(ResourceCardPageSchema, 'One page of cards'), ...errorResponses(422) },
  }),
  '/public/cards/resources/{lang}',
)) {
  resourcesRoutes.openapi(route, async (c) => {
    const { lang } = c.req.valid('param')
    return respond(c, ResourceCardPageSchema, await listResourceCards(c.var.db, lang, c.req.valid('query')))
  })
}

// Registered before /public/resources/{lang}/{slug}, which would otherwise take the alias.
for (const route of withSpecAliases(
  createRoute({
    method: 'get',
    middleware: [sameForEveryone] as const,
    path: '/resource-categories/{lang}',
    tags: ['Resources'],
    summary: 'The resource categories',
    request: { params: langParam, query: PagingQuerySchema },
    responses: {
      200: jsonContent(ResourceCategoryPageSchema, 'One page of categories, in their order'),
      ...errorResponses(422),
    },
  }),
  '/public/resources/categories/{lang}',
)) {
  resourcesRoutes.openapi(route, async (c) => {
    const { lang } = c.req.valid('param')
    return respond(
      c,
      ResourceCategoryPageSchema,
      await listResourceCategories(c.var.db, lang, c.req.valid('query')),
    )
  })
}

resourcesRoutes.openapi(
  createRoute({
    method: 'get',
    middleware: [sameForEveryone] as const,
    path: '/public/resources/{lang}/{slug}',
    tags: ['Resources'],
    summary: 'A published item of the lending library',
    description:
      "The slug of the item's translation in another language answers the item in `lang` too, with its own slug.",
    request: { params: z.object({ lang: LocaleSchema, slug: SlugSchema }) },
    responses: { 200: jsonContent(ResourceSchema, 'The item'), ...errorResponses(404, 422) },
  }),
  async (c) => {
    const { lang, slug } = c.req.valid('param')
    return respond(c, ResourceSchema, await getResource(c.var.db, lang, slug))
  },
)

function starsRoutes(kind: RatedKind, path: string, what: string) {
  resourcesRoutes.openapi(
    createRoute({
      method: 'patch',
      path: `${path}/{id}/stars`,
      tags: ['Resources'],
      summary: `Rate ${what}`,
      description: `One vote per person and ${what}: a second one answers 409 \`{"detail":"RATING_ALREADY_EXISTS"}\` and changes nothing. Answers the new average and count. Unknown or unpublished items answer 404.`,
      security: signedIn,
      middleware: [noStore, requireUser()] as const,
      request: {
        params: idParam,
        body: { required: true, content: { 'application/json': { schema: StarsInputSchema } } },
      },
      responses: {
        200: jsonContent(StarsResultSchema, 'The vote was recorded'),
        ...errorResponses(401, 403, 404, 409, 422),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param')
      const { stars } = c.req.valid('json')
      const { session } = authenticated(c)
      return respond(c, StarsResultSchema, await rate(c.var.db, kind, id, session.user.id, stars))
    },
  )

  resourcesRoutes.openapi(
    createRoute({
      method: 'get',
      path: `${path}/{id}/stars/me`,
      tags: ['Resources'],
      summary: `My vote for ${what}`,
      security: signedIn,
      middleware: [noStore, requireUser()] as const,
      request: { params: idParam },
      responses: {
        200: jsonContent(MyStarsSchema, 'The stars given, or null'),
        ...errorResponses(401, 404, 422),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param')
      const { session } = authenticated(c)
      return respond(c, MyStarsSchema, await myStars(c.var.db, kind, id, session.user.id))
    },
  )
}

starsRoutes('resource', '/resources', 'an item of the lending library')
starsRoutes('card', '/resource-cards', 'an online resource')
