import { mediaPath, mediaPathPattern } from '@/lib/contract/admin-media'
import { portalApi } from '@/lib/server/api'
import { portalGateway } from '@/lib/server/gateway'

/** GET /media/{id} – an uploaded picture, answered by the API (GET /api/public/media/{id}); 404 for anything else. */
export async function GET(request: Request, { params }: RouteContext<'/media/[id]'>) {
  const gateway = portalGateway()
  if (gateway) return gateway.fetchMedia(request)
  const { id } = await params
  if (!mediaPathPattern.test(mediaPath(id))) return new Response(null, { status: 404 })
  const url = new URL(`/api/public/media/${id}`, request.url)
  return portalApi.fetch(new Request(url, { headers: request.headers }))
}
