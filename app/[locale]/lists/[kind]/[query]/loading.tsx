'use client'

import { useTranslations } from 'next-intl'

// A client component: a loading state gets no params, and a server one would have to read the request.
export default function ListLoading() {
  const t = useTranslations('Navigation')
  return (
    <p role="status" style={{ maxWidth: 1200, margin: '0 auto', padding: '3rem 1rem' }}>
      {t('loading')}
    </p>
  )
}
