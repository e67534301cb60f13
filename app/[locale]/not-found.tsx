import Box from '@mui/material/Box'
import { getTranslations } from 'next-intl/server'
import { Link } from '@/lib/i18n/navigation'

export { notFoundMetadata as generateMetadata } from '@/lib/i18n/page-metadata'

export default async function NotFound() {
  const t = await getTranslations('NotFound')
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <h1 className="visually-hidden">{t('title')}</h1>
      <Link href="/" style={{ display: 'block', maxWidth: 520, width: '100%' }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG needs no optimisation */}
        <img
          src="/404.svg"
          alt={t('backHome')}
          width={520}
          height={360}
          style={{ width: '100%', height: 'auto' }}
        />
      </Link>
    </Box>
  )
}
