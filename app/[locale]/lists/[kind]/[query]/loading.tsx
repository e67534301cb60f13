import { getTranslations } from 'next-intl/server'

/** Shown while a list's first rendering for a query is on its way (later requests get the cached page). */
export default async function ListLoading() {
  const t = await getTranslations('Lists')
  return (
    <p role="status" style={{ maxWidth: 1200, margin: '0 auto', padding: '3rem 1rem' }}>
      {t('loading')}
    </p>
  )
}
