// No browser or React dependency, so the Playwright config can write the same cookie the banner would.

export const consentCookieName = 'cookie_consent'

/** Raise it when the categories or their meaning change: older answers then count as no answer. */
export const consentVersion = 1

export const consentLifetimeDays = 365

const dayInMs = 24 * 60 * 60 * 1000

export interface ConsentChoices {
  analytics: boolean
  functional: boolean
}

export interface ConsentRecord extends ConsentChoices {
  version: number
  date: string
}

export const acceptAll: ConsentChoices = { analytics: true, functional: true }
export const rejectAll: ConsentChoices = { analytics: false, functional: false }

export function createConsentRecord(choices: ConsentChoices, now = new Date()): ConsentRecord {
  return {
    version: consentVersion,
    analytics: choices.analytics,
    functional: choices.functional,
    date: now.toISOString(),
  }
}

export const encodeConsent = (record: ConsentRecord) => encodeURIComponent(JSON.stringify(record))

export function parseConsent(json: string | undefined, now = Date.now()): ConsentRecord | null {
  if (!json) return null
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { version, analytics, functional, date } = value as Record<string, unknown>
  if (version !== consentVersion || typeof analytics !== 'boolean' || typeof functional !== 'boolean')
    return null
  if (typeof date !== 'string') return null
  const chosenAt = Date.parse(date)
  if (Number.isNaN(chosenAt) || chosenAt > now + dayInMs || now - chosenAt > consentLifetimeDays * dayInMs)
    return null
  return { version, analytics, functional, date }
}
