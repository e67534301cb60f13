import 'server-only'
import { timingSafeEqual } from 'node:crypto'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { ApiError } from '@/lib/server/errors'
import { type ApiEnv, errorResponses, jsonContent } from '../http'

const RevalidatedSchema = z
  .object({ revalidated: z.literal(true).describe('Every cached public page will be rendered again') })
  .meta({ id: 'Revalidated' })

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** `onContentChange` is what the hosting framework does to refresh. */
export function cacheRoutes(options: { secret?: string; onContentChange: () => void | Promise<void> }) {
  const routes = new OpenAPIHono<ApiEnv>()

  routes.openapi(
    createRoute({
      method: 'post',
      path: '/cache/revalidate',
      tags: ['Operations'],
      summary: 'Refresh cached public pages after content changed outside the portal',
      description: 'Needs `Authorization: Bearer <REVALIDATE_SECRET>`; refused when no secret is configured.',
      security: [{ revalidateSecret: [] }],
      responses: {
        200: jsonContent(RevalidatedSchema, 'Cached pages will be rendered again on their next request'),
        ...errorResponses(401),
      },
    }),
    async (c) => {
      const token = c.req.header('Authorization')?.match(/^Bearer (.+)$/)?.[1]
      if (!options.secret || !token || !sameSecret(token, options.secret))
        throw new ApiError(401, 'Unauthorized')
      await options.onContentChange()
      c.header('Cache-Control', 'no-store')
      return c.json(RevalidatedSchema.parse({ revalidated: true }), 200)
    },
  )
  return routes
}
