'use client'

import { useTranslations } from 'next-intl'
import type { SepaMandate } from '@/lib/contract/sepa'
import { useFormatter } from '@/lib/i18n/format'
import { Link } from '@/lib/i18n/navigation'

export type MandateStage = 'none' | 'ibanChanged' | SepaMandate['status']

export const mandateStageOf = (mandate: SepaMandate | null): MandateStage =>
  !mandate ? 'none' : mandate.iban_changed ? 'ibanChanged' : mandate.status

/** A signed copy is on file for the current IBAN. */
export const mandateProvided = (stage: MandateStage) => stage === 'uploaded' || stage === 'validated'

/**
 * The mandate record as /sepa shows it, in a sentence with the way there: the signed copy is sent on /sepa only,
 * so no other page reads a loose attachment for it.
 */
export function MandateStateText({ mandate }: { mandate: SepaMandate | null }) {
  const t = useTranslations('MandateState')
  const format = useFormatter()
  const stage = mandateStageOf(mandate)
  const at = {
    none: null,
    ibanChanged: null,
    generated: mandate?.generated_at,
    uploaded: mandate?.uploaded_at,
    validated: mandate?.validated_at,
  }[stage]
  const date = at ? format.dateTime(new Date(at), { dateStyle: 'medium' }) : ''
  return (
    <>
      {t(stage, { date })} <Link href="/sepa">{mandateProvided(stage) ? t('view') : t('act')}</Link>
    </>
  )
}
