'use client'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import MuiButton from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useId, useState, type ReactNode } from 'react'
import {
  Button,
  DateInput,
  NumberField,
  required,
  SelectInput,
  TextInput,
  useNotify,
  useRefresh,
  useTranslate,
  type NumberFieldProps,
} from 'react-admin'
import { vatTreatments } from '@/lib/contract/movements'
import { moneyChoices } from './money-status'

export function EuroField(props: Omit<NumberFieldProps, 'transform' | 'options'>) {
  return (
    <NumberField
      {...props}
      transform={(cents: number) => cents / 100}
      options={{ style: 'currency', currency: 'EUR' }}
    />
  )
}

export interface DialogInput {
  name: string
  /** An i18n key. */
  label: string
  type: 'date' | 'text' | 'euros' | 'select'
  defaultValue?: string
  required?: boolean
  /** For a select: the values and the i18n keys of their labels. */
  choices?: { value: string; label: string }[]
}

/** Today in Madrid, as the date inputs want it. */
export const madridDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  )

/** What every new charge asks: the amount in euros, its VAT treatment and when it is due. */
export function ChargeFields({ amountLabel }: { amountLabel: string }) {
  return (
    <>
      <TextInput
        source="amount"
        label={amountLabel}
        validate={required()}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <SelectInput
        source="vat_treatment"
        choices={moneyChoices('vatTreatments', vatTreatments)}
        validate={required()}
      />
      <DateInput source="due_date" validate={required()} />
    </>
  )
}

/** Refusals are notified in words (admin.errors.*); on success the answer goes to `onDone`. */
export function ActionDialogButton({
  label,
  title,
  description,
  confirmLabel,
  inputs = [],
  icon,
  submit,
  success,
  onDone,
}: {
  label: string
  title: string
  description?: ReactNode
  confirmLabel: string
  inputs?: DialogInput[]
  icon?: ReactNode
  submit: (values: Record<string, string>) => Promise<unknown>
  success: string
  onDone?: (answer: unknown) => void
}) {
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const titleId = useId()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const initial = () => Object.fromEntries(inputs.map((input) => [input.name, input.defaultValue ?? '']))
  const [values, setValues] = useState<Record<string, string>>(initial)

  const confirm = async () => {
    setBusy(true)
    try {
      const answer = await submit(values)
      notify(success, { type: 'success' })
      setOpen(false)
      refresh()
      onDone?.(answer)
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Button
        label={label}
        onClick={() => {
          setValues(initial())
          setOpen(true)
        }}
      >
        {icon as React.ReactElement | undefined}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1, minWidth: { sm: 360 } }}>
            {description}
            {inputs.map((input) => (
              <TextField
                key={input.name}
                label={translate(input.label)}
                type={input.type === 'date' ? 'date' : 'text'}
                select={input.type === 'select'}
                required={input.required}
                value={values[input.name] ?? ''}
                onChange={(event) =>
                  setValues((current) => ({ ...current, [input.name]: event.target.value }))
                }
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: input.type === 'euros' ? { inputMode: 'decimal' } : undefined,
                }}
              >
                {input.choices?.map((choice) => (
                  <MenuItem key={choice.value} value={choice.value}>
                    {translate(choice.label)}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)} disabled={busy}>
            {translate('ra.action.cancel')}
          </MuiButton>
          <MuiButton onClick={() => void confirm()} disabled={busy} variant="contained">
            {translate(confirmLabel)}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  )
}
