import 'server-only'
import { createRoute, type RouteConfig } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { StaffActor } from '@/lib/server/services/staff-actions'
import { type ApiEnv, errorResponses, privateNoStore, signedIn } from './http'
import { authenticated, requireUser } from './session'

const staffOnly = requireUser({ roles: ['staff'] })

/** 401 without a session, 403 for any other role than staff; `private, no-store`. */
export function adminRoute<const R extends Omit<RouteConfig, 'middleware' | 'security'>>(config: R) {
  return createRoute({
    ...config,
    security: signedIn,
    middleware: [privateNoStore, staffOnly] as const,
    responses: { ...config.responses, ...errorResponses(401, 403) },
  })
}

export function staffActor(c: Context<ApiEnv>): StaffActor {
  const { user } = authenticated(c).session
  return { id: user.id, email: user.email }
}
