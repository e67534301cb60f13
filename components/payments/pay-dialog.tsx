'use client'

import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import { useLocale, useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { MuiScope } from '@/components/providers/mui-scope'
import { ApiError } from '@/lib/client/api-client'
import { useErrorMessage } from '@/lib/client/errors'
import {
  submitGatewayForm,
  usePaymentConfiguration,
  useStartPayment,
  type StartedPayment,
} from '@/lib/client/payments'
import type { Locale } from '@/lib/contract/locales'
import {
  directDebitPaymentTypes,
  type PaymentConcept,
  type PaymentDetail,
  type PaymentType,
} from '@/lib/contract/payments'
import { formatMoney } from '@/lib/i18n/money'
import { Link } from '@/lib/i18n/navigation'
import { useFormatter } from '@/lib/i18n/format'

export interface PayableMovement {
  id: string
  /** How the member knows it (its transaction number, C-2026-000123). */
  label: string
  concept: PaymentConcept
  amountCents: number
}

type Choice = 'card_v1' | 'card_v2' | 'bank_transfer' | 'direct_debit'
type DirectDebitType = (typeof directDebitPaymentTypes)[number]

const chargesOf: Record<DirectDebitType, number> = { direct_debit_1: 1, direct_debit_2: 2, direct_debit_4: 4 }

/** The choices a list of methods gives: each card terminal, the transfer, and direct debit once (then its charges). */
function choicesOf(methods: readonly PaymentType[]): Choice[] {
  const choices: Choice[] = []
  for (const method of methods) {
    const choice: Choice = method.startsWith('direct_debit') ? 'direct_debit' : (method as Choice)
    if (!choices.includes(choice)) choices.push(choice)
  }
  return choices
}

function CopyRow({ label, value }: { label: string; value: string }) {
  const t = useTranslations('Payments.transfer')
  const [copied, setCopied] = useState(false)
  return (
    <Box component="div" sx={{ display: 'contents' }}>
      <Box component="dt" sx={{ fontWeight: 700 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '1rem' }}>
          {value}
        </Box>
        <Button
          size="small"
          variant="outlined"
          sx={{ minHeight: 36 }}
          aria-label={t('copy', { field: label })}
          onClick={() => {
            void navigator.clipboard?.writeText(value).then(() => setCopied(true))
          }}
        >
          {t('copyButton')}
        </Button>
        <Box component="span" role="status" sx={{ fontSize: '0.875rem' }}>
          {copied ? t('copied', { field: label }) : ''}
        </Box>
      </Box>
    </Box>
  )
}

function TransferInstructions({ payment }: { payment: PaymentDetail }) {
  const t = useTranslations('Payments.transfer')
  const locale = useLocale()
  const transfer = payment.transfer
  if (!transfer) return null
  const euros = formatMoney(transfer.amount_cents, locale)
  return (
    <Stack spacing={1.5}>
      <Alert severity="info" role="status">
        <strong>{t('title')}</strong>. {t('intro')}
      </Alert>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}>
        <CopyRow label={t('beneficiary')} value={transfer.beneficiary} />
        <CopyRow label={t('iban')} value={transfer.iban} />
        <CopyRow label={t('reference')} value={transfer.reference} />
        <CopyRow label={t('amount')} value={euros} />
      </Box>
    </Stack>
  )
}

function DirectDebitSchedule({ payment }: { payment: PaymentDetail }) {
  const t = useTranslations('Payments.debit')
  const locale = useLocale()
  const format = useFormatter()
  const dayText = (iso: string) =>
    format.dateTime(new Date(`${iso}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })
  const ids = { schedule: useId() }
  return (
    <Stack spacing={1.5}>
      <Alert severity="success" role="status">
        <strong>{t('title')}</strong>. {t('intro')}
      </Alert>
      {payment.mandate && (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}>
          <Box component="dt" sx={{ fontWeight: 700 }}>
            {t('mandate')}
          </Box>
          <Box component="dd" sx={{ m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {payment.mandate.reference}
          </Box>
          <Box component="dt" sx={{ fontWeight: 700 }}>
            {t('account')}
          </Box>
          <Box component="dd" sx={{ m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {payment.mandate.iban_masked}
          </Box>
        </Box>
      )}
      <Box component="h3" id={ids.schedule} sx={{ fontSize: '1rem', m: 0 }}>
        {t('schedule')}
      </Box>
      <Box component="ol" aria-labelledby={ids.schedule} sx={{ m: 0, pl: 3 }}>
        {payment.charges.map((charge) => (
          <li key={charge.sequence}>
            {t('charge', {
              sequence: charge.sequence,
              amount: formatMoney(charge.amount_cents, locale),
              date: dayText(charge.due_on),
            })}
          </li>
        ))}
      </Box>
    </Stack>
  )
}

function Failure({ error }: { error: unknown }) {
  const t = useTranslations('Payments')
  const failureText = useErrorMessage()
  const code = error instanceof ApiError ? error.code : undefined
  const fix =
    code === 'SEPA_MANDATE_REQUIRED'
      ? { href: '/sepa', label: t('sepaLink') }
      : code === 'IBAN_REQUIRED'
        ? { href: '/profile#economic', label: t('ibanLink') }
        : undefined
  return (
    <Alert severity="error">
      {failureText(error)}
      {fix && (
        <>
          {' '}
          <Link href={fix.href}>{fix.label}</Link>
        </>
      )}
    </Alert>
  )
}

/** A card sends the browser to the gateway (a form posted there); a transfer shows its details to copy. */
/** The payment dialog with MUI's theme, wherever it is opened (pay-button.tsx imports it when about to open). */
export function PayDialog(props: { movement: PayableMovement; onClose: () => void }) {
  return (
    <MuiScope>
      <PaymentDialog {...props} />
    </MuiScope>
  )
}

function PaymentDialog({ movement, onClose }: { movement: PayableMovement; onClose: () => void }) {
  const t = useTranslations('Payments')
  const locale = useLocale() as Locale
  const ids = { title: useId(), methods: useId(), charges: useId() }
  const configuration = usePaymentConfiguration(locale, true)
  const start = useStartPayment(locale)
  const [choice, setChoice] = useState<Choice>()
  const [debitType, setDebitType] = useState<DirectDebitType>()
  const [started, setStarted] = useState<StartedPayment>()

  const methods = configuration.data?.methods[movement.concept] ?? []
  const choices = choicesOf(methods)
  const debitTypes = directDebitPaymentTypes.filter((type) => methods.includes(type))
  const chosen = choice ?? choices[0]
  const chosenDebit = debitType ?? debitTypes[0]
  const redirecting = started?.kind === 'card'
  const busy = start.isPending || redirecting

  const pay = () => {
    const type: PaymentType | undefined = chosen === 'direct_debit' ? chosenDebit : chosen
    if (!type) return
    start.mutate(
      { movementId: movement.id, type },
      {
        onSuccess: (result) => {
          setStarted(result)
          if (result.kind === 'card') submitGatewayForm(result.start.gateway)
        },
      },
    )
  }

  let content
  if (configuration.isPending) {
    content = (
      <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={20} aria-hidden />
        <span>{t('loadingMethods')}</span>
      </Stack>
    )
  } else if (configuration.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void configuration.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('methodsFailed')}
      </Alert>
    )
  } else if (started?.kind === 'transfer') {
    content = <TransferInstructions payment={started.payment} />
  } else if (started?.kind === 'direct_debit') {
    content = <DirectDebitSchedule payment={started.payment} />
  } else if (choices.length === 0) {
    content = <Alert severity="info">{t('noMethods')}</Alert>
  } else {
    content = (
      <Stack spacing={2}>
        <FormControl component="fieldset" disabled={busy}>
          <FormLabel component="legend" id={ids.methods}>
            {t('methodsLegend')}
          </FormLabel>
          <RadioGroup
            aria-labelledby={ids.methods}
            value={chosen ?? ''}
            onChange={(event) => setChoice(event.target.value as Choice)}
          >
            {choices.map((option) => (
              <FormControlLabel
                key={option}
                value={option}
                control={<Radio />}
                label={t(`methods.${option}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
        {chosen === 'direct_debit' && debitTypes.length > 0 && (
          <FormControl component="fieldset" disabled={busy}>
            <FormLabel component="legend" id={ids.charges}>
              {t('chargesLegend')}
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby={ids.charges}
              value={chosenDebit ?? ''}
              onChange={(event) => setDebitType(event.target.value as DirectDebitType)}
            >
              {debitTypes.map((type) => (
                <FormControlLabel
                  key={type}
                  value={type}
                  control={<Radio />}
                  label={t('charges', { count: chargesOf[type] })}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
        {redirecting && (
          <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden />
            <span>{t('redirecting')}</span>
          </Stack>
        )}
        {start.isError && <Failure error={start.error} />}
      </Stack>
    )
  }

  const finished = started && started.kind !== 'card'
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={ids.title} fullWidth maxWidth="sm">
      <DialogTitle id={ids.title} component="h2">
        {t('dialogTitle', { number: movement.label })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <p style={{ margin: 0 }}>
            {t('amount', {
              amount: formatMoney(movement.amountCents, locale),
            })}
          </p>
          {content}
        </Stack>
      </DialogContent>
      <DialogActions>
        {finished ? (
          <Button variant="contained" onClick={onClose} sx={{ minHeight: 44 }}>
            {t('close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy} sx={{ minHeight: 44 }}>
              {t('cancel')}
            </Button>
            <Button
              variant="contained"
              onClick={pay}
              disabled={busy || !chosen || configuration.isPending || configuration.isError}
              sx={{ minHeight: 44 }}
            >
              {t('continue')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  )
}
