import type { Metadata } from 'next'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { AttachmentsPanel } from '@/components/private-area/attachments-panel'
import { GoodStandingCertificate } from '@/components/private-area/certificate-download'
import { ProfileSection } from '@/components/private-area/profile-section'
import { getPathname, Link } from '@/lib/i18n/navigation'
import { routing } from '@/lib/i18n/routing'
import { requirePageAccess } from '@/lib/server/page-session'

const path = '/my-documents'

export async function generateMetadata({ params }: PageProps<'/[locale]/my-documents'>): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'Attachments' })
  return { title: t('pageTitle'), robots: { index: false } }
}

export default async function MyDocumentsPage({ params }: PageProps<'/[locale]/my-documents'>) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  await requirePageAccess(locale, path, getPathname({ locale, href: path }))
  const [t, messages] = await Promise.all([getTranslations('Attachments'), getMessages()])

  return (
    <>
      <h1>{t('pageTitle')}</h1>
      <p>
        <Link href="/collegiate-documents">{t('toChecklist')}</Link>
      </p>
      <NextIntlClientProvider
        messages={{
          Attachments: messages.Attachments,
          Certificates: messages.Certificates,
          Errors: messages.Errors,
          ProfileData: { statuses: messages.ProfileData.statuses },
        }}
      >
        <GoodStandingCertificate />
        <ProfileSection id="attachments" title={t('title')}>
          <AttachmentsPanel group="collegiates" />
        </ProfileSection>
      </NextIntlClientProvider>
    </>
  )
}
