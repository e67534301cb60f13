import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import type { MiddlewareHandler } from 'hono'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import {
  CollegiateSearchQuerySchema,
  registryLimits,
  RegistryCollegiatePageSchema,
  RegistrySocietyPageSchema,
  SocietySearchQuerySchema,
} from '@/lib/contract/registry'
import { searchCollegiates, searchSocieties } from '@/lib/server/services/registry'
import { type ApiEnv, jsonContent, respond } from '../http'
import { sameForEveryone } from '../shared-cache'

export const registryRoutes = new OpenAPIHono<ApiEnv>()

/** The registries are the same for everyone and may be a minute old, so browsers and proxies may keep them. */
const publicMinute: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await next()
  if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=60')
}

const tooShort = jsonContent(
  ErrorEnvelopeSchema,
  `REGISTRY_QUERY_TOO_SHORT: fewer than ${registryLimits.minLetters} letters or digits; otherwise the query does not match the contract, and the detail lists each problem`,
)

const paging = `Paged with skip and limit (${registryLimits.pageSize} by default, at most ${registryLimits.maxPageSize}); total counts the matches up to ${registryLimits.countCap}, and more says there are more than that. Public and the same for everyone: cacheable for a minute.`

// Ley 2/1974 art. 10
registryRoutes.openapi(
  createRoute({
    method: 'get',
    middleware: [sameForEveryone, publicMinute] as const,
    path: '/public/registry/collegiates',
    tags: ['Registry'],
    summary: 'Search the public registry of collegiates',
    description: `Collegiates by words of their name and surnames (any case, with or without accents; every word must be part of the name) or by their collegiate number or part of it, in surname order. Each shows name, surnames, number and standing (practising, honorary, non_practising, suspended or removed); specialties and workplace unless the collegiate keeps them out of the registry (then null). Removed collegiates show no optional field; pre-collegiates are not in the registry. ${paging}`,
    request: { query: CollegiateSearchQuerySchema },
    responses: {
      200: jsonContent(RegistryCollegiatePageSchema, 'One page of matching collegiates and their count'),
      422: tooShort,
    },
  }),
  async (c) =>
    respond(c, RegistryCollegiatePageSchema, await searchCollegiates(c.var.db, c.req.valid('query'))),
)

// Ley 2/1974 art. 10, Ley 2/2007
registryRoutes.openapi(
  createRoute({
    method: 'get',
    middleware: [sameForEveryone, publicMinute] as const,
    path: '/public/registry/societies',
    tags: ['Registry'],
    summary: 'Search the public registry of professional societies',
    description: `Professional societies the association has accepted into its registry and whose filing consented to publication, active or not, by words of their social reason (any case, with or without accents), their SSPP registry number or part of it, or their whole CIF (any case or separators), in order of social reason. Each shows its registration data, whether it is active and how many professional partners it has. ${paging}`,
    request: { query: SocietySearchQuerySchema },
    responses: {
      200: jsonContent(RegistrySocietyPageSchema, 'One page of matching societies and their count'),
      422: tooShort,
    },
  }),
  async (c) => respond(c, RegistrySocietyPageSchema, await searchSocieties(c.var.db, c.req.valid('query'))),
)
