import Box from '@mui/material/Box'
import { getTranslations } from 'next-intl/server'
import { JsonLd } from '@/components/ui/json-ld'
import { listPages } from '@/lib/contract/list-pages'
import type { Locale } from '@/lib/contract/locales'
import type { NewsDetail } from '@/lib/contract/news'
import { Link } from '@/lib/i18n/navigation'
import { NewsMeta } from './news-meta'

export async function NewsArticle({ item, locale }: { item: NewsDetail; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'News' })
  return (
    <Box
      component="article"
      sx={{
        maxWidth: 880,
        mx: 'auto',
        px: { xs: 2, md: 3 },
        py: { xs: 4, md: 6 },
        '& a': { color: 'primary.main' },
      }}
    >
      <Box component="p" sx={{ mt: 0, mb: 2 }}>
        <Link href={listPages.news.path}>
          <span aria-hidden="true">← </span>
          {t('backToList')}
        </Link>
      </Box>
      <Box
        component="h1"
        sx={{ typography: 'h1', mt: 0, mb: 1.5, fontSize: { xs: '1.75rem', md: '2.25rem' } }}
      >
        {item.title}
      </Box>
      <NewsMeta item={item} locale={locale} />
      {item.summary && (
        <Box component="p" sx={{ fontSize: '1.1875rem', lineHeight: 1.5, mt: 3, mb: 3 }}>
          {item.summary}
        </Box>
      )}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: item.body }} />
      {item.category && (
        <Box component="p" sx={{ mt: 4 }}>
          <Link href={`${listPages.news.path}?${new URLSearchParams({ category: item.category.key })}`}>
            {t('moreInCategory', { name: item.category.name })}
          </Link>
        </Box>
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
    </Box>
  )
}
