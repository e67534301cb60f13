import { useLocale } from 'next-intl'
import { useMemo } from 'react'
import { countryCodes } from '@/lib/contract/profile'

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
