import type { Metadata } from 'next'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { SocietyDetail } from '@/components/private-area/society-detail'
import { getPathname, Link } from '@/lib/i18n/navigation'
import { routing } from '@/lib/i18n/routing'
import { requirePageAccess } from '@/lib/server/page-session'

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/professional-societies/procedure/[id]'>): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'ProfessionalSocieties' })
  return { title: t('detail.pageTitle'), robots: { index: false } }
}

export default async function ProfessionalSocietyPage({
  params,
}: PageProps<'/[locale]/professional-societies/procedure/[id]'>) {
  const { locale, id } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const path = `/professional-societies/procedure/${encodeURIComponent(id)}`
  await requirePageAccess(locale, path, getPathname({ locale, href: path }))
  const [t, messages] = await Promise.all([getTranslations('ProfessionalSocieties'), getMessages()])

  return (
    <>
      <p>
        <Link href="/professional-societies/procedure">{t('detail.back')}</Link>
      </p>
      <h1>{t('detail.pageTitle')}</h1>
      <NextIntlClientProvider
        messages={{ ProfessionalSocieties: messages.ProfessionalSocieties, Errors: messages.Errors }}
      >
        <SocietyDetail id={id} />
      </NextIntlClientProvider>
    </>
  )
}
