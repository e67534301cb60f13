import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'
import { QueryProvider } from '@/components/providers/query-provider'

/** What the loan widget (components/resources/loan-availability) needs on a cached page: its messages and a query client. */
export async function LoanIsland({ children }: { children: ReactNode }) {
  const messages = await getMessages()
  return (
    <NextIntlClientProvider messages={{ ResourceLoan: messages.ResourceLoan, Errors: messages.Errors }}>
      <QueryProvider>{children}</QueryProvider>
    </NextIntlClientProvider>
  )
}
