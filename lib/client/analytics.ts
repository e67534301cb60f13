import Cookies from 'js-cookie'
import { gtagScriptUrl, isValidAnalyticsId } from '@/lib/http/analytics-origins'

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
  }
}

const scriptMarker = 'data-analytics-id'

export function analyticsCookieNames(id: string | null): string[] {
  const names = ['_ga', '_gid', '_gat']
  if (isValidAnalyticsId(id)) {
    names.push(`_ga_${id.replace(/^G-/i, '')}`, `_gat_gtag_${id.replace(/-/g, '_')}`)
  }
  return names
}

/** The host and each parent domain above the registrable one: a.sub.example.org → a.sub.…, sub.…, example.org. */
export function cookieDomains(hostname: string): string[] {
  const isIpAddress = /^[\d.]+$/.test(hostname) || hostname.includes(':')
  const labels = hostname.split('.')
  if (isIpAddress || labels.length < 2) return []
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'))
}

export function removeAnalyticsCookies(id: string | null, hostname = window.location.hostname) {
  const present = Object.keys(Cookies.get()).filter((name) => /^_ga(_|$)|^_gid$|^_gat(_|$)/.test(name))
  const names = new Set([...analyticsCookieNames(id), ...present])
  const domains = [undefined, ...cookieDomains(hostname)]
  for (const name of names) {
    for (const domain of domains) Cookies.remove(name, { path: '/', domain })
  }
}

function loadGtag(id: string) {
  const disableFlag = `ga-disable-${id}` as const
  ;(window as unknown as Record<string, unknown>)[disableFlag] = false
  if (document.querySelector(`script[${scriptMarker}]`)) {
    window.gtag?.('consent', 'update', { analytics_storage: 'granted' })
    return
  }
  window.dataLayer = window.dataLayer ?? []
  // gtag.js reads the `arguments` objects this function queues, not arrays.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments)
  }
  window.gtag('consent', 'default', {
    analytics_storage: 'granted',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  })
  window.gtag('js', new Date())
  window.gtag('config', id, {
    anonymize_ip: true,
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
  })
  const script = document.createElement('script')
  script.async = true
  script.src = gtagScriptUrl(id)
  script.setAttribute(scriptMarker, id)
  document.head.appendChild(script)
}

export function applyAnalyticsConsent(id: string | null, consented: boolean) {
  if (consented && isValidAnalyticsId(id)) {
    loadGtag(id)
    return
  }
  if (isValidAnalyticsId(id)) {
    ;(window as unknown as Record<string, unknown>)[`ga-disable-${id}`] = true
    window.gtag?.('consent', 'update', { analytics_storage: 'denied' })
  }
  removeAnalyticsCookies(id)
}
