import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import {
  ApplicationDetailQuerySchema,
  ApplicationDetailSchema,
  ApplicationIdSchema,
  ApplicationPageSchema,
  CollegiateApplicationsQuerySchema,
  PrecollegiateApplicationsQuerySchema,
} from '@/lib/contract/applications'
import type { Role } from '@/lib/contract/auth'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import { EnrolmentRequestSchema } from '@/lib/contract/enrolment'
import { IdempotencyKeySchema, normaliseIdempotencyKey } from '@/lib/contract/idempotency'
import { ApplicationSchema } from '@/lib/contract/applications'
import { getApplication, listApplications } from '@/lib/server/services/applications'
import { applicationCalendar, applyToEvent, cancelApplication } from '@/lib/server/services/enrolment'
import {
  type ApiEnv,
  contentDisposition,
  errorResponses,
  jsonContent,
  respond,
  signedIn,
  privateNoStore,
} from '../http'
import { authenticated, requireUser } from '../session'

export const applicationsRoutes = new OpenAPIHono<ApiEnv>()

const notFound = jsonContent(
  ErrorEnvelopeSchema,
  'APPLICATION_NOT_FOUND: no such application among the caller’s (someone else’s answers the same)',
)

const failure = (description: string) => jsonContent(ErrorEnvelopeSchema, description)

const groups = [
  {
    group: 'collegiates',
    role: 'collegiate',
    who: 'collegiates',
    what: 'courses and events',
    query: CollegiateApplicationsQuerySchema,
  },
  {
    group: 'precollegiates',
    role: 'precollegiate',
    who: 'pre-collegiates',
    what: 'courses (pre-collegiates do not apply to events; kind=event answers 422)',
    query: PrecollegiateApplicationsQuerySchema,
  },
] as const satisfies ReadonlyArray<{ group: string; role: Role; who: string; what: string; query: unknown }>

for (const { group, role, who, what, query } of groups) {
  const base = `/public/${group}/events/applications`
  const tags = ['Applications']

  applicationsRoutes.openapi(
    createRoute({
      method: 'get',
      path: base,
      tags,
      summary: `My applications (${who})`,
      description: `The signed-in person's applications to ${what}, newest first, with the event's title and slug in \`lang\`. Filters: \`kind\`, \`status\`; paging with \`skip\` and \`limit\`. Only for ${who} (403 otherwise).`,
      security: signedIn,
      middleware: [privateNoStore, requireUser({ roles: [role] })] as const,
      request: { query },
      responses: {
        200: jsonContent(ApplicationPageSchema, 'One page of applications, newest first'),
        ...errorResponses(401, 403, 422, 503),
      },
    }),
    async (c) =>
      respond(
        c,
        ApplicationPageSchema,
        await listApplications(c.var.db, authenticated(c).session.user.id, group, c.req.valid('query')),
      ),
  )

  applicationsRoutes.openapi(
    createRoute({
      method: 'get',
      path: `${base}/{id}`,
      tags,
      summary: `One of my applications (${who})`,
      description: `The application, the event or course it is for (in \`lang\`) and every status it has had, oldest first. Someone else's id answers 404 APPLICATION_NOT_FOUND, as an unknown one does. Only for ${who}.`,
      security: signedIn,
      middleware: [privateNoStore, requireUser({ roles: [role] })] as const,
      request: { params: z.object({ id: ApplicationIdSchema }), query: ApplicationDetailQuerySchema },
      responses: {
        200: jsonContent(ApplicationDetailSchema, 'The application and its history'),
        ...errorResponses(401, 403, 422, 503),
        404: notFound,
      },
    }),
    async (c) =>
      respond(
        c,
        ApplicationDetailSchema,
        await getApplication(
          c.var.db,
          authenticated(c).session.user.id,
          group,
          c.req.valid('param').id,
          c.req.valid('query').lang,
        ),
      ),
  )
}

for (const { group, role, who } of groups) {
  const base = `/public/${group}/events/applications`
  const tags = ['Applications']
  const withId = z.object({ id: ApplicationIdSchema })

  applicationsRoutes.openapi(
    createRoute({
      method: 'post',
      path: base,
      tags,
      summary: `Enrol (${who})`,
      description: `Applies to a published event or course for the caller and \`companions\` more people. The places are counted in the same transaction that takes them. Free and without documents: \`accepted\`; with a price: \`received\` and \`amount_due_cents\` (the payment arrives with the payments issue); with required documents: \`pending_documents\`. When the places are taken (or others are already waiting), \`waitlist: true\` joins the waiting list (\`received\` with a \`waitlist_position\`), else 409 NO_SLOTS_AVAILABLE. A cancelled application of the caller's is opened again. With an Idempotency-Key, a retry answers the first application (200). Only for ${who}.`,
      security: signedIn,
      middleware: [privateNoStore, requireUser({ roles: [role] })] as const,
      request: {
        query: ApplicationDetailQuerySchema,
        headers: z.object({ 'idempotency-key': IdempotencyKeySchema.optional() }),
        body: { required: true, content: { 'application/json': { schema: EnrolmentRequestSchema } } },
      },
      responses: {
        201: jsonContent(ApplicationSchema, 'Recorded'),
        200: jsonContent(ApplicationSchema, 'A retry with the same Idempotency-Key: the first application'),
        ...errorResponses(401, 503),
        403: failure(
          'NOT_AUTHORIZED: the caller is not in a group the event admits, or their collegiate status bars it (or Forbidden: not a ' +
            role +
            ')',
        ),
        404: failure('EVENT_NOT_FOUND'),
        409: failure(
          'EVENT_NOT_PUBLISHED; {code: EVENT_CLOSED, reason: planned | standby | ended}; NO_SLOTS_AVAILABLE; APPLICATION_ALREADY_EXIST (an open, rejected or unprocessed application exists)',
        ),
        422: failure(
          '{code: ERROR_ON_CHECK_RULES, reason: companions} (more than the event allows), IDEMPOTENCY_KEY_REUSED, or request validation',
        ),
        500: failure(
          'ERROR_ON_INSERT_APPLICATION or ERROR_GENERATING_STATUS_CHANGE_LOG: nothing was recorded; logged',
        ),
      },
    }),
    async (c) => {
      const header = c.req.valid('header')['idempotency-key']
      const { application, replayed } = await applyToEvent(
        c.var.db,
        { userId: authenticated(c).session.user.id, group, lang: c.req.valid('query').lang },
        c.req.valid('json'),
        { idempotencyKey: header ? normaliseIdempotencyKey(header) : null },
      )
      return respond(c, ApplicationSchema, application, replayed ? 200 : 201)
    },
  )

  applicationsRoutes.openapi(
    createRoute({
      method: 'post',
      path: `${base}/{id}/cancel`,
      tags,
      summary: `Cancel one of my applications (${who})`,
      description: `Cancels an open application until the event starts. The places it held go to the waiting list in order (as long as the first in the list fits), and each promoted member is e-mailed in their language. Answers the application with its history. Someone else's id answers 404 APPLICATION_NOT_FOUND. Only for ${who}.`,
      security: signedIn,
      middleware: [privateNoStore, requireUser({ roles: [role] })] as const,
      request: { params: withId, query: ApplicationDetailQuerySchema },
      responses: {
        200: jsonContent(ApplicationDetailSchema, 'Cancelled'),
        ...errorResponses(401, 403, 422, 503),
        404: notFound,
        409: failure('APPLICATION_NOT_CANCELLABLE: already closed, or the event has started'),
      },
    }),
    async (c) => {
      const userId = authenticated(c).session.user.id
      const { id } = c.req.valid('param')
      await cancelApplication(c.var.db, userId, group, id)
      const detail = await getApplication(c.var.db, userId, group, id, c.req.valid('query').lang)
      return respond(c, ApplicationDetailSchema, detail)
    },
  )

  applicationsRoutes.openapi(
    createRoute({
      method: 'get',
      path: `${base}/{id}/calendar`,
      tags,
      summary: `My application in a calendar (${who})`,
      description: `An iCalendar file (RFC 5545) with the event, its place and a link to the application; once the application is closed the file cancels the event in calendars that imported it. Only for ${who}.`,
      security: signedIn,
      middleware: [privateNoStore, requireUser({ roles: [role] })] as const,
      request: { params: withId, query: ApplicationDetailQuerySchema },
      responses: {
        200: {
          description: 'The calendar file',
          content: { 'text/calendar': { schema: z.string().meta({ format: 'binary' }) } },
        },
        ...errorResponses(401, 403, 422, 503),
        404: notFound,
      },
    }),
    async (c) => {
      const { filename, body } = await applicationCalendar(
        c.var.db,
        authenticated(c).session.user.id,
        group,
        c.req.valid('param').id,
        c.req.valid('query').lang,
      )
      return c.body(body, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': contentDisposition(filename),
      })
    },
  )
}
