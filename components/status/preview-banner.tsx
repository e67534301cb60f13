import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import Box from '@mui/material/Box'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/lib/contract/locales'

const previewBannerColour = '#f9a825'

/** Stays at the top of every /tmp page, so nobody takes a preview for the published page. */
export async function PreviewBanner({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Preview' })
  return (
    <Box
      data-preview-banner
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        bgcolor: previewBannerColour,
        color: '#1a1a1a',
        boxShadow: 2,
      }}
    >
      <Box
        component="p"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          maxWidth: 1500,
          mx: 'auto',
          my: 0,
          px: { xs: 2, lg: 3 },
          py: 1,
        }}
      >
        <VisibilityOutlined aria-hidden fontSize="small" />
        <span>
          <strong>{t('label')}</strong> {t('banner')}
        </span>
      </Box>
    </Box>
  )
}
