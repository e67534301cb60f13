import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { applicationGroupOf } from '@/lib/contract/applications'
import { roleOf } from '@/lib/contract/auth'
import { EnrolmentStateSchema, EventIdSchema } from '@/lib/contract/enrolment'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import { defaultLocale, LocaleSchema } from '@/lib/contract/locales'
import { enrolmentState } from '@/lib/server/services/enrolment'
import { type ApiEnv, errorResponses, jsonContent, noStore, respond } from '../http'
import { optionalUser } from '../session'

export const enrolmentRoutes = new OpenAPIHono<ApiEnv>()

enrolmentRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/public/events/{id}/enrolment',
    tags: ['Applications'],
    summary: 'Enrolment in an event or course',
    description:
      'The live state of a published event’s enrolment: availability, places left, the waiting list’s length, prices and the admitted groups. With a session it also tells the caller’s group, why they may not enrol (`group` or `status`) and their application, in `lang`. Never cached: it changes with every application.',
    middleware: [noStore, optionalUser()] as const,
    request: {
      params: z.object({ id: EventIdSchema }),
      query: z.object({
        lang: LocaleSchema.default(defaultLocale).describe('The language of the application'),
      }),
    },
    responses: {
      200: jsonContent(EnrolmentStateSchema, 'The enrolment state'),
      ...errorResponses(422, 503),
      404: jsonContent(ErrorEnvelopeSchema, 'EVENT_NOT_FOUND: no published event or course with that id'),
    },
  }),
  async (c) => {
    const user = c.get('auth')?.session.user
    const viewer = user && {
      userId: user.id,
      group: applicationGroupOf(roleOf(user.principals)),
      lang: c.req.valid('query').lang,
    }
    return respond(
      c,
      EnrolmentStateSchema,
      await enrolmentState(c.var.db, c.req.valid('param').id, viewer ?? null),
    )
  },
)
