import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import { http, HttpResponse } from 'msw'
import { NextIntlClientProvider } from 'next-intl'
import type { ComponentProps, ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { sessionExpiryKey } from '@/lib/client/auth-session'
import messages from '@/messages/es.json'
import { markSignedIn, setupApiServer } from '@/tests/support/browser-session'
import type { NavigationLink } from '@/lib/contract/navigation'
import { AccountLinks, AccountMenu } from './account-menu'
import { NavLink } from './nav-link'

vi.mock('@/lib/i18n/navigation', () => ({
  usePathname: () => '/the-association',
  getPathname: ({ locale, href }: { locale: string; href: string }) =>
    locale === 'es' ? href : `/${locale}${href}`,
  Link: ({
    href,
    ...props
  }: Omit<ComponentProps<'a'>, 'href'> & {
    href: string | { pathname: string; query: Record<string, string> }
  }) => (
    <a
      href={typeof href === 'string' ? href : `${href.pathname}?${new URLSearchParams(href.query)}`}
      {...props}
    />
  ),
}))

const server = setupApiServer()

const me = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'colegiada@demo.colegio.example',
  name: 'Lucía',
  surname: 'Martín Etxeberria',
  role: 'collegiate',
}

function countMe() {
  const seen: Request[] = []
  server.use(
    http.get('*/api/user/me', ({ request }) => {
      seen.push(request)
      return HttpResponse.json(me)
    }),
  )
  return seen
}

const wrap = (ui: ReactNode) =>
  render(
    <NextIntlClientProvider locale="es" messages={messages}>
      {ui}
    </NextIntlClientProvider>,
  )

describe('AccountMenu', () => {
  it('offers guests to sign in and come back to this page', () => {
    wrap(<AccountMenu />)
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fthe-association',
    )
  })

  it('shows the signed-in person’s name, asking the API once per session', async () => {
    markSignedIn()
    const requests = countMe()
    const { unmount } = wrap(<AccountMenu />)
    await screen.findByRole('button', { name: 'Lucía Menú de la cuenta' })
    unmount()

    wrap(<AccountMenu />)
    await screen.findByRole('button', { name: 'Lucía Menú de la cuenta' })
    expect(requests).toHaveLength(1)
  })

  it('opens a menu with the profile and sign-out links, and closes it with Escape', async () => {
    markSignedIn()
    countMe()
    wrap(<AccountMenu />)
    const user = userEvent.setup()
    const button = await screen.findByRole('button', { name: 'Lucía Menú de la cuenta' })
    expect(button).toHaveAttribute('aria-expanded', 'false')

    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'Mi perfil' })).toHaveAttribute('href', '/profile')
    expect(screen.getByRole('link', { name: 'Cerrar sesión' })).toHaveAttribute('href', '/logout')

    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
  })

  it('marks the page with the role, so that cached links to pages beyond it can be hidden', async () => {
    markSignedIn()
    server.use(http.get('*/api/user/me', () => HttpResponse.json({ ...me, role: 'precollegiate' })))
    const link = (url: string): NavigationLink => ({
      label: url,
      url,
      target: '_self',
      icon: null,
      hidden: false,
      need_login: true,
      is_public: false,
      color: null,
    })
    wrap(
      <>
        <AccountMenu />
        <NavLink item={link('/my-documents')} />
        <NavLink item={link('/collegiate-documents?tab=1')} />
        <NavLink item={link('/profile')} />
      </>,
    )
    await waitFor(() => expect(document.documentElement.dataset.role).toBe('precollegiate'))
    expect(screen.getByRole('link', { name: '/my-documents' })).toHaveAttribute(
      'data-for-roles',
      'collegiate',
    )
    expect(screen.getByRole('link', { name: '/collegiate-documents?tab=1' })).toHaveAttribute(
      'data-for-roles',
      'collegiate precollegiate',
    )
    expect(screen.getByRole('link', { name: '/profile' })).not.toHaveAttribute('data-for-roles')
  })

  it('expires the session here when the server no longer knows it', async () => {
    markSignedIn()
    server.use(
      http.get('*/api/user/me', () => HttpResponse.json({ detail: 'Unauthorized' }, { status: 401 })),
      http.get('*/api/user/expire-cookie', () => {
        Cookies.remove('logged-in')
        return new HttpResponse(null, { status: 204 })
      }),
    )
    wrap(<AccountMenu />)
    await waitFor(() => expect(localStorage.getItem(sessionExpiryKey)).toBeNull())
    expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument()
    expect(document.documentElement.dataset.role).toBeUndefined()
  })
})

describe('AccountLinks (menu drawer)', () => {
  it('names the signed-in person and links to the profile and sign-out', async () => {
    markSignedIn()
    countMe()
    wrap(<AccountLinks />)
    const nav = screen.getByRole('navigation', { name: 'Menú de la cuenta' })
    expect(await within(nav).findByText('Sesión iniciada como Lucía Martín Etxeberria')).toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: 'Cerrar sesión' })).toHaveAttribute('href', '/logout')
  })
})
