import type { Metadata } from 'next'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { CollegiateDocuments } from '@/components/private-area/collegiate-documents'
import { attachmentGroupOf } from '@/lib/contract/attachments'
import { requiredDocumentKinds } from '@/lib/contract/preferences'
import { getPathname } from '@/lib/i18n/navigation'
import { routing } from '@/lib/i18n/routing'
import { requirePageAccess } from '@/lib/server/page-session'
import { degreeIsForeignOf } from '@/lib/server/member-profile'

const path = '/collegiate-documents'

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/collegiate-documents'>): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'CollegiateDocuments' })
  return { title: t('pageTitle'), robots: { index: false } }
}

export default async function CollegiateDocumentsPage({
  params,
}: PageProps<'/[locale]/collegiate-documents'>) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const user = await requirePageAccess(locale, path, getPathname({ locale, href: path }))
  const group = attachmentGroupOf(user.role)
  if (!group) notFound()
  const kinds = requiredDocumentKinds(user.role, {
    degreeIsForeign: await degreeIsForeignOf(user, group),
  })
  const [t, messages] = await Promise.all([getTranslations('CollegiateDocuments'), getMessages()])

  return (
    <>
      <h1>{t('pageTitle')}</h1>
      <p>{t('intro')}</p>
      <NextIntlClientProvider
        messages={{
          CollegiateDocuments: messages.CollegiateDocuments,
          Attachments: messages.Attachments,
          MandateState: messages.MandateState,
          Errors: messages.Errors,
        }}
      >
        <CollegiateDocuments group={group} kinds={kinds} />
      </NextIntlClientProvider>
    </>
  )
}
