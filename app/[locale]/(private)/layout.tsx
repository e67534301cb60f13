import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import { PrivateAreaFrame } from '@/components/private-area/private-area-frame'
import { PageQueryProvider } from '@/components/providers/query-provider'
import { currentUser } from '@/lib/server/page-session'

// Private pages differ for each person: rendered on every request, never cached.
export const dynamic = 'force-dynamic'

// Each page checks access itself, since a layout is not rendered again on every navigation.
export default async function PrivateLayout({ children }: LayoutProps<'/[locale]'>) {
  const [user, messages] = await Promise.all([currentUser(), getMessages()])
  return (
    <PrivateAreaFrame user={user}>
      <NextIntlClientProvider messages={{ Errors: messages.Errors }}>
        <PageQueryProvider>{children}</PageQueryProvider>
      </NextIntlClientProvider>
    </PrivateAreaFrame>
  )
}
