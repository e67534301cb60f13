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
}

/**
 * react-admin's texts, the back-office's, and the portal's backOffice where staff read what the public wrote: the error
 * messages (admin.errors.CODE) and the registration form's labels and choices (admin.registrationForm.*, the
 * answers of a registration worded as the applicant saw them), in one language.
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
    { admin: { errors: portal.default.Errors, registrationForm: { fields, options } } },
    backOffice,
  ) as TranslationMessages
}

/**
 * The back-office in four languages: the first is loaded before it starts, the others when staff switch. A key
 * without a text shows as itself (react-admin's own calls give a fallback with `_`); outside production polyglot
 * also logs it as an error, so a test that meets one fails.
 */
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
