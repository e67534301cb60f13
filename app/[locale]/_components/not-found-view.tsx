import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { Link } from '@/lib/i18n/navigation'
import styles from './not-found-view.module.css'

/** What a missing page shows, in the page's language (app/[locale]/not-found.tsx and NotFoundResponse). */
export async function NotFoundView() {
  const t = await getTranslations('NotFound')
  return (
    <div className={styles.view}>
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
    </div>
  )
}

function RaiseNotFound(): never {
  notFound()
}

/**
 * A 404 whose page is in the HTML. notFound() thrown by the page itself fails the server render of the whole
 * document, and Next.js then sends an empty body that only the browser's script fills in. Thrown inside a
 * Suspense boundary instead, it still sets the status (and noindex) of the cached page, while the view beside it
 * is rendered on the server like any page; after hydration the layout's not-found boundary shows the same view.
 */
export function NotFoundResponse() {
  return (
    <>
      <NotFoundView />
      <Suspense fallback={null}>
        <RaiseNotFound />
      </Suspense>
    </>
  )
}
