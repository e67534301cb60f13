'use client'

import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { PageReloading } from '@/components/layout/page-reloading'
import { useReloadOnChunkError } from '@/lib/client/chunk-reload'
import { normaliseError } from '@/lib/client/errors'
import { Link, usePathname } from '@/lib/i18n/navigation'

type Kind = 'notFound' | 'forbidden' | 'unauthorized' | 'unavailable'

const kindsByStatus: Partial<Record<number, Kind>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  502: 'unavailable',
  503: 'unavailable',
  504: 'unavailable',
}

export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const reloading = useReloadOnChunkError(error)
  const t = useTranslations('ErrorPage')
  const pathname = usePathname()
  const { statusCode } = normaliseError(error)
  const kind = kindsByStatus[statusCode]
  const title = kind ? t(`${kind}Title`) : t('title')
  useEffect(() => {
    console.error(error)
  }, [error])
  if (reloading) return <PageReloading />
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: { xs: 4, md: 8 } }}>
      <title>{title}</title>
      <Box component="p" sx={{ color: 'text.secondary', fontWeight: 600, m: 0 }}>
        {t('status', { status: statusCode })}
      </Box>
      <Box component="h1" sx={{ typography: 'h1', fontSize: '2rem', mt: 1 }}>
        {title}
      </Box>
      <p>{kind ? t(`${kind}Description`) : t('description')}</p>
      {error.digest && !kind && <p>{t('reference', { digest: error.digest })}</p>}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 3 }}>
        {kind === 'unauthorized' ? (
          <Button
            component={Link}
            href={`/login?redirect=${encodeURIComponent(pathname)}`}
            variant="contained"
          >
            {t('signIn')}
          </Button>
        ) : (
          kind !== 'notFound' &&
          kind !== 'forbidden' && (
            <Button variant="contained" onClick={reset}>
              {t('retry')}
            </Button>
          )
        )}
        <Button component={Link} href="/" variant="outlined">
          {t('home')}
        </Button>
      </Box>
    </Box>
  )
}
