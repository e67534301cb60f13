'use client'

import Box from '@mui/material/Box'
import MuiLink from '@mui/material/Link'
import { useTranslations } from 'next-intl'
import { SubmissionFailure } from '@/components/ui/form-submission'
import { ApiError } from '@/lib/client/api-client'
import type { FailureWords } from '@/lib/client/form-failure'
import type { Locale } from '@/lib/contract/locales'
import type { RegistrationKind } from '@/lib/contract/registration'
import { getPathname, Link } from '@/lib/i18n/navigation'

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
    <Box sx={{ mt: 3 }}>
      <SubmissionFailure title={t('failure.title')}>
        {text}
        {accountExists && (
          <>
            {' '}
            <MuiLink
              component={Link}
              href={`/login?redirect=${encodeURIComponent(getPathname({ locale: lang, href: path }))}`}
            >
              {t('failure.signIn')}
            </MuiLink>
          </>
        )}
      </SubmissionFailure>
    </Box>
  )
}
