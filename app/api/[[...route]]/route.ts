import { portalApi } from '@/lib/server/api'

const handle = (request: Request) => portalApi.fetch(request)

export const GET = handle
export const POST = handle
export const PUT = handle
export const PATCH = handle
export const DELETE = handle
export const OPTIONS = handle
