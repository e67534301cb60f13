import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import type { Locale } from '@/lib/contract/locales'

/** What a public list page renders for one query; app/[locale]/lists dispatches to one per kind. */
export interface ListViewProps {
  locale: Locale
  /** The page's canonical query (see lib/contract/list-pages.ts): search words, filters and `page`. */
  query: URLSearchParams
}

export interface ListView {
  render(props: ListViewProps): Promise<ReactNode>
  metadata(props: ListViewProps): Promise<Metadata>
}
