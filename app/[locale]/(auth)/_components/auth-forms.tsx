import { NextIntlClientProvider, type Messages } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'
import { QueryProvider } from '@/components/providers/query-provider'

/**
 * The account forms, given only the messages they read (`AuthForms` and `Errors` always go along) and TanStack
 * Query. Nothing here reads cookies or the query, so the page stays the same for every visitor.
 */
export async function AuthForms({
  namespaces,
  children,
}: {
  namespaces: ReadonlyArray<keyof Messages>
  children: ReactNode
}) {
  const messages = await getMessages()
  const picked = Object.fromEntries(
    [...namespaces, 'AuthForms' as const, 'Errors' as const].map((namespace) => [
      namespace,
      messages[namespace],
    ]),
  )
  return (
    <NextIntlClientProvider messages={picked}>
      <QueryProvider>{children}</QueryProvider>
    </NextIntlClientProvider>
  )
}
