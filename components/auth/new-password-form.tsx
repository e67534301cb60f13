'use client'

import { useTranslations } from 'next-intl'
import { useCallback } from 'react'
import { useWatch, type Control, type FieldErrors } from 'react-hook-form'
import { z } from 'zod'
import { ErrorSummary } from '@/components/ui/error-summary'
import { PlainIcon } from '@/components/ui/plain-alert'
import { muiIconPaths } from '@/components/ui/mui-icon-paths'
import { PlainPasswordField } from '@/components/ui/plain-form-field'
import plainStyles from '@/components/ui/plain-form.module.css'
import { ScreenReaderText } from '@/components/ui/screen-reader-text'
import { SubmitButton } from '@/components/ui/submit-button'
import { useContractForm, type IssueMessage } from '@/lib/client/contract-form'
import { ApiError } from '@/lib/client/api-client'
import { passwordProblemOf, useSetPasswordWithToken, type TokenPasswordEndpoint } from '@/lib/client/auth'
import {
  passwordCompositionProblem,
  passwordCompositionRules,
  passwordLimits,
  type PasswordProblem,
} from '@/lib/contract/auth'
import { AuthLink } from './auth-links'
import { isEmptyInput } from './field-errors'
import { useAuthFailures } from './failure-message'
import { FormOutcome } from './form-outcome'
import styles from './new-password.module.css'

// The contract's NewPasswordSchema, with issues that name the broken rule and leave the wording to this form.
const PasswordSchema = z.string().superRefine((password, context) => {
  const problem = passwordCompositionProblem(password)
  if (problem) context.addIssue({ code: 'custom', input: password, params: { problem } })
})

const FormSchema = z
  .object({ password: PasswordSchema, repeat: z.string().min(1) })
  .refine(({ password, repeat }) => password === repeat, { path: ['repeat'] })
type FormValues = z.infer<typeof FormSchema>

/** Pages whose `password` messages (submit, doneTitle, done, askAgain) word setting a password by link. */
type PasswordNamespace = 'ResetPassword' | 'FirstPassword'

const fieldIds = { password: 'new-password', repeat: 'repeat-password' } as const

/** The rules shown as the person types; the maximum length is only said when it is broken. */
const shownRules = passwordCompositionRules.filter((rule) => rule.problem !== 'too_long')

type RulesTranslate = ReturnType<typeof useTranslations<'PasswordRules'>>

const problemText = (t: RulesTranslate, problem: PasswordProblem) =>
  t(`problems.${problem}`, { min: passwordLimits.min, max: passwordLimits.max })

function summaryOf(errors: FieldErrors<FormValues>) {
  return (['password', 'repeat'] as const).flatMap((name) => {
    const message = errors[name]?.message
    return message ? [{ id: fieldIds[name], message }] : []
  })
}

function PasswordRuleList({ control }: { control: Control<FormValues> }) {
  const t = useTranslations('PasswordRules')
  const password = useWatch({ control, name: 'password' }) ?? ''
  return (
    <div>
      <p className={styles.rulesTitle}>{t('rulesTitle')}</p>
      <ul className={styles.rules}>
        {shownRules.map(({ problem, isMet }) => {
          const met = isMet(password)
          return (
            <li key={problem} className={met ? styles.met : undefined}>
              <PlainIcon
                path={met ? muiIconPaths.checkCircle : muiIconPaths.radioUnchecked}
                className={styles.ruleIcon}
              />
              {t(`rules.${problem as Exclude<PasswordProblem, 'too_long' | 'too_common'>}`, {
                min: passwordLimits.min,
              })}
              <ScreenReaderText>{met ? t('met') : t('unmet')}</ScreenReaderText>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/** A too common password is refused at the field; a link that no longer works offers to ask for a new one. */
export function NewPasswordForm({
  endpoint,
  namespace,
  token,
  askAgainHref,
}: {
  endpoint: TokenPasswordEndpoint
  namespace: PasswordNamespace
  token: string
  askAgainHref: string
}) {
  // Both namespaces word the same messages.
  const t = useTranslations(`${namespace}.password` as 'ResetPassword.password')
  const tr = useTranslations('PasswordRules')
  const tf = useTranslations('AuthForms')
  const tErrors = useTranslations('Errors')
  const submission = useSetPasswordWithToken(endpoint)
  const message = useCallback<IssueMessage>(
    (issue) => {
      if (issue.path[0] === 'repeat')
        return issue.code === 'too_small' ? tr('repeatRequired') : tr('mismatch')
      if (isEmptyInput(issue)) return tr('required')
      const problem = (issue as { params?: { problem?: PasswordProblem } }).params?.problem
      return problem ? problemText(tr, problem) : tf('invalid')
    },
    [tr, tf],
  )
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
    summaryRef,
    summaryShown,
    onInvalid,
    failureText,
  } = useContractForm<FormValues>({
    schema: FormSchema,
    message,
    failures: useAuthFailures(),
    shouldFocusError: false,
    defaultValues: { password: '', repeat: '' },
  })

  const onValid = ({ password }: FormValues) =>
    submission.mutate(
      { token, password },
      {
        onError: (error) => {
          const problem = passwordProblemOf(error)
          if (problem) setError('password', { message: problemText(tr, problem) }, { shouldFocus: true })
        },
      },
    )

  if (submission.isSuccess) {
    return (
      <FormOutcome
        severity="success"
        title={t('doneTitle')}
        action={<AuthLink href="/login">{tf('signIn')}</AuthLink>}
      >
        {t('done')}
      </FormOutcome>
    )
  }

  const failure = submission.error
  const badToken = failure instanceof ApiError && failure.code === 'RESET_PASSWORD_BAD_TOKEN'
  const refusedPassword = failure instanceof ApiError && failure.code === 'RESET_PASSWORD_INVALID_PASSWORD'
  const problems = summaryOf(errors)
  return (
    <form method="post" noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
      {summaryShown && problems.length > 0 && (
        <ErrorSummary ref={summaryRef} title={tf('summary', { count: problems.length })} errors={problems} />
      )}
      {failure && !refusedPassword && (
        <FormOutcome
          key={submission.submittedAt}
          severity="error"
          title={tf('failureTitle')}
          action={badToken && <AuthLink href={askAgainHref}>{t('askAgain')}</AuthLink>}
        >
          {badToken ? tErrors('RESET_PASSWORD_BAD_TOKEN') : failureText(failure)}
        </FormOutcome>
      )}
      <p className={`${plainStyles.paragraph} ${plainStyles.spaced}`}>{tf('requiredNote')}</p>
      <div className={plainStyles.stack}>
        <div className={styles.passwordWithRules}>
          <PlainPasswordField
            control={control}
            name="password"
            id={fieldIds.password}
            label={tr('newPassword')}
            hint={tr('hint', { min: passwordLimits.min })}
            required
            autoComplete="new-password"
            showLabel={tf('showPassword')}
          />
          <PasswordRuleList control={control} />
        </div>
        <PlainPasswordField
          control={control}
          name="repeat"
          id={fieldIds.repeat}
          label={tr('repeatPassword')}
          required
          autoComplete="new-password"
          showLabel={tf('showPassword')}
        />
        <div>
          <SubmitButton sending={submission.isPending} label={t('submit')} sendingLabel={tf('sending')} />
        </div>
      </div>
    </form>
  )
}
