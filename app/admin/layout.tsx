import type { Metadata } from 'next'
import { currentUser } from '@/lib/server/page-session'

// The back-office has a root layout of its own: react-admin draws the whole screen, without the site's frame.
export const metadata: Metadata = { robots: { index: false, follow: false }, icons: { icon: '/favicon.svg' } }

export default async function AdminLayout({ children }: LayoutProps<'/admin'>) {
  const user = await currentUser()
  return (
    <html lang={user?.preferred_lang ?? 'es'}>
      <body style={{ margin: 0 }}>{children}</body>
    </html>
  )
}
