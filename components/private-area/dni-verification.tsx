'use client'

import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import { useTranslations } from 'next-intl'
import { useCallback, useMemo, useState } from 'react'
import { z } from 'zod'
import { ActionOutcome } from '@/components/ui/action-outcome'
import { FormTextField } from '@/components/ui/form-text-field'
import { useConfirmDniCode, useDniStatus, useRequestDniCode } from '@/lib/client/account'
import { ApiError } from '@/lib/client/api-client'
import { useContractForm, type IssueMessage } from '@/lib/client/contract-form'
import { PhoneCodeInputSchema, phoneCodeLimits } from '@/lib/contract/auth'
import { SubmitButton, useAccountFailures } from './account-form-parts'
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

  if (status.isPending) return <CircularProgress size={24} aria-label={t('loading')} />
  // The section's state, not the outcome of an action: it stays in place.
  if (status.isError) {
    return (
      <Alert severity="error" role="alert">
        {failureText(status.error)}
      </Alert>
    )
  }
  if (status.data.verified_at) {
    return (
      <Box component="p" role="status">
        {t('verified', {
          date: format.dateTime(new Date(status.data.verified_at), { dateStyle: 'long' }),
        })}
      </Box>
    )
  }

  const { dni_hint: dniHint, phone_hint: phoneHint } = status.data
  if (!dniHint || !phoneHint) {
    // Without both the check can only fail: say what is missing and how to get it added.
    return (
      <Box component="p" sx={{ mt: 0, maxWidth: '70ch' }}>
        {t('missing', { missing: !dniHint && !phoneHint ? 'both' : !dniHint ? 'dni' : 'phone' })}
      </Box>
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
    <Box component="form" method="post" noValidate onSubmit={submit} aria-describedby="dni-intro">
      <Box component="p" id="dni-intro" sx={{ mt: 0 }}>
        {t('intro', { hint: dniHint })}
      </Box>
      <ActionOutcome failure={failure} />
      {/* Needed while the code is typed, so it stays rather than hiding as a notice. */}
      <Box component="p" role="status" sx={{ fontWeight: 600, '&:empty': { m: 0 } }}>
        {codeSent &&
          t('codeSent', {
            phone: phoneHint,
            time: format.dateTime(new Date(codeSent.expires_at), { timeStyle: 'short' }),
          })}
      </Box>
      <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
        <FormTextField
          control={control}
          name="dni"
          label={t('dni')}
          hint={t('dniHint')}
          required
          autoComplete="off"
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
        />
        {codeSent && (
          <FormTextField
            control={control}
            name="code"
            label={t('code')}
            hint={t('codeHint', { digits: phoneCodeLimits.digits })}
            required
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: phoneCodeLimits.digits } }}
          />
        )}
        <SubmitButton pending={requestCode.isPending || confirmCode.isPending}>
          {codeSent ? t('confirm') : t('sendCode')}
        </SubmitButton>
      </Stack>
    </Box>
  )
}
