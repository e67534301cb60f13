import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { AdminLoader } from '@/components/admin/admin-loader'
import { adminMessages } from '@/lib/client/admin/messages'
import { backEndBaseUrl } from '@/lib/env'
import { backEndServesBackOffice } from '@/lib/server/gateway/back-office'
import { currentUser } from '@/lib/server/page-session'
import { adminLocale } from '../_components/admin-locale'
import { FrontEndOnly } from '../_components/front-end-only'

export const metadata: Metadata = { title: 'Back-office' }

/** Every address under /admin: for staff only, checked here (the API checks every call again). */
export default async function AdminPage() {
  if (backEndBaseUrl() && !(await backEndServesBackOffice()))
    return <FrontEndOnly locale={await adminLocale()} />
  const user = await currentUser()
  if (!user) redirect(`/login?${new URLSearchParams({ redirectTo: '/admin' })}`)
  if (user.role !== 'staff') redirect('/no-permission')
  const { admin } = await adminMessages[user.preferred_lang]()
  return <AdminLoader locale={user.preferred_lang} loadingLabel={admin.loading} />
}
