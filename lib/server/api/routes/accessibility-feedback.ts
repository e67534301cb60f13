import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import {
  AccessibilityFeedbackInputSchema,
  AccessibilityFeedbackReceiptSchema,
} from '@/lib/contract/accessibility-feedback'
import { captchaActions, CaptchaTokenHeaderSchema } from '@/lib/contract/captcha'
import { IdempotencyKeySchema, normaliseIdempotencyKey } from '@/lib/contract/idempotency'
import {
  createAccessibilityFeedback,
  findFeedbackReplay,
  requestFingerprint,
} from '@/lib/server/services/accessibility-feedback'
import type { RateLimit } from '@/lib/server/auth/failures'
import { takeAttempt } from '@/lib/server/services/auth'
import { checkCaptcha } from '../captcha'
import { limitBody } from '../body-limit'
import { type ApiEnv, errorResponses, jsonContent, noStore, respond } from '../http'
import { clientAddress } from '../client-address'

export const accessibilityFeedbackRoutes = new OpenAPIHono<ApiEnv>()

// A person reporting a barrier writes once or twice; a script posting in a loop is held back.
const submissions: RateLimit = { scope: 'accessibility-feedback-address', limit: 5, windowMs: 10 * 60 * 1000 }

// The longest valid body, 5000 characters of four-byte UTF-8 or of \u escapes, stays well below this.
const limitFeedbackBody = limitBody(64 * 1024)

accessibilityFeedbackRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/public/accessibility-feedback',
    tags: ['Accessibility'],
    summary: 'Send a communication about accessibility (RD 1112/2018, art. 10.2)',
    description:
      'Stores the communication and answers its reference. Five per client address every ten minutes; a retry with the same Idempotency-Key and body answers the first receipt and does not count. When the server has captcha configured, X-Captcha-Token must carry a reCAPTCHA token for the action accessibility_feedback, new for each attempt.',
    middleware: [noStore, limitFeedbackBody] as const,
    request: {
      headers: z.object({
        'idempotency-key': IdempotencyKeySchema.optional(),
        'x-captcha-token': CaptchaTokenHeaderSchema,
      }),
      body: {
        required: true,
        content: { 'application/json': { schema: AccessibilityFeedbackInputSchema } },
      },
    },
    responses: {
      201: {
        ...jsonContent(
          AccessibilityFeedbackReceiptSchema,
          'Received; a replayed retry answers the same receipt',
        ),
        headers: z.object({
          'Idempotent-Replayed': z
            .enum(['true'])
            .optional()
            .describe('Present when this answers a retry of an earlier request'),
        }),
      },
      ...errorResponses(400, 413, 415, 422, 429, 503),
    },
  }),
  async (c) => {
    await checkCaptcha(c, captchaActions.accessibilityFeedback)
    const input = c.req.valid('json')
    const header = c.req.valid('header')['idempotency-key']
    const idempotencyKey = header ? normaliseIdempotencyKey(header) : null

    if (idempotencyKey) {
      const replay = await findFeedbackReplay(c.var.db, idempotencyKey, requestFingerprint(input))
      if (replay) {
        c.header('Idempotent-Replayed', 'true')
        return respond(c, AccessibilityFeedbackReceiptSchema, replay, 201)
      }
    }

    await takeAttempt(c.var.db, submissions, clientAddress(c))

    const { receipt, replayed } = await createAccessibilityFeedback(c.var.db, input, { idempotencyKey })
    if (replayed) c.header('Idempotent-Replayed', 'true')
    return respond(c, AccessibilityFeedbackReceiptSchema, receipt, 201)
  },
)
