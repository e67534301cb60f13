import type { Metadata } from 'next'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { AttachmentsPanel } from '@/components/private-area/attachments-panel'
import { ChangeEmailForm } from '@/components/private-area/change-email-form'
import { ChangePasswordForm } from '@/components/private-area/change-password-form'
import { DniVerification } from '@/components/private-area/dni-verification'
import {
  EconomicProfileForm,
  MainProfileForm,
  ProfessionalProfileForm,
} from '@/components/private-area/profile-forms'
import { ProfileSection } from '@/components/private-area/profile-section'
import { PersonalData } from '@/components/private-area/profile-summary'
import styles from '@/components/private-area/private-area.module.css'
import { CountryOptionsFromServer } from '@/components/ui/server-country-options'
import { attachmentKeys, profileKeys, sepaKeys } from '@/lib/client/query-keys'
import { attachmentGroupOf, type AttachmentGroup } from '@/lib/contract/attachments'
import { countryOptions } from '@/lib/i18n/display-names'
import { getPathname } from '@/lib/i18n/navigation'
import { routing } from '@/lib/i18n/routing'
import { requirePageAccess } from '@/lib/server/page-session'
import { privateReadsFor, type PrivateReads } from '@/lib/server/private-reads'
import { PrefetchedQueries, type Prefetch } from '../_components/prefetched-queries'

const path = '/profile'

/** What the sections of a member's profile show first: the profile, the attachments and, for collegiates, the mandate. */
const firstScreen = (reads: PrivateReads, group: AttachmentGroup | undefined): Prefetch[] =>
  group
    ? [
        { queryKey: profileKeys.detail(group), read: () => reads.profile(group) },
        { queryKey: attachmentKeys.list(group), read: () => reads.attachments(group) },
        ...(group === 'collegiates' ? [{ queryKey: sepaKeys.all, read: reads.sepaMandate }] : []),
      ]
    : []

export async function generateMetadata({ params }: PageProps<'/[locale]/profile'>): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'Profile' })
  return { title: t('title'), robots: { index: false } }
}

/** Sections: #main, #economic (collegiates), #proffesional (academic only for pre-collegiates). */
export default async function ProfilePage({ params, searchParams }: PageProps<'/[locale]/profile'>) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const query = Object.fromEntries(
    Object.entries(await searchParams).flatMap(([key, value]) => (value === undefined ? [] : [[key, value]])),
  )
  const user = await requirePageAccess(locale, path, getPathname({ locale, href: { pathname: path, query } }))
  const [t, attachments, data, messages] = await Promise.all([
    getTranslations('Profile'),
    getTranslations('Attachments'),
    getTranslations('ProfileData'),
    getMessages(),
  ])
  const attachmentGroup = attachmentGroupOf(user.role)

  return (
    <>
      <h1>{t('title')}</h1>
      <PrefetchedQueries queries={firstScreen(privateReadsFor(user), attachmentGroup)}>
        <CountryOptionsFromServer options={attachmentGroup ? countryOptions(locale) : []}>
          <NextIntlClientProvider
            messages={{
              Profile: messages.Profile,
              Errors: messages.Errors,
              ...(attachmentGroup
                ? {
                    Attachments: messages.Attachments,
                    ProfileData: messages.ProfileData,
                    MandateState: messages.MandateState,
                  }
                : {}),
            }}
          >
            <ProfileSection id="main" title={t('personalData')}>
              <PersonalData user={user} />
              {attachmentGroup && (
                <div className={styles.afterSummary}>
                  <MainProfileForm group={attachmentGroup} />
                </div>
              )}
              <ChangeEmailForm currentEmail={user.email} />
            </ProfileSection>
            {attachmentGroup === 'collegiates' && (
              <ProfileSection id="economic" title={data('sections.economic')}>
                <EconomicProfileForm />
              </ProfileSection>
            )}
            {attachmentGroup && (
              <ProfileSection
                id="proffesional"
                title={data(
                  attachmentGroup === 'collegiates' ? 'sections.professional' : 'sections.academic',
                )}
              >
                <ProfessionalProfileForm group={attachmentGroup} />
              </ProfileSection>
            )}
            {user.role === 'non_member' && (
              <ProfileSection id="identity" title={t('dni.title')}>
                <DniVerification />
              </ProfileSection>
            )}
            {attachmentGroup && (
              <ProfileSection id="attachments" title={attachments('title')}>
                <AttachmentsPanel group={attachmentGroup} />
              </ProfileSection>
            )}
            <ProfileSection id="security" title={t('security')}>
              <ChangePasswordForm />
            </ProfileSection>
          </NextIntlClientProvider>
        </CountryOptionsFromServer>
      </PrefetchedQueries>
    </>
  )
}
