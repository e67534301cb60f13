import 'server-only'
import type { Metadata } from 'next'
import { isLocale } from '@/lib/contract/locales'
import { loadLanguages } from './portal'

/**
 * A page's metadata without the hreflang alternates of the languages staff turned off: their addresses only
 * redirect to Spanish, so naming them would send search engines to redirects.
 */
export async function withEnabledAlternates(metadata: Metadata): Promise<Metadata> {
  const languages = metadata.alternates?.languages
  if (!languages) return metadata
  const enabled: string[] = await loadLanguages()
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      languages: Object.fromEntries(
        Object.entries(languages).filter(([lang]) => !isLocale(lang) || enabled.includes(lang)),
      ),
    },
  }
}

/** The same around a generateMetadata function. */
export const enabledAlternatesOf =
  <P>(generate: (props: P) => Promise<Metadata>) =>
  async (props: P): Promise<Metadata> =>
    withEnabledAlternates(await generate(props))
