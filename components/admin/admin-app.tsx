'use client'
import CircularProgress from '@mui/material/CircularProgress'
import { useEffect, useMemo, useState } from 'react'
import { Admin, type I18nProvider } from 'react-admin'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import type { Locale } from '@/lib/contract/locales'
import { adminAuthProvider } from '@/lib/client/admin/auth-provider'
import { adminDataProvider } from '@/lib/client/admin/data-provider'
import { createAdminI18nProvider } from '@/lib/client/admin/i18n-provider'
import { AdminDashboard } from './dashboard'
import { AdminLayout, adminTheme, AdminTitle } from './frame'
import { adminSections, menuGroupIds } from './sections'

const adminBasename = '/admin'

/** `loadingLabel` names the spinner shown while the staff member's language's texts load. */
export function AdminApp({ locale, loadingLabel }: { locale: Locale; loadingLabel: string }) {
  const [i18nProvider, setI18nProvider] = useState<I18nProvider>()
  useEffect(() => {
    let current = true
    void createAdminI18nProvider(locale).then((provider) => current && setI18nProvider(() => provider))
    return () => {
      current = false
    }
  }, [locale])

  const router = useMemo(
    () =>
      i18nProvider &&
      // Real addresses (/admin/news/3), not react-admin's default /admin#/news/3: links can be shared and opened.
      createBrowserRouter(
        [
          {
            path: `${adminBasename}/*`,
            element: (
              <Admin
                basename={adminBasename}
                title={<AdminTitle />}
                dataProvider={adminDataProvider}
                authProvider={adminAuthProvider}
                i18nProvider={i18nProvider}
                dashboard={AdminDashboard}
                layout={AdminLayout}
                theme={adminTheme}
                darkTheme={null}
                disableTelemetry
                requireAuth={false}
              >
                {menuGroupIds.flatMap((group) => adminSections[group])}
              </Admin>
            ),
          },
        ],
        // No router basename: react-admin's own `basename` prefixes its links, which a router basename would double.
      ),
    [i18nProvider],
  )

  if (!router) {
    return (
      <div role="status" style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <CircularProgress aria-label={loadingLabel} />
      </div>
    )
  }
  return <RouterProvider router={router} />
}
