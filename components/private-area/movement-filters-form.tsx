'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useMemo } from 'react'
import { type Control, useController } from 'react-hook-form'
import choiceStyles from '@/components/ui/choice-field.module.css'
import { PlainCheckbox } from '@/components/ui/form-checkbox'
import pageStyles from '@/components/ui/page.module.css'
import { PlainFormField, PlainSelectField } from '@/components/ui/plain-form-field'
import plainStyles from '@/components/ui/plain-form.module.css'
import { useContractForm, type IssueMessage } from '@/lib/client/contract-form'
import {
  emptyMovementFilters,
  movementFiltersValid,
  type MovementFilterValues,
} from '@/lib/client/movement-query'
import { MovementFiltersSchema, movementStatuses, movementTypes } from '@/lib/contract/movements'
import styles from './movements.module.css'
import areaStyles from './private-area.module.css'

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
  return (
    <PlainFormField
      control={control}
      name={name}
      id={`movements-${name}`}
      type={type}
      label={label}
      hint={hint}
      floatingLabel={false}
      {...(type === 'text' ? { inputMode: 'decimal', autoComplete: 'off' } : {})}
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
  const { field: statusField } = useController({ control, name: 'status' })

  useEffect(() => {
    reset(initial)
    if (!movementFiltersValid(initial)) void trigger()
  }, [initial, reset, trigger])

  return (
    <form
      noValidate
      aria-labelledby="movement-filters-title"
      onSubmit={handleSubmit((values) => onApply(values))}
      className={styles.filters}
    >
      <h2 id="movement-filters-title" className={areaStyles.panelTitle}>
        {t('filters.title')}
      </h2>
      <div className={styles.filterFields}>
        <FilterField control={control} name="date_from" label={t('filters.dateFrom')} type="date" />
        <FilterField control={control} name="date_to" label={t('filters.dateTo')} type="date" />
        <PlainSelectField control={control} name="type" id="movements-type" label={t('filters.type')}>
          <option value="">{t('filters.typeAll')}</option>
          {movementTypes.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </PlainSelectField>
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
        <fieldset className={styles.statuses}>
          <legend className={styles.statusesLegend}>{t('filters.status')}</legend>
          <div className={styles.statusChoices}>
            {movementStatuses.map((status) => (
              <label key={status} className={choiceStyles.choice}>
                <PlainCheckbox
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
                {t(`statuses.${status}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div className={styles.filterActions}>
        <button type="submit" className={`${pageStyles.button} ${plainStyles.button}`}>
          {t('filters.submit')}
        </button>
        <button
          type="button"
          className={plainStyles.outlinedButton}
          onClick={() => {
            reset(emptyMovementFilters)
            onApply(emptyMovementFilters)
          }}
        >
          {t('filters.clear')}
        </button>
      </div>
    </form>
  )
}
