import { getFormatter, getTranslations } from 'next-intl/server'
import type { EventSummary } from '@/lib/contract/events'
import type { Locale } from '@/lib/contract/locales'
import { contentPaths } from '@/lib/contract/sitemap'
import { Link } from '@/lib/i18n/navigation'
import { AvailabilityChip } from './availability-chip'
import { placeOf, priceOf, whenOf } from './event-format'
import styles from './events.module.css'

export async function EventCard({ item, locale }: { item: EventSummary; locale: Locale }) {
  const [format, t] = await Promise.all([
    getFormatter({ locale }),
    getTranslations({ locale, namespace: 'Events' }),
  ])
  const place = placeOf(item)
  const labels = [item.category?.name, item.type?.name].filter(Boolean).join(' · ')
  return (
    <article className="content-card">
      <h2>
        <Link href={contentPaths[item.kind](item.slug)}>{item.title}</Link>
      </h2>
      {labels && <p className="content-card__meta">{labels}</p>}
      <dl className={styles.facts}>
        <div>
          <dt className="visually-hidden">{t('when')}</dt>
          <dd>
            <time dateTime={item.starts_at}>{whenOf(format, item)}</time>
          </dd>
        </div>
        {(item.mode || place) && (
          <div>
            <dt className="visually-hidden">{t('where')}</dt>
            <dd>{[item.mode?.name, place].filter(Boolean).join(' · ')}</dd>
          </div>
        )}
        <div>
          <dt className="visually-hidden">{t('price')}</dt>
          <dd>{priceOf(locale, t, item)}</dd>
        </div>
      </dl>
      <AvailabilityChip availability={item.availability} locale={locale} />
    </article>
  )
}
