'use client'
import Chip from '@mui/material/Chip'
import { FunctionField, useTranslate, type RaRecord } from 'react-admin'

/** A status (or type) named in the back-office's language: `admin.money.<group>.<value>`. */
export function MoneyStatusField({
  source,
  group,
  label,
}: {
  source: string
  group: string
  label?: string
}) {
  const translate = useTranslate()
  return (
    <FunctionField
      source={source}
      label={label}
      render={(record: RaRecord) => {
        const value = record[source] as string | null | undefined
        return value ? (
          <Chip
            size="small"
            variant="outlined"
            label={translate(`admin.money.${group}.${value}`, { _: value })}
          />
        ) : null
      }}
    />
  )
}

export const moneyChoices = (group: string, values: readonly string[]) =>
  values.map((value) => ({ id: value, name: `admin.money.${group}.${value}` }))
