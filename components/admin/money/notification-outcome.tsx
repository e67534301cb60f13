'use client'
import { FunctionField, useTranslate, type RaRecord } from 'react-admin'

type Translate = ReturnType<typeof useTranslate>

const key = (name: string) => `admin.money.notifications.outcomes.${name}`

/**
 * The card-payment service records each gateway notification's outcome as English text
 * (`applied: paid`, `refused: amount, currency differ`…); staff read it in their language.
 * Text no pattern knows is shown as written.
 */
function notificationOutcomeLabel(outcome: string, translate: Translate): string {
  const status = (value: string) => translate(`admin.money.paymentStatuses.${value}`, { _: value })
  const fixed: Record<string, string> = {
    repeated: 'repeated',
    'refused: signature': 'refused_signature',
    'refused: unknown signature version': 'refused_version',
    'refused: unreadable parameters': 'refused_unreadable',
    'refused: unknown order': 'refused_unknown_order',
  }
  if (fixed[outcome]) return translate(key(fixed[outcome]))

  const paid = /^applied: paid(?: after it was (\w+))?(, movement already paid)?$/.exec(outcome)
  if (paid) {
    const label = paid[1]
      ? translate(key('applied_paid_late'), { status: status(paid[1]) })
      : translate(key('applied_paid'))
    return paid[2] ? `${label}; ${translate(key('movement_already_paid'))}` : label
  }
  const left = /^applied: (\w+), payment left (\w+)$/.exec(outcome)
  if (left) return translate(key('applied_left'), { outcome: status(left[1]!), status: status(left[2]!) })
  const applied = /^applied: (\w+)$/.exec(outcome)
  if (applied) return translate(key('applied_status'), { status: status(applied[1]!) })
  const mismatch = /^refused: (.+) differ$/.exec(outcome)
  if (mismatch) {
    const fields = mismatch[1]!
      .split(', ')
      .map((field) => translate(key(`fields.${field.replaceAll(' ', '_')}`), { _: field }))
    return translate(key('refused_mismatch'), { fields: fields.join(', ') })
  }
  return outcome
}

export function NotificationOutcomeField({ source = 'outcome' }: { source?: string }) {
  const translate = useTranslate()
  return (
    <FunctionField
      source={source}
      render={(record: RaRecord) => {
        const outcome = record[source] as string | null | undefined
        return outcome ? notificationOutcomeLabel(outcome, translate) : null
      }}
    />
  )
}
