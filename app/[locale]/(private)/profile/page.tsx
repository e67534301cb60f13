import type { Metadata } from 'next'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { AttachmentsPanel } from '@/components/private-area/attachments-panel'
import { ChangeEmailForm } from '@/components/private-area/change-email-form'
import { ChangePasswordForm } from '@/components/private-area/change-password-form'
import { DniVerification } from '@/components/private-area/dni-verification'
import { PersonalData, ProfileSection } from '@/components/private-area/profile-summary'
import { QueryProvider } from '@/components/providers/query-provider'
import { attachmentGroupOf } from '@/lib/contract/attachments'
import { getPathname } from '@/lib/i18n/navigation'
import { routing } from '@/lib/i18n/routing'
import { requirePageAccess } from '@/lib/server/page-session'

const path = '/profile'

export async function generateMetadata({ params }: PageProps<'/[locale]/profile'>): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'Profile' })
  return { title: t('title'), robots: { index: false } }
}

/**
 * The signed-in person's profile: who they are, their attachments (collegiates and pre-collegiates), their sign-in
 * details and, for non-members, the DNI check.
 */
export default async function ProfilePage({ params, searchParams }: PageProps<'/[locale]/profile'>) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const query = Object.fromEntries(
    Object.entries(await searchParams).flatMap(([key, value]) => (value === undefined ? [] : [[key, value]])),
  )
  const user = await requirePageAccess(locale, path, getPathname({ locale, href: { pathname: path, query } }))
  const [t, attachments, messages] = await Promise.all([
    getTranslations('Profile'),
    getTranslations('Attachments'),
    getMessages(),
  ])
  const attachmentGroup = attachmentGroupOf(user.role)

  return (
    <>
      <h1>{t('title')}</h1>
      <ProfileSection id="main" title={t('personalData')}>
        <PersonalData user={user} />
      </ProfileSection>
      <NextIntlClientProvider
        messages={{
          Profile: messages.Profile,
          Errors: messages.Errors,
          ...(attachmentGroup ? { Attachments: messages.Attachments } : {}),
        }}
      >
        <QueryProvider>
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
            <ChangeEmailForm currentEmail={user.email} />
          </ProfileSection>
        </QueryProvider>
      </NextIntlClientProvider>
    </>
  )
}
