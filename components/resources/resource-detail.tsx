import { getTranslations } from 'next-intl/server'
import { Fragment, type ReactNode } from 'react'
import { JsonLd } from '@/components/ui/json-ld'
import pageStyles from '@/components/ui/page.module.css'
import type { Resource } from '@/lib/contract/resources'
import { Link } from '@/lib/i18n/navigation'
import styles from './resource-detail.module.css'

/** schema.org data for search engines: the item as a book or creative work, with its rating when it has one. */
function structuredData(resource: Resource) {
  return {
    '@type': resource.format === 'book' ? 'Book' : 'CreativeWork',
    name: resource.title,
    description: resource.summary,
    inLanguage: resource.lang,
    ...(resource.author ? { author: { '@type': 'Person', name: resource.author } } : {}),
    ...(resource.publisher ? { publisher: { '@type': 'Organization', name: resource.publisher } } : {}),
    ...(resource.year ? { datePublished: String(resource.year) } : {}),
    ...(resource.isbn && resource.format === 'book' ? { isbn: resource.isbn } : {}),
    ...(resource.stars_average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: resource.stars_average,
            ratingCount: resource.stars_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
}

/** `rating` (StarRating) needs its messages and a query client around the page. */
export async function ResourceDetail({
  resource,
  rating,
  loan,
}: {
  resource: Resource
  rating: ReactNode
  loan?: ReactNode
}) {
  const t = await getTranslations({ locale: resource.lang, namespace: 'Resources' })
  const tLoan = await getTranslations({ locale: resource.lang, namespace: 'ResourceLoan' })
  const facts: Array<[string, ReactNode]> = [
    [t('format'), t(`formats.${resource.format}`)],
    ...(resource.author ? [[t('author'), resource.author] as [string, ReactNode]] : []),
    ...(resource.publisher ? [[t('publisher'), resource.publisher] as [string, ReactNode]] : []),
    ...(resource.year ? [[t('year'), String(resource.year)] as [string, ReactNode]] : []),
    ...(resource.isbn ? [[t('isbn'), resource.isbn] as [string, ReactNode]] : []),
    [t('copies'), String(resource.copies)],
    ...(resource.categories.length > 0
      ? [
          [t('categories'), resource.categories.map((category) => category.name).join(', ')] as [
            string,
            ReactNode,
          ],
        ]
      : []),
    [t('online'), resource.applicable_online ? t('yes') : t('no')],
  ]

  return (
    <article className={pageStyles.article}>
      <JsonLd data={structuredData(resource)} />
      <Link href="/resources" className={styles.back}>
        {/* MUI's ArrowBack icon. */}
        <svg className={styles.backIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z" />
        </svg>
        {t('backToList')}
      </Link>
      <h1 className={`${pageStyles.title} ${pageStyles.titleList}`}>{resource.title}</h1>
      {resource.summary && <p className={pageStyles.lead}>{resource.summary}</p>}

      <section aria-labelledby="resource-details">
        <h2 id="resource-details" className={styles.sectionTitle}>
          {t('details')}
        </h2>
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </section>

      {loan && (
        <section aria-labelledby="resource-loan">
          <h2 id="resource-loan" className={`${styles.sectionTitle} ${styles.later}`}>
            {tLoan('title')}
          </h2>
          {loan}
        </section>
      )}

      {resource.body && (
        <section aria-labelledby="resource-about">
          <h2 id="resource-about" className={`${styles.sectionTitle} ${styles.later}`}>
            {t('about')}
          </h2>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: resource.body }} />
        </section>
      )}

      <section aria-labelledby="resource-rating">
        <h2 id="resource-rating" className={`${styles.sectionTitle} ${styles.later}`}>
          {t('rating')}
        </h2>
        {rating}
      </section>
    </article>
  )
}
