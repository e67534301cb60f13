import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'
import { associationTimeZone } from './format'
import { routing } from './routing'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  // Dates and times are the association's, in Spain's peninsular time, wherever the server runs.
  return {
    locale,
    timeZone: associationTimeZone,
    messages: (await import(`../../messages/${locale}.json`)).default,
  }
})
