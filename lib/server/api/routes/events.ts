import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { SlugSchema } from '@/lib/contract/content'
import {
  EventDetailSchema,
  EventPageSchema,
  EventsConfigSchema,
  EventsQuerySchema,
  EventTermsSchema,
} from '@/lib/contract/events'
import { LocaleSchema } from '@/lib/contract/locales'
import {
  getEventsConfig,
  getEvent,
  listEventCategories,
  listEventModes,
  listEvents,
  listEventTypes,
} from '@/lib/server/services/events'
import { withSpecAliases } from '../openapi'
import { sameForEveryone } from '../shared-cache'
import { type ApiEnv, errorResponses, jsonContent, respond } from '../http'

export const eventsRoutes = new OpenAPIHono<ApiEnv>()

const langParam = z.object({ lang: LocaleSchema })

eventsRoutes.openapi(
  createRoute({
    method: 'get',
    middleware: [sameForEveryone] as const,
    path: '/events/{lang}',
    tags: ['Events'],
    summary: 'Public events and courses',
    description:
      'Upcoming and ongoing items by default. Filters are sent only when set; categories, event_types, modes and ' +
      'sort are repeated per item.',
    request: { params: langParam, query: EventsQuerySchema },
    responses: {
      200: jsonContent(EventPageSchema, 'One page of items and the total'),
      ...errorResponses(422),
    },
  }),
  async (c) =>
    respond(c, EventPageSchema, await listEvents(c.var.db, c.req.valid('param').lang, c.req.valid('query'))),
)

const termRoutes = [
  ['categories', 'Event categories', listEventCategories],
  ['types', 'Event types', listEventTypes],
  ['modes', 'Event modes (in person, online, hybrid)', listEventModes],
] as const

// Registered before /public/events/{lang}/{slug}, which would otherwise take these paths.
for (const [segment, summary, list] of termRoutes) {
  eventsRoutes.openapi(
    createRoute({
      method: 'get',
      middleware: [sameForEveryone] as const,
      path: `/public/events/${segment}/{lang}`,
      tags: ['Events'],
      summary,
      request: { params: langParam },
      responses: { 200: jsonContent(EventTermsSchema, 'The terms, in order'), ...errorResponses(422) },
    }),
    async (c) => respond(c, EventTermsSchema, await list(c.var.db, c.req.valid('param').lang)),
  )
}

for (const path of ['/events-config/{lang}', '/public/events/config/{lang}']) {
  eventsRoutes.openapi(
    createRoute({
      method: 'get',
      middleware: [sameForEveryone] as const,
      path,
      tags: ['Events'],
      summary: 'Events list configuration',
      request: { params: langParam },
      responses: {
        200: jsonContent(EventsConfigSchema, "The language's configuration"),
        ...errorResponses(422),
      },
    }),
    async (c) => respond(c, EventsConfigSchema, await getEventsConfig(c.var.db, c.req.valid('param').lang)),
  )
}

for (const route of withSpecAliases(
  createRoute({
    method: 'get',
    middleware: [sameForEveryone] as const,
    path: '/public/events/{lang}/{slug}',
    tags: ['Events'],
    summary: 'A published event or course by slug',
    description:
      "A slug of another language's translation answers the same item in {lang}, with that language's slug.",
    request: { params: z.object({ lang: LocaleSchema, slug: SlugSchema }) },
    responses: { 200: jsonContent(EventDetailSchema, 'The event or course'), ...errorResponses(404, 422) },
  }),
  '/microservice/public/events/{lang}/{slug}',
)) {
  eventsRoutes.openapi(route, async (c) => {
    const { lang, slug } = c.req.valid('param')
    return respond(c, EventDetailSchema, await getEvent(c.var.db, lang, slug))
  })
}
