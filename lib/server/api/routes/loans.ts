import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { LoanPageSchema, LoansQuerySchema } from '@/lib/contract/loans'
import { listLoans } from '@/lib/server/services/loans'
import { type ApiEnv, errorResponses, jsonContent, respond, signedIn, privateNoStore } from '../http'
import { authenticated, requireUser } from '../session'

export const loansRoutes = new OpenAPIHono<ApiEnv>()

// GET /public/collegiates/resources/loans – the caller's loans of the lending library
loansRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/public/collegiates/resources/loans',
    tags: ['Loans'],
    summary: 'My loans (collegiates)',
    description:
      'The loans of the signed-in collegiate: open ones (requested or on loan) first, soonest due first, then the returned and cancelled ones, latest first. `status` filters by a stored status or by overdue (on loan past its due date, Europe/Madrid), current or past. Resource titles and slugs in `lang`. Only for collegiates (403 otherwise).',
    security: signedIn,
    middleware: [privateNoStore, requireUser({ roles: ['collegiate'] })] as const,
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
