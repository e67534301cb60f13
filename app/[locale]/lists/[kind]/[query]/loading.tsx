'use client'

import { useTranslations } from 'next-intl'

/**
 * Shown while a list's first rendering for a query is on its way (later requests get the cached page). A client
 * component: loading.tsx has no params, and reading the locale on the server would make every list page dynamic.
 */
export default function ListLoading() {
  const t = useTranslations('Lists')
  return (
    <p role="status" style={{ maxWidth: 1200, margin: '0 auto', padding: '3rem 1rem' }}>
      {t('loading')}
    </p>
  )
}
