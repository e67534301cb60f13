import Cookies from 'js-cookie'
import { isLocale, type Locale } from '@/lib/contract/locale-codes'
import { SettingsSchema, type Settings } from '@/lib/contract/settings'
import { localeCookieDays, localeCookieName } from '@/lib/i18n/routing'
import { paletteVariables } from '@/lib/theme/theme-variables'
import { isValidAnalyticsId } from '@/lib/http/analytics-origins'
import { applyAnalyticsConsent } from './analytics'
import { apiFetch } from './api-client'
import { readConsent } from './consent'
import { rememberSettings, settingsStorageKey } from './settings-memory'

export function rememberedSettings(lang: Locale): Settings | null {
  try {
    const parsed = SettingsSchema.safeParse(
      JSON.parse(localStorage.getItem(settingsStorageKey(lang)) ?? 'null'),
    )
    return parsed.success && parsed.data.lang === lang ? parsed.data : null
  } catch {
    return null
  }
}

async function settingsFor(lang: Locale, signal?: AbortSignal): Promise<Settings> {
  const remembered = rememberedSettings(lang)
  if (remembered) return remembered
  const settings = await apiFetch('/public/settings', SettingsSchema, { query: { lang }, signal })
  rememberSettings(settings)
  return settings
}

function applyBrand(settings: Settings) {
  for (const [name, value] of Object.entries(paletteVariables(settings))) {
    document.documentElement.style.setProperty(name, value)
  }
}

function rememberLanguage(lang: Locale) {
  Cookies.set(localeCookieName, lang, {
    expires: localeCookieDays,
    path: '/',
    sameSite: 'lax',
    secure: location.protocol === 'https:',
  })
}

const settingsWaitMs = 3000

const currentSettings = () => {
  const lang = document.documentElement.lang
  return isLocale(lang) ? rememberedSettings(lang) : null
}

function updateAnalyticsForLanguage(current: Settings | null, next: Settings) {
  if (readConsent()?.analytics && isValidAnalyticsId(next.google_analytics)) return
  if (current?.google_analytics && current.google_analytics !== next.google_analytics) {
    applyAnalyticsConsent(current.google_analytics, false)
  }
}

interface LanguageChange {
  lang: Locale
  href: string
  onSettings?: (settings: Settings) => void
  navigate?: (href: string) => void
}

/** Spec §4. Settings that do not load within three seconds do not hold the visitor back: the page loads them. */
export async function changeLanguage({
  lang,
  href,
  onSettings = (settings) => updateAnalyticsForLanguage(currentSettings(), settings),
  navigate = (target) => window.location.assign(target),
}: LanguageChange) {
  try {
    const settings = await settingsFor(lang, AbortSignal.timeout(settingsWaitMs))
    applyBrand(settings)
    onSettings(settings)
  } catch {
    // The next page brings its own settings.
  }
  rememberLanguage(lang)
  navigate(href)
}
