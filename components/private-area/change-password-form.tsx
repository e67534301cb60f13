'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'
import { z } from 'zod'
import { ActionOutcome } from '@/components/ui/action-outcome'
import { PlainPasswordField } from '@/components/ui/plain-form-field'
import { useChangePassword } from '@/lib/client/account'
import { passwordProblemOf } from '@/lib/client/auth'
import { ApiError } from '@/lib/client/api-client'
import { useContractForm, type IssueMessage } from '@/lib/client/contract-form'
import {
  ChangePasswordInputSchema,
  NewPasswordSchema,
  passwordCompositionProblem,
  passwordLimits,
} from '@/lib/contract/auth'
import { passwordProblemMessage, SubmitButton, useAccountFailures } from './account-form-parts'
import styles from './account-forms.module.css'

const FormSchema = ChangePasswordInputSchema.extend({
  new_password: NewPasswordSchema,
  repeat_password: z.string(),
}).refine((values) => values.new_password === values.repeat_password, {
  path: ['repeat_password'],
  params: { mismatch: true },
})
type FormValues = z.input<typeof FormSchema>

const emptyForm: FormValues = { old_password: '', new_password: '', repeat_password: '' }

/** Changes the password with the current one (spec §5); the server signs out the person's other sessions. */
export function ChangePasswordForm() {
  const t = useTranslations('Profile')
  const mutation = useChangePassword()
  const [failure, setFailure] = useState<string>()
  const message = useCallback<IssueMessage>(
    (issue) => {
      const field = issue.path[0]
      if (field === 'old_password') return t('password.currentRequired')
      if (field === 'repeat_password') return t('password.mismatch')
      const problem = typeof issue.input === 'string' ? passwordCompositionProblem(issue.input) : undefined
      return passwordProblemMessage(t, problem ?? 'too_short')
    },
    [t],
  )
  const { control, handleSubmit, setError, reset, failureText } = useContractForm<FormValues>({
    schema: FormSchema,
    message,
    failures: useAccountFailures(),
    defaultValues: emptyForm,
  })

  const submit = handleSubmit(({ old_password, new_password }) => {
    setFailure(undefined)
    mutation.mutate(
      { old_password, new_password },
      {
        onSuccess: () => reset(emptyForm),
        onError: (error) => {
          const problem = passwordProblemOf(error)
          if (problem)
            setError('new_password', { message: passwordProblemMessage(t, problem) }, { shouldFocus: true })
          else if (error instanceof ApiError && error.code === 'INVALID_CURRENT_PASSWORD') {
            setError('old_password', { message: t('password.currentWrong') }, { shouldFocus: true })
          } else setFailure(failureText(error))
        },
      },
    )
  })

  return (
    <form method="post" noValidate onSubmit={submit} aria-labelledby="change-password-title">
      <h3 id="change-password-title" className={styles.formTitle}>
        {t('password.title')}
      </h3>
      <ActionOutcome failure={failure} success={mutation.isSuccess ? t('password.changed') : undefined} />
      <div className={styles.fields}>
        <PlainPasswordField
          control={control}
          name="old_password"
          label={t('password.current')}
          showLabel={t('password.show')}
          autoComplete="current-password"
          required
        />
        <PlainPasswordField
          control={control}
          name="new_password"
          label={t('password.new')}
          hint={t('password.hint', { min: passwordLimits.min })}
          showLabel={t('password.show')}
          autoComplete="new-password"
          required
        />
        <PlainPasswordField
          control={control}
          name="repeat_password"
          label={t('password.repeat')}
          showLabel={t('password.show')}
          autoComplete="new-password"
          required
        />
        <SubmitButton pending={mutation.isPending}>{t('password.submit')}</SubmitButton>
      </div>
    </form>
  )
}
