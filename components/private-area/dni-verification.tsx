'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useMemo, useState } from 'react'
import { z } from 'zod'
import { ActionOutcome } from '@/components/ui/action-outcome'
import { PlainAlert } from '@/components/ui/plain-alert'
import { PlainFormField } from '@/components/ui/plain-form-field'
import { Spinner } from '@/components/ui/spinner'
import { useConfirmDniCode, useDniStatus, useRequestDniCode } from '@/lib/client/account'
import { ApiError } from '@/lib/client/api-client'
import { useContractForm, type IssueMessage } from '@/lib/client/contract-form'
import { PhoneCodeInputSchema, phoneCodeLimits } from '@/lib/contract/auth'
import { SubmitButton, useAccountFailures } from './account-form-parts'
import styles from './account-forms.module.css'
import { useFormatter } from '@/lib/i18n/format'

type FormValues = z.input<typeof PhoneCodeInputSchema>

/** The DNI must match the one on record (spec §5); a code sent to the phone confirms it. */
export function DniVerification() {
  const t = useTranslations('Profile.dni')
  const format = useFormatter()
  const status = useDniStatus()
  const requestCode = useRequestDniCode()
  const confirmCode = useConfirmDniCode()
  const [failure, setFailure] = useState<string>()
  const codeSent = requestCode.data
  // The code field appears once a code was sent; until then it is not checked.
  const schema = useMemo(
    () => (codeSent ? PhoneCodeInputSchema : PhoneCodeInputSchema.extend({ code: z.string() })),
    [codeSent],
  )
  const message = useCallback<IssueMessage>(
    (issue) =>
      issue.path[0] === 'code' ? t('codeInvalid', { digits: phoneCodeLimits.digits }) : t('dniInvalid'),
    [t],
  )
  const { control, handleSubmit, setError, failureText } = useContractForm<FormValues>({
    schema,
    message,
    failures: useAccountFailures(),
    defaultValues: { dni: '', code: '' },
  })

  if (status.isPending) return <Spinner size={24} label={t('loading')} />
  // The section's state, not the outcome of an action: it stays in place.
  if (status.isError) {
    return (
      <PlainAlert severity="error" role="alert">
        {failureText(status.error)}
      </PlainAlert>
    )
  }
  if (status.data.verified_at) {
    return (
      <p role="status">
        {t('verified', {
          date: format.dateTime(new Date(status.data.verified_at), { dateStyle: 'long' }),
        })}
      </p>
    )
  }

  const { dni_hint: dniHint, phone_hint: phoneHint } = status.data
  if (!dniHint || !phoneHint) {
    // Without both the check can only fail: say what is missing and how to get it added.
    return (
      <p className={styles.missing}>
        {t('missing', { missing: !dniHint && !phoneHint ? 'both' : !dniHint ? 'dni' : 'phone' })}
      </p>
    )
  }

  const onError = (error: Error) => {
    const code = error instanceof ApiError ? error.code : undefined
    if (code === 'DNI_MISMATCH') setError('dni', { message: t('mismatch') }, { shouldFocus: true })
    else if (code === 'PHONE_CODE_INVALID')
      setError('code', { message: t('codeWrong') }, { shouldFocus: true })
    else setFailure(failureText(error))
  }
  const submit = handleSubmit((values) => {
    setFailure(undefined)
    if (codeSent) confirmCode.mutate({ dni: values.dni, code: values.code }, { onError })
    else requestCode.mutate({ dni: values.dni }, { onError })
  })

  return (
    <form method="post" noValidate onSubmit={submit} aria-describedby="dni-intro">
      <p id="dni-intro" className={styles.intro}>
        {t('intro', { hint: dniHint })}
      </p>
      <ActionOutcome failure={failure} />
      {/* Needed while the code is typed, so it stays rather than hiding as a notice. */}
      <p role="status" className={styles.codeSent}>
        {codeSent &&
          t('codeSent', {
            phone: phoneHint,
            time: format.dateTime(new Date(codeSent.expires_at), { timeStyle: 'short' }),
          })}
      </p>
      <div className={styles.fields}>
        <PlainFormField
          control={control}
          name="dni"
          label={t('dni')}
          hint={t('dniHint')}
          required
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
        />
        {codeSent && (
          <PlainFormField
            control={control}
            name="code"
            label={t('code')}
            hint={t('codeHint', { digits: phoneCodeLimits.digits })}
            required
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={phoneCodeLimits.digits}
          />
        )}
        <SubmitButton pending={requestCode.isPending || confirmCode.isPending}>
          {codeSent ? t('confirm') : t('sendCode')}
        </SubmitButton>
      </div>
    </form>
  )
}
