import Box from '@mui/material/Box'
import type { Page } from '@/lib/contract/pages'

export function ContentPage({ page }: { page: Page }) {
  return (
    <Box component="article" sx={{ maxWidth: 880, mx: 'auto', px: { xs: 2, md: 3 }, py: { xs: 4, md: 6 } }}>
      <Box component="h1" sx={{ typography: 'h1', mt: 0, mb: 3, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {page.title}
      </Box>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: page.body }} />
    </Box>
  )
}
