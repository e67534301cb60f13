import { publicSiteUrl } from '@/lib/env'

export const dynamic = 'force-dynamic'

/** GET /robots.txt – search engines may read the public site; the API, previews and internal list addresses not. */
export function GET() {
  const body = [
    'User-agent: *',
    'Allow: /',
    ...['/api/', '/tmp/', '/*/tmp/', '/lists/', '/*/lists/'].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicSiteUrl()}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
