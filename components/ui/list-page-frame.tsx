import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

export function ListPageFrame({
  heading,
  intro,
  fallbackIntro,
  children,
}: {
  heading: string
  intro: string | null | undefined
  fallbackIntro?: string
  children: ReactNode
}) {
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, md: 3 }, py: { xs: 4, md: 6 } }}>
      <Box component="h1" sx={{ typography: 'h1', mt: 0, mb: 2, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {heading}
      </Box>
      {intro ? (
        <Box
          className="rich-text"
          sx={{ mb: 3, maxWidth: 880 }}
          dangerouslySetInnerHTML={{ __html: intro }}
        />
      ) : (
        fallbackIntro && (
          <Box component="p" sx={{ mt: 0, mb: 3, maxWidth: 880 }}>
            {fallbackIntro}
          </Box>
        )
      )}
      {children}
    </Box>
  )
}
