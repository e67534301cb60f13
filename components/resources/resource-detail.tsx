import ArrowBack from '@mui/icons-material/ArrowBack'
import Box from '@mui/material/Box'
import { getTranslations } from 'next-intl/server'
import { Fragment, type ReactNode } from 'react'
import { JsonLd } from '@/components/ui/json-ld'
import type { Resource } from '@/lib/contract/resources'
import { Link } from '@/lib/i18n/navigation'

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
    <Box component="article" sx={{ maxWidth: 880, mx: 'auto', px: { xs: 2, md: 3 }, py: { xs: 4, md: 6 } }}>
      <JsonLd data={structuredData(resource)} />
      <Link
        href="/resources"
        style={{ display: 'inline-flex', alignItems: 'center', gap: '0.25rem', minHeight: '2.75rem' }}
      >
        <ArrowBack fontSize="small" aria-hidden />
        {t('backToList')}
      </Link>
      <Box component="h1" sx={{ typography: 'h1', mt: 0, mb: 2, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {resource.title}
      </Box>
      {resource.summary && (
        <Box component="p" sx={{ mt: 0, mb: 3, fontSize: '1.125rem' }}>
          {resource.summary}
        </Box>
      )}

      <section aria-labelledby="resource-details">
        <Box component="h2" id="resource-details" sx={{ fontSize: '1.375rem', mb: 1 }}>
          {t('details')}
        </Box>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' },
            columnGap: 3,
            rowGap: { xs: 0, sm: 1 },
            m: 0,
            '& dt': { fontWeight: 700 },
            '& dd': { m: 0, mb: { xs: 1, sm: 0 } },
          }}
        >
          {facts.map(([term, value]) => (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </Box>
      </section>

      {loan && (
        <section aria-labelledby="resource-loan">
          <Box component="h2" id="resource-loan" sx={{ fontSize: '1.375rem', mt: 4, mb: 1 }}>
            {tLoan('title')}
          </Box>
          {loan}
        </section>
      )}

      {resource.body && (
        <section aria-labelledby="resource-about">
          <Box component="h2" id="resource-about" sx={{ fontSize: '1.375rem', mt: 4, mb: 1 }}>
            {t('about')}
          </Box>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: resource.body }} />
        </section>
      )}

      <section aria-labelledby="resource-rating">
        <Box component="h2" id="resource-rating" sx={{ fontSize: '1.375rem', mt: 4, mb: 1 }}>
          {t('rating')}
        </Box>
        {rating}
      </section>
    </Box>
  )
}
