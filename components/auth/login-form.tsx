'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback } from 'react'
import type { FieldErrors } from 'react-hook-form'
import type { z } from 'zod'
import { ErrorSummary } from '@/components/ui/error-summary'
import { PlainFormField, PlainPasswordField } from '@/components/ui/plain-form-field'
import styles from '@/components/ui/plain-form.module.css'
import { SubmitButton } from '@/components/ui/submit-button'
import { ApiError } from '@/lib/client/api-client'
import { useLogIn } from '@/lib/client/auth'
import { useContractForm, type IssueMessage } from '@/lib/client/contract-form'
import {
  expectLoginChange,
  forgetSession,
  leaveAfterLoginChange,
  rememberSessionExpiry,
} from '@/lib/client/auth-session'
import { afterLoginTarget, redirectPageHref } from '@/lib/client/redirect-target'
import { LoginFormSchema } from '@/lib/contract/auth'
import { AuthLink } from './auth-links'
import { emailProblem, isEmptyInput } from './field-errors'
import { useAuthFailures } from './failure-message'
import { FormOutcome } from './form-outcome'

const FormSchema = LoginFormSchema.pick({ username: true, password: true })
type FormInput = z.input<typeof FormSchema>
type FormOutput = z.output<typeof FormSchema>

const fieldIds = { username: 'login-email', password: 'login-password' } as const

function summaryOf(errors: FieldErrors<FormInput>) {
  return (['username', 'password'] as const).flatMap((name) => {
    const message = errors[name]?.message
    return message ? [{ id: fieldIds[name], message }] : []
  })
}

function LoginFailure({ error, text }: { error: Error; text: string }) {
  const t = useTranslations('Login')
  const tf = useTranslations('AuthForms')
  const code = error instanceof ApiError ? error.code : undefined
  const notAllowed = error instanceof ApiError && error.status === 403
  return (
    <FormOutcome
      severity="error"
      title={tf('failureTitle')}
      action={
        code === 'LOGIN_USER_NOT_VERIFIED' && (
          <AuthLink href="/auth/request-verify-token">{t('requestVerification')}</AuthLink>
        )
      }
    >
      {notAllowed ? t('notAllowed') : text}
    </FormOutcome>
  )
}

/** Loads the target afresh through the redirect page (spec §2), so nothing rendered for a guest stays. */
export function LoginForm() {
  const t = useTranslations('Login')
  const tf = useTranslations('AuthForms')
  const locale = useLocale()
  const login = useLogIn()
  const message = useCallback<IssueMessage>(
    (issue) =>
      issue.path[0] === 'username'
        ? emailProblem(tf, issue)
        : isEmptyInput(issue)
          ? t('passwordRequired')
          : tf('invalid'),
    [t, tf],
  )
  const {
    control,
    handleSubmit,
    formState: { errors },
    summaryRef,
    summaryShown,
    onInvalid,
    failureText,
  } = useContractForm<FormInput, FormOutput>({
    schema: FormSchema,
    message,
    failures: useAuthFailures(),
    shouldFocusError: false,
    defaultValues: { username: '', password: '' },
  })

  const onValid = ({ username, password }: FormOutput) =>
    login.mutate(
      { email: username, password },
      {
        onSuccess: ({ expires_at }) => {
          expectLoginChange()
          forgetSession()
          rememberSessionExpiry(expires_at)
          leaveAfterLoginChange(redirectPageHref(locale, afterLoginTarget(window.location.search, locale)))
        },
      },
    )

  const problems = summaryOf(errors)
  const sending = login.isPending || login.isSuccess
  return (
    <>
      <form method="post" noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
        {summaryShown && problems.length > 0 && (
          <ErrorSummary
            ref={summaryRef}
            title={tf('summary', { count: problems.length })}
            errors={problems}
          />
        )}
        {login.isError && (
          <LoginFailure key={login.submittedAt} error={login.error} text={failureText(login.error)} />
        )}
        <p className={`${styles.paragraph} ${styles.spaced}`}>{tf('requiredNote')}</p>
        <div className={styles.stack}>
          <PlainFormField
            control={control}
            name="username"
            id={fieldIds.username}
            label={tf('email')}
            required
            type="email"
            autoComplete="username"
            spellCheck={false}
            autoCapitalize="none"
          />
          <PlainPasswordField
            control={control}
            name="password"
            id={fieldIds.password}
            label={t('password')}
            required
            autoComplete="current-password"
            showLabel={tf('showPassword')}
          />
          <div>
            <SubmitButton sending={sending} label={t('submit')} sendingLabel={t('signingIn')} />
          </div>
        </div>
      </form>
      <ul className={styles.linkList}>
        <li>
          <AuthLink href="/auth/password-recovery">{t('forgotPassword')}</AuthLink>
        </li>
        <li>
          <AuthLink href="/auth/first-password">{t('firstPassword')}</AuthLink>
        </li>
      </ul>
    </>
  )
}
