'use client'

import { useTranslations } from 'next-intl'
import { SubmissionFailure } from '@/components/ui/form-submission'
import { ApiError } from '@/lib/client/api-client'
import type { FailureWords } from '@/lib/client/form-failure'
import type { Locale } from '@/lib/contract/locales'
import type { RegistrationKind } from '@/lib/contract/registration'
import { getPathname, Link } from '@/lib/i18n/navigation'
import styles from './registration.module.css'

export function useRegistrationFailures(): FailureWords {
  const t = useTranslations('Registration')
  return {
    captcha: t('failure.captcha'),
    network: t('failure.generic'),
    rateLimited: { text: (minutes) => t('failure.rateLimited', { minutes }), defaultSeconds: 600 },
    statuses: { 422: t('failure.validation') },
    otherwise: t('failure.generic'),
  }
}

/** Why the application was not sent; an applicant who already has an account is offered to sign in. */
export function RegistrationFailure({
  error,
  text,
  kind,
  lang,
}: {
  error: Error
  text: string
  kind: RegistrationKind
  lang: Locale
}) {
  const t = useTranslations('Registration')
  const accountExists = error instanceof ApiError && error.code === 'USER_ALREADY_EXISTS'
  const path = kind === 'collegiate' ? '/collegiate' : '/precollegiate'
  return (
    <div className={styles.failure}>
      <SubmissionFailure title={t('failure.title')}>
        {text}
        {accountExists && (
          <>
            {' '}
            <Link href={`/login?redirect=${encodeURIComponent(getPathname({ locale: lang, href: path }))}`}>
              {t('failure.signIn')}
            </Link>
          </>
        )}
      </SubmissionFailure>
    </div>
  )
}
