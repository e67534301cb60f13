import { hasLocale } from 'next-intl'
import { notFound } from 'next/navigation'
import { PreviewBanner } from '@/components/status/preview-banner'
import { routing } from '@/lib/i18n/routing'

// Previews depend on who asks (staff see drafts): never cached.
export const dynamic = 'force-dynamic'

export default async function PreviewLayout({ children, params }: LayoutProps<'/[locale]/tmp'>) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  return (
    <>
      <PreviewBanner locale={locale} />
      {children}
    </>
  )
}
