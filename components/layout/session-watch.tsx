'use client'

import { useLocale, useTranslations } from 'next-intl'
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'
import {
  isLeavingAfterLoginChange,
  isLoginChangeExpected,
  leaveAfterLoginChange,
  prepareSession,
} from '@/lib/client/auth-session'
import { loginChangeTarget, redirectPageHref } from '@/lib/client/redirect-target'
import { isSignedIn, onLoginStateCheck } from '@/lib/client/session'

/**
 * When the visitor signs in or out elsewhere (another tab, an expired session), it goes through the redirect page,
 * which loads the page again in its new state (spec §2 and §4).
 */
export function SessionWatch() {
  const t = useTranslations('Navigation')
  const locale = useLocale()
  const pathname = usePathname()
  const [leaving, setLeaving] = useState(false)

  useEffect(() => {
    void prepareSession()
  }, [pathname])

  useEffect(() => {
    const signedInAtStart = isSignedIn()
    return onLoginStateCheck(() => {
      if (isLeavingAfterLoginChange()) setLeaving(true)
      else if (isSignedIn() !== signedInAtStart && !isLoginChangeExpected()) {
        leaveAfterLoginChange(redirectPageHref(locale, loginChangeTarget(window.location)))
      }
    })
  }, [locale])

  return (
    <p role="status" className="login-change-status">
      {leaving ? t('redirecting') : ''}
    </p>
  )
}
