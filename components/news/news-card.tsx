import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/lib/contract/locales'
import type { NewsSummary } from '@/lib/contract/news'
import { contentPaths } from '@/lib/contract/sitemap'
import { Link } from '@/lib/i18n/navigation'
import { NewsMeta } from './news-meta'
import styles from './news.module.css'

export async function NewsCard({ item, locale }: { item: NewsSummary; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'News' })
  return (
    <article className="content-card">
      <h2>
        <Link href={contentPaths.news(item.slug)}>{item.title}</Link>
      </h2>
      <NewsMeta item={item} locale={locale} />
      {item.featured && <p className={styles.featured}>{t('featured')}</p>}
      <p className={styles.plain}>{item.summary}</p>
    </article>
  )
}
