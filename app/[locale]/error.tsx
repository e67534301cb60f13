'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { PageReloading } from '@/components/layout/page-reloading'
import { useReloadOnChunkError } from '@/lib/client/chunk-reload'
import { normaliseError } from '@/lib/client/errors'
import { Link, usePathname } from '@/lib/i18n/navigation'
import styles from './error.module.css'

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
    <div className={styles.page}>
      <title>{title}</title>
      <p className={styles.status}>{t('status', { status: statusCode })}</p>
      <h1 className={styles.title}>{title}</h1>
      <p>{kind ? t(`${kind}Description`) : t('description')}</p>
      {error.digest && !kind && <p>{t('reference', { digest: error.digest })}</p>}
      <div className={styles.actions}>
        {kind === 'unauthorized' ? (
          <Link
            href={`/login?redirect=${encodeURIComponent(pathname)}`}
            className={`${styles.button} ${styles.contained}`}
          >
            {t('signIn')}
          </Link>
        ) : (
          kind !== 'notFound' &&
          kind !== 'forbidden' && (
            <button type="button" onClick={reset} className={`${styles.button} ${styles.contained}`}>
              {t('retry')}
            </button>
          )
        )}
        <Link href="/" className={`${styles.button} ${styles.outlined}`}>
          {t('home')}
        </Link>
      </div>
    </div>
  )
}
