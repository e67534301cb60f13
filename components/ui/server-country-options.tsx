'use client'

import type { ReactNode } from 'react'
import { ServerCountryOptions } from '@/lib/client/country-options'

/** Country choices named as the server named them (useCountryOptions). */
export function CountryOptionsFromServer({
  options,
  children,
}: {
  options: ReadonlyArray<{ value: string; label: string }>
  children: ReactNode
}) {
  return <ServerCountryOptions value={options}>{children}</ServerCountryOptions>
}
