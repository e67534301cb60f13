import { getFormatter } from 'next-intl/server'
import type { Locale } from '@/lib/contract/locales'
import type { NewsSummary } from '@/lib/contract/news'
import styles from './news.module.css'

export async function NewsMeta({ item, locale }: { item: NewsSummary; locale: Locale }) {
  const format = await getFormatter({ locale })
  return (
    <p className={`content-card__meta ${styles.meta}`}>
      <time dateTime={item.publish_at}>
        {format.dateTime(new Date(item.publish_at), { dateStyle: 'long' })}
      </time>
      {item.category && (
        <span
          className={styles.category}
          style={item.category.color ? { borderLeftColor: item.category.color } : undefined}
        >
          {item.category.name}
        </span>
      )}
    </p>
  )
}
