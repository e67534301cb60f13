'use client'

import { useTranslations } from 'next-intl'
import { useId, useState, type FormEvent } from 'react'
import { ActionOutcome } from '@/components/ui/action-outcome'
import pageStyles from '@/components/ui/page.module.css'
import { starsMax, starsMin, type StarsResult } from '@/lib/contract/resources'
import { errorMessageKey } from '@/lib/client/errors'
import { useMyStars, useRate, type RatedKind } from '@/lib/client/resources'
import { useLoggedIn } from '@/lib/client/session'
import { useSignInHref } from '@/lib/client/redirect-target'
import { Link } from '@/lib/i18n/navigation'
import styles from './stars.module.css'
import { useStarsLabel } from './stars-label'
import { StarsSummary } from './stars-summary'

const choices = Array.from({ length: starsMax - starsMin + 1 }, (_, index) => starsMin + index)

interface Props {
  kind: RatedKind
  id: number
  /** The rating in the cached page; a vote replaces it with the server's answer. */
  average: number | null
  count: number
}

/** The cached page renders the average, a signed-in member sees the live one; a second vote is refused (RATING_ALREADY_EXISTS) and said so. */
export function StarRating({ kind, id, average, count }: Props) {
  const t = useTranslations('StarRating')
  const tErrors = useTranslations('Errors')
  const starsLabel = useStarsLabel()
  const signedIn = useLoggedIn()
  const signInHref = useSignInHref()
  const mine = useMyStars(kind, id, signedIn)
  const rating = useRate(kind, id)
  const [chosen, setChosen] = useState<number | null>(null)
  const [missingChoice, setMissingChoice] = useState(false)
  const baseId = useId()
  const legendId = `${baseId}-legend`
  const messageId = `${baseId}-message`

  // The cached page's numbers until the live ones arrive, so the summary never contradicts the member's vote.
  const latest: Pick<StarsResult, 'stars_average' | 'stars_count'> = rating.data ??
    mine.data ?? { stars_average: average, stars_count: count }
  const myStars = rating.data?.my_stars ?? mine.data?.my_stars ?? null

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (chosen === null) {
      setMissingChoice(true)
      return
    }
    setMissingChoice(false)
    rating.mutate(chosen)
  }

  const failure = rating.error ? tErrors(errorMessageKey(rating.error)) : null

  return (
    <div className={styles.rating}>
      <p className={styles.plain} aria-live="polite">
        <StarsSummary
          average={latest.stars_average}
          label={starsLabel(latest.stars_average, latest.stars_count)}
        />
      </p>

      <ActionOutcome success={rating.isSuccess ? t('thanks') : undefined} />
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}

      {!signedIn ? (
        <Link href={signInHref} prefetch={false}>
          {t('signInToRate')}
        </Link>
      ) : myStars !== null ? (
        <p className={styles.plain}>{t('yourVote', { stars: myStars })}</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <fieldset aria-describedby={missingChoice ? messageId : undefined} className={styles.fieldset}>
            <legend id={legendId} className={styles.legend}>
              {t('legend')}
            </legend>
            <div className={styles.choices}>
              {choices.map((stars) => {
                const inputId = `${baseId}-${stars}`
                const lit = chosen !== null && stars <= chosen
                return (
                  <div key={stars} className={styles.choice}>
                    <input
                      className={styles.radio}
                      type="radio"
                      id={inputId}
                      name={`${baseId}-stars`}
                      value={stars}
                      checked={chosen === stars}
                      onChange={() => {
                        setChosen(stars)
                        setMissingChoice(false)
                      }}
                    />
                    <label htmlFor={inputId} className={`${styles.choiceStar} ${lit ? styles.lit : ''}`}>
                      <span aria-hidden="true">{lit ? '★' : '☆'}</span>
                      <span className="visually-hidden">{t('starLabel', { stars })}</span>
                    </label>
                  </div>
                )
              })}
            </div>
          </fieldset>
          {missingChoice && (
            <p id={messageId} className={styles.missing}>
              {t('chooseFirst')}
            </p>
          )}
          <button
            type="submit"
            className={`${pageStyles.button} ${styles.submit}`}
            disabled={rating.isPending}
          >
            {rating.isPending ? t('sending') : t('submit')}
          </button>
        </form>
      )}
    </div>
  )
}
