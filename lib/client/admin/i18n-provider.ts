import polyglotI18nProvider from 'ra-i18n-polyglot'
import englishMessages from 'ra-language-english'
import type { I18nProvider, TranslationMessages } from 'react-admin'
import { localeAutonyms, locales, type Locale } from '@/lib/contract/locales'
import { adminMessages, mergeMessages } from './messages'

const coreMessages: Record<Locale, () => Promise<TranslationMessages>> = {
  es: () => import('./ra-messages/es').then((module) => module.raMessagesEs),
  ca: () => import('./ra-messages/ca').then((module) => module.raMessagesCa),
  en: async () => englishMessages,
  eu: () => import('./ra-messages/eu').then((module) => module.raMessagesEu),
}

interface PortalMessages {
  Errors: Record<string, string>
  Registration: Record<'fields' | 'options', Record<string, unknown>>
  ProfileData: Record<string, unknown>
}

/**
 * With the portal's own texts where staff read what the public wrote, worded as the applicant saw them, and the
 * profile's labels and rules as the member reads them.
 */
export async function loadMessages(locale: Locale): Promise<TranslationMessages> {
  const [core, portal, backOffice] = await Promise.all([
    coreMessages[locale](),
    import(`@/messages/${locale}.json`) as Promise<{ default: PortalMessages }>,
    adminMessages[locale](),
  ])
  const { fields, options } = portal.default.Registration
  return mergeMessages(
    core,
    {
      admin: {
        errors: portal.default.Errors,
        registrationForm: { fields, options },
        profileData: portal.default.ProfileData,
      },
    },
    backOffice,
  ) as TranslationMessages
}

/** Outside production polyglot logs a missing key as an error, so a test that meets one fails. */
export async function createAdminI18nProvider(initialLocale: Locale): Promise<I18nProvider> {
  const loaded = new Map<Locale, TranslationMessages>([[initialLocale, await loadMessages(initialLocale)]])
  return polyglotI18nProvider(
    (locale) => {
      const known = loaded.get(locale as Locale)
      return (
        known ??
        loadMessages(locale as Locale).then((messages) => (loaded.set(locale as Locale, messages), messages))
      )
    },
    initialLocale,
    locales.map((locale) => ({ locale, name: localeAutonyms[locale] })),
  )
}
