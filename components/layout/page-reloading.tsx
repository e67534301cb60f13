'use client'

import { useTranslations } from 'next-intl'
import styles from './shell.module.css'

/** Shown by an error boundary in place of its message while the page reloads (a failed chunk, see chunk-reload). */
export function PageReloading() {
  const t = useTranslations('Navigation')
  return (
    <p role="status" className={styles.reloading}>
      {t('reloading')}
    </p>
  )
}
