import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { z } from 'zod'
import { ApplicationIdSchema } from '@/lib/contract/applications'
import type { Role } from '@/lib/contract/auth'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import { GoodStandingAvailabilitySchema } from '@/lib/contract/issued-documents'
import { LocaleSchema } from '@/lib/contract/locales'
import {
  attendanceCertificate,
  goodStandingAvailability,
  goodStandingCertificate,
  type IssuedCertificate,
} from '@/lib/server/services/certificates'
import {
  type ApiEnv,
  contentDisposition,
  errorResponses,
  jsonContent,
  privateNoStore,
  respond,
  signedIn,
} from '../http'
import { authenticated, requireUser } from '../session'

export const certificatesRoutes = new OpenAPIHono<ApiEnv>()

const tags = ['Certificates']
const langQuery = z.object({
  lang: LocaleSchema.default('es').describe(
    'The language of the certificate when it is first issued: es (default), ca, en or eu',
  ),
})
const pdfResponse = {
  description: 'The certificate, with its QR and verification code',
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
  headers: z.object({
    'Content-Disposition': z.string().describe('attachment; filename="…-certificate-….pdf"; filename*=…'),
  }),
}

const pdfDownload = (c: Context, { filename, bytes }: IssuedCertificate) =>
  c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Length': String(bytes.byteLength),
    'Content-Disposition': contentDisposition(filename),
    'X-Content-Type-Options': 'nosniff',
  })

const groups = [
  { group: 'collegiates', role: 'collegiate', who: 'collegiates' },
  { group: 'precollegiates', role: 'precollegiate', who: 'pre-collegiates' },
] as const satisfies ReadonlyArray<{ group: string; role: Role; who: string }>

for (const { group, role, who } of groups) {
  certificatesRoutes.openapi(
    createRoute({
      method: 'get',
      path: `/public/${group}/events/applications/{id}/certificate`,
      tags,
      summary: `Attendance certificate of a course (${who})`,
      description: `A PDF certifying that the caller attended the course of one of their applications: accepted, and the course has ended (otherwise 409 CERTIFICATE_NOT_AVAILABLE). Issued once (reference ATT-{id}) with a QR and verification code; later downloads answer the same bytes. Someone else’s or an unknown application answers 404 APPLICATION_NOT_FOUND. Only for ${who}.`,
      security: signedIn,
      middleware: [privateNoStore, requireUser({ roles: [role] })] as const,
      request: { params: z.object({ id: ApplicationIdSchema }), query: langQuery },
      responses: {
        200: pdfResponse,
        ...errorResponses(401, 403, 422, 503),
        404: jsonContent(
          ErrorEnvelopeSchema,
          'APPLICATION_NOT_FOUND: no such application among the caller’s (someone else’s answers the same)',
        ),
        409: jsonContent(
          ErrorEnvelopeSchema,
          'CERTIFICATE_NOT_AVAILABLE: not a course, not accepted, or the course has not ended',
        ),
      },
    }),
    async (c) =>
      pdfDownload(
        c,
        await attendanceCertificate(c.var.db, c.var.fileStorage, {
          userId: authenticated(c).session.user.id,
          group,
          applicationId: c.req.valid('param').id,
          lang: c.req.valid('query').lang,
        }),
      ),
  )
}

certificatesRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/public/collegiates/certificates/good-standing',
    tags,
    summary: 'Good-standing certificate (collegiates)',
    description:
      'A PDF certifying that the caller is a collegiate in good standing today: collegiate status active, honorary or retired, and no movement pending past its due date nor returned unpaid (otherwise 409 CERTIFICATE_NOT_AVAILABLE). One per day (reference GS-{user}-{date}), with a QR and verification code; downloads on the same day answer the same bytes. Only for collegiates.',
    security: signedIn,
    middleware: [privateNoStore, requireUser({ roles: ['collegiate'] })] as const,
    request: { query: langQuery },
    responses: {
      200: pdfResponse,
      ...errorResponses(401, 403, 422, 503),
      409: jsonContent(
        ErrorEnvelopeSchema,
        'CERTIFICATE_NOT_AVAILABLE: the collegiate status does not allow it, or a payment is overdue or returned',
      ),
    },
  }),
  async (c) =>
    pdfDownload(
      c,
      await goodStandingCertificate(c.var.db, c.var.fileStorage, {
        userId: authenticated(c).session.user.id,
        lang: c.req.valid('query').lang,
      }),
    ),
)

certificatesRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/public/collegiates/certificates/good-standing/availability',
    tags,
    summary: 'Whether a good-standing certificate can be issued (collegiates)',
    description:
      'Whether the caller can get a good-standing certificate today and, when not, what stands in the way: a collegiate status that does not allow it, and each payment overdue or returned unpaid, so the page can name them and the way out. Only for collegiates.',
    security: signedIn,
    middleware: [privateNoStore, requireUser({ roles: ['collegiate'] })] as const,
    responses: {
      200: jsonContent(GoodStandingAvailabilitySchema, 'Whether it can be issued, and why not'),
      ...errorResponses(401, 403, 503),
    },
  }),
  async (c) =>
    respond(
      c,
      GoodStandingAvailabilitySchema,
      await goodStandingAvailability(c.var.db, { userId: authenticated(c).session.user.id }),
    ),
)
