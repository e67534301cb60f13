import { defaultLocale } from '@/lib/contract/locales'
import { loadSettings } from '@/lib/server/portal'

export const dynamic = 'force-dynamic'

/** GET /robots.txt – search engines may read the public site; the API, previews and internal list addresses not. */
export async function GET() {
  const { public_url } = await loadSettings(defaultLocale)
  const body = [
    'User-agent: *',
    'Allow: /',
    ...['/api/', '/tmp/', '/*/tmp/', '/lists/', '/*/lists/'].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${public_url.replace(/\/$/, '')}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
