'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'
import { z } from 'zod'
import { ActionOutcome } from '@/components/ui/action-outcome'
import { PlainFormField, PlainPasswordField } from '@/components/ui/plain-form-field'
import { useUpdateMe } from '@/lib/client/account'
import { ApiError } from '@/lib/client/api-client'
import { useContractForm, type IssueMessage } from '@/lib/client/contract-form'
import { EmailSchema } from '@/lib/contract/auth'
import { SubmitButton, useAccountFailures } from './account-form-parts'
import styles from './account-forms.module.css'

const FormSchema = z.object({ email: EmailSchema, current_password: z.string().min(1) })
type FormValues = z.input<typeof FormSchema>

/** Re-authenticated with the password (ASVS 7.5.1); the new address replaces the old only once its link opens. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const t = useTranslations('Profile')
  const mutation = useUpdateMe()
  const [failure, setFailure] = useState<string>()
  const message = useCallback<IssueMessage>(
    (issue) => (issue.path[0] === 'current_password' ? t('password.currentRequired') : t('email.invalid')),
    [t],
  )
  const { control, handleSubmit, setError, reset, failureText } = useContractForm<FormValues>({
    schema: FormSchema,
    message,
    failures: useAccountFailures(),
    defaultValues: { email: '', current_password: '' },
  })

  const submit = handleSubmit((values) => {
    setFailure(undefined)
    if (values.email === currentEmail) {
      setError('email', { message: t('email.same') }, { shouldFocus: true })
      return
    }
    mutation.mutate(values, {
      onSuccess: () => reset({ email: '', current_password: '' }),
      onError: (error) => {
        const code = error instanceof ApiError ? error.code : undefined
        if (code === 'UPDATE_USER_EMAIL_ALREADY_EXISTS') {
          setError('email', { message: t('email.taken') }, { shouldFocus: true })
        } else if (code === 'INVALID_CURRENT_PASSWORD') {
          setError('current_password', { message: t('password.currentWrong') }, { shouldFocus: true })
        } else setFailure(failureText(error))
      },
    })
  })

  return (
    <form method="post" noValidate onSubmit={submit} aria-labelledby="change-email-title">
      <h3 id="change-email-title" className={styles.formTitle}>
        {t('email.title')}
      </h3>
      <ActionOutcome
        failure={failure}
        success={mutation.isSuccess ? t('email.sent', { email: mutation.data.tmp_email ?? '' }) : undefined}
      />
      <div className={styles.fields}>
        <PlainFormField
          control={control}
          name="email"
          label={t('email.new')}
          type="email"
          autoComplete="email"
          required
          spellCheck={false}
        />
        <PlainPasswordField
          control={control}
          name="current_password"
          label={t('password.current')}
          showLabel={t('password.show')}
          autoComplete="current-password"
          required
        />
        <SubmitButton pending={mutation.isPending}>{t('email.submit')}</SubmitButton>
      </div>
    </form>
  )
}
