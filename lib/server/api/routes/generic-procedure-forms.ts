import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import { attachmentLimits, attachmentMaxBytes } from '@/lib/contract/attachments'
import type { Role } from '@/lib/contract/auth'
import { captchaActions, CaptchaTokenSchema } from '@/lib/contract/captcha'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import {
  GenericProcedureSubmissionSchema,
  procedureFormLimits,
  type GenericProcedureSubmission,
} from '@/lib/contract/generic-procedure-forms'
import { IdempotencyKeySchema, normaliseIdempotencyKey } from '@/lib/contract/idempotency'
import {
  GenericProcedureApplicationDetailQuerySchema,
  GenericProcedureApplicationDetailSchema,
} from '@/lib/contract/procedure-applications'
import {
  fileGenericApplication,
  procedureNeedsCaptcha,
  type SentFile,
} from '@/lib/server/services/generic-procedure-forms'
import type { RateLimit } from '@/lib/server/auth/failures'
import { takeAttempt } from '@/lib/server/services/auth'
import { checkCaptcha } from '../captcha'
import { envelope, toValidationIssues } from '../errors'
import { formDataField, limitFormBody, readFormSubmission } from '../form-submission'
import { type ApiEnv, errorResponses, jsonContent, privateNoStore, respond, signedIn } from '../http'
import { authenticated, requireUser } from '../session'

export const genericProcedureFormsRoutes = new OpenAPIHono<ApiEnv>()

/** Applications per person: far more than anyone files by hand, too few to use the storage as a disk. */
const filings: RateLimit = { scope: 'generic-procedure-person', limit: 20, windowMs: 10 * 60 * 1000 }

const groups = [
  { segment: 'collegiates', role: 'collegiate', who: 'collegiates' },
  { segment: 'precollegiates', role: 'precollegiate', who: 'pre-collegiates' },
] as const satisfies ReadonlyArray<{ segment: string; role: Role; who: string }>

const failure = (description: string) => jsonContent(ErrorEnvelopeSchema, description)

const SubmissionBodySchema = z
  .object({
    [formDataField]: z
      .string()
      .optional()
      .describe('The GenericProcedureSubmission as JSON: {procedure_id, subject, answers, payment_method?}'),
  })
  .catchall(z.any().meta({ type: 'string', format: 'binary' }))
  .describe("Besides form_data, each `files` question's files, in a multipart field named after it")

const submissions = new WeakMap<Request, { data: GenericProcedureSubmission; files: Map<string, File[]> }>()

/** A middleware, so that its 415/400/422/429 answers need not be among the handler's typed ones. */
const readSubmission: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const { data, files } = await readFormSubmission(c)
  const parsed = GenericProcedureSubmissionSchema.safeParse(data)
  if (!parsed.success) return envelope(c, 422, toValidationIssues(parsed.error, 'body'))
  if (c.var.verifyCaptcha && (await procedureNeedsCaptcha(c.var.db, parsed.data.procedure_id))) {
    await checkCaptcha(c, captchaActions.genericProcedure)
  }
  // After the captcha, so that refused tokens do not count.
  await takeAttempt(c.var.db, filings, authenticated(c).session.user.id)
  submissions.set(c.req.raw, { data: parsed.data, files })
  await next()
}

for (const { segment, role, who } of groups) {
  genericProcedureFormsRoutes.openapi(
    createRoute({
      method: 'post',
      path: `/public/${segment}/generic-procedures/applications`,
      tags: ['Procedure applications'],
      summary: `Apply to a generic procedure (${who})`,
      description: `multipart/form-data: \`form_data\` holds the answers as JSON (GenericProcedureSubmission); each files question's files come in a field of its name (PDF, JPEG or PNG by content, ${attachmentMaxBytes} bytes each, at most ${procedureFormLimits.filesPerForm} in all; they become the caller's attachments, ${attachmentLimits.filesPerPerson} at most). The procedure's form decides the rules (spec §5): a broken one answers 422 {code: ERROR_ON_CHECK_RULES, reason: "<field>:<rule>"} with rule one of required, unknown, type, max_length, number_only, option, date, max_files, captcha, payment_method. A procedure whose window is not open answers 409 {code: APPLICATION_CLOSED, reason: planned | standby | ended | closed}. When the form asks for a captcha and the server has one configured, X-Captcha-Token is checked (400 CAPTCHA_INVALID, 503 CAPTCHA_UNAVAILABLE). Stored as \`received\` with a reference, in one transaction; the caller is e-mailed in \`lang\`. With an Idempotency-Key, a retry answers the first application (200). 429 after 20 applications in 10 minutes. Only for ${who}.`,
      security: signedIn,
      middleware: [
        privateNoStore,
        requireUser({ roles: [role] }),
        limitFormBody(procedureFormLimits.filesPerForm),
        readSubmission,
      ] as const,
      request: {
        query: GenericProcedureApplicationDetailQuerySchema,
        headers: z.object({
          'idempotency-key': IdempotencyKeySchema.optional(),
          'x-captcha-token': CaptchaTokenSchema.optional(),
        }),
        body: { required: true, content: { 'multipart/form-data': { schema: SubmissionBodySchema } } },
      },
      responses: {
        201: jsonContent(GenericProcedureApplicationDetailSchema, 'Received'),
        200: jsonContent(
          GenericProcedureApplicationDetailSchema,
          'A retry with the same Idempotency-Key: the first application',
        ),
        ...errorResponses(401, 403, 429, 503),
        400: failure(
          'EMPTY_FORM_DATA (form_data missing or {}), INVALID_JSON_FORMAT (not a JSON object), ATTACHMENT_EMPTY, CAPTCHA_INVALID',
        ),
        404: failure('GENERIC_PROCEDURE_NOT_FOUND: no published generic procedure with that id'),
        409: failure(
          '{code: APPLICATION_CLOSED, reason: planned | standby | ended | closed}; ATTACHMENT_LIMIT_REACHED',
        ),
        413: failure('ATTACHMENT_TOO_LARGE: a file over 5 MiB, or the body over the limit'),
        415: failure('ATTACHMENT_TYPE_NOT_ALLOWED (not PDF, JPEG or PNG), or the body is not multipart'),
        422: failure(
          '{code: ERROR_ON_CHECK_RULES, reason: "<field>:<rule>"}, IDEMPOTENCY_KEY_REUSED, or validation of form_data (loc body.…)',
        ),
      },
    }),
    async (c) => {
      const userId = authenticated(c).session.user.id
      const { lang } = c.req.valid('query')
      const { data, files } = submissions.get(c.req.raw)!
      const sent: SentFile[] = []
      for (const [field, list] of files) {
        for (const file of list) {
          sent.push({ field, filename: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })
        }
      }
      const header = c.req.valid('header')['idempotency-key']
      const { application, replayed } = await fileGenericApplication(
        c.var.db,
        c.var.fileStorage,
        { userId, lang },
        data,
        sent,
        { idempotencyKey: header ? normaliseIdempotencyKey(header) : null, captchaPassed: true },
      )
      return respond(c, GenericProcedureApplicationDetailSchema, application, replayed ? 200 : 201)
    },
  )
}
