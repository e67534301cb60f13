import type { Metadata } from 'next'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import {
  GenericApplicationsPanel,
  ProcessTypeNav,
  RegistrationApplications,
} from '@/components/private-area/procedure-applications'
import { processTypes } from '@/lib/contract/content'
import {
  applicantGroupOf,
  processTypeOfPageParam,
  processTypePageParams,
} from '@/lib/contract/procedure-applications'
import { getPathname } from '@/lib/i18n/navigation'
import { routing } from '@/lib/i18n/routing'
import { requirePageAccess } from '@/lib/server/page-session'

const path = '/generic-procedures-profile'

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/generic-procedures-profile'>): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'ProcedureApplications' })
  return { title: t('pageTitle'), robots: { index: false } }
}

/** `?type=` picks the process type, the first one when missing or unknown. */
export default async function GenericProceduresProfilePage({
  params,
  searchParams,
}: PageProps<'/[locale]/generic-procedures-profile'>) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const { type: requested } = await searchParams
  const type = processTypeOfPageParam(requested) ?? processTypes[0]
  const href = { pathname: path, query: { type: processTypePageParams[type] } }
  const user = await requirePageAccess(locale, path, getPathname({ locale, href }))
  const group = applicantGroupOf(user.role)
  if (!group) notFound()
  const [t, messages] = await Promise.all([getTranslations('ProcedureApplications'), getMessages()])

  return (
    <>
      <h1>
        {t('pageTitle')}: {t(`types.${type}`)}
      </h1>
      <NextIntlClientProvider
        messages={{
          ProcedureApplications: messages.ProcedureApplications,
          GenericProcedureForm: messages.GenericProcedureForm,
          Errors: messages.Errors,
        }}
      >
        <ProcessTypeNav current={type} />
        <GenericApplicationsPanel group={group} type={type} />
        <RegistrationApplications group={group} />
      </NextIntlClientProvider>
    </>
  )
}
