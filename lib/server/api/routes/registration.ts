import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { attachmentMaxBytes } from '@/lib/contract/attachments'
import { captchaActions } from '@/lib/contract/captcha'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import { IdempotencyKeySchema, normaliseIdempotencyKey } from '@/lib/contract/idempotency'
import {
  RegistrationKindSchema,
  RegistrationQuerySchema,
  RegistrationReceiptSchema,
  registrationDocumentFields,
  registrationFormSchemas,
  registrationLimits,
  registrationMaxFiles,
} from '@/lib/contract/registration'
import { ApiError } from '@/lib/server/errors'
import {
  registrationReplay,
  submitRegistration,
  type RegistrationFile,
} from '@/lib/server/services/registration'
import type { RateLimit } from '@/lib/server/auth/failures'
import { takeAttempt } from '@/lib/server/services/auth'
import { requireCaptcha } from '../captcha'
import { toValidationIssues } from '../errors'
import { limitFormBody, readFormSubmission } from '../form-submission'
import { type ApiEnv, errorResponses, jsonContent, privateNoStore, respond } from '../http'
import { clientAddress } from '../client-address'
import { optionalUser } from '../session'

export const registrationRoutes = new OpenAPIHono<ApiEnv>()

/** Applications per client address: a family at one address may file a few, a script may not. */
const submissions: RateLimit = { scope: 'registration-address', limit: 5, windowMs: 60 * 60 * 1000 }

const failure = (description: string) => jsonContent(ErrorEnvelopeSchema, description)

const binary = (description: string) =>
  z.file().optional().describe(description).meta({ type: 'string', format: 'binary' })

const RegistrationUploadSchema = z
  .looseObject({
    form_data: z
      .string()
      .optional()
      .describe(
        'The answers as a JSON object: CollegiateRegistrationForm or PrecollegiateRegistrationForm (see the schemas)',
      ),
    id_card: binary('Identity document (required)'),
    diploma: binary('Degree certificate (required for collegiate)'),
    enrolment_proof: binary('Proof of enrolment in the degree (required for precollegiate)'),
    other: binary(`Other documents, up to ${registrationLimits.otherDocuments}`),
  })
  .meta({ id: 'RegistrationUpload', description: 'An application to join, as multipart/form-data' })

const uploaded = async (field: string, file: File): Promise<RegistrationFile> => ({
  field,
  filename: file.name,
  bytes: new Uint8Array(await file.arrayBuffer()),
})

registrationRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/public/procedures/{kind}/applications',
    tags: ['Procedures'],
    summary: 'Apply to join (collegiate or pre-collegiate)',
    description: `multipart/form-data: \`form_data\` with the answers as JSON (CollegiateRegistrationForm or PrecollegiateRegistrationForm), and the files in fields named by document: collegiate \`id_card\` and \`diploma\` (required), precollegiate \`id_card\` and \`enrolment_proof\` (required), both \`other\` (up to ${registrationLimits.otherDocuments}). PDF, JPEG or PNG by content, at most ${attachmentMaxBytes} bytes each. Without a session an account without password is created for the applicant (the association accepts it and sends the first-password e-mail); with one, the application hangs from the caller's account and the e-mail is the account's. A confirmation with the tracking code is e-mailed in \`lang\`. With an Idempotency-Key a retry answers the first application (200). 400 EMPTY_FORM_DATA, INVALID_JSON_FORMAT, USER_ALREADY_EXISTS (the e-mail has an account: apply from it), COLLEGIATE_EMAIL_ALREADY_EXIST (the e-mail, or the caller, is a collegiate's), COLLEGIATE_EXIST_WRONG_REGISTRATION_TYPE (the document is a (former) collegiate's and this is not a re-registration); 409 APPLICATION_ALREADY_EXIST (an open application of the same document or e-mail); 422 validation (a missing required file: loc ["files", field]); 413/415 for files; 429 after 5 applications an hour from one address.`,
    middleware: [
      privateNoStore,
      optionalUser(),
      requireCaptcha(captchaActions.registration),
      limitFormBody(registrationMaxFiles),
    ] as const,
    request: {
      params: z.object({ kind: RegistrationKindSchema }),
      query: RegistrationQuerySchema,
      headers: z.object({ 'idempotency-key': IdempotencyKeySchema.optional() }),
      body: { required: false, content: { 'multipart/form-data': { schema: RegistrationUploadSchema } } },
    },
    responses: {
      201: jsonContent(RegistrationReceiptSchema, 'Recorded; the confirmation e-mail is on its way'),
      200: jsonContent(
        RegistrationReceiptSchema,
        'A retry with the same Idempotency-Key: the first application',
      ),
      ...errorResponses(400, 422, 429, 503),
      409: failure('APPLICATION_ALREADY_EXIST: an open application of the same document number or e-mail'),
      413: failure('ATTACHMENT_TOO_LARGE: a file over 5 MiB, or the body over the limit'),
      415: failure(
        'ATTACHMENT_TYPE_NOT_ALLOWED, or Unsupported Media Type when the body is not multipart/form-data',
      ),
    },
  }),
  async (c) => {
    const { kind } = c.req.valid('param')
    const { lang } = c.req.valid('query')
    const header = c.req.valid('header')['idempotency-key']
    const idempotencyKey = header ? normaliseIdempotencyKey(header) : null

    const { data, files } = await readFormSubmission(c)
    const parsed = registrationFormSchemas[kind].safeParse(data)
    if (!parsed.success) return c.json({ detail: toValidationIssues(parsed.error, 'body') }, 422)

    const fields = registrationDocumentFields[kind]
    const missing = fields.filter(({ field, required }) => required && !files.get(field)?.length)
    const unknown = [...files.keys()].filter((field) => !fields.some((known) => known.field === field))
    const tooMany = fields.filter(
      ({ field, required }) =>
        (files.get(field)?.length ?? 0) > (required ? 1 : registrationLimits.otherDocuments),
    )
    if (missing.length || unknown.length || tooMany.length) {
      return c.json(
        {
          detail: [
            ...missing.map(({ field }) => ({ loc: ['files', field], msg: 'Required', type: 'missing' })),
            ...unknown.map((field) => ({
              loc: ['files', field],
              msg: 'Not a document of this form',
              type: 'unknown',
            })),
            ...tooMany.map(({ field }) => ({
              loc: ['files', field],
              msg: 'Too many files',
              type: 'too_big',
            })),
          ],
        },
        422,
      )
    }
    for (const [, list] of files) {
      if (list.some((file) => file.size > attachmentMaxBytes)) throw new ApiError(413, 'ATTACHMENT_TOO_LARGE')
    }

    const replay = await registrationReplay(
      c.var.db,
      kind,
      parsed.data.personal.document_number,
      idempotencyKey,
    )
    if (replay) return respond(c, RegistrationReceiptSchema, replay, 200)

    await takeAttempt(c.var.db, submissions, clientAddress(c))

    const uploads = await Promise.all(
      [...files].flatMap(([field, list]) => list.map((file) => uploaded(field, file))),
    )
    const { receipt, replayed } = await submitRegistration(c.var.db, c.var.fileStorage, {
      kind,
      form: parsed.data,
      files: uploads,
      lang,
      userId: c.get('auth')?.session.user.id ?? null,
      idempotencyKey,
    })
    return respond(c, RegistrationReceiptSchema, receipt, replayed ? 200 : 201)
  },
)
