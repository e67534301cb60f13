import type { Metadata } from 'next'
import { adminLocale } from './_components/admin-locale'

// The back-office has a root layout of its own: react-admin draws the whole screen, without the site's frame.
export const metadata: Metadata = { robots: { index: false, follow: false }, icons: { icon: '/favicon.svg' } }

export default async function AdminLayout({ children }: LayoutProps<'/admin'>) {
  return (
    <html lang={await adminLocale()}>
      <body style={{ margin: 0 }}>{children}</body>
    </html>
  )
}
