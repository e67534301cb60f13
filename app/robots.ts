import type { MetadataRoute } from 'next'
import { defaultLocale } from '@/lib/contract/locales'
import { loadSettings } from '@/lib/server/portal'

export const revalidate = 300

/** Search engines may read the public site; the API, previews and personal pages are not for them. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const { public_url } = await loadSettings(defaultLocale)
  const base = public_url.replace(/\/$/, '')
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/tmp/', '/*/tmp/', '/lists/', '/*/lists/'] },
    sitemap: `${base}/sitemap.xml`,
  }
}
