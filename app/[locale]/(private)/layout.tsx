import { PrivateAreaFrame } from '@/components/private-area/private-area-frame'
import { currentUser } from '@/lib/server/page-session'

// Private pages differ for each person: rendered on every request, never cached.
export const dynamic = 'force-dynamic'

/**
 * The private area's frame. It reads the session only to choose the menu; each page checks access itself,
 * since a layout is not rendered again on every navigation.
 */
export default async function PrivateLayout({ children }: LayoutProps<'/[locale]'>) {
  return <PrivateAreaFrame user={await currentUser()}>{children}</PrivateAreaFrame>
}
