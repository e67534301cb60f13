'use client'

import CheckCircle from '@mui/icons-material/CheckCircle'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useMemo, useRef } from 'react'
import type { FieldErrors } from 'react-hook-form'
import type { z } from 'zod'
import { ErrorSummary } from '@/components/ui/error-summary'
import { SendButton, SubmissionFailure } from '@/components/ui/form-submission'
import { FormRadioGroup } from '@/components/ui/form-radio-group'
import { FormTextField } from '@/components/ui/form-text-field'
import { useSubmitAccessibilityFeedback } from '@/lib/client/accessibility-feedback'
import { useCaptcha } from '@/lib/client/captcha'
import { useContractForm, type IssueMessage } from '@/lib/client/contract-form'
import type { FailureWords } from '@/lib/client/form-failure'
import {
  AccessibilityFeedbackInputSchema,
  accessibilityFeedbackLimits as limits,
  type AccessibilityFeedbackReceipt,
} from '@/lib/contract/accessibility-feedback'
import { captchaActions } from '@/lib/contract/captcha'

// The language goes with the request, from the page; the rest is what the person fills in.
const FormSchema = AccessibilityFeedbackInputSchema.omit({ lang: true })
type FormInput = z.input<typeof FormSchema>
type FormOutput = z.output<typeof FormSchema>
type FieldName = keyof FormInput

const fieldOrder: FieldName[] = ['kind', 'page_url', 'message', 'name', 'email']
const fieldId = (name: FieldName) => `feedback-${name}`

type Translate = ReturnType<typeof useTranslations<'AccessibilityFeedback'>>

function errorMap(t: Translate): IssueMessage {
  return (issue) => {
    const empty = issue.input === undefined || (typeof issue.input === 'string' && issue.input.trim() === '')
    switch (issue.path?.[0]) {
      case 'kind':
        return t('errors.kindRequired')
      case 'page_url':
        return issue.code === 'too_big'
          ? t('errors.pageUrlTooLong', { max: limits.pageUrl })
          : t('errors.pageUrlInvalid')
      case 'message':
        if (empty) return t('errors.messageRequired')
        if (issue.code === 'too_big') return t('errors.messageTooLong', { max: limits.messageMax })
        return issue.code === 'too_small'
          ? t('errors.messageTooShort', { min: limits.messageMin })
          : t('errors.invalid')
      case 'name':
        return issue.code === 'too_big' ? t('errors.nameTooLong', { max: limits.name }) : t('errors.invalid')
      case 'email':
        if (empty) return t('errors.emailRequired')
        return issue.code === 'too_big'
          ? t('errors.emailTooLong', { max: limits.email })
          : t('errors.emailInvalid')
      default:
        return t('errors.invalid')
    }
  }
}

function useFeedbackFailures(): FailureWords {
  const t = useTranslations('AccessibilityFeedback')
  return {
    captcha: t('failure.captcha'),
    network: t('failure.generic'),
    codes: {
      CAPTCHA_INVALID: t('failure.captchaInvalid'),
      CAPTCHA_UNAVAILABLE: t('failure.captchaUnavailable'),
    },
    rateLimited: { text: (minutes) => t('failure.rateLimited', { minutes }), defaultSeconds: 600 },
    statuses: { 422: t('failure.rejected') },
    errorCodes: false,
    otherwise: t('failure.generic'),
  }
}

function summaryOf(errors: FieldErrors<FormInput>) {
  return fieldOrder.flatMap((name) => {
    const message = errors[name]?.message
    return message ? [{ id: fieldId(name), message }] : []
  })
}

function Confirmation({ receipt, email }: { receipt: AccessibilityFeedbackReceipt; email: string }) {
  const t = useTranslations('AccessibilityFeedback')
  const titleId = useId()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <Box
      ref={ref}
      role="group"
      aria-labelledby={titleId}
      tabIndex={-1}
      sx={{ borderLeft: '6px solid', borderColor: 'success.main', bgcolor: '#f1f8ec', p: { xs: 2, md: 3 } }}
    >
      <Box
        component="h3"
        id={titleId}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0, mb: 1.5, fontSize: '1.25rem' }}
      >
        <CheckCircle aria-hidden sx={{ color: 'success.main' }} />
        {t('success.title')}
      </Box>
      <Box component="p" sx={{ fontSize: '1.125rem', fontWeight: 700, mt: 0 }}>
        {t('success.reference')}{' '}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {receipt.reference}
        </Box>
      </Box>
      <Box component="p" sx={{ mb: 0 }}>
        {t('success.answer', { email })}
      </Box>
    </Box>
  )
}

/** A failed send keeps everything typed; a successful one is replaced by its reference. */
export function AccessibilityFeedbackForm({ labelledBy }: { labelledBy: string }) {
  const t = useTranslations('AccessibilityFeedback')
  const lang = useLocale()
  const captcha = useCaptcha()
  const submission = useSubmitAccessibilityFeedback({
    captchaToken: () => captcha.execute(captchaActions.accessibilityFeedback),
  })
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
    summaryRef,
    summaryShown,
    onInvalid,
    failureText,
  } = useContractForm<FormInput, FormOutput>({
    schema: FormSchema,
    message: useMemo(() => errorMap(t), [t]),
    failures: useFeedbackFailures(),
    shouldFocusError: false,
    defaultValues: { kind: undefined, page_url: '', message: '', name: '', email: '', homepage: '' },
  })

  if (submission.isSuccess) {
    return <Confirmation receipt={submission.data} email={submission.variables.email} />
  }

  const summary = summaryOf(errors)
  const sending = submission.isPending
  return (
    <Box
      component="form"
      method="post"
      noValidate
      aria-labelledby={labelledBy}
      onFocus={captcha.prepare}
      onSubmit={handleSubmit((values) => submission.mutate({ ...values, lang }), onInvalid)}
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
        <FormRadioGroup
          control={control}
          name="kind"
          id={fieldId('kind')}
          label={t('kind.label')}
          required
          options={[
            { value: 'barrier', label: t('kind.barrier') },
            { value: 'accessible_format', label: t('kind.accessibleFormat') },
            { value: 'suggestion', label: t('kind.suggestion') },
          ]}
        />
        <FormTextField
          control={control}
          name="page_url"
          id={fieldId('page_url')}
          label={t('pageUrl.label')}
          hint={t('pageUrl.hint')}
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
        />
        <FormTextField
          control={control}
          name="message"
          id={fieldId('message')}
          label={t('message.label')}
          hint={t('message.hint', { min: limits.messageMin, max: limits.messageMax })}
          required
          multiline
          minRows={5}
        />
        <FormTextField
          control={control}
          name="name"
          id={fieldId('name')}
          label={t('name.label')}
          hint={t('name.hint')}
          autoComplete="name"
        />
        <FormTextField
          control={control}
          name="email"
          id={fieldId('email')}
          label={t('email.label')}
          hint={t('email.hint')}
          required
          type="email"
          autoComplete="email"
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
        {/* A trap for bots: people neither see nor reach it, and the server refuses a request that fills it. */}
        <Box
          aria-hidden
          sx={{ position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' }}
        >
          <label htmlFor={fieldId('homepage')}>{t('honeypot')}</label>
          <input
            id={fieldId('homepage')}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            {...register('homepage')}
          />
        </Box>
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
