import { useTranslations } from 'next-intl'
import { useFormatter } from '@/lib/i18n/format'

/** The words of an average and its count, in the page's language: "4,5 de 5 · 12 votos". */
export function useStarsLabel() {
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
