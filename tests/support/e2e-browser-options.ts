import { devices } from '@playwright/test'
import {
  consentCookieName,
  createConsentRecord,
  encodeConsent,
  rejectAll,
} from '../../lib/client/consent-record'
import { e2eBrowserPath } from '../../scripts/e2e-browser.mjs'

/** The browser of every e2e run: desktop Chrome's settings in Spanish, on the e2e browser (scripts/e2e-browser.mjs). */
export const e2eBrowser = { ...devices['Desktop Chrome'], channel: undefined, locale: 'es-ES' }

export const e2eLaunchOptions = {
  executablePath: e2eBrowserPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
}

/** Recording costs every test; a failure in CI is run again, traced. */
export const e2eTrace = process.env.CI ? ('on-first-retry' as const) : ('retain-on-failure' as const)

/**
 * A visitor who has already answered the cookie banner (rejecting the optional cookies), so the fixed banner covers
 * nothing the tests click; the consent tests start from `noCookieAnswer` instead.
 */
export const cookieBannerAnswered = {
  cookies: [
    {
      name: consentCookieName,
      value: encodeConsent(createConsentRecord(rejectAll)),
      domain: 'localhost',
      path: '/',
      expires: Math.floor(Date.now() / 1000) + 30 * 24 * 60 * 60,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
}
