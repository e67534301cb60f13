import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import { NextIntlClientProvider } from 'next-intl'
import type { ComponentProps, ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { NavigationItem } from '@/lib/contract/navigation'
import messages from '@/messages/es.json'
import { DesktopNav, menuLinks } from './desktop-nav'
import { LanguageSwitcher } from './language-switcher'
import { NavLink } from './nav-link'

vi.mock('@/lib/i18n/navigation', () => ({
  usePathname: () => '/el-colegio',
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

const wrap = (ui: ReactNode) =>
  render(
    <NextIntlClientProvider locale="es" messages={messages}>
      {ui}
    </NextIntlClientProvider>,
  )

const item = (fields: Partial<NavigationItem> & Pick<NavigationItem, 'label' | 'url'>): NavigationItem => ({
  target: '_self',
  icon: null,
  hidden: false,
  need_login: false,
  is_public: true,
  color: null,
  children: [],
  ...fields,
})

afterEach(() => Cookies.remove('logged-in'))

describe('NavLink', () => {
  const privateArea = item({ label: 'Área privada', url: '/profile', need_login: true, is_public: false })

  it('sends anonymous visitors to the login page first and shows a lock', () => {
    wrap(<NavLink item={privateArea} />)
    const link = screen.getByRole('link', { name: 'Área privada (requiere iniciar sesión)' })
    expect(link).toHaveAttribute('href', '/login?redirect=%2Fprofile')
  })

  it('links straight to the page, without lock, once signed in', () => {
    Cookies.set('logged-in', 'true')
    wrap(<NavLink item={privateArea} />)
    expect(screen.getByRole('link', { name: 'Área privada' })).toHaveAttribute('href', '/profile')
  })

  it('opens external links in a new tab safely and says so', () => {
    wrap(
      <NavLink
        item={item({ label: 'BOE', url: 'https://www.boe.es/', target: '_blank', color: '#6D509F' })}
      />,
    )
    const link = screen.getByRole('link', { name: 'BOE (se abre en una pestaña nueva)' })
    expect(link).toHaveAttribute('href', 'https://www.boe.es/')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link).toHaveStyle({ color: '#6D509F' })
  })
})

describe('menuLinks', () => {
  it("puts the entry's own page first unless a sub-item already points to it, and drops hidden sub-items", () => {
    const about = item({ label: 'El Colegio', url: '/el-colegio' })
    const contact = item({ label: 'Contacto', url: '/contacto' })
    const hidden = item({ label: 'Oculto', url: '/oculto', hidden: true })
    expect(menuLinks({ ...about, children: [contact, hidden] }).map((link) => link.url)).toEqual([
      '/el-colegio',
      '/contacto',
    ])
    expect(
      menuLinks({ ...about, children: [{ ...about, label: 'Quiénes somos' }, contact] }).map((l) => l.label),
    ).toEqual(['Quiénes somos', 'Contacto'])
  })
})

describe('DesktopNav', () => {
  const items = [
    item({ label: 'Inicio', url: '/' }),
    item({ label: 'Oculto', url: '/oculto', hidden: true }),
    item({
      label: 'El Colegio',
      url: '/el-colegio',
      children: [
        item({ label: 'Quiénes somos', url: '/el-colegio' }),
        item({ label: 'Contacto', url: '/contacto' }),
      ],
    }),
  ]

  it('leaves out hidden items and opens a submenu that Escape closes', async () => {
    const user = userEvent.setup()
    wrap(<DesktopNav items={items} label="Navegación principal" />)
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' })
    expect(within(nav).queryByText('Oculto')).toBeNull()

    const toggle = within(nav).getByRole('button', { name: /El Colegio/ })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(within(nav).queryByRole('link', { name: 'Contacto' })).toBeNull()

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.click(within(nav).getByRole('link', { name: 'Contacto' }))
    expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await user.click(toggle)
    await user.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })
})

describe('LanguageSwitcher', () => {
  it('opens from a button named after the current language, with links to the current page in every enabled language', async () => {
    wrap(<LanguageSwitcher languages={['es', 'ca', 'en', 'eu']} />)
    const nav = screen.getByRole('navigation', { name: 'Idioma' })
    expect(within(nav).queryByRole('link')).toBeNull()
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'ES Idioma: Español' }))
    expect(within(nav).getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true')
    expect(within(nav).getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es/el-colegio')
    expect(within(nav).getByRole('link', { name: 'Català' })).toHaveAttribute('href', '/ca/el-colegio')
    expect(within(nav).getByRole('link', { name: 'Euskara' })).toHaveAttribute('lang', 'eu')
  })

  it('goes to the page in the chosen language as the head names it (another slug there)', async () => {
    const changeLanguage = vi.fn()
    vi.doMock('@/lib/client/settings', () => ({ changeLanguage }))
    const alternate = Object.assign(document.createElement('link'), {
      rel: 'alternate',
      hreflang: 'eu',
      href: 'http://localhost:3000/eu/news/elkargoaren-berria',
    })
    alternate.setAttribute('hreflang', 'eu')
    document.head.append(alternate)
    try {
      wrap(<LanguageSwitcher languages={['es', 'eu']} />)
      const user = userEvent.setup()
      await user.click(screen.getByRole('button', { name: /Idioma/ }))
      await user.click(screen.getByRole('link', { name: 'Euskara' }))
      await vi.waitFor(() =>
        expect(changeLanguage).toHaveBeenCalledWith({ lang: 'eu', href: '/eu/news/elkargoaren-berria' }),
      )
    } finally {
      alternate.remove()
      vi.doUnmock('@/lib/client/settings')
    }
  })

  it('is not shown when the server enables a single language', () => {
    wrap(<LanguageSwitcher languages={['es']} />)
    expect(screen.queryByRole('navigation', { name: 'Idioma' })).toBeNull()
  })
})
