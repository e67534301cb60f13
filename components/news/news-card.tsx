import Box from '@mui/material/Box'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/lib/contract/locales'
import type { NewsSummary } from '@/lib/contract/news'
import { contentPaths } from '@/lib/contract/sitemap'
import { Link } from '@/lib/i18n/navigation'
import { NewsMeta } from './news-meta'

export async function NewsCard({ item, locale }: { item: NewsSummary; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'News' })
  return (
    <article className="content-card">
      <h2>
        <Link href={contentPaths.news(item.slug)}>{item.title}</Link>
      </h2>
      <NewsMeta item={item} locale={locale} />
      {item.featured && (
        <Box
          component="p"
          sx={{
            alignSelf: 'flex-start',
            m: 0,
            px: 1,
            borderRadius: 1,
            bgcolor: '#1a1a1a',
            color: '#ffffff',
            fontSize: '0.8125rem',
            fontWeight: 700,
          }}
        >
          {t('featured')}
        </Box>
      )}
      <Box component="p" sx={{ m: 0 }}>
        {item.summary}
      </Box>
    </article>
  )
}
