'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, type ReactNode } from 'react'
import styles from '@/components/ui/plain-form.module.css'
import { leaveAfterLoginChange, loginChangeDelayMs, signOut } from '@/lib/client/auth-session'
import { safeRedirectTarget } from '@/lib/client/redirect-target'
import { MissingToken, WithAddressToken } from './address-token'
import { EmailRequestForm } from './email-request-form'
import { NewPasswordForm } from './new-password-form'
import { TokenConfirmation } from './token-confirmation'

/** Runs `effect` once, also under Strict Mode, for effects that must not repeat (a token spent, a sign-out). */
function useOnce(effect: () => void) {
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    done.current = true
    effect()
    // Once, by definition.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}

/** Where logout goes (spec §2): the Spanish home page, which the proxy serves at `/`. */
const afterLogoutHref = '/es/'

/** Signs out as soon as the page opens, then leaves for the home page. `children` is the status to show. */
export function SignOut({ children }: { children: ReactNode }) {
  useOnce(() => void signOut().then(() => leaveAfterLoginChange(afterLogoutHref)))
  return <p role="status">{children}</p>
}

/** Loads the `redirectTo` page of the address afresh (a path on this site only), after a moment. */
export function RedirectToTarget({ children }: { children: ReactNode }) {
  useOnce(() => {
    const target = safeRedirectTarget(new URLSearchParams(window.location.search).get('redirectTo'))
    window.setTimeout(() => window.location.replace(target), loginChangeDelayMs)
  })
  return <p role="status">{children}</p>
}

export function ResetPasswordPanel() {
  const t = useTranslations('ResetPassword.password')
  return (
    <WithAddressToken>
      {(token) =>
        token ? (
          <NewPasswordForm
            endpoint="auth/reset-password"
            namespace="ResetPassword"
            token={token}
            askAgainHref="/auth/password-recovery"
          />
        ) : (
          <MissingToken askAgainHref="/auth/password-recovery" askAgainLabel={t('askAgain')} />
        )
      }
    </WithAddressToken>
  )
}

export function FirstPasswordPanel() {
  const t = useTranslations('FirstPassword')
  return (
    <WithAddressToken>
      {(token) => (
        <>
          <p className={`${styles.paragraph} ${styles.spaced}`}>
            {token ? t('password.intro') : t('request.intro')}
          </p>
          {token ? (
            <NewPasswordForm
              endpoint="auth/first-password"
              namespace="FirstPassword"
              token={token}
              askAgainHref="/auth/first-password"
            />
          ) : (
            <EmailRequestForm endpoint="auth/forgot-password" namespace="FirstPassword" />
          )}
        </>
      )}
    </WithAddressToken>
  )
}

export function NewVerificationPanel() {
  const t = useTranslations('NewVerification.confirmation')
  return (
    <WithAddressToken>
      {(token) =>
        token ? (
          <TokenConfirmation
            endpoint="auth/verify"
            namespace="NewVerification"
            token={token}
            doneHref="/login"
            askAgainHref="/auth/request-verify-token"
          />
        ) : (
          <MissingToken askAgainHref="/auth/request-verify-token" askAgainLabel={t('askAgain')} />
        )
      }
    </WithAddressToken>
  )
}

export function VerifyTmpEmailPanel() {
  const t = useTranslations('VerifyTmpEmail.confirmation')
  return (
    <WithAddressToken>
      {(token) =>
        token ? (
          <TokenConfirmation
            endpoint="auth/verify-tmp-email"
            namespace="VerifyTmpEmail"
            token={token}
            doneHref="/profile"
            askAgainHref="/profile"
          />
        ) : (
          <MissingToken askAgainHref="/profile" askAgainLabel={t('askAgain')} />
        )
      }
    </WithAddressToken>
  )
}
