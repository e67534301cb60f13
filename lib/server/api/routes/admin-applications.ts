import 'server-only'
import { OpenAPIHono } from '@hono/zod-openapi'
import { adminBasePath, AdminStatusChangeSchema } from '@/lib/contract/admin'
import {
  AdminApplicationIdParamSchema,
  AdminRegistrationDetailSchema,
  AdminRegistrationListQuerySchema,
  AdminRegistrationPageSchema,
} from '@/lib/contract/admin-applications'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import {
  changeRegistrationStatus,
  listRegistrations,
  registrationDetail,
} from '@/lib/server/services/admin-applications'
import { adminRoute, staffActor } from '../admin'
import { type ApiEnv, errorResponses, jsonContent, respond } from '../http'

export const adminApplicationsRoutes = new OpenAPIHono<ApiEnv>()

const tags = ['Back-office']
const notFound = jsonContent(ErrorEnvelopeSchema, 'APPLICATION_NOT_FOUND: no application has that id')
const notAllowed = jsonContent(
  ErrorEnvelopeSchema,
  'APPLICATION_STATUS_NOT_ALLOWED: its current status does not allow that move (e.g. it is closed)',
)
const statusBody = {
  body: { content: { 'application/json': { schema: AdminStatusChangeSchema } }, required: true },
}

// GET /admin/registrations – registration applications, filtered and sorted (staff)
adminApplicationsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/registrations`,
    tags,
    summary: 'Registration applications (staff)',
    description:
      'Collegiate and pre-collegiate applications, newest first by default. Filters: status, kind, registration_type, submitted from/to (days, UTC); `q` finds words in the tracking code, the name or the e-mail.',
    request: { query: AdminRegistrationListQuerySchema },
    responses: {
      200: jsonContent(AdminRegistrationPageSchema, 'One page of applications'),
      ...errorResponses(422, 503),
    },
  }),
  async (c) =>
    respond(c, AdminRegistrationPageSchema, await listRegistrations(c.var.db, c.req.valid('query'))),
)

// GET /admin/registrations/{id} – one registration application with its answers, files and history (staff)
adminApplicationsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/registrations/{id}`,
    tags,
    summary: 'One registration application (staff)',
    description:
      'Everything the applicant sent (answers and files, each with its download path), the statuses it went through and the statuses staff may move it to now.',
    request: { params: AdminApplicationIdParamSchema },
    responses: {
      200: jsonContent(AdminRegistrationDetailSchema, 'The application'),
      404: notFound,
      ...errorResponses(422, 503),
    },
  }),
  async (c) =>
    respond(c, AdminRegistrationDetailSchema, await registrationDetail(c.var.db, c.req.valid('param').id)),
)

// POST /admin/registrations/{id}/status – move a registration application to another status (staff)
adminApplicationsRoutes.openapi(
  adminRoute({
    method: 'post',
    path: `${adminBasePath}/registrations/{id}/status`,
    tags,
    summary: 'Change the status of a registration application (staff)',
    description:
      'From received, under_review or pending_documents to another status (not back to received); a closed application does not move (409 APPLICATION_STATUS_NOT_ALLOWED). The history, the log and, on acceptance, the role (collegiate or pre-collegiate) change in one transaction; then the applicant gets an e-mail in their language with the message, and an account filed without a password gets the first-password e-mail.',
    request: { params: AdminApplicationIdParamSchema, ...statusBody },
    responses: {
      200: jsonContent(AdminRegistrationDetailSchema, 'The application after the change'),
      404: notFound,
      409: notAllowed,
      ...errorResponses(422, 503),
    },
  }),
  async (c) => {
    const change = c.req.valid('json')
    const detail = await changeRegistrationStatus(
      c.var.db,
      c.var.mailer,
      staffActor(c),
      c.req.valid('param').id,
      change,
    )
    // A new collegiate may appear in the public registry.
    if (change.status === 'accepted') await c.var.contentChanged()
    return respond(c, AdminRegistrationDetailSchema, detail)
  },
)
