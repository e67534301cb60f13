'use client'

import { useTranslations } from 'next-intl'

/**
 * Shown while a list's first rendering for a query is on its way (later requests get the cached page). A client
 * component with the layout's messages: a loading file gets no params, and asking next-intl for the request's
 * locale on the server would read the headers and make every list page dynamic (DYNAMIC_SERVER_USAGE).
 */
export default function ListLoading() {
  const t = useTranslations('Navigation')
  return (
    <p role="status" style={{ maxWidth: 1200, margin: '0 auto', padding: '3rem 1rem' }}>
      {t('loading')}
    </p>
  )
}
