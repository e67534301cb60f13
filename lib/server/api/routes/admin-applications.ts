import 'server-only'
import { OpenAPIHono } from '@hono/zod-openapi'
import type { z } from 'zod'
import { adminBasePath, AdminStatusChangeSchema } from '@/lib/contract/admin'
import {
  AdminApplicationIdParamSchema,
  AdminEventApplicationDetailSchema,
  AdminEventApplicationListQuerySchema,
  AdminEventApplicationPageSchema,
  AdminLoanDetailSchema,
  AdminLoanListQuerySchema,
  AdminLoanPageSchema,
  AdminLoanStatusChangeSchema,
  AdminProcedureApplicationDetailSchema,
  AdminProcedureApplicationListQuerySchema,
  AdminProcedureApplicationPageSchema,
  AdminRegistrationDetailSchema,
  AdminRegistrationListQuerySchema,
  AdminRegistrationPageSchema,
  AdminSocietyDetailSchema,
  AdminSocietyListQuerySchema,
  AdminSocietyPageSchema,
} from '@/lib/contract/admin-applications'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import type { Database } from '@/lib/server/db/client'
import {
  changeEventApplicationStatus,
  changeLoanStatus,
  adminLoanDetail,
  listAdminLoans,
  changeProcedureApplicationStatus,
  changeRegistrationStatus,
  changeSocietyStatus,
  adminSocietyDetail,
  listAdminSocieties,
  eventApplicationDetail,
  listEventApplications,
  listProcedureApplications,
  procedureApplicationDetail,
  listRegistrations,
  registrationDetail,
} from '@/lib/server/services/admin-applications'
import type { StaffActor } from '@/lib/server/services/staff-actions'
import { adminRoute, staffActor } from '../admin'
import { type ApiEnv, errorResponses, jsonContent, respond } from '../http'

export const adminApplicationsRoutes = new OpenAPIHono<ApiEnv>()

const tags = ['Back-office: applications']
const notFound = jsonContent(
  ErrorEnvelopeSchema,
  'APPLICATION_NOT_FOUND (SOCIETY_NOT_FOUND for societies): no application has that id',
)
const notAllowed = jsonContent(
  ErrorEnvelopeSchema,
  'APPLICATION_STATUS_NOT_ALLOWED: its current status does not allow that move (e.g. it is closed)',
)

interface ApplicationKind<
  Query extends z.ZodObject,
  Page extends z.ZodType,
  Detail extends z.ZodType,
  Body extends z.ZodType<{ status: string }>,
> {
  /** react-admin's resource name. */
  path: string
  what: string
  listDescription: string
  statusDescription: string
  query: Query
  page: Page
  detail: Detail
  list: (db: Database, query: z.output<Query>) => Promise<z.input<Page>>
  show: (db: Database, id: string) => Promise<z.input<Detail>>
  /** The status change's body: AdminStatusChangeSchema unless the kind has statuses of its own (loans). */
  body?: Body
  change: (db: Database, actor: StaffActor, id: string, change: z.output<Body>) => Promise<z.input<Detail>>
  /** Whether a move to this status changes what the public sees (a new collegiate in the registry). */
  changesPublic?: (status: string) => boolean
}

function addApplicationRoutes<
  Q extends z.ZodObject,
  P extends z.ZodType,
  D extends z.ZodType,
  B extends z.ZodType<{ status: string }> = typeof AdminStatusChangeSchema,
>(kind: ApplicationKind<Q, P, D, B>) {
  const body = kind.body ?? AdminStatusChangeSchema
  const base = `${adminBasePath}/${kind.path}`

  adminApplicationsRoutes.openapi(
    adminRoute({
      method: 'get',
      path: base,
      tags,
      summary: `List ${kind.what} (staff)`,
      description: kind.listDescription,
      request: { query: kind.query },
      responses: {
        200: jsonContent(kind.page, 'One page of applications'),
        ...errorResponses(422, 503),
      },
    }),
    async (c) => {
      // Hono cannot name a generic schema's output.
      const query = (c.req as unknown as { valid: (target: 'query') => z.output<Q> }).valid('query')
      return respond(c, kind.page, await kind.list(c.var.db, query))
    },
  )

  adminApplicationsRoutes.openapi(
    adminRoute({
      method: 'get',
      path: `${base}/{id}`,
      tags,
      summary: `One of the ${kind.what} (staff)`,
      description:
        'Everything the applicant sent (answers and files, each with its download path), the statuses it went through and the statuses staff may move it to now.',
      request: { params: AdminApplicationIdParamSchema },
      responses: {
        200: jsonContent(kind.detail, 'The application'),
        404: notFound,
        ...errorResponses(422, 503),
      },
    }),
    async (c) => respond(c, kind.detail, await kind.show(c.var.db, c.req.valid('param').id)),
  )

  adminApplicationsRoutes.openapi(
    adminRoute({
      method: 'post',
      path: `${base}/{id}/status`,
      tags,
      summary: `Change the status of one of the ${kind.what} (staff)`,
      description: kind.statusDescription,
      request: {
        params: AdminApplicationIdParamSchema,
        body: { content: { 'application/json': { schema: body } }, required: true },
      },
      responses: {
        200: jsonContent(kind.detail, 'The application after the change'),
        404: notFound,
        409: notAllowed,
        ...errorResponses(422, 503),
      },
    }),
    async (c) => {
      // Hono cannot name a generic schema's output.
      const input = c.req as unknown as {
        valid: ((target: 'json') => z.output<B>) & ((target: 'param') => { id: string })
      }
      const change = input.valid('json')
      const detail = await kind.change(c.var.db, staffActor(c), input.valid('param').id, change)
      if (kind.changesPublic?.(change.status)) await c.var.contentChanged()
      return respond(c, kind.detail, detail)
    },
  )
}

addApplicationRoutes({
  path: 'registrations',
  what: 'registration applications',
  listDescription:
    'Collegiate and pre-collegiate applications, newest first by default. Filters: status, kind, registration_type, submitted from/to (days, UTC); `q` finds words in the tracking code, the name or the e-mail.',
  statusDescription:
    'From received, under_review or pending_documents to another status (not back to received); a closed application does not move (409 APPLICATION_STATUS_NOT_ALLOWED). The history (the message as its note), the log and, on acceptance, the role (collegiate or pre-collegiate) and the member’s profile (created or completed from the answers, collegiate status active or pre_active, and for a collegiate without one the next collegiate number, `PP-NNNNN`) change in one transaction; then the applicant gets an e-mail in their language with the message, and an account filed without a password gets the first-password e-mail.',
  query: AdminRegistrationListQuerySchema,
  page: AdminRegistrationPageSchema,
  detail: AdminRegistrationDetailSchema,
  list: listRegistrations,
  show: registrationDetail,
  change: changeRegistrationStatus,
  // A new collegiate may appear in the public registry.
  changesPublic: (status) => status === 'accepted',
})

addApplicationRoutes({
  path: 'event-applications',
  what: 'event and course applications',
  listDescription:
    'Applications to events and courses, newest first by default. Filters: status, kind (event or course), event_id, submitted from/to (days, UTC); `q` finds words in the name, the e-mail or the event title.',
  statusDescription:
    'An application holding places may be reviewed, accepted or closed; an accepted one only closed (cancelled, not_processed); one on the waiting list only closed; a closed one does not move (409 APPLICATION_STATUS_NOT_ALLOWED). Closing one that holds places frees them, withdraws its unpaid charge and gives them to the waiting list in order, in the same transaction as the history (with the message) and the log; then the member gets an e-mail in their language, and each member promoted gets theirs.',
  query: AdminEventApplicationListQuerySchema,
  page: AdminEventApplicationPageSchema,
  detail: AdminEventApplicationDetailSchema,
  list: listEventApplications,
  show: eventApplicationDetail,
  change: changeEventApplicationStatus,
})

addApplicationRoutes({
  path: 'procedure-applications',
  what: 'generic procedure applications',
  listDescription:
    'Applications to the generic procedures (legal advice, one-stop shop, others), newest first by default. Filters: status, type (process type), procedure_id, submitted from/to (days, UTC); `q` finds words in the reference, the subject, the name or the e-mail.',
  statusDescription:
    'From received, under_review or pending_documents to another status (not back to received); a closed application does not move (409 APPLICATION_STATUS_NOT_ALLOWED). The history (with the message as its note), the unpaid fee withdrawn when it closes without acceptance, and the log change in one transaction; then the applicant gets an e-mail in their language.',
  query: AdminProcedureApplicationListQuerySchema,
  page: AdminProcedureApplicationPageSchema,
  detail: AdminProcedureApplicationDetailSchema,
  list: listProcedureApplications,
  show: procedureApplicationDetail,
  change: changeProcedureApplicationStatus,
})

addApplicationRoutes({
  path: 'professional-societies',
  what: 'professional society filings',
  listDescription:
    'The professional societies collegiates filed, newest first by default. Filters: status, active (true/false), submitted from/to (days, UTC); `q` finds words in the tracking code, the company name, the CIF, the name or the e-mail of whoever filed it.',
  statusDescription:
    'From received, under_review or pending_documents to another status (not back to received); a closed filing does not move (409 APPLICATION_STATUS_NOT_ALLOWED); an unknown id answers 404 SOCIETY_NOT_FOUND. The status, the history entry the member sees (status_changed, the message as its note) and the log change in one transaction; an accepted society that consented enters the public registry of societies (cached pages refreshed). Then the member who filed it gets an e-mail in their language.',
  query: AdminSocietyListQuerySchema,
  page: AdminSocietyPageSchema,
  detail: AdminSocietyDetailSchema,
  list: listAdminSocieties,
  show: adminSocietyDetail,
  change: changeSocietyStatus,
  changesPublic: (status) => status === 'accepted',
})

addApplicationRoutes({
  path: 'loans',
  what: 'loans of the lending library',
  listDescription:
    'Loans of the lending library, newest request first by default. Filters: status (a stored status, or overdue, current, past), requested from/to (days, UTC); `q` finds words in the name, the e-mail or the item title.',
  statusDescription:
    'requested → on_loan (a free copy taken, dated today and due on `due_on` or in 30 days; 409 RESOURCE_NOT_AVAILABLE when every copy is lent) or cancelled; on_loan → returned (dated today). Any other move answers 409 APPLICATION_STATUS_NOT_ALLOWED; an unknown id 404 LOAN_NOT_FOUND. The change and the log happen in one transaction; then the member gets an e-mail in their language when the item is lent (with its due date) or the request turned down.',
  query: AdminLoanListQuerySchema,
  page: AdminLoanPageSchema,
  detail: AdminLoanDetailSchema,
  body: AdminLoanStatusChangeSchema,
  list: listAdminLoans,
  show: adminLoanDetail,
  change: changeLoanStatus,
})
