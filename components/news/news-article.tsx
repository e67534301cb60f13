import { getTranslations } from 'next-intl/server'
import { JsonLd } from '@/components/ui/json-ld'
import { listPages } from '@/lib/contract/list-pages'
import type { Locale } from '@/lib/contract/locales'
import type { NewsDetail } from '@/lib/contract/news'
import { Link } from '@/lib/i18n/navigation'
import styles from '@/components/ui/page.module.css'
import { NewsMeta } from './news-meta'
import newsStyles from './news.module.css'

export async function NewsArticle({ item, locale }: { item: NewsDetail; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'News' })
  return (
    <article className={`${styles.article} ${newsStyles.article}`}>
      <p className={styles.back}>
        <Link href={listPages.news.path}>
          <span aria-hidden="true">← </span>
          {t('backToList')}
        </Link>
      </p>
      <h1 className={`${styles.title} ${styles.titleClose}`}>{item.title}</h1>
      <NewsMeta item={item} locale={locale} />
      {item.summary && <p className={newsStyles.summary}>{item.summary}</p>}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: item.body }} />
      {item.category && (
        <p className={newsStyles.more}>
          <Link href={`${listPages.news.path}?${new URLSearchParams({ category: item.category.key })}`}>
            {t('moreInCategory', { name: item.category.name })}
          </Link>
        </p>
      )}
      <JsonLd
        data={{
          '@type': 'NewsArticle',
          headline: item.title,
          description: item.summary,
          datePublished: item.publish_at,
          dateModified: item.updated_at,
          inLanguage: item.lang,
          ...(item.category ? { articleSection: item.category.name } : {}),
        }}
      />
    </article>
  )
}
