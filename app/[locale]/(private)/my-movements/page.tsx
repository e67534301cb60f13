import type { Metadata } from 'next'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { pageNumberOf } from '@/components/ui/list-query'
import {
  movementFiltersFromQuery,
  movementFiltersValid,
  movementPageKey,
  movementRequestQuery,
} from '@/lib/client/movement-query'
import { buildQuery } from '@/lib/client/query-string'
import type { Locale } from '@/lib/contract/locales'
import { getPathname } from '@/lib/i18n/navigation'
import { routing } from '@/lib/i18n/routing'
import { requirePageAccess } from '@/lib/server/page-session'
import { privateReadsFor, type PrivateReads } from '@/lib/server/private-reads'
import { PrefetchedQueries, type Prefetch } from '../_components/prefetched-queries'
import { MovementsWithPayment } from './_components/movements-with-payment'

const path = '/my-movements'

/** The page of movements the address asks for, as the list reads it from the address in the browser. */
function firstScreen(reads: PrivateReads, lang: Locale, search: URLSearchParams): Prefetch[] {
  const filters = movementFiltersFromQuery(search)
  if (!movementFiltersValid(filters)) return []
  const page = pageNumberOf(search)
  const query = buildQuery(movementRequestQuery(lang, filters, page)).slice(1)
  return [{ queryKey: movementPageKey(lang, filters, page), read: () => reads.movements(query) }]
}

export async function generateMetadata({ params }: PageProps<'/[locale]/my-movements'>): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'Movements' })
  return { title: t('pageTitle'), robots: { index: false } }
}

export default async function MyMovementsPage({ params, searchParams }: PageProps<'/[locale]/my-movements'>) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const user = await requirePageAccess(locale, path, getPathname({ locale, href: path }))
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(await searchParams)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      search.append(key, item)
  }
  const [t, messages] = await Promise.all([getTranslations('Movements'), getMessages()])

  return (
    <>
      <h1>{t('pageTitle')}</h1>
      <NextIntlClientProvider
        messages={{ Movements: messages.Movements, Payments: messages.Payments, Errors: messages.Errors }}
      >
        <PrefetchedQueries queries={firstScreen(privateReadsFor(user), locale, search)}>
          <MovementsWithPayment />
        </PrefetchedQueries>
      </NextIntlClientProvider>
    </>
  )
}
