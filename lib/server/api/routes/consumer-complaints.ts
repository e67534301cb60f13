import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { attachmentMaxBytes } from '@/lib/contract/attachments'
import { captchaActions } from '@/lib/contract/captcha'
import {
  consumerComplaintDocumentField,
  ConsumerComplaintFormSchema,
  consumerComplaintLimits,
  ConsumerComplaintReceiptSchema,
} from '@/lib/contract/consumer-complaints'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import { IdempotencyKeySchema, normaliseIdempotencyKey } from '@/lib/contract/idempotency'
import { LocaleSchema } from '@/lib/contract/locales'
import { ApiError } from '@/lib/server/errors'
import { consumerComplaintReplay, fileConsumerComplaint } from '@/lib/server/services/consumer-complaints'
import type { RateLimit } from '@/lib/server/auth/failures'
import { takeAttempt } from '@/lib/server/services/auth'
import { requireCaptcha } from '../captcha'
import { toValidationIssues } from '../errors'
import { limitFormBody, readFormSubmission } from '../form-submission'
import { type ApiEnv, errorResponses, jsonContent, privateNoStore, respond } from '../http'
import { clientAddress } from '../client-address'
import { optionalUser } from '../session'

export const consumerComplaintRoutes = new OpenAPIHono<ApiEnv>()

/** Complaints per client address: a person files one or two, a script may not flood the service. */
const submissions: RateLimit = { scope: 'consumer-complaint-address', limit: 5, windowMs: 60 * 60 * 1000 }

const failure = (description: string) => jsonContent(ErrorEnvelopeSchema, description)

const binaryFile = z.file().meta({ type: 'string', format: 'binary' })

const ConsumerComplaintUploadSchema = z
  .looseObject({
    form_data: z
      .string()
      .optional()
      .describe('The complaint as a JSON object: ConsumerComplaintForm (see the schema)'),
    [consumerComplaintDocumentField]: z
      .union([binaryFile, z.array(binaryFile)])
      .optional()
      .describe(
        `Files that support the complaint (the field repeated), up to ${consumerComplaintLimits.documents}`,
      ),
  })
  .meta({ id: 'ConsumerComplaintUpload', description: 'A complaint, as multipart/form-data' })

// Ley 2/1974 art. 12
consumerComplaintRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/public/complaints',
    tags: ['Complaints'],
    summary: 'File a complaint with the complaint service',
    description: `For consumers, users of professional services and collegiates; no sign-in needed (with a session, the complaint is recorded as that person's). multipart/form-data: \`form_data\` with the complaint as JSON (ConsumerComplaintForm) and up to ${consumerComplaintLimits.documents} files in repeated \`${consumerComplaintDocumentField}\` fields: PDF, JPEG or PNG by content, at most ${attachmentMaxBytes} bytes each. An acknowledgement with the tracking code (REC-…) and the link to follow it is e-mailed in \`lang\`. With an Idempotency-Key a retry answers the first receipt (200). 400 EMPTY_FORM_DATA, INVALID_JSON_FORMAT, ATTACHMENT_EMPTY; 422 validation (too many files or a file in another field: loc ["files", field]); 413/415 for files; 429 after ${submissions.limit} complaints an hour from one address. When the server has captcha configured, X-Captcha-Token must carry a token for the action consumer_complaint.`,
    middleware: [
      privateNoStore,
      optionalUser(),
      requireCaptcha(captchaActions.consumerComplaint),
      limitFormBody(consumerComplaintLimits.documents),
    ] as const,
    request: {
      query: z.object({
        lang: LocaleSchema.default('es').describe(
          'The language of the acknowledgement e-mail: es (default), ca, en or eu',
        ),
      }),
      headers: z.object({ 'idempotency-key': IdempotencyKeySchema.optional() }),
      body: {
        required: false,
        content: { 'multipart/form-data': { schema: ConsumerComplaintUploadSchema } },
      },
    },
    responses: {
      201: jsonContent(ConsumerComplaintReceiptSchema, 'Received; the acknowledgement e-mail is on its way'),
      200: jsonContent(
        ConsumerComplaintReceiptSchema,
        'A retry with the same Idempotency-Key: the first complaint',
      ),
      ...errorResponses(400, 422, 429, 503),
      413: failure('ATTACHMENT_TOO_LARGE: a file over 5 MiB, or the body over the limit'),
      415: failure(
        'ATTACHMENT_TYPE_NOT_ALLOWED, or Unsupported Media Type when the body is not multipart/form-data',
      ),
    },
  }),
  async (c) => {
    const { lang } = c.req.valid('query')
    const header = c.req.valid('header')['idempotency-key']
    const idempotencyKey = header ? normaliseIdempotencyKey(header) : null

    const { data, files } = await readFormSubmission(c)
    const parsed = ConsumerComplaintFormSchema.safeParse(data)
    if (!parsed.success) return c.json({ detail: toValidationIssues(parsed.error, 'body') }, 422)

    const documents = files.get(consumerComplaintDocumentField) ?? []
    const unknown = [...files.keys()].filter((field) => field !== consumerComplaintDocumentField)
    if (unknown.length || documents.length > consumerComplaintLimits.documents) {
      return c.json(
        {
          detail: [
            ...unknown.map((field) => ({
              loc: ['files', field],
              msg: 'Not a field of this form',
              type: 'unknown',
            })),
            ...(documents.length > consumerComplaintLimits.documents
              ? [
                  {
                    loc: ['files', consumerComplaintDocumentField],
                    msg: `At most ${consumerComplaintLimits.documents} files`,
                    type: 'too_big',
                  },
                ]
              : []),
          ],
        },
        422,
      )
    }
    if (documents.some((file) => file.size > attachmentMaxBytes))
      throw new ApiError(413, 'ATTACHMENT_TOO_LARGE')

    const replay = await consumerComplaintReplay(c.var.db, parsed.data, idempotencyKey)
    if (replay) return respond(c, ConsumerComplaintReceiptSchema, replay, 200)

    await takeAttempt(c.var.db, submissions, clientAddress(c))

    const uploads = await Promise.all(
      documents.map(async (file) => ({
        filename: file.name,
        bytes: new Uint8Array(await file.arrayBuffer()),
      })),
    )
    const { receipt, replayed } = await fileConsumerComplaint(c.var.db, c.var.fileStorage, {
      form: parsed.data,
      files: uploads,
      lang,
      userId: c.get('auth')?.session.user.id ?? null,
      idempotencyKey,
    })
    return respond(c, ConsumerComplaintReceiptSchema, receipt, replayed ? 200 : 201)
  },
)
