import 'server-only'
import type { Metadata } from 'next'
import { isLocale } from '@/lib/contract/locales'
import { loadLanguages } from './portal'

/** Turned-off languages only redirect to Spanish; naming them would send search engines to redirects. */
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

export const enabledAlternatesOf =
  <P>(generate: (props: P) => Promise<Metadata>) =>
  async (props: P): Promise<Metadata> =>
    withEnabledAlternates(await generate(props))
