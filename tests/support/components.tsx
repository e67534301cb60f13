// Rendering set-up shared by component tests, so that each file keeps only its data and its checks.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NextIntlClientProvider } from 'next-intl'
import type { ComponentProps, ReactNode } from 'react'
import { NoticeBar } from '@/components/layout/notice-bar'
import { ThemeSettingsProvider } from '@/components/providers/theme-settings'
import { useNotice } from '@/lib/client/notices'
import type { Locale } from '@/lib/contract/locales'
import { settingsDefaults } from '@/lib/contract/settings'
import catalan from '@/messages/ca.json'
import english from '@/messages/en.json'
import spanish from '@/messages/es.json'
import basque from '@/messages/eu.json'

type Messages = typeof english
const messagesOf: Record<Locale, Messages> = { es: spanish, ca: catalan, en: english, eu: basque }

/** The layout's notice bar, loaded at once rather than with the first notice (setup-dom hides it after each test). */
export function TestNotices() {
  const notice = useNotice()
  return <NoticeBar key={notice.id} notice={notice} />
}

/**
 * Renders a client component as a page does: the namespaces it reads in the page language (Madrid time), the
 * default theme settings (for what opens MUI's scope), a fresh query client that does not retry and the notice bar. Returns a user without delays.
 */
export function renderWithProviders(
  ui: ReactNode,
  {
    locale = 'en',
    namespaces,
    user,
  }: {
    locale?: Locale
    namespaces: Array<keyof Messages>
    user?: Parameters<typeof userEvent.setup>[0]
  },
) {
  const all = messagesOf[locale]
  const messages = Object.fromEntries([...namespaces, 'Notices' as const].map((name) => [name, all[name]]))
  render(
    <NextIntlClientProvider locale={locale} timeZone="Europe/Madrid" messages={messages}>
      <ThemeSettingsProvider settings={settingsDefaults}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          {ui}
          <TestNotices />
        </QueryClientProvider>
      </ThemeSettingsProvider>
    </NextIntlClientProvider>,
  )
  return userEvent.setup({ delay: null, ...user })
}

/**
 * A stand-in for '@/lib/i18n/navigation' at `pathname` (Spanish paths without a prefix, the others with one), for
 * `vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/components')).navigationAt('/x'))`.
 */
export function navigationAt(pathname: string) {
  return {
    usePathname: () => pathname,
    getPathname: ({ locale, href }: { locale: string; href: string }) =>
      locale === 'es' ? href : `/${locale}${href}`,
    Link: ({
      href,
      prefetch: _prefetch,
      ...props
    }: Omit<ComponentProps<'a'>, 'href'> & {
      href: string | { pathname: string; query: Record<string, string> }
      prefetch?: boolean
    }) => (
      <a
        href={typeof href === 'string' ? href : `${href.pathname}?${new URLSearchParams(href.query)}`}
        {...props}
      />
    ),
  }
}
