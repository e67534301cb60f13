'use client'

import { useTranslations } from 'next-intl'
import type { SocietySummary } from '@/lib/contract/professional-societies'
import styles from './societies.module.css'

/** A society's state and whether it is active, as MUI's small chips: the active one filled in the success colour. */
export function SocietyChips({
  society,
  className,
}: {
  society: Pick<SocietySummary, 'status' | 'active'>
  className?: string
}) {
  const t = useTranslations('ProfessionalSocieties')
  return (
    <div className={className ? `${styles.chips} ${className}` : styles.chips}>
      <span className={styles.chip}>{t(`status.${society.status}`)}</span>
      <span className={`${styles.chip} ${society.active ? styles.chipSuccess : styles.chipOutlined}`}>
        {society.active ? t('active') : t('inactive')}
      </span>
    </div>
  )
}
