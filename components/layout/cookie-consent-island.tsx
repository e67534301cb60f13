'use client'

import dynamic from 'next/dynamic'
import type { ComponentProps } from 'react'

// The banner and its consent logic load after the page has painted and hydrated: it is fixed at the bottom, so
// coming later moves nothing, and pages without JavaScript set no cookie that would need an answer.
const CookieConsent = dynamic(() => import('./cookie-consent').then((module) => module.CookieConsent), {
  ssr: false,
})

export function CookieConsentIsland(props: ComponentProps<typeof CookieConsent>) {
  return <CookieConsent {...props} />
}
