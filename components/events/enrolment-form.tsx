'use client'

import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { Controller, useWatch, type FieldErrors, type Resolver } from 'react-hook-form'
import { FormTextField } from '@/components/ui/form-text-field'
import { useContractForm } from '@/lib/client/contract-form'
import { refusalOf, useApply } from '@/lib/client/enrolment'
import type { Application } from '@/lib/contract/applications'
import { enrolmentAmount, EnrolmentRequestSchema, type EnrolmentState } from '@/lib/contract/enrolment'
import { formatMoney } from '@/lib/i18n/money'

// Only a signed-in member who may enrol sees this form: the event page loads it then, so visitors of the cached
// page do not download react-hook-form and MUI's inputs.

type Translate = ReturnType<typeof useTranslations<'Enrolment'>>
type Me = NonNullable<EnrolmentState['me']>

/** No place for a newcomer: none left, or others already waiting for the next one (they go first). */
const isFull = (state: EnrolmentState) =>
  state.availability === 'closed_full' || state.slots_left === 0 || state.waiting > 0

/** A refusal of the API whose reason this form words: a closed event, too many companions. */
function reasonText(t: Translate, state: EnrolmentState, error: unknown): string | undefined {
  const { code, reason } = refusalOf(error)
  if (code === 'EVENT_CLOSED' && (reason === 'planned' || reason === 'standby' || reason === 'ended')) {
    return t(`closed.${reason}`)
  }
  if (code === 'ERROR_ON_CHECK_RULES' && reason === 'companions') {
    return t('form.companionsTooMany', { max: state.max_companions })
  }
}

interface FormValues {
  companions: string
  priceAccepted: boolean
}

export function EnrolmentForm({
  state,
  me,
  onApplied,
}: {
  state: EnrolmentState
  me: Me
  onApplied: (application: Application) => void
}) {
  const t = useTranslations('Enrolment')
  const locale = useLocale()
  const apply = useApply(me.group!)
  const failureRef = useRef<HTMLDivElement>(null)
  const ids = { price: useId(), failure: useId() }
  const [failure, setFailure] = useState<{ text: string; offerWaitlist: boolean }>()
  const full = isFull(state)
  const max = state.max_companions

  // The contract's companions rule, bounded by this event's maximum; the price is confirmed when there is one.
  const resolver = useMemo<Resolver<FormValues>>(() => {
    const companionsRule = EnrolmentRequestSchema.shape.companions.unwrap().max(max)
    return (values) => {
      const companions = companionsRule.safeParse(
        values.companions.trim() === '' ? 0 : Number(values.companions),
      )
      const errors: FieldErrors<FormValues> = {}
      if (!companions.success) {
        errors.companions = { type: 'validate', message: t('form.companionsInvalid', { max }) }
      } else if (enrolmentAmount(state, companions.data) > 0 && !values.priceAccepted) {
        errors.priceAccepted = { type: 'required', message: t('form.priceRequired') }
      }
      return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} }
    }
  }, [max, state, t])
  const { control, handleSubmit, failureText } = useContractForm<FormValues>({
    resolver,
    failures: { codes: { NO_SLOTS_AVAILABLE: t('form.noSlots') } },
    defaultValues: { companions: '0', priceAccepted: false },
  })
  const companionsText = useWatch({ control, name: 'companions' })
  const companions = Number.isInteger(Number(companionsText)) ? Math.max(0, Number(companionsText)) : 0
  const amount = enrolmentAmount(state, Math.min(companions, max))

  useEffect(() => {
    if (failure) failureRef.current?.focus()
  }, [failure])

  const send = (values: FormValues, waitlist: boolean) => {
    setFailure(undefined)
    apply.mutate(
      { event_id: state.event_id, companions: Number(values.companions || 0), waitlist },
      {
        onSuccess: onApplied,
        onError: (error) => {
          const { code } = refusalOf(error)
          setFailure({
            text: reasonText(t, state, error) ?? failureText(error),
            offerWaitlist: code === 'NO_SLOTS_AVAILABLE',
          })
        },
      },
    )
  }

  const sending = apply.isPending
  return (
    <Box
      component="form"
      method="post"
      noValidate
      aria-label={t('form.label')}
      onSubmit={handleSubmit((values) => send(values, full))}
      data-testid="enrolment-form"
    >
      {failure && (
        <Alert ref={failureRef} tabIndex={-1} severity="error" sx={{ mb: 2 }} id={ids.failure}>
          {failure.text}
          {failure.offerWaitlist && (
            <Box sx={{ mt: 1 }}>
              <Button
                variant="outlined"
                color="inherit"
                disabled={sending}
                onClick={handleSubmit((values) => send(values, true))}
                sx={{ minHeight: 44 }}
              >
                {t('form.joinWaitlist')}
              </Button>
            </Box>
          )}
        </Alert>
      )}
      {full && (
        <Box component="p" sx={{ mt: 0 }}>
          {t('form.full')}
        </Box>
      )}
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        {max > 0 && (
          <FormTextField
            control={control}
            name="companions"
            label={t('form.companions')}
            hint={t('form.companionsHint', { max })}
            type="number"
            slotProps={{ htmlInput: { min: 0, max, step: 1, inputMode: 'numeric' } }}
            // On the section's tinted background: a dark label and a white field keep their contrast.
            sx={{
              maxWidth: 240,
              '& .MuiInputLabel-root:not(.Mui-error)': { color: 'text.primary' },
              '& .MuiOutlinedInput-root': { bgcolor: 'background.paper' },
            }}
          />
        )}
        {amount > 0 && (
          <Box>
            <Box component="p" id={ids.price} sx={{ mt: 0, mb: 1 }}>
              {t('form.price', { amount: formatMoney(amount, locale) })}
            </Box>
            <Controller
              control={control}
              name="priceAccepted"
              render={({ field, fieldState }) => (
                <>
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                        slotProps={{
                          input: {
                            ref: field.ref,
                            'aria-describedby': fieldState.error
                              ? `${ids.price}-error ${ids.price}`
                              : ids.price,
                            'aria-invalid': fieldState.error ? true : undefined,
                          },
                        }}
                      />
                    }
                    label={t('form.priceAccept', { amount: formatMoney(amount, locale) })}
                  />
                  {fieldState.error && (
                    <FormHelperText id={`${ids.price}-error`} error sx={{ fontSize: '0.875rem', mx: 0 }}>
                      {fieldState.error.message}
                    </FormHelperText>
                  )}
                </>
              )}
            />
          </Box>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={sending} sx={{ minHeight: 44 }}>
            {sending ? t('form.sending') : full ? t('form.joinWaitlist') : t('form.enrol')}
          </Button>
          <span role="status" className="visually-hidden">
            {sending ? t('form.sending') : ''}
          </span>
        </Box>
      </Stack>
    </Box>
  )
}
