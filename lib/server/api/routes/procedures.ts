import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { ProcedureKindSchema, SlugSchema } from '@/lib/contract/content'
import { LocaleSchema } from '@/lib/contract/locales'
import {
  GenericProcedureSchema,
  GenericProceduresPageSchema,
  GenericProceduresQuerySchema,
  ProcedureDescriptionSchema,
} from '@/lib/contract/procedures'
import {
  getGenericProcedure,
  getProcedureDescription,
  listGenericProcedures,
} from '@/lib/server/services/procedures'
import { sameForEveryone } from '../shared-cache'
import { type ApiEnv, errorResponses, jsonContent, respond } from '../http'

export const proceduresRoutes = new OpenAPIHono<ApiEnv>()

proceduresRoutes.openapi(
  createRoute({
    method: 'get',
    middleware: [sameForEveryone] as const,
    path: '/public/generic-procedures/{lang}',
    tags: ['Procedures'],
    summary: 'Generic procedures (legal advice, single window, other)',
    request: { params: z.object({ lang: LocaleSchema }), query: GenericProceduresQuerySchema },
    responses: {
      200: jsonContent(GenericProceduresPageSchema, 'One page of procedures'),
      ...errorResponses(422),
    },
  }),
  async (c) =>
    respond(
      c,
      GenericProceduresPageSchema,
      await listGenericProcedures(c.var.db, c.req.valid('param').lang, c.req.valid('query')),
    ),
)

proceduresRoutes.openapi(
  createRoute({
    method: 'get',
    middleware: [sameForEveryone] as const,
    path: '/public/generic-procedures/{lang}/{slug}',
    tags: ['Procedures'],
    summary: 'A generic procedure by slug (another language’s slug answers it in this language)',
    request: { params: z.object({ lang: LocaleSchema, slug: SlugSchema }) },
    responses: { 200: jsonContent(GenericProcedureSchema, 'The procedure'), ...errorResponses(404, 422) },
  }),
  async (c) => {
    const { lang, slug } = c.req.valid('param')
    return respond(c, GenericProcedureSchema, await getGenericProcedure(c.var.db, lang, slug))
  },
)

proceduresRoutes.openapi(
  createRoute({
    method: 'get',
    middleware: [sameForEveryone] as const,
    path: '/public/procedures/{kind}/{lang}',
    tags: ['Procedures'],
    summary:
      'The description of registration as a collegiate, as a pre-collegiate, or of a professional society',
    request: { params: z.object({ kind: ProcedureKindSchema, lang: LocaleSchema }) },
    responses: {
      200: jsonContent(ProcedureDescriptionSchema, 'The description'),
      ...errorResponses(404, 422),
    },
  }),
  async (c) => {
    const { kind, lang } = c.req.valid('param')
    return respond(c, ProcedureDescriptionSchema, await getProcedureDescription(c.var.db, kind, lang))
  },
)
