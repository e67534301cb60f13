'use client'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import Chip from '@mui/material/Chip'
import {
  HttpError,
  TextInput,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
  type Validator,
} from 'react-admin'
import { z } from 'zod'
import { contentStatuses } from '@/lib/contract/content'
import { TermSchema } from '@/lib/contract/listing'
import { defaultLocale, isLocale, localeAutonyms, type Locale } from '@/lib/contract/locales'
import { apiFetch } from '@/lib/client/api-client'
import { translationsForSave } from './translations-editor'

export const contentStatusChoices = contentStatuses.map((status) => ({
  id: status,
  name: `admin.statuses.${status}`,
}))

export const pagePreviewPath = (lang: Locale, slug: string) =>
  `${lang === defaultLocale ? '' : `/${lang}`}/tmp/${encodeURIComponent(slug)}`

export const newsPreviewPath = (lang: Locale, slug: string) =>
  `${lang === defaultLocale ? '' : `/${lang}`}/tmp/news/${encodeURIComponent(slug)}`

const publishAtNeeded: Validator = (value, values) =>
  (values as { status?: string }).status === 'programmed' && !value
    ? 'admin.content.publishAtNeeded'
    : undefined

/** What a content form sends: empty languages as null, the date as an instant, an empty picture as none. */
export function saveTransform<T extends Record<string, unknown>>(data: T) {
  const publishAt = data.publish_at
  return {
    ...data,
    publish_at: publishAt ? new Date(publishAt as string | Date).toISOString() : null,
    ...('image_src' in data ? { image_src: String(data.image_src ?? '').trim() || null } : {}),
    ...('category_id' in data
      ? { category_id: data.category_id === '' ? null : (data.category_id ?? null) }
      : {}),
    translations: translationsForSave(data.translations as Parameters<typeof translationsForSave>[0]),
  }
}

const TermListSchema = z.array(TermSchema)
const noTerms: z.infer<typeof TermListSchema> = []

export function useNewsCategoryChoices() {
  const [locale] = useLocaleState()
  const lang = isLocale(locale) ? locale : defaultLocale
  const { data = noTerms } = useQuery({
    queryKey: ['admin', 'news-categories', lang],
    queryFn: () => apiFetch(`/public/news/categories/${lang}`, TermListSchema),
    staleTime: 5 * 60_000,
  })
  return useMemo(() => data.map((term) => ({ id: term.id, name: term.name })), [data])
}

/** A refused save: a slug taken says in which language; anything else as react-admin words it. */
export function useSaveErrorNotifier() {
  const notify = useNotify()
  return (error: unknown) => {
    const reason =
      error instanceof HttpError ? (error.body as { reason?: unknown } | undefined)?.reason : undefined
    if (error instanceof HttpError && error.message === 'admin.errors.SLUG_TAKEN' && isLocale(reason)) {
      notify('admin.content.slugTaken', { type: 'error', messageArgs: { language: localeAutonyms[reason] } })
      return
    }
    const message = error instanceof Error ? error.message : 'ra.notification.http_error'
    notify(message || 'ra.notification.http_error', { type: 'error' })
  }
}

const pad = (n: number) => String(n).padStart(2, '0')
/** An instant as the browser's datetime-local field shows it, in the browser's time zone. */
export function toLocalInput(value: unknown): string {
  if (!value) return ''
  const date = new Date(value as string)
  if (Number.isNaN(date.getTime())) return String(value)
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/**
 * When it is published: a datetime-local field (react-admin's DateTimeInput hands MUI 9 props it no longer
 * takes); what it holds is turned into an instant when saved.
 */
export function PublishAtInput() {
  return (
    <TextInput
      source="publish_at"
      type="datetime-local"
      format={toLocalInput}
      validate={publishAtNeeded}
      helperText="admin.content.publishAtHelp"
      slotProps={{ inputLabel: { shrink: true } }}
    />
  )
}

export function ContentStatusChip() {
  const record = useRecordContext<{ status: string }>()
  const translate = useTranslate()
  if (!record) return null
  return (
    <Chip
      size="small"
      label={translate(`admin.statuses.${record.status}`)}
      color={record.status === 'published' ? 'success' : record.status === 'programmed' ? 'info' : 'default'}
    />
  )
}

export function ContentLanguages() {
  const record = useRecordContext<{ languages: Locale[] }>()
  if (!record) return null
  return (
    <span>
      {record.languages.map((lang) => (
        <abbr key={lang} title={localeAutonyms[lang]} style={{ marginInlineEnd: 6, textDecoration: 'none' }}>
          {lang.toUpperCase()}
        </abbr>
      ))}
    </span>
  )
}

/** After an edit is saved: the usual notice, and the history below the form read again (it has a new row). */
export function useEditSaved() {
  const notify = useNotify()
  const queryClient = useQueryClient()
  return () => {
    notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } })
    void queryClient.invalidateQueries({ queryKey: ['admin', 'staff-actions'] })
  }
}
