import { getTranslations } from 'next-intl/server'
import { Link } from '@/lib/i18n/navigation'
import type { Locale } from '@/lib/contract/locales'

export interface ActiveFilter {
  /** What is chosen, e.g. "Category: Training" or "“formación”". */
  label: string
  removeHref: string
}

/** The chips wear the spec's filter colours (§9). */
export async function ActiveFilters({
  locale,
  filters,
  clearHref,
}: {
  locale: Locale
  filters: ActiveFilter[]
  clearHref: string
}) {
  if (filters.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'Lists' })
  return (
    <div className="active-filters">
      <h2 className="visually-hidden">{t('activeFilters')}</h2>
      <ul>
        {filters.map((filter) => (
          <li key={filter.removeHref}>
            <Link className="filter-chip filter-chip--on" href={filter.removeHref} prefetch={false}>
              <span>{filter.label}</span>
              <span aria-hidden="true"> ×</span>
              <span className="visually-hidden"> ({t('removeFilter')})</span>
            </Link>
          </li>
        ))}
        {filters.length > 1 && (
          <li>
            <Link className="filter-chip filter-chip--clear" href={clearHref} prefetch={false}>
              {t('clearAll')}
            </Link>
          </li>
        )}
      </ul>
    </div>
  )
}
