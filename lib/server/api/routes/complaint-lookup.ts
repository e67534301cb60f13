import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { ComplaintStatusSchema, TrackingCodeSchema } from '@/lib/contract/complaint-lookup'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import { LocaleSchema } from '@/lib/contract/locales'
import { lookUpComplaintFor } from '@/lib/server/services/complaint-lookup'
import { type ApiEnv, errorResponses, jsonContent, noStore, respond } from '../http'
import { clientAddress } from '../client-address'

export const complaintLookupRoutes = new OpenAPIHono<ApiEnv>()

complaintLookupRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/public/complaints/{code}',
    tags: ['Complaints'],
    summary: 'Look up a complaint by its tracking code',
    description:
      'The code (any case, e.g. JOB-2026-000123), what the complaint is about (for a job offer, its title in `lang`), its status and dates; never its text nor who sent it. Unknown codes answer 404 COMPLAINT_NOT_FOUND. 30 look-ups per client address every 10 minutes (429 with Retry-After).',
    middleware: [noStore] as const,
    request: {
      params: z.object({ code: TrackingCodeSchema }),
      query: z.object({
        lang: LocaleSchema.default('es').describe('The language of the subject: es (default), ca, en or eu'),
      }),
    },
    responses: {
      200: jsonContent(ComplaintStatusSchema, 'Where the complaint stands'),
      ...errorResponses(422, 429, 503),
      404: jsonContent(ErrorEnvelopeSchema, 'COMPLAINT_NOT_FOUND: no complaint has that tracking code'),
    },
  }),
  async (c) => {
    const { code } = c.req.valid('param')
    const { lang } = c.req.valid('query')
    return respond(c, ComplaintStatusSchema, await lookUpComplaintFor(c.var.db, clientAddress(c), code, lang))
  },
)
