'use client'

import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import CircularProgress from '@mui/material/CircularProgress'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react'
import { Controller, useWatch, type FieldErrors, type Resolver } from 'react-hook-form'
import { FormTextField } from '@/components/ui/form-text-field'
import { ScreenReaderText } from '@/components/ui/screen-reader-text'
import { useContractForm } from '@/lib/client/contract-form'
import { refusalOf, useApply, useEnrolmentState } from '@/lib/client/enrolment'
import { showSuccess } from '@/lib/client/notices'
import { useSignInHref } from '@/lib/client/redirect-target'
import type { Application } from '@/lib/contract/applications'
import { enrolmentAmount, EnrolmentRequestSchema, type EnrolmentState } from '@/lib/contract/enrolment'
import { formatMoney } from '@/lib/i18n/money'
import { Link } from '@/lib/i18n/navigation'
import { AvailabilityBadge } from './availability-badge'
import { availabilityTextOf } from './event-format'
import { useFormatter } from '@/lib/i18n/format'

type Translate = ReturnType<typeof useTranslations<'Enrolment'>>
type Me = NonNullable<EnrolmentState['me']>

const applicationPath = (application: Application) =>
  `${application.event.kind === 'course' ? '/my-courses' : '/my-events'}/${application.id}`

/** Whether the form is offered: while enrolment is open, and when full, for the waiting list. */
const canApply = (state: EnrolmentState) =>
  state.availability === 'open' || state.availability === 'closed_full'
/** No place for a newcomer: none left, or others already waiting for the next one (they go first). */
const isFull = (state: EnrolmentState) =>
  state.availability === 'closed_full' || state.slots_left === 0 || state.waiting > 0

/** The cached page renders `children` (availability at build time); after hydration this asks the API. */
export function EnrolmentIsland({ eventId, children }: { eventId: number; children: ReactNode }) {
  const t = useTranslations('Enrolment')
  const query = useEnrolmentState(eventId)

  if (query.isError) {
    return (
      <>
        {children}
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed')}
        </Alert>
      </>
    )
  }
  if (!query.data) {
    return (
      <>
        {children}
        {query.fetchStatus === 'fetching' && (
          <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', mt: 2 }}>
            <CircularProgress size={20} aria-hidden />
            <span>{t('loading')}</span>
          </Stack>
        )}
      </>
    )
  }
  return <LiveEnrolment state={query.data} />
}

function LiveEnrolment({ state }: { state: EnrolmentState }) {
  const t = useTranslations('Enrolment')
  const events = useTranslations('Events')
  const format = useFormatter()
  const availabilityText = availabilityTextOf(format, events, state)

  return (
    <>
      <AvailabilityBadge
        availability={state.availability}
        label={events(`availability.${state.availability}`)}
      />
      <Box component="p" sx={{ mt: 1, mb: 0 }} data-testid="event-availability">
        {availabilityText}
      </Box>
      <Box component="ul" sx={{ mt: 1, mb: 0, pl: 2.5 }} data-testid="event-places">
        <li>
          {state.slots === null || state.slots_left === null
            ? events('unlimitedSlots')
            : events('slotsLeft', { left: state.slots_left, total: state.slots })}
        </li>
        {state.waiting > 0 && <li>{t('waiting', { count: state.waiting })}</li>}
      </Box>
      <Box sx={{ mt: 2 }}>
        <Action state={state} />
      </Box>
    </>
  )
}

function Action({ state }: { state: EnrolmentState }) {
  const t = useTranslations('Enrolment')
  const signInHref = useSignInHref()
  const [justApplied, setJustApplied] = useState<Application>()
  const { me } = state
  if (!me) {
    if (!canApply(state)) return null
    return (
      <Link href={signInHref} prefetch={false}>
        {t('signIn')}
      </Link>
    )
  }
  if (me.refusal || !me.group) {
    return (
      <Box component="p" sx={{ m: 0 }} data-testid="enrolment-refusal">
        {t(`refusal.${me.refusal ?? 'group'}`)}
      </Box>
    )
  }
  // Until the state is read again, the answer to the application just sent stands for it.
  const stored = me.application?.status === 'cancelled' ? undefined : me.application
  const application = stored ?? justApplied ?? me.application
  if (application && application.status !== 'cancelled') {
    return <Applied application={application} notice={justApplied?.id === application.id} />
  }
  if (!canApply(state)) return null
  return (
    <>
      {application && (
        <Box component="p" sx={{ mt: 0 }}>
          {t('applied.reopen')}
        </Box>
      )}
      <EnrolmentForm state={state} me={me} onApplied={setJustApplied} />
    </>
  )
}

function Applied({ application, notice }: { application: Application; notice: boolean }) {
  const t = useTranslations('Enrolment')
  const applications = useTranslations('Applications')
  const locale = useLocale()
  const appliedRef = useRef<HTMLDivElement>(null)
  const noticeText = notice ? successText(t, application, locale) : undefined
  // The form is gone with its button: the notice says what happened, the state of the enrolment takes the focus.
  useEffect(() => {
    if (!noticeText) return
    showSuccess(noticeText)
    appliedRef.current?.focus()
  }, [noticeText])
  const waitlisted = application.waitlist_position !== null
  return (
    <Box data-testid="enrolment-applied" ref={appliedRef} tabIndex={-1}>
      <Box component="p" sx={{ mt: 0, mb: 1, fontWeight: 700 }}>
        {t('applied.status', { status: applications(`status.${application.status}`) })}
      </Box>
      {waitlisted && (
        <Box component="p" sx={{ my: 1 }}>
          {t('applied.waitlist', { position: application.waitlist_position ?? 0 })}
        </Box>
      )}
      {application.companions > 0 && (
        <Box component="p" sx={{ my: 1 }}>
          {t('applied.companions', { count: application.companions })}
        </Box>
      )}
      {application.amount_due_cents > 0 && (
        <Box component="p" sx={{ my: 1 }}>
          {t('applied.amountDue', {
            amount: formatMoney(application.amount_due_cents, locale),
            state:
              application.movement?.status === 'paid' ? 'paid' : application.movement ? 'due' : 'waiting',
          })}
        </Box>
      )}
      <Box component="p" sx={{ mb: 0 }}>
        <Link href={applicationPath(application)}>
          {t('applied.link')}
          <ScreenReaderText>– {application.event.title}</ScreenReaderText>
        </Link>
      </Box>
    </Box>
  )
}

function successText(t: Translate, application: Application, locale: string) {
  if (application.waitlist_position !== null) {
    return t('success.waitlist', { position: application.waitlist_position })
  }
  if (application.status === 'pending_documents') return t('success.documents')
  if (application.status === 'accepted') return t('success.accepted')
  if (application.amount_due_cents > 0) {
    return t('success.payment', { amount: formatMoney(application.amount_due_cents, locale) })
  }
  return t('success.received')
}

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

function EnrolmentForm({
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
