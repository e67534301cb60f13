'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useMemo, useRef } from 'react'
import type { FieldErrors } from 'react-hook-form'
import type { z } from 'zod'
import { ErrorSummary } from '@/components/ui/error-summary'
import { SendButton, SubmissionFailure } from '@/components/ui/form-submission'
import { FormRadioGroup } from '@/components/ui/form-radio-group'
import { PlainIcon } from '@/components/ui/plain-alert'
import { muiIconPaths } from '@/components/ui/mui-icon-paths'
import { PlainFormField, PlainTextArea } from '@/components/ui/plain-form-field'
import plainStyles from '@/components/ui/plain-form.module.css'
import receiptStyles from '@/components/ui/tracking-code-receipt.module.css'
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
import styles from './accessibility.module.css'

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
    <div ref={ref} role="group" aria-labelledby={titleId} tabIndex={-1} className={receiptStyles.receipt}>
      <h3 id={titleId} className={styles.confirmationTitle}>
        <PlainIcon path={muiIconPaths.checkCircle} className={receiptStyles.titleIcon} />
        {t('success.title')}
      </h3>
      <p className={styles.reference}>
        {t('success.reference')} <span className={styles.nowrap}>{receipt.reference}</span>
      </p>
      <p>{t('success.answer', { email })}</p>
    </div>
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
    <form
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
      <p className={`${plainStyles.paragraph} ${plainStyles.spaced}`}>{t('requiredNote')}</p>
      <div className={plainStyles.stack}>
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
        <PlainFormField
          control={control}
          name="page_url"
          id={fieldId('page_url')}
          label={t('pageUrl.label')}
          hint={t('pageUrl.hint')}
          autoComplete="off"
          inputMode="url"
          spellCheck={false}
        />
        <PlainTextArea
          control={control}
          name="message"
          id={fieldId('message')}
          label={t('message.label')}
          hint={t('message.hint', { min: limits.messageMin, max: limits.messageMax })}
          required
          minRows={5}
        />
        <PlainFormField
          control={control}
          name="name"
          id={fieldId('name')}
          label={t('name.label')}
          hint={t('name.hint')}
          autoComplete="name"
        />
        <PlainFormField
          control={control}
          name="email"
          id={fieldId('email')}
          label={t('email.label')}
          hint={t('email.hint')}
          required
          type="email"
          autoComplete="email"
          spellCheck={false}
        />
        {/* A trap for bots: people neither see nor reach it, and the server refuses a request that fills it. */}
        <div aria-hidden className={styles.trap}>
          <label htmlFor={fieldId('homepage')}>{t('honeypot')}</label>
          <input
            id={fieldId('homepage')}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            {...register('homepage')}
          />
        </div>
        <p className={styles.privacy}>{t('privacy')}</p>
        {submission.isError && (
          <SubmissionFailure title={t('failure.title')}>{failureText(submission.error)}</SubmissionFailure>
        )}
        <SendButton sending={sending} label={t('submit')} sendingLabel={t('sending')} />
      </div>
    </form>
  )
}
