'use client'
import { SearchInput, useResourceContext, useTranslate, type SearchInputProps } from 'react-admin'

export interface AdminSearchInputProps extends Omit<SearchInputProps, 'source' | 'placeholder' | 'label'> {
  source?: string
  /** A message key naming what the search looks in, when the list's `resources.<resource>.fields.q` does not. */
  placeholder?: string
}

/**
 * react-admin's `SearchInput` has a placeholder only (gone once staff type) and no name of its own; this one is
 * named by `placeholder`, else the list's `resources.<resource>.fields.q`, else `ra.action.search`.
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

function searchText(
  translate: ReturnType<typeof useTranslate>,
  resource: string | undefined,
  key: string | undefined,
): string {
  const fallback = translate('ra.action.search')
  const listed = resource ? translate(`resources.${resource}.fields.q`, { _: fallback }) : fallback
  return key ? translate(key, { _: listed }) : listed
}
