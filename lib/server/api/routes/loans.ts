import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { roleOf } from '@/lib/contract/auth'
import { SerialIdSchema } from '@/lib/contract/listing'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import {
  LoanIdSchema,
  LoanLangQuerySchema,
  LoanPageSchema,
  LoanRequestSchema,
  LoanSchema,
  LoansQuerySchema,
  ResourceAvailabilitySchema,
} from '@/lib/contract/loans'
import { cancelLoan, listLoans, requestLoan, resourceAvailability } from '@/lib/server/services/loans'
import { type ApiEnv, errorResponses, jsonContent, respond, signedIn, privateNoStore } from '../http'
import { authenticated, optionalUser, requireUser } from '../session'

export const loansRoutes = new OpenAPIHono<ApiEnv>()

const collegiatesOnly = requireUser({ roles: ['collegiate'] })
const tags = ['Loans']

const resourceNotFound = jsonContent(
  ErrorEnvelopeSchema,
  'RESOURCE_NOT_FOUND: no published item of the lending library has that id',
)

loansRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/public/collegiates/resources/loans',
    tags,
    summary: 'My loans (collegiates)',
    description:
      'The loans of the signed-in collegiate: open ones (requested or on loan) first, soonest due first, then the returned and cancelled ones, latest first. `status` filters by a stored status or by overdue (on loan past its due date, Europe/Madrid), current or past. Resource titles and slugs in `lang`. Only for collegiates (403 otherwise).',
    security: signedIn,
    middleware: [privateNoStore, collegiatesOnly] as const,
    request: { query: LoansQuerySchema },
    responses: {
      200: jsonContent(LoanPageSchema, 'One page of loans'),
      ...errorResponses(401, 403, 422, 503),
    },
  }),
  async (c) =>
    respond(
      c,
      LoanPageSchema,
      await listLoans(c.var.db, authenticated(c).session.user.id, c.req.valid('query')),
    ),
)

loansRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/public/collegiates/resources/loans',
    tags,
    summary: 'Request a loan (collegiates)',
    description:
      'Creates a `requested` loan of the item; the library lends it later (then it is `on_loan` with its dates). 404 RESOURCE_NOT_FOUND for an unknown or unpublished item; 409 RESOURCE_NOT_LOANABLE when its loan cannot be requested online; 409 RESOURCE_APPLICATION_IN_COURSE when the caller already has an open loan (requested or on loan) of it, even when two requests arrive at once. Resource title and slug in `lang`. Only for collegiates.',
    security: signedIn,
    middleware: [privateNoStore, collegiatesOnly] as const,
    request: {
      query: LoanLangQuerySchema,
      body: { required: true, content: { 'application/json': { schema: LoanRequestSchema } } },
    },
    responses: {
      201: jsonContent(LoanSchema, 'The loan, requested'),
      ...errorResponses(400, 401, 403, 409, 415, 422, 503),
      404: resourceNotFound,
    },
  }),
  async (c) => {
    const { resource_id } = c.req.valid('json')
    const { lang } = c.req.valid('query')
    const loan = await requestLoan(c.var.db, authenticated(c).session.user.id, resource_id, lang)
    return respond(c, LoanSchema, loan, 201)
  },
)

loansRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/public/collegiates/resources/loans/{id}/cancel',
    tags,
    summary: 'Cancel a loan request (collegiates)',
    description:
      'Withdraws one of the caller’s loans while it is still `requested` (it becomes `cancelled`). Someone else’s loan answers 404 LOAN_NOT_FOUND, as an unknown one does; a loan already lent, returned or cancelled answers 409 LOAN_NOT_CANCELLABLE. Only for collegiates.',
    security: signedIn,
    middleware: [privateNoStore, collegiatesOnly] as const,
    request: { params: z.object({ id: LoanIdSchema }), query: LoanLangQuerySchema },
    responses: {
      200: jsonContent(LoanSchema, 'The loan, cancelled'),
      ...errorResponses(401, 403, 409, 422, 503),
      404: jsonContent(
        ErrorEnvelopeSchema,
        'LOAN_NOT_FOUND: no such loan among the caller’s (someone else’s answers the same)',
      ),
    },
  }),
  async (c) => {
    const { id } = c.req.valid('param')
    const { lang } = c.req.valid('query')
    return respond(c, LoanSchema, await cancelLoan(c.var.db, authenticated(c).session.user.id, id, lang))
  },
)

loansRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/public/resources/{id}/availability',
    tags,
    summary: 'Availability of an item of the lending library',
    description:
      'Public: copies, those on loan and requested, those available (copies − on loan, never below 0), the first due back and whether a loan can be requested online. A signed-in collegiate (bearer or cookie) also gets `my_loan`, their open loan of the item or null; anyone else gets no `my_loan`, and a missing or expired session is simply anonymous. Never cached (`no-store`; `private, no-store` with a session). 404 RESOURCE_NOT_FOUND for an unknown or unpublished item.',
    middleware: [optionalUser()] as const,
    request: {
      params: z.object({ id: SerialIdSchema.describe('The item of the lending library') }),
      query: LoanLangQuerySchema,
    },
    responses: {
      200: jsonContent(ResourceAvailabilitySchema, 'The availability'),
      ...errorResponses(422, 503),
      404: resourceNotFound,
    },
  }),
  async (c) => {
    const { id } = c.req.valid('param')
    const { lang } = c.req.valid('query')
    const user = c.get('auth')?.session.user
    const viewer = user && roleOf(user.principals) === 'collegiate' ? { userId: user.id, lang } : undefined
    const availability = await resourceAvailability(c.var.db, id, viewer)
    c.header('Cache-Control', user ? 'private, no-store' : 'no-store')
    return respond(c, ResourceAvailabilitySchema, availability)
  },
)
