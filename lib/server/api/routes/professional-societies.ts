import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { attachmentMaxBytes } from '@/lib/contract/attachments'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import {
  SocietyComponentIdSchema,
  SocietyComponentInputSchema,
  SocietyDetailSchema,
  SocietyFilingQuerySchema,
  SocietyFilingSchema,
  SocietyIdSchema,
  SocietyInputSchema,
  SocietyListSchema,
  type SocietyDocumentRole,
} from '@/lib/contract/professional-societies'
import {
  addSocietyComponent,
  fileSociety,
  getSociety,
  listSocieties,
  makeSocietyAdministrator,
  removeSocietyComponent,
  setSocietyActive,
  type SocietyFile,
} from '@/lib/server/services/professional-societies'
import type { RateLimit } from '@/lib/server/auth/failures'
import { takeAttempt } from '@/lib/server/services/auth'
import { toValidationIssues } from '../errors'
import { limitFormBody, readFormSubmission } from '../form-submission'
import { type ApiEnv, errorResponses, jsonContent, privateNoStore, respond, signedIn } from '../http'
import { authenticated, requireUser } from '../session'

export const professionalSocietiesRoutes = new OpenAPIHono<ApiEnv>()

const base = '/public/collegiates/professional-societies'
const tags = ['Professional societies']
const collegiates = requireUser({ roles: ['collegiate'] })

/** Filings per person: a few societies at once, not a way to fill the storage. */
const filings: RateLimit = { scope: 'society-filing-person', limit: 10, windowMs: 10 * 60 * 1000 }

const notFound = jsonContent(
  ErrorEnvelopeSchema,
  'SOCIETY_NOT_FOUND: no such society among the caller’s (someone else’s answers the same); SOCIETY_COMPONENT_NOT_FOUND: no such component in it',
)
const componentsRule = jsonContent(
  ErrorEnvelopeSchema,
  '{"code": "SOCIETY_COMPONENTS_RULE", "reason": "noComponents" | "noAdministrator" | "severalAdministrators" | "removesAdministrator"}: the change would break the components rules; SOCIETY_CIF_TAKEN: an active society has that CIF',
)
const detail = jsonContent(SocietyDetailSchema, 'The society as it is now')

const societyParams = z.object({ id: SocietyIdSchema })
const componentParams = z.object({ id: SocietyIdSchema, componentId: SocietyComponentIdSchema })

const userIdOf = (c: Parameters<typeof authenticated>[0]) => authenticated(c).session.user.id

professionalSocietiesRoutes.openapi(
  createRoute({
    method: 'get',
    path: base,
    tags,
    summary: 'My professional societies',
    description:
      'The societies the signed-in collegiate filed, newest first, with status and active flag. Collegiates only.',
    security: signedIn,
    middleware: [privateNoStore, collegiates] as const,
    responses: {
      200: jsonContent(SocietyListSchema, 'The societies, newest first'),
      ...errorResponses(401, 403, 503),
    },
  }),
  async (c) => respond(c, SocietyListSchema, await listSocieties(c.var.db, userIdOf(c))),
)

const fileRoles: SocietyDocumentRole[] = ['deed', 'registry_certificate']

professionalSocietiesRoutes.openapi(
  createRoute({
    method: 'post',
    path: base,
    tags,
    summary: 'File a professional society',
    description: `multipart/form-data: \`form_data\` holds the society as JSON (SocietyInput: data, address, registry and notary, components with exactly one administrator, consents), \`deed\` the deed of incorporation (required) and \`registry_certificate\` the registry certificate (optional), each PDF, JPEG or PNG by content up to ${attachmentMaxBytes} bytes. Everything is recorded or nothing: status \`received\` with a tracking code (SSPP-YYYY-XXXXXXXX), and an acknowledgement e-mail in \`lang\`. 400 EMPTY_FORM_DATA, INVALID_JSON_FORMAT, SOCIETY_DEED_REQUIRED or ATTACHMENT_EMPTY; 409 SOCIETY_CIF_TAKEN or ATTACHMENT_LIMIT_REACHED; 413 ATTACHMENT_TOO_LARGE; 415 ATTACHMENT_TYPE_NOT_ALLOWED or not multipart; 422 with the problems of the answers; 429 after 10 filings in 10 minutes. Collegiates only.`,
    security: signedIn,
    middleware: [privateNoStore, collegiates, limitFormBody(fileRoles.length)] as const,
    request: {
      query: SocietyFilingQuerySchema,
      body: { required: true, content: { 'multipart/form-data': { schema: SocietyFilingSchema.partial() } } },
    },
    responses: {
      201: jsonContent(SocietyDetailSchema, 'Filed'),
      ...errorResponses(400, 401, 403, 413, 415, 422, 429, 503),
      409: componentsRule,
    },
  }),
  async (c) => {
    const { lang } = c.req.valid('query')
    const submission = await readFormSubmission(c)
    const parsed = SocietyInputSchema.safeParse(submission.data)
    if (!parsed.success) return c.json({ detail: toValidationIssues(parsed.error, 'body') }, 422)
    const userId = userIdOf(c)
    await takeAttempt(c.var.db, filings, userId)
    const files: SocietyFile[] = []
    for (const role of fileRoles) {
      const sent = submission.files.get(role) ?? []
      if (sent.length > 1) {
        return c.json({ detail: [{ loc: ['body', role], msg: 'One file at most', type: 'too_big' }] }, 422)
      }
      for (const file of sent) {
        files.push({ role, filename: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })
      }
    }
    const society = await fileSociety(c.var.db, c.var.fileStorage, userId, parsed.data, files, lang)
    return respond(c, SocietyDetailSchema, society, 201)
  },
)

professionalSocietiesRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${base}/{id}`,
    tags,
    summary: 'One of my professional societies',
    description: 'The society with its components, documents and history (oldest first). Collegiates only.',
    security: signedIn,
    middleware: [privateNoStore, collegiates] as const,
    request: { params: societyParams },
    responses: { 200: detail, ...errorResponses(401, 403, 422, 503), 404: notFound },
  }),
  async (c) =>
    respond(c, SocietyDetailSchema, await getSociety(c.var.db, userIdOf(c), c.req.valid('param').id)),
)

professionalSocietiesRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${base}/{id}/components`,
    tags,
    summary: 'Add a component to my society',
    description:
      'Adds one component; it does not become the administrator (name it with …/administrator). Recorded in the history. Collegiates only.',
    security: signedIn,
    middleware: [privateNoStore, collegiates] as const,
    request: {
      params: societyParams,
      body: { required: true, content: { 'application/json': { schema: SocietyComponentInputSchema } } },
    },
    responses: {
      200: detail,
      ...errorResponses(400, 401, 403, 415, 422, 503),
      404: notFound,
      409: componentsRule,
    },
  }),
  async (c) =>
    respond(
      c,
      SocietyDetailSchema,
      await addSocietyComponent(c.var.db, userIdOf(c), c.req.valid('param').id, c.req.valid('json')),
    ),
)

professionalSocietiesRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${base}/{id}/components/{componentId}/remove`,
    tags,
    summary: 'Remove a component from my society',
    description:
      'Removes one component with the society locked: 409 SOCIETY_COMPONENTS_RULE with reason `noComponents` for the last one and `removesAdministrator` for the administrator (name another first). Collegiates only.',
    security: signedIn,
    middleware: [privateNoStore, collegiates] as const,
    request: { params: componentParams },
    responses: { 200: detail, ...errorResponses(401, 403, 422, 503), 404: notFound, 409: componentsRule },
  }),
  async (c) => {
    const { id, componentId } = c.req.valid('param')
    return respond(
      c,
      SocietyDetailSchema,
      await removeSocietyComponent(c.var.db, userIdOf(c), id, componentId),
    )
  },
)

professionalSocietiesRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${base}/{id}/components/{componentId}/administrator`,
    tags,
    summary: 'Name the administrator of my society',
    description:
      'Names one component the administrator; the previous one stays a component. Done with the society locked, so two changes at once never leave none or two. Collegiates only.',
    security: signedIn,
    middleware: [privateNoStore, collegiates] as const,
    request: { params: componentParams },
    responses: { 200: detail, ...errorResponses(401, 403, 422, 503), 404: notFound, 409: componentsRule },
  }),
  async (c) => {
    const { id, componentId } = c.req.valid('param')
    return respond(
      c,
      SocietyDetailSchema,
      await makeSocietyAdministrator(c.var.db, userIdOf(c), id, componentId),
    )
  },
)

for (const { action, active } of [
  { action: 'deactivate', active: false },
  { action: 'activate', active: true },
] as const) {
  professionalSocietiesRoutes.openapi(
    createRoute({
      method: 'post',
      path: `${base}/{id}/${action}`,
      tags,
      summary: active ? 'Activate my society' : 'Deactivate my society',
      description: `${active ? 'Activates a deactivated society (409 SOCIETY_CIF_TAKEN when another active society has its CIF)' : 'Deactivates a society; it keeps its data and can be activated again'}. Recorded in the history; asking for the state it is in changes nothing. Collegiates only.`,
      security: signedIn,
      middleware: [privateNoStore, collegiates] as const,
      request: { params: societyParams },
      responses: { 200: detail, ...errorResponses(401, 403, 422, 503), 404: notFound, 409: componentsRule },
    }),
    async (c) =>
      respond(
        c,
        SocietyDetailSchema,
        await setSocietyActive(c.var.db, userIdOf(c), c.req.valid('param').id, active),
      ),
  )
}
