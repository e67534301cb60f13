import { hasLocale } from 'next-intl'
import { decodePathSegment, SlugSchema } from '@/lib/contract/content'
import type { Locale } from '@/lib/contract/locales'
import { routing } from './routing'

export async function detailParams(
  params: Promise<{ locale: string; slug: string }>,
): Promise<{ locale: Locale; slug: string } | null> {
  const { locale, slug } = await params
  const decoded = decodePathSegment(slug)
  if (!hasLocale(routing.locales, locale) || !SlugSchema.safeParse(decoded).success) return null
  return { locale, slug: decoded }
}
