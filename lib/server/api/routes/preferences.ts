import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { Role } from '@/lib/contract/auth'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import {
  ConsentHistorySchema,
  ConsentListSchema,
  ConsentUpdateSchema,
  SubscriptionListSchema,
  SubscriptionUpdateSchema,
} from '@/lib/contract/preferences'
import {
  listConsentHistory,
  listConsents,
  listSubscriptions,
  updateConsents,
  updateSubscriptions,
} from '@/lib/server/services/preferences'
import { type ApiEnv, errorResponses, jsonContent, respond, signedIn, privateNoStore } from '../http'
import { isTrailingSlashAlias } from '../openapi'
import { authenticated, requireUser } from '../session'

export const preferencesRoutes = new OpenAPIHono<ApiEnv>()

const groups = [
  { segment: 'collegiates', role: 'collegiate', who: 'collegiates' },
  { segment: 'precollegiates', role: 'precollegiate', who: 'pre-collegiates' },
] as const satisfies ReadonlyArray<{ segment: string; role: Role; who: string }>

const userId = (c: Context<ApiEnv>) => authenticated(c).session.user.id

const unknownCategory = jsonContent(
  ErrorEnvelopeSchema,
  'SUBSCRIPTION_CATEGORY_UNKNOWN: a category is not an event category; or the body does not match the contract',
)

for (const { segment, role, who } of groups) {
  const path = `/public/${segment}/subscriptions`
  const tags = ['Subscriptions']

  preferencesRoutes.openapi(
    createRoute({
      method: 'get',
      path,
      tags,
      summary: `My subscriptions (${who})`,
      description: `Every topic with the caller's choice, or its default while they have not chosen (updated_at null): news and procedure notices on; the newsletter, courses, events and job offers off (LSSI art. 21: no commercial e-mail without prior consent). Only for ${who} (403 otherwise).`,
      security: signedIn,
      middleware: [privateNoStore, requireUser({ roles: [role] })] as const,
      responses: {
        200: jsonContent(SubscriptionListSchema, 'Every topic with its choice'),
        ...errorResponses(401, 403, 503),
      },
    }),
    async (c) => respond(c, SubscriptionListSchema, await listSubscriptions(c.var.db, userId(c))),
  )

  preferencesRoutes.openapi(
    createRoute({
      method: 'put',
      path,
      tags,
      summary: `Change my subscriptions (${who})`,
      description: `Records the choices sent; topics left out keep theirs. categories (event_category term ids, only for courses and events) narrow a topic; empty means every category. Answers the whole list. Only for ${who}.`,
      security: signedIn,
      middleware: [privateNoStore, requireUser({ roles: [role] })] as const,
      request: {
        body: { required: true, content: { 'application/json': { schema: SubscriptionUpdateSchema } } },
      },
      responses: {
        200: jsonContent(SubscriptionListSchema, 'Every topic with its choice, after the change'),
        ...errorResponses(400, 401, 403, 415, 503),
        422: unknownCategory,
      },
    }),
    async (c) =>
      respond(c, SubscriptionListSchema, await updateSubscriptions(c.var.db, userId(c), c.req.valid('json'))),
  )
}

const consentRoles = ['collegiate', 'precollegiate'] as const satisfies readonly Role[]
const notWithdrawable = jsonContent(
  ErrorEnvelopeSchema,
  'CONSENT_NOT_WITHDRAWABLE: a required consent (data processing, public registry) cannot be withdrawn; or the body does not match the contract',
)

// The spec writes the path with a trailing slash; the form without it answers the same, and is the one documented.
for (const path of ['/masters/collegiates/consents/', '/masters/collegiates/consents']) {
  const tags = ['Consents']
  const hide = isTrailingSlashAlias(path)

  preferencesRoutes.openapi(
    createRoute({
      method: 'get',
      path,
      hide,
      tags,
      summary: 'My consents',
      description:
        'The catalogue in its order: legal basis, whether it is required (data processing; the public registry of collegiates, Ley 2/1974 art. 10) and can be withdrawn, the text version, and the current choice with its date. Optional consents never decided are not granted. For collegiates and pre-collegiates.',
      security: signedIn,
      middleware: [privateNoStore, requireUser({ roles: consentRoles })] as const,
      responses: {
        200: jsonContent(ConsentListSchema, 'The catalogue with the current choices'),
        ...errorResponses(401, 403, 503),
      },
    }),
    async (c) => respond(c, ConsentListSchema, await listConsents(c.var.db, userId(c))),
  )

  preferencesRoutes.openapi(
    createRoute({
      method: 'put',
      path,
      hide,
      tags,
      summary: 'Change my consents',
      description:
        'Appends one decision to the history for each consent whose choice changes (with the version of its text); unchanged ones record nothing. Withdrawing a required consent answers 422 CONSENT_NOT_WITHDRAWABLE and records nothing. Answers the catalogue after the change. For collegiates and pre-collegiates.',
      security: signedIn,
      middleware: [privateNoStore, requireUser({ roles: consentRoles })] as const,
      request: {
        body: { required: true, content: { 'application/json': { schema: ConsentUpdateSchema } } },
      },
      responses: {
        200: jsonContent(ConsentListSchema, 'The catalogue with the current choices'),
        ...errorResponses(400, 401, 403, 415, 503),
        422: notWithdrawable,
      },
    }),
    async (c) =>
      respond(c, ConsentListSchema, await updateConsents(c.var.db, userId(c), c.req.valid('json'))),
  )
}

preferencesRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/masters/collegiates/consents/history',
    tags: ['Consents'],
    summary: 'My consent history',
    description:
      'Every decision recorded, newest first, with the version of the text it was made on. The history is append-only. For collegiates and pre-collegiates.',
    security: signedIn,
    middleware: [privateNoStore, requireUser({ roles: consentRoles })] as const,
    responses: {
      200: jsonContent(ConsentHistorySchema, 'The decisions, newest first'),
      ...errorResponses(401, 403, 503),
    },
  }),
  async (c) => respond(c, ConsentHistorySchema, await listConsentHistory(c.var.db, userId(c))),
)
