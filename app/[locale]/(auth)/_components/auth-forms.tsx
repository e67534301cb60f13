import type { Messages } from 'next-intl'
import { getLocale, getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'
import { CaptchaProvider } from '@/components/providers/captcha-provider'
import { QueryIsland } from '@/components/providers/query-island'
import { publicCaptchaSettings } from '@/lib/server/integrations/captcha'

/** Nothing here reads cookies or the query, so the page stays the same for every visitor. */
export async function AuthForms({
  namespaces,
  captcha = false,
  children,
}: {
  namespaces: ReadonlyArray<keyof Messages>
  captcha?: boolean
  children: ReactNode
}) {
  const [messages, locale] = await Promise.all([getMessages(), getLocale()])
  const picked = Object.fromEntries(
    [...namespaces, 'AuthForms' as const, 'Errors' as const, 'Captcha' as const].map((namespace) => [
      namespace,
      messages[namespace],
    ]),
  )
  return (
    <QueryIsland messages={picked}>
      {captcha ? (
        <CaptchaProvider settings={publicCaptchaSettings()} language={locale}>
          {children}
        </CaptchaProvider>
      ) : (
        children
      )}
    </QueryIsland>
  )
}
