import type { Metadata } from 'next'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { SocietiesPanel } from '@/components/private-area/societies-panel'
import { getPathname } from '@/lib/i18n/navigation'
import { routing } from '@/lib/i18n/routing'
import { requirePageAccess } from '@/lib/server/page-session'

const path = '/professional-societies/procedure'

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/professional-societies/procedure'>): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'ProfessionalSocieties' })
  return { title: t('pageTitle'), robots: { index: false } }
}

export default async function ProfessionalSocietiesPage({
  params,
}: PageProps<'/[locale]/professional-societies/procedure'>) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const user = await requirePageAccess(locale, path, getPathname({ locale, href: path }))
  const [t, messages] = await Promise.all([getTranslations('ProfessionalSocieties'), getMessages()])

  return (
    <>
      <h1>{t('pageTitle')}</h1>
      <p>{t('intro')}</p>
      <NextIntlClientProvider
        messages={{
          ProfessionalSocieties: messages.ProfessionalSocieties,
          Profile: messages.Profile,
          Errors: messages.Errors,
        }}
      >
        <SocietiesPanel draftKey={`form-draft:professional-society:${user.id}`} />
      </NextIntlClientProvider>
    </>
  )
}
