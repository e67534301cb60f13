import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { type ErrorEnvelope, ErrorEnvelopeSchema } from '@/lib/contract/errors'
import { notReadyCode, ReadinessSchema } from '@/lib/contract/readiness'
import type { Database } from '@/lib/server/db/client'
import type { FileStorage } from '@/lib/server/integrations/file-storage'
import { checkReadiness, type ReadinessFailures } from '@/lib/server/services/readiness'
import { type ApiEnv, jsonContent, respond } from '../http'

/** Probes come every few seconds from every balancer, and the storage check writes a file: one run serves them all. */
const reuseForMs = 5_000

/** Mounted before the database is opened for the other routes, so that a database that will not open is "not ready". */
export function readinessRoutes(options: { getDb: () => Promise<Database>; fileStorage: FileStorage }) {
  const routes = new OpenAPIHono<ApiEnv>()
  let last: { at: number; failures: Promise<ReadinessFailures> } | undefined

  routes.openapi(
    createRoute({
      method: 'get',
      path: '/ready',
      tags: ['Operations'],
      summary: 'Readiness: the database answers, its migrations are applied and file storage is writable',
      description:
        'For load balancers and orchestrators (`/health` says only that the process answers). The result is reused ' +
        `for ${reuseForMs / 1000} s. Not ready answers 503 with \`{"detail": {"code": "${notReadyCode}", "reason": ...}}\`, ` +
        'the reason naming the checks that failed.',
      responses: {
        200: jsonContent(ReadinessSchema, 'Ready to take traffic'),
        503: jsonContent(
          ErrorEnvelopeSchema,
          `Not ready: ${notReadyCode}, the reason naming the failed checks`,
        ),
      },
    }),
    async (c) => {
      if (!last || Date.now() - last.at > reuseForMs) {
        last = { at: Date.now(), failures: checkReadiness(options) }
      }
      const failures = Object.entries(await last.failures)
      c.header('Cache-Control', 'no-store')
      if (failures.length > 0) {
        c.header('Retry-After', '5')
        const reason = failures.map(([check, why]) => `${check}: ${why}`).join('; ')
        return c.json({ detail: { code: notReadyCode, reason } } satisfies ErrorEnvelope, 503)
      }
      return respond(c, ReadinessSchema, {
        status: 'ready',
        checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
      })
    },
  )
  return routes
}
