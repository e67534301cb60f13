import { useLocale } from 'next-intl'
import { useMemo } from 'react'
import { countryCodes } from '@/lib/contract/profile'

/** The countries a form offers, named and sorted in the page's language. */
export function useCountryOptions(): Array<{ value: string; label: string }> {
  const locale = useLocale()
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' })
    const collator = new Intl.Collator(locale)
    return countryCodes
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.label, b.label))
  }, [locale])
}
