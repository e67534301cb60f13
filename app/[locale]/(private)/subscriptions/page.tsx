import type { Metadata } from 'next'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { ConsentsPanel } from '@/components/private-area/consents-panel'
import { ProfileSection } from '@/components/private-area/profile-section'
import { RegistryVisibilityPanel } from '@/components/private-area/registry-visibility-panel'
import { SubscriptionsForm } from '@/components/private-area/subscriptions-form'
import { preferencesGroupOf } from '@/lib/contract/preferences'
import { getPathname } from '@/lib/i18n/navigation'
import { routing } from '@/lib/i18n/routing'
import { requirePageAccess } from '@/lib/server/page-session'
import { loadEventTerms } from '@/lib/server/portal'

const path = '/subscriptions'

export async function generateMetadata({ params }: PageProps<'/[locale]/subscriptions'>): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'Subscriptions' })
  return { title: t('pageTitle'), robots: { index: false } }
}

/** Sections: #consents and, for collegiates, #public-registry. */
export default async function SubscriptionsPage({ params }: PageProps<'/[locale]/subscriptions'>) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const user = await requirePageAccess(locale, path, getPathname({ locale, href: path }))
  const group = preferencesGroupOf(user.role)
  if (!group) notFound()
  const [t, consents, registry, messages, categories] = await Promise.all([
    getTranslations('Subscriptions'),
    getTranslations('Consents'),
    getTranslations('RegistryVisibility'),
    getMessages(),
    loadEventTerms(locale, 'categories'),
  ])

  return (
    <>
      <h1>{t('pageTitle')}</h1>
      <p>
        {t('intro')} <a href="#consents">{t('toConsents')}</a>
      </p>
      <NextIntlClientProvider
        messages={{
          Subscriptions: messages.Subscriptions,
          Consents: messages.Consents,
          RegistryVisibility: messages.RegistryVisibility,
          Errors: messages.Errors,
        }}
      >
        <ProfileSection id="emails" title={t('title')}>
          <SubscriptionsForm group={group} categories={categories} />
        </ProfileSection>
        <ProfileSection id="consents" title={consents('title')}>
          <ConsentsPanel />
        </ProfileSection>
        {group === 'collegiates' && (
          <ProfileSection id="public-registry" title={registry('title')}>
            <RegistryVisibilityPanel />
          </ProfileSection>
        )}
      </NextIntlClientProvider>
    </>
  )
}
