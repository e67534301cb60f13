'use client'

import CheckCircle from '@mui/icons-material/CheckCircle'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useMemo, useRef } from 'react'
import type { z } from 'zod'
import { ErrorSummary } from '@/components/ui/error-summary'
import { SendButton, SubmissionFailure } from '@/components/ui/form-submission'
import { FormTextField } from '@/components/ui/form-text-field'
import { useCaptcha } from '@/lib/client/captcha'
import { useContractForm, type IssueMessage } from '@/lib/client/contract-form'
import type { FailureWords } from '@/lib/client/form-failure'
import { useSubmitJobComplaint } from '@/lib/client/jobs'
import { captchaActions } from '@/lib/contract/captcha'
import {
  JobComplaintInputSchema,
  jobComplaintLimits as limits,
  type JobComplaintReceipt,
} from '@/lib/contract/jobs'
import { isLocale, defaultLocale } from '@/lib/contract/locales'
import { Link } from '@/lib/i18n/navigation'

type FormInput = z.input<typeof JobComplaintInputSchema>
type FormOutput = z.output<typeof JobComplaintInputSchema>

type Translate = ReturnType<typeof useTranslations<'JobComplaint'>>

function errorMap(t: Translate): IssueMessage {
  return (issue) => {
    const empty = issue.input === undefined || (typeof issue.input === 'string' && issue.input.trim() === '')
    if (issue.path?.[0] !== 'description') return t('errors.invalid')
    if (empty) return t('errors.descriptionRequired')
    if (issue.code === 'too_small') return t('errors.descriptionTooShort', { min: limits.descriptionMin })
    if (issue.code === 'too_big') return t('errors.descriptionTooLong', { max: limits.descriptionMax })
    return t('errors.invalid')
  }
}

function useJobComplaintFailures(): FailureWords {
  const t = useTranslations('JobComplaint')
  return {
    captcha: t('failure.captcha'),
    network: t('failure.generic'),
    codes: {
      CAPTCHA_INVALID: t('failure.captchaInvalid'),
      CAPTCHA_UNAVAILABLE: t('failure.captchaUnavailable'),
    },
    rateLimited: { text: (minutes) => t('failure.rateLimited', { minutes }), defaultSeconds: 600 },
    statuses: { 404: t('failure.notFound'), 422: t('failure.rejected') },
    errorCodes: false,
    otherwise: t('failure.generic'),
  }
}

/** The receipt, announced and focused, so the tracking code is the first thing read after sending. */
function Confirmation({ receipt }: { receipt: JobComplaintReceipt }) {
  const t = useTranslations('JobComplaint')
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <Box
      ref={ref}
      role="status"
      tabIndex={-1}
      data-testid="job-complaint-receipt"
      sx={{ borderLeft: '6px solid', borderColor: 'success.main', bgcolor: '#f1f8ec', p: { xs: 2, md: 3 } }}
    >
      <Box
        component="p"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          mt: 0,
          mb: 1.5,
          fontSize: '1.25rem',
          fontWeight: 700,
        }}
      >
        <CheckCircle aria-hidden sx={{ color: 'success.main' }} />
        {t('success.title')}
      </Box>
      <Box component="p" sx={{ fontSize: '1.125rem', mt: 0 }}>
        {t('success.code')}{' '}
        <Box
          component="strong"
          className="tracking-code"
          sx={{ fontSize: '1.5rem', whiteSpace: 'nowrap', fontFamily: 'monospace', letterSpacing: '0.05em' }}
        >
          {receipt.tracking_code}
        </Box>
      </Box>
      <Box component="p">{t('success.keep')}</Box>
      <Box component="p" sx={{ mb: 0 }}>
        <Link href={{ pathname: '/complaint-lookup', query: { code: receipt.tracking_code } }}>
          {t('success.lookup')}
        </Link>
      </Box>
    </Box>
  )
}

/** No sign-in needed. */
export function JobComplaintForm({ jobId, labelledBy }: { jobId: number; labelledBy: string }) {
  const t = useTranslations('JobComplaint')
  const locale = useLocale()
  const lang = isLocale(locale) ? locale : defaultLocale
  const captcha = useCaptcha()
  const submission = useSubmitJobComplaint({
    jobId,
    lang,
    captchaToken: () => captcha.execute(captchaActions.jobComplaint),
  })
  const {
    control,
    handleSubmit,
    formState: { errors },
    summaryRef,
    summaryShown,
    onInvalid,
    failureText,
  } = useContractForm<FormInput, FormOutput>({
    schema: JobComplaintInputSchema,
    message: useMemo(() => errorMap(t), [t]),
    failures: useJobComplaintFailures(),
    shouldFocusError: false,
    defaultValues: { description: '' },
  })

  if (submission.isSuccess) return <Confirmation receipt={submission.data} />

  const message = errors.description?.message
  const summary = message ? [{ id: 'description', message }] : []
  const sending = submission.isPending
  return (
    <Box
      component="form"
      method="post"
      noValidate
      aria-labelledby={labelledBy}
      onFocus={captcha.prepare}
      onSubmit={handleSubmit((values) => submission.mutate(values), onInvalid)}
    >
      {summaryShown && summary.length > 0 && (
        <ErrorSummary
          ref={summaryRef}
          title={t('errors.summary', { count: summary.length })}
          errors={summary}
          headingLevel="h3"
        />
      )}
      <Box component="p" sx={{ mt: 0, mb: 3 }}>
        {t('requiredNote')}
      </Box>
      <Stack spacing={3}>
        <FormTextField
          control={control}
          name="description"
          label={t('description.label')}
          hint={t('description.hint', { min: limits.descriptionMin, max: limits.descriptionMax })}
          required
          multiline
          minRows={5}
        />
        <Box component="p" sx={{ m: 0, fontSize: '0.9rem', color: 'text.secondary' }}>
          {t('privacy')}
        </Box>
        {submission.isError && (
          <SubmissionFailure title={t('failure.title')}>{failureText(submission.error)}</SubmissionFailure>
        )}
        <SendButton sending={sending} label={t('submit')} sendingLabel={t('sending')} />
      </Stack>
    </Box>
  )
}
