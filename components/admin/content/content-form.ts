'use client'
import { useQuery } from '@tanstack/react-query'
import { HttpError, useLocaleState, useNotify, type Validator } from 'react-admin'
import { z } from 'zod'
import { contentStatuses } from '@/lib/contract/content'
import { TermSchema } from '@/lib/contract/listing'
import { defaultLocale, isLocale, localeAutonyms, type Locale } from '@/lib/contract/locales'
import { apiFetch } from '@/lib/client/api-client'
import { translationsForSave } from './translations-editor'

/** The content statuses, worded by `admin.statuses.*`. */
export const contentStatusChoices = contentStatuses.map((status) => ({
  id: status,
  name: `admin.statuses.${status}`,
}))

/** The staff preview of a news item (/tmp/news/{slug}, with the language's prefix). */
export const newsPreviewPath = (lang: Locale, slug: string) =>
  `${lang === defaultLocale ? '' : `/${lang}`}/tmp/news/${encodeURIComponent(slug)}`

export const publishAtNeeded: Validator = (value, values) =>
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
    translations: translationsForSave(data.translations as Parameters<typeof translationsForSave>[0]),
  }
}

const TermListSchema = z.array(TermSchema)

/** The news categories in the back-office's language, as select choices. */
export function useNewsCategoryChoices() {
  const [locale] = useLocaleState()
  const lang = isLocale(locale) ? locale : defaultLocale
  const { data = [] } = useQuery({
    queryKey: ['admin', 'news-categories', lang],
    queryFn: () => apiFetch(`/public/news/categories/${lang}`, TermListSchema),
    staleTime: 5 * 60_000,
  })
  return data.map((term) => ({ id: term.id, name: term.name }))
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
