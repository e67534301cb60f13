import { useLocale } from 'next-intl'
import { createContext, useContext } from 'react'
import { countryOptions } from '@/lib/i18n/display-names'

type CountryOptions = ReadonlyArray<{ value: string; label: string }>

/**
 * The names the server wrote, for a form it renders: the browser's own country names can differ from Node's (ICU
 * versions), and text that differs at hydration makes React render the form again, losing what was typed.
 */
export const ServerCountryOptions = createContext<CountryOptions | undefined>(undefined)

export function useCountryOptions(): CountryOptions {
  const locale = useLocale()
  const fromServer = useContext(ServerCountryOptions)
  return fromServer ?? countryOptions(locale)
}
