import Cookies from 'js-cookie'
import { useMemo, useSyncExternalStore } from 'react'
import {
  consentCookieName,
  consentLifetimeDays,
  createConsentRecord,
  parseConsent,
  type ConsentChoices,
  type ConsentRecord,
} from './consent-record'

export {
  acceptAll,
  consentCookieName,
  rejectAll,
  type ConsentChoices,
  type ConsentRecord,
} from './consent-record'

const consentListeners = new Set<() => void>()

const subscribeToConsent = (onChange: () => void) => {
  consentListeners.add(onChange)
  // Another tab may have answered meanwhile.
  window.addEventListener('focus', onChange)
  document.addEventListener('visibilitychange', onChange)
  return () => {
    consentListeners.delete(onChange)
    window.removeEventListener('focus', onChange)
    document.removeEventListener('visibilitychange', onChange)
  }
}

export const readConsent = (): ConsentRecord | null => parseConsent(Cookies.get(consentCookieName))

/** `undefined` on the server and during hydration: cached pages are the same for everyone. */
export function useConsent(): ConsentRecord | null | undefined {
  const raw = useSyncExternalStore(
    subscribeToConsent,
    () => Cookies.get(consentCookieName) ?? '',
    () => undefined,
  )
  return useMemo(() => (raw === undefined ? undefined : parseConsent(raw)), [raw])
}

export function saveConsent(choices: ConsentChoices): ConsentRecord {
  const record = createConsentRecord(choices)
  Cookies.set(consentCookieName, JSON.stringify(record), {
    expires: consentLifetimeDays,
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  })
  consentListeners.forEach((listener) => listener())
  return record
}

// The settings dialog can be opened from anywhere (the banner, the footer), so its state lives outside React.
let settingsOpen = false
const settingsListeners = new Set<() => void>()

const setSettingsOpen = (open: boolean) => {
  if (settingsOpen === open) return
  settingsOpen = open
  settingsListeners.forEach((listener) => listener())
}

export const openConsentSettings = () => setSettingsOpen(true)
export const closeConsentSettings = () => setSettingsOpen(false)

export function useConsentSettingsOpen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      settingsListeners.add(onChange)
      return () => settingsListeners.delete(onChange)
    },
    () => settingsOpen,
    () => false,
  )
}
