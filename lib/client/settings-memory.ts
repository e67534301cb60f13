import type { Locale } from '@/lib/contract/locales'
import type { Settings } from '@/lib/contract/settings'

// Without zod or the API client: every page loads this to remember its settings.

export const settingsStorageKey = (lang: Locale) => `portal:settings:${lang}`

export function rememberSettings(settings: Settings) {
  try {
    localStorage.setItem(settingsStorageKey(settings.lang), JSON.stringify(settings))
  } catch {
    // Storage full or disabled (private browsing): the settings are fetched again when needed.
  }
}
