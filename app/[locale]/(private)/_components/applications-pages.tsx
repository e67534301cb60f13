import type { Metadata } from 'next'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { ApplicationsList } from '@/components/private-area/applications-list'
import { applicationGroupOf, ApplicationIdSchema } from '@/lib/contract/applications'
import type { EventKind } from '@/lib/contract/events'
import { getPathname } from '@/lib/i18n/navigation'
import { routing } from '@/lib/i18n/routing'
import { requirePageAccess } from '@/lib/server/page-session'
import { ApplicationWithPayment } from './application-with-payment'

const pathOf = { course: '/my-courses', event: '/my-events' } as const satisfies Record<EventKind, string>

export async function applicationsMetadata(locale: string, kind: EventKind): Promise<Metadata> {
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'Applications' })
  return { title: t(`title.${kind}`), robots: { index: false } }
}

async function open(locale: string, path: string) {
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const user = await requirePageAccess(locale, path, getPathname({ locale, href: path }))
  const group = applicationGroupOf(user.role)
  // privatePages lets only collegiates and pre-collegiates in; this keeps the types honest.
  if (!group) notFound()
  const messages = await getMessages()
  return {
    group,
    messages: {
      Applications: messages.Applications,
      Payments: messages.Payments,
      Errors: messages.Errors,
      Certificates: messages.Certificates,
      Attachments: { upload: messages.Attachments.upload, problems: messages.Attachments.problems },
    },
  }
}

export async function ApplicationsPage({ locale, kind }: { locale: string; kind: EventKind }) {
  const { group, messages } = await open(locale, pathOf[kind])
  const t = await getTranslations('Applications')
  return (
    <>
      <h1>{t(`title.${kind}`)}</h1>
      <NextIntlClientProvider messages={messages}>
        <ApplicationsList group={group} kind={kind} />
      </NextIntlClientProvider>
    </>
  )
}

export async function ApplicationPage({ locale, kind, id }: { locale: string; kind: EventKind; id: string }) {
  const { group, messages } = await open(locale, `${pathOf[kind]}/${id}`)
  if (!ApplicationIdSchema.safeParse(id).success) notFound()
  return (
    <NextIntlClientProvider messages={messages}>
      <ApplicationWithPayment group={group} kind={kind} id={id} />
    </NextIntlClientProvider>
  )
}
