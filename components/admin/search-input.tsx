'use client'
import { SearchInput, useResourceContext, useTranslate, type SearchInputProps } from 'react-admin'

export interface AdminSearchInputProps extends Omit<SearchInputProps, 'source' | 'placeholder' | 'label'> {
  /** The filter it sets: `q`, the lists' text search. */
  source?: string
  /** A message key naming what the search looks in, when the list's `resources.<resource>.fields.q` does not. */
  placeholder?: string
}

/**
 * The text search of every back-office list (`filters={[<AdminSearchInput key="q" alwaysOn />]}`). react-admin's
 * `SearchInput` has a placeholder only (gone once staff type) and no name of its own; this one is named, in the
 * language in use, by the `placeholder` key, else the list's `resources.<resource>.fields.q`, else
 * `ra.action.search`, and shows the same words as its placeholder.
 */
export function AdminSearchInput({ source = 'q', placeholder, slotProps, ...props }: AdminSearchInputProps) {
  const translate = useTranslate()
  const resource = useResourceContext(props)
  const text = searchText(translate, resource, placeholder)
  return (
    <SearchInput
      {...props}
      source={source}
      placeholder={text}
      slotProps={{ ...slotProps, htmlInput: { 'aria-label': text } }}
    />
  )
}

/** The search's name: the key given, the list's `fields.q`, or react-admin's "Search", whichever is written. */
function searchText(
  translate: ReturnType<typeof useTranslate>,
  resource: string | undefined,
  key: string | undefined,
): string {
  const fallback = translate('ra.action.search')
  const listed = resource ? translate(`resources.${resource}.fields.q`, { _: fallback }) : fallback
  return key ? translate(key, { _: listed }) : listed
}
