import Box from '@mui/material/Box'
import { getFormatter } from 'next-intl/server'
import type { Locale } from '@/lib/contract/locales'
import type { NewsSummary } from '@/lib/contract/news'

export async function NewsMeta({ item, locale }: { item: NewsSummary; locale: Locale }) {
  const format = await getFormatter({ locale })
  return (
    <Box
      component="p"
      className="content-card__meta"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.25rem 0.75rem' }}
    >
      <time dateTime={item.publish_at}>
        {format.dateTime(new Date(item.publish_at), { dateStyle: 'long' })}
      </time>
      {item.category && (
        <Box
          component="span"
          sx={{
            pl: 1,
            borderLeft: '4px solid',
            borderColor: item.category.color ?? 'primary.main',
            fontWeight: 600,
          }}
        >
          {item.category.name}
        </Box>
      )}
    </Box>
  )
}
