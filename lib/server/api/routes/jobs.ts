import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { captchaActions, CaptchaTokenHeaderSchema } from '@/lib/contract/captcha'
import { SlugSchema } from '@/lib/contract/content'
import { IdempotencyKeySchema, normaliseIdempotencyKey } from '@/lib/contract/idempotency'
import {
  JobComplaintInputSchema,
  JobComplaintParamsSchema,
  JobComplaintReceiptSchema,
  JobListQuerySchema,
  JobListSchema,
  JobSchema,
} from '@/lib/contract/jobs'
import { LocaleSchema } from '@/lib/contract/locales'
import { createJobComplaint, findComplaintReplay, getJob, listJobs } from '@/lib/server/services/jobs'
import type { RateLimit } from '@/lib/server/auth/failures'
import { takeAttempt } from '@/lib/server/services/auth'
import { checkCaptcha } from '../captcha'
import { limitBody } from '../body-limit'
import { type ApiEnv, errorResponses, jsonContent, noStore, respond } from '../http'
import { clientAddress } from '../client-address'
import { optionalUser } from '../session'
import { sameForEveryone } from '../shared-cache'

export const jobsRoutes = new OpenAPIHono<ApiEnv>()

const listRoute = (path: string) =>
  createRoute({
    method: 'get',
    middleware: [sameForEveryone] as const,
    path,
    tags: ['Jobs'],
    summary: 'Published job offers still taking applications',
    description:
      'Newest first. Offers whose closing date has passed are left out (their detail still answers). Only filters with a value count: an empty q or filter, or min_salary=0, is as if not sent.',
    request: { params: z.object({ lang: LocaleSchema }), query: JobListQuerySchema },
    responses: {
      200: jsonContent(JobListSchema, 'One page of offers and the total'),
      ...errorResponses(422),
    },
  })

// spec §7: jobs/{lang}?skip&limit plus truthy filters
jobsRoutes.openapi(listRoute('/jobs/{lang}'), async (c) =>
  respond(c, JobListSchema, await listJobs(c.var.db, c.req.valid('param').lang, c.req.valid('query'))),
)

jobsRoutes.openapi(listRoute('/public/jobs/{lang}'), async (c) =>
  respond(c, JobListSchema, await listJobs(c.var.db, c.req.valid('param').lang, c.req.valid('query'))),
)

jobsRoutes.openapi(
  createRoute({
    method: 'get',
    middleware: [sameForEveryone] as const,
    path: '/public/jobs/{lang}/{slug}',
    tags: ['Jobs'],
    summary: 'A published job offer by slug',
    description:
      "A slug of another language's translation answers the offer in the language asked for, with its own slug. Offers past their closing date answer with closed true.",
    request: { params: z.object({ lang: LocaleSchema, slug: SlugSchema }) },
    responses: { 200: jsonContent(JobSchema, 'The offer'), ...errorResponses(404, 422) },
  }),
  async (c) => {
    const { lang, slug } = c.req.valid('param')
    return respond(c, JobSchema, await getJob(c.var.db, lang, slug))
  },
)

// Someone reporting a fraudulent offer writes once or twice; a script posting in a loop is held back.
const complaints: RateLimit = { scope: 'job-complaint-address', limit: 5, windowMs: 10 * 60 * 1000 }

// The longest valid body, 2000 characters of four-byte UTF-8 or of \u escapes, stays well below this.
const limitComplaintBody = limitBody(32 * 1024)

jobsRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/jobs/{id}/{lang}/complaint',
    tags: ['Jobs'],
    summary: 'Complain about a job offer',
    description:
      "Records the complaint and answers its tracking code. No sign-in is needed; when the request carries a session, the complaint is recorded as that person's. Five per client address every ten minutes; a retry with the same Idempotency-Key and body answers the first receipt and does not count. When the server has captcha configured, X-Captcha-Token must carry a reCAPTCHA token for the action job_complaint, new for each attempt.",
    middleware: [noStore, limitComplaintBody, optionalUser()] as const,
    request: {
      params: JobComplaintParamsSchema,
      headers: z.object({
        'idempotency-key': IdempotencyKeySchema.optional(),
        'x-captcha-token': CaptchaTokenHeaderSchema,
      }),
      body: { required: true, content: { 'application/json': { schema: JobComplaintInputSchema } } },
    },
    responses: {
      201: {
        ...jsonContent(JobComplaintReceiptSchema, 'Received; a replayed retry answers the same receipt'),
        headers: z.object({
          'Idempotent-Replayed': z
            .enum(['true'])
            .optional()
            .describe('Present when this answers a retry of an earlier request'),
        }),
      },
      ...errorResponses(400, 404, 413, 415, 422, 429, 503),
    },
  }),
  async (c) => {
    await checkCaptcha(c, captchaActions.jobComplaint)
    const { id, lang } = c.req.valid('param')
    const request = { jobId: id, lang, input: c.req.valid('json') }
    const header = c.req.valid('header')['idempotency-key']
    const idempotencyKey = header ? normaliseIdempotencyKey(header) : null

    if (idempotencyKey) {
      const replay = await findComplaintReplay(c.var.db, idempotencyKey, request)
      if (replay) {
        c.header('Idempotent-Replayed', 'true')
        return respond(c, JobComplaintReceiptSchema, replay, 201)
      }
    }

    await takeAttempt(c.var.db, complaints, clientAddress(c))

    const userId = c.get('auth')?.session.user.id ?? null
    const { receipt, replayed } = await createJobComplaint(c.var.db, request, { userId, idempotencyKey })
    if (replayed) c.header('Idempotent-Replayed', 'true')
    return respond(c, JobComplaintReceiptSchema, receipt, 201)
  },
)
