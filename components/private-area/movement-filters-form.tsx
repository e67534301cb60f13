'use client'

import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import TextField from '@mui/material/TextField'
import { useTranslations } from 'next-intl'
import { useEffect, useMemo } from 'react'
import { type Control, useController } from 'react-hook-form'
import { helperTextSx } from '@/components/ui/form-text-field'
import { useContractForm, type IssueMessage } from '@/lib/client/contract-form'
import {
  emptyMovementFilters,
  movementFiltersValid,
  type MovementFilterValues,
} from '@/lib/client/movement-query'
import { MovementFiltersSchema, movementStatuses, movementTypes } from '@/lib/contract/movements'

type Translate = ReturnType<typeof useTranslations<'Movements'>>

function errorMap(t: Translate): IssueMessage {
  return (issue) => {
    const range = (issue as { params?: { range?: string } }).params?.range
    if (range === 'amount') return t('filters.amountRange')
    if (range === 'date') return t('filters.dateRange')
    const field = issue.path?.[0]
    if (field === 'amount_min' || field === 'amount_max') return t('filters.amountPositive')
    return t('filters.dateInvalid')
  }
}

function FilterField({
  control,
  name,
  label,
  hint,
  type = 'text',
}: {
  control: Control<MovementFilterValues>
  name: 'date_from' | 'date_to' | 'amount_min' | 'amount_max'
  label: string
  hint?: string
  type?: 'text' | 'date'
}) {
  const {
    field: { ref, ...field },
    fieldState: { error },
  } = useController({ control, name })
  return (
    <TextField
      {...field}
      id={`movements-${name}`}
      inputRef={ref}
      type={type}
      label={label}
      error={Boolean(error)}
      helperText={error?.message ?? hint}
      slotProps={{
        inputLabel: { shrink: true },
        formHelperText: { sx: helperTextSx },
        htmlInput: type === 'text' ? { inputMode: 'decimal', autoComplete: 'off' } : {},
      }}
    />
  )
}

/** Invalid filters that came in the page address are shown with their messages at once. */
export function MovementFiltersForm({
  initial,
  onApply,
}: {
  initial: MovementFilterValues
  onApply: (filters: MovementFilterValues) => void
}) {
  const t = useTranslations('Movements')
  const { control, handleSubmit, reset, trigger } = useContractForm<MovementFilterValues>({
    schema: MovementFiltersSchema,
    message: useMemo(() => errorMap(t), [t]),
    raw: true,
    defaultValues: initial,
  })
  const { field: typeField } = useController({ control, name: 'type' })
  const { field: statusField } = useController({ control, name: 'status' })

  useEffect(() => {
    reset(initial)
    if (!movementFiltersValid(initial)) void trigger()
  }, [initial, reset, trigger])

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="movement-filters-title"
      onSubmit={handleSubmit((values) => onApply(values))}
      sx={{ mb: 4, p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box component="h2" id="movement-filters-title" sx={{ fontSize: '1.25rem', mt: 0, mb: 2 }}>
        {t('filters.title')}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          alignItems: 'start',
        }}
      >
        <FilterField control={control} name="date_from" label={t('filters.dateFrom')} type="date" />
        <FilterField control={control} name="date_to" label={t('filters.dateTo')} type="date" />
        <TextField
          {...typeField}
          id="movements-type"
          select
          label={t('filters.type')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('filters.typeAll')}</option>
          {movementTypes.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </TextField>
        <FilterField
          control={control}
          name="amount_min"
          label={t('filters.amountMin')}
          hint={t('filters.amountHint')}
        />
        <FilterField
          control={control}
          name="amount_max"
          label={t('filters.amountMax')}
          hint={t('filters.amountHint')}
        />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Box component="legend" sx={{ fontWeight: 700, mb: 0.5, p: 0 }}>
            {t('filters.status')}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
            {movementStatuses.map((status) => (
              <FormControlLabel
                key={status}
                label={t(`statuses.${status}`)}
                control={
                  <Checkbox
                    name="status"
                    value={status}
                    checked={statusField.value.includes(status)}
                    onChange={(event) =>
                      statusField.onChange(
                        event.target.checked
                          ? movementStatuses.filter((s) => s === status || statusField.value.includes(s))
                          : statusField.value.filter((s) => s !== status),
                      )
                    }
                  />
                }
              />
            ))}
          </Box>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
        <Button type="submit" variant="contained" sx={{ minHeight: 44 }}>
          {t('filters.submit')}
        </Button>
        <Button
          type="button"
          variant="outlined"
          sx={{ minHeight: 44 }}
          onClick={() => {
            reset(emptyMovementFilters)
            onApply(emptyMovementFilters)
          }}
        >
          {t('filters.clear')}
        </Button>
      </Box>
    </Box>
  )
}
