import { useLocale } from 'next-intl'
import { useMemo } from 'react'
import { countryCodes } from '@/lib/contract/profile'
import { regionNamer } from '@/lib/i18n/display-names'

export function useCountryOptions(): Array<{ value: string; label: string }> {
  const locale = useLocale()
  return useMemo(() => {
    const nameOf = regionNamer(locale)
    const collator = new Intl.Collator(locale)
    return countryCodes
      .map((code) => ({ value: code, label: nameOf(code) }))
      .sort((a, b) => collator.compare(a.label, b.label))
  }, [locale])
}
