import { cookies } from 'next/headers'
import { hasLocale } from 'next-intl'
import { cache } from 'react'
import { defaultLocale, type Locale } from '@/lib/contract/locales'
import { localeCookieName, routing } from '@/lib/i18n/routing'
import { currentUser } from '@/lib/server/page-session'

/** The signed-in person's language, else the one the visitor chose on the site. */
export const adminLocale = cache(async (): Promise<Locale> => {
  const user = await currentUser()
  if (user) return user.preferred_lang
  const chosen = (await cookies()).get(localeCookieName)?.value
  return hasLocale(routing.locales, chosen) ? chosen : defaultLocale
})
