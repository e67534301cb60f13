import type { Metadata } from 'next'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { GenericApplicationDetail } from '@/components/private-area/procedure-applications'
import { applicantGroupOf } from '@/lib/contract/procedure-applications'
import { getPathname, Link } from '@/lib/i18n/navigation'
import { routing } from '@/lib/i18n/routing'
import { requirePageAccess } from '@/lib/server/page-session'

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/generic-procedures-profile/[id]'>): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'ProcedureApplications' })
  return { title: t('detail.pageTitle'), robots: { index: false } }
}

export default async function GenericProcedureApplicationPage({
  params,
}: PageProps<'/[locale]/generic-procedures-profile/[id]'>) {
  const { locale, id } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const path = `/generic-procedures-profile/${encodeURIComponent(id)}`
  const user = await requirePageAccess(locale, path, getPathname({ locale, href: path }))
  const group = applicantGroupOf(user.role)
  if (!group) notFound()
  const [t, messages] = await Promise.all([getTranslations('ProcedureApplications'), getMessages()])

  return (
    <>
      <p>
        <Link href="/generic-procedures-profile">{t('detail.back')}</Link>
      </p>
      <h1>{t('detail.pageTitle')}</h1>
      <NextIntlClientProvider
        messages={{
          ProcedureApplications: messages.ProcedureApplications,
          GenericProcedureForm: messages.GenericProcedureForm,
          Errors: messages.Errors,
        }}
      >
        <GenericApplicationDetail group={group} id={id} />
      </NextIntlClientProvider>
    </>
  )
}
