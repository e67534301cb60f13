'use client'
import Typography from '@mui/material/Typography'
import { useMemo } from 'react'
import {
  CheckboxGroupInput,
  useGetList,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type Validator,
} from 'react-admin'
import { resourceFormats, vocabularies, type Vocabulary } from '@/lib/contract/content'
import { defaultLocale, isLocale, type Locale } from '@/lib/contract/locales'
import type { AdminTerm } from '@/lib/contract/admin-resources'

export const formatChoices = resourceFormats.map((format) => ({
  id: format,
  name: `admin.library.formats.${format}`,
}))

export const vocabularyChoices = vocabularies.map((vocabulary) => ({
  id: vocabulary,
  name: `admin.library.vocabularies.${vocabulary}`,
}))

export const resourcePreviewPath = (lang: Locale, slug: string) =>
  `${lang === defaultLocale ? '' : `/${lang}`}/tmp/resources/${encodeURIComponent(slug)}`

/** A term's name in the back-office's language, else its Spanish one. */
export function termName(term: Pick<AdminTerm, 'name' | 'names'>, locale: string) {
  return (isLocale(locale) ? term.names[locale] : null) ?? term.name
}

export function useTermChoices(vocabulary: Vocabulary) {
  const [locale] = useLocaleState()
  const { data, isPending } = useGetList<AdminTerm>('terms', {
    filter: { vocabulary },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'position', order: 'ASC' },
  })
  const choices = useMemo(
    () => (data ?? []).map((term) => ({ id: term.id, name: termName(term, locale) })),
    [data, locale],
  )
  return { choices, isPending }
}

export function ResourceCategoriesInput() {
  const translate = useTranslate()
  const { choices, isPending } = useTermChoices('resource_category')
  if (!isPending && choices.length === 0)
    return <Typography color="text.secondary">{translate('admin.library.noCategories')}</Typography>
  return <CheckboxGroupInput source="category_ids" choices={choices} translateChoice={false} />
}

/** The average of the votes, read-only (members vote on the public pages). */
export function RatingSummary() {
  const record = useRecordContext<{ stars_average: number | null; stars_count: number }>()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  if (!record) return null
  return (
    <section aria-labelledby="rating-title">
      <Typography id="rating-title" component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate('admin.library.rating')}
      </Typography>
      <Typography>
        {record.stars_average === null
          ? translate('admin.library.noVotes')
          : translate('admin.library.average', {
              average: new Intl.NumberFormat(locale, {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              }).format(record.stars_average),
              smart_count: record.stars_count,
            })}
      </Typography>
    </section>
  )
}

export function RatingCell() {
  const record = useRecordContext<{ stars_average: number | null; stars_count: number }>()
  const [locale] = useLocaleState()
  if (!record || record.stars_average === null) return <span>—</span>
  return (
    <span>
      {new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
        record.stars_average,
      )}{' '}
      ({record.stars_count})
    </span>
  )
}

/** An https:// address (what the API takes for an online resource). */
export const httpsAddress: Validator = (value) =>
  value && !/^https:\/\/[^\s/]+\.[^\s]+$/.test(String(value)) ? 'admin.library.urlInvalid' : undefined
