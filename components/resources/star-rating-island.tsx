'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState, type ComponentProps } from 'react'
import { useSignInHref } from '@/lib/client/redirect-target'
import { Link } from '@/lib/i18n/navigation'
import type { StarRating } from './star-rating'
import { useStarsLabel } from './stars-label'
import styles from './stars.module.css'
import { StarsSummary } from './stars-summary'

/**
 * The rating as a visitor sees it until the live one's code has loaded, after hydration: that one reads and votes
 * through the contract's schemas, and zod is too heavy for the first load of a list of cards.
 */
export function StarRatingIsland(props: ComponentProps<typeof StarRating>) {
  const t = useTranslations('StarRating')
  const starsLabel = useStarsLabel()
  const signInHref = useSignInHref()
  const [Live, setLive] = useState<typeof StarRating>()
  useEffect(() => {
    let current = true
    void import('./star-rating').then((module) => {
      if (current) setLive(() => module.StarRating)
    })
    return () => {
      current = false
    }
  }, [])
  if (Live) return <Live {...props} />
  return (
    <div className={styles.rating}>
      <p className={styles.plain} aria-live="polite">
        <StarsSummary average={props.average} label={starsLabel(props.average, props.count)} />
      </p>
      <Link href={signInHref} prefetch={false}>
        {t('signInToRate')}
      </Link>
    </div>
  )
}
