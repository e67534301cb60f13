import 'server-only'
import { OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { adminBasePath } from '@/lib/contract/admin'
import {
  AdminComplaintDocumentParamsSchema,
  AdminComplaintIdSchema,
  AdminConsumerComplaintListQuerySchema,
  AdminConsumerComplaintPageSchema,
  AdminConsumerComplaintSchema,
  AdminJobComplaintListQuerySchema,
  AdminJobComplaintPageSchema,
  AdminJobComplaintSchema,
  ComplaintAnswerSchema,
  ComplaintAssignmentSchema,
  ComplaintStatusChangeSchema,
} from '@/lib/contract/admin-complaints'
import { attachmentContentTypes } from '@/lib/contract/attachments'
import {
  answerComplaint,
  assignComplaint,
  changeComplaintStatus,
  type ComplaintKind,
  getConsumerComplaint,
  getJobComplaint,
  listConsumerComplaints,
  listJobComplaints,
  readConsumerComplaintDocument,
} from '@/lib/server/services/admin-complaints'
import { adminRoute, staffActor } from '../admin'
import { type ApiEnv, contentDisposition, errorResponses, jsonContent, respond } from '../http'

export const adminComplaintsRoutes = new OpenAPIHono<ApiEnv>()

const tags = ['Back-office: complaints']
const closing =
  'Closing is a status: accepted (upheld), rejected (dismissed) or not_processed (outside the association’s remit); a closed complaint does not move again (409 COMPLAINT_CLOSED).'

adminComplaintsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/consumer-complaints`,
    tags,
    summary: 'Consumer complaints (staff)',
    description:
      'Filtered by status, by whom they are assigned to and by whom they are about (subject_kind); q finds part of the tracking code, the name or e-mail, or the name of whom it is about.',
    request: { query: AdminConsumerComplaintListQuerySchema },
    responses: {
      200: jsonContent(AdminConsumerComplaintPageSchema, 'One page of complaints'),
      ...errorResponses(422),
    },
  }),
  async (c) =>
    respond(
      c,
      AdminConsumerComplaintPageSchema,
      await listConsumerComplaints(c.var.db, staffActor(c), c.req.valid('query')),
    ),
)

adminComplaintsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/consumer-complaints/{id}`,
    tags,
    summary: 'One consumer complaint (staff)',
    description: 'The complaint, its documents and every status it went through. 404 COMPLAINT_NOT_FOUND.',
    request: { params: AdminComplaintIdSchema },
    responses: {
      200: jsonContent(AdminConsumerComplaintSchema, 'The complaint'),
      ...errorResponses(404, 422),
    },
  }),
  async (c) =>
    respond(c, AdminConsumerComplaintSchema, await getConsumerComplaint(c.var.db, c.req.valid('param').id)),
)

adminComplaintsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/consumer-complaints/{id}/documents/{documentId}`,
    tags,
    summary: 'Download a document of a consumer complaint (staff)',
    description:
      'The bytes with the type found when it was sent (checked again against the file), as a download. 404 DOCUMENT_NOT_FOUND, or DOCUMENT_UNAVAILABLE when the file is missing or no longer of its type.',
    request: { params: AdminComplaintDocumentParamsSchema },
    responses: {
      200: {
        description: 'The file',
        content: Object.fromEntries(
          attachmentContentTypes.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
        ),
        headers: z.object({
          'Content-Disposition': z.string().describe('attachment; filename="…"; filename*=UTF-8\'\'…'),
          'X-Content-Type-Options': z.enum(['nosniff']),
        }),
      },
      ...errorResponses(404, 422),
    },
  }),
  async (c) => {
    const { id, documentId } = c.req.valid('param')
    const { document, bytes } = await readConsumerComplaintDocument(
      c.var.db,
      c.var.fileStorage,
      id,
      documentId,
    )
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': document.content_type,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(document.filename),
      'X-Content-Type-Options': 'nosniff',
    })
  },
)

adminComplaintsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/job-complaints`,
    tags,
    summary: 'Job offer complaints (staff)',
    description:
      'Filtered by status, by whom they are assigned to and by the offer (job_id); q finds part of the tracking code.',
    request: { query: AdminJobComplaintListQuerySchema },
    responses: {
      200: jsonContent(AdminJobComplaintPageSchema, 'One page of complaints'),
      ...errorResponses(422),
    },
  }),
  async (c) =>
    respond(
      c,
      AdminJobComplaintPageSchema,
      await listJobComplaints(c.var.db, staffActor(c), c.req.valid('query')),
    ),
)

adminComplaintsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/job-complaints/{id}`,
    tags,
    summary: 'One job offer complaint (staff)',
    description:
      'The complaint, the offer it is about and who sent it when signed in. 404 COMPLAINT_NOT_FOUND.',
    request: { params: AdminComplaintIdSchema },
    responses: { 200: jsonContent(AdminJobComplaintSchema, 'The complaint'), ...errorResponses(404, 422) },
  }),
  async (c) => respond(c, AdminJobComplaintSchema, await getJobComplaint(c.var.db, c.req.valid('param').id)),
)

function handlingRoutes<S extends z.ZodType>(
  kind: ComplaintKind,
  segment: string,
  label: string,
  schema: S,
  read: (db: ApiEnv['Variables']['db'], id: string) => Promise<z.input<S>>,
) {
  adminComplaintsRoutes.openapi(
    adminRoute({
      method: 'post',
      path: `${adminBasePath}/${segment}/{id}/assign`,
      tags,
      summary: `Assign a ${label} (staff)`,
      description:
        'To an active member of staff (422 ASSIGNEE_NOT_STAFF otherwise), or to nobody with null. Logged.',
      request: {
        params: AdminComplaintIdSchema,
        body: { content: { 'application/json': { schema: ComplaintAssignmentSchema } }, required: true },
      },
      responses: { 200: jsonContent(schema, 'The complaint as it is now'), ...errorResponses(404, 415, 422) },
    }),
    async (c) => {
      const { id } = c.req.valid('param')
      await assignComplaint(c.var.db, staffActor(c), kind, id, c.req.valid('json').assigned_to)
      return respond(c, schema, await read(c.var.db, id))
    },
  )

  adminComplaintsRoutes.openapi(
    adminRoute({
      method: 'post',
      path: `${adminBasePath}/${segment}/{id}/answer`,
      tags,
      summary: `Answer a ${label} (staff)`,
      description:
        kind === 'consumer'
          ? 'Keeps the answer and when it was given, and e-mails it to the complainant in their language. The status does not change. Logged.'
          : 'Keeps the answer and when it was given, and e-mails it to the complainant in their language when they were signed in (otherwise there is no address). The status does not change. Logged.',
      request: {
        params: AdminComplaintIdSchema,
        body: { content: { 'application/json': { schema: ComplaintAnswerSchema } }, required: true },
      },
      responses: { 200: jsonContent(schema, 'The complaint as it is now'), ...errorResponses(404, 415, 422) },
    }),
    async (c) => {
      const { id } = c.req.valid('param')
      await answerComplaint(c.var.db, staffActor(c), kind, id, c.req.valid('json').answer)
      return respond(c, schema, await read(c.var.db, id))
    },
  )

  adminComplaintsRoutes.openapi(
    adminRoute({
      method: 'post',
      path: `${adminBasePath}/${segment}/{id}/status`,
      tags,
      summary: `Change the status of a ${label} (staff)`,
      description: `${closing} 409 COMPLAINT_STATUS_UNCHANGED for the status it has. ${
        kind === 'consumer' ? 'Adds to the history its tracking code shows. ' : ''
      }The complainant is e-mailed, with the message if any. Logged.`,
      request: {
        params: AdminComplaintIdSchema,
        body: { content: { 'application/json': { schema: ComplaintStatusChangeSchema } }, required: true },
      },
      responses: {
        200: jsonContent(schema, 'The complaint as it is now'),
        ...errorResponses(404, 409, 415, 422),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param')
      await changeComplaintStatus(c.var.db, staffActor(c), kind, id, c.req.valid('json'))
      return respond(c, schema, await read(c.var.db, id))
    },
  )
}

handlingRoutes(
  'consumer',
  'consumer-complaints',
  'consumer complaint',
  AdminConsumerComplaintSchema,
  getConsumerComplaint,
)
handlingRoutes('job', 'job-complaints', 'job offer complaint', AdminJobComplaintSchema, getJobComplaint)
