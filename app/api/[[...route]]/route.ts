import { portalApi } from '@/lib/server/api'
import { portalGateway } from '@/lib/server/gateway'

/** The built-in API, or, when the portal is only the association's front end, the gateway to its back end. */
const handle = (request: Request) => (portalGateway() ?? portalApi).fetch(request)

export const GET = handle
export const POST = handle
export const PUT = handle
export const PATCH = handle
export const DELETE = handle
export const OPTIONS = handle
