'use client'

import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTranslations } from 'next-intl'
import { useId, useState, type FormEvent } from 'react'
import { ActionOutcome } from '@/components/ui/action-outcome'
import { starsMax, starsMin, type StarsResult } from '@/lib/contract/resources'
import { errorMessageKey } from '@/lib/client/errors'
import { useMyStars, useRate, type RatedKind } from '@/lib/client/resources'
import { useLoggedIn } from '@/lib/client/session'
import { useSignInHref } from '@/lib/client/redirect-target'
import { Link } from '@/lib/i18n/navigation'
import { starColour, StarsSummary } from './stars-summary'
import { useFormatter } from '@/lib/i18n/format'

const choices = Array.from({ length: starsMax - starsMin + 1 }, (_, index) => starsMin + index)

/** The words of an average and its count, in the page's language: "4,5 de 5 · 12 votos". */
function useStarsLabel() {
  const t = useTranslations('StarRating')
  const format = useFormatter()
  return (average: number | null, count: number) =>
    average === null
      ? t('noVotes')
      : t('summary', {
          average: format.number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
          count,
        })
}

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
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: '0.75rem', alignItems: 'flex-start' }}>
      <p style={{ margin: 0 }} aria-live="polite">
        <StarsSummary
          average={latest.stars_average}
          label={starsLabel(latest.stars_average, latest.stars_count)}
        />
      </p>

      <ActionOutcome success={rating.isSuccess ? t('thanks') : undefined} />
      {failure && (
        <Box
          component="p"
          role="alert"
          sx={{
            m: 0,
            px: 1.5,
            py: 1,
            borderLeft: '4px solid #c62828',
            background: '#fdecea',
            color: '#1a1a1a',
          }}
        >
          {failure}
        </Box>
      )}

      {!signedIn ? (
        <Link href={signInHref} prefetch={false}>
          {t('signInToRate')}
        </Link>
      ) : myStars !== null ? (
        <p style={{ margin: 0 }}>{t('yourVote', { stars: myStars })}</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <Box
            component="fieldset"
            aria-describedby={missingChoice ? messageId : undefined}
            sx={{ border: 0, p: 0, m: 0 }}
          >
            <Box component="legend" id={legendId} sx={{ fontWeight: 600, p: 0, mb: 0.5 }}>
              {t('legend')}
            </Box>
            <Box sx={{ display: 'flex', gap: '0.25rem' }}>
              {choices.map((stars) => {
                const inputId = `${baseId}-${stars}`
                const lit = chosen !== null && stars <= chosen
                return (
                  <Box key={stars} sx={{ position: 'relative' }}>
                    <Box
                      component="input"
                      type="radio"
                      id={inputId}
                      name={`${baseId}-stars`}
                      value={stars}
                      checked={chosen === stars}
                      onChange={() => {
                        setChosen(stars)
                        setMissingChoice(false)
                      }}
                      // Over its star, transparent: a click on the star is a click on the radio itself.
                      sx={{
                        position: 'absolute',
                        inset: 0,
                        width: '100%',
                        height: '100%',
                        m: 0,
                        opacity: 0,
                        cursor: 'pointer',
                      }}
                    />
                    <Box
                      component="label"
                      htmlFor={inputId}
                      sx={{
                        display: 'inline-flex',
                        alignItems: 'center',
                        justifyContent: 'center',
                        width: '2.75rem',
                        height: '2.75rem',
                        fontSize: '2rem',
                        lineHeight: 1,
                        cursor: 'pointer',
                        borderRadius: '4px',
                        color: lit ? starColour : '#767676',
                        'input:focus-visible + &': { outline: '3px solid #1a1a1a', outlineOffset: '1px' },
                        'input:hover + &': { background: '#f5f5f5' },
                      }}
                    >
                      <span aria-hidden="true">{lit ? '★' : '☆'}</span>
                      <span className="visually-hidden">{t('starLabel', { stars })}</span>
                    </Box>
                  </Box>
                )
              })}
            </Box>
          </Box>
          {missingChoice && (
            <Box component="p" id={messageId} sx={{ m: 0, mt: 0.5, color: '#b3261e', fontWeight: 600 }}>
              {t('chooseFirst')}
            </Box>
          )}
          <Button type="submit" variant="contained" disabled={rating.isPending} sx={{ mt: 1 }}>
            {rating.isPending ? t('sending') : t('submit')}
          </Button>
        </form>
      )}
    </Box>
  )
}
