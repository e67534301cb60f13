'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback } from 'react'
import type { z } from 'zod'
import { CaptchaNotice } from '@/components/ui/captcha-notice'
import { ErrorSummary } from '@/components/ui/error-summary'
import { PlainFormField } from '@/components/ui/plain-form-field'
import styles from '@/components/ui/plain-form.module.css'
import { SubmitButton } from '@/components/ui/submit-button'
import { useContractForm, type IssueMessage } from '@/lib/client/contract-form'
import { useRequestByEmail, type EmailRequestEndpoint } from '@/lib/client/auth'
import { useCaptcha } from '@/lib/client/captcha'
import { EmailInputSchema } from '@/lib/contract/auth'
import { captchaActions, type CaptchaAction } from '@/lib/contract/captcha'
import { AuthLink } from './auth-links'
import { emailProblem } from './field-errors'
import { useAuthFailures } from './failure-message'
import { FormOutcome } from './form-outcome'

type FormInput = z.input<typeof EmailInputSchema>
type FormOutput = z.output<typeof EmailInputSchema>

/** Pages whose `request` messages (submit, sentTitle, sent) word an e-mail request. */
type RequestNamespace = 'PasswordRecovery' | 'RequestVerifyToken' | 'FirstPassword'

const fieldId = 'request-email'

const captchaActionOf: Record<EmailRequestEndpoint, CaptchaAction> = {
  'auth/forgot-password': captchaActions.passwordRecovery,
  'auth/request-verify-token': captchaActions.verificationRequest,
}

/** The answer is the same whether or not the address has an account, so the page says the same too. */
export function EmailRequestForm({
  endpoint,
  namespace,
}: {
  endpoint: EmailRequestEndpoint
  namespace: RequestNamespace
}) {
  // The three namespaces word the same messages.
  const t = useTranslations(`${namespace}.request` as 'PasswordRecovery.request')
  const tf = useTranslations('AuthForms')
  const lang = useLocale()
  const captcha = useCaptcha()
  const request = useRequestByEmail(endpoint, () => captcha.execute(captchaActionOf[endpoint]))
  const {
    control,
    handleSubmit,
    formState: { errors },
    summaryRef,
    summaryShown,
    onInvalid,
    failureText,
  } = useContractForm<FormInput, FormOutput>({
    schema: EmailInputSchema,
    message: useCallback<IssueMessage>((issue) => emailProblem(tf, issue), [tf]),
    failures: useAuthFailures(),
    shouldFocusError: false,
    defaultValues: { email: '' },
  })

  if (request.isSuccess) {
    return (
      <FormOutcome
        severity="success"
        title={t('sentTitle')}
        action={<AuthLink href="/login">{tf('signIn')}</AuthLink>}
      >
        {t('sent')}
      </FormOutcome>
    )
  }

  const problem = errors.email?.message
  return (
    <form
      method="post"
      noValidate
      onFocus={captcha.prepare}
      onSubmit={handleSubmit(({ email }) => request.mutate({ email, lang }), onInvalid)}
    >
      {summaryShown && problem && (
        <ErrorSummary
          ref={summaryRef}
          title={tf('summary', { count: 1 })}
          errors={[{ id: fieldId, message: problem }]}
        />
      )}
      {request.isError && (
        <FormOutcome key={request.submittedAt} severity="error" title={tf('failureTitle')}>
          {failureText(request.error)}
        </FormOutcome>
      )}
      <p className={`${styles.paragraph} ${styles.spaced}`}>{tf('requiredNote')}</p>
      <div className={styles.stack}>
        <PlainFormField
          control={control}
          name="email"
          id={fieldId}
          label={tf('email')}
          required
          type="email"
          autoComplete="email"
          spellCheck={false}
          autoCapitalize="none"
        />
        <div>
          <SubmitButton sending={request.isPending} label={t('submit')} sendingLabel={tf('sending')} />
        </div>
        <CaptchaNotice />
      </div>
    </form>
  )
}
