'use client'

import { useTranslations } from 'next-intl'

/**
 * Shown while a list's first rendering for a query is on its way (later requests get the cached page). A client
 * component: a loading state gets no params, and a server one would have to read the request for its language.
 */
export default function ListLoading() {
  const t = useTranslations('Navigation')
  return (
    <p role="status" style={{ maxWidth: 1200, margin: '0 auto', padding: '3rem 1rem' }}>
      {t('loading')}
    </p>
  )
}
