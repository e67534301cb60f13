import 'server-only'
import { createRoute, type RouteConfig } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { StaffActor } from '@/lib/server/services/staff-actions'
import { type ApiEnv, errorResponses, privateNoStore, signedIn } from './http'
import { authenticated, requireUser } from './session'

const staffOnly = requireUser({ roles: ['staff'] })

/**
 * A back-office route: for the staff role only (401 without a session, 403 for any other role), answered
 * with `private, no-store`, documented under its tag with the bearer or cookie security.
 */
export function adminRoute<const R extends Omit<RouteConfig, 'middleware' | 'security'>>(config: R) {
  return createRoute({
    ...config,
    security: signedIn,
    middleware: [privateNoStore, staffOnly] as const,
    responses: { ...config.responses, ...errorResponses(401, 403) },
  })
}

/** The member of staff behind an admin route, for the back-office's log. */
export function staffActor(c: Context<ApiEnv>): StaffActor {
  const { user } = authenticated(c).session
  return { id: user.id, email: user.email }
}
