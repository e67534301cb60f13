import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import { NextIntlClientProvider } from 'next-intl'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ThemeSettingsProvider } from '@/components/providers/theme-settings'
import { closeConsentSettings } from '@/lib/client/consent'
import { consentCookieName, consentVersion, createConsentRecord } from '@/lib/client/consent-record'
import { settingsDefaults } from '@/lib/contract/settings'
import messages from '@/messages/es.json'
import { CookieConsent } from './cookie-consent'
// Loaded on demand by the banner: imported here so that opening it waits for no module under a busy machine.
import './cookie-consent-dialog'
import { CookieSettingsButton } from './cookie-settings-button'

const id = 'G-TEST123'
const gaCookies = ['_ga', '_ga_TEST123', '_gid', '_gat']
const flags = window as unknown as Record<string, unknown>

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/components')).navigationAt('/'))

const cookiePolicy = {
  label: 'Política de cookies',
  url: '/politica-de-cookies',
  target: '_self' as const,
  icon: null,
  hidden: false,
  need_login: false,
  is_public: true,
  color: null,
}

// The site's theme settings, as the layout provides them: the settings dialog draws with MUI in that theme.
const page = (analyticsId: string | null = id, footer?: ReactNode) => (
  <ThemeSettingsProvider settings={settingsDefaults}>
    <NextIntlClientProvider locale="es" messages={messages}>
      <CookieConsent analyticsId={analyticsId} owner="Colegio Oficial Demo" policies={[cookiePolicy]} />
      <main id="main-content" tabIndex={-1}>
        Contenido
      </main>
      {footer}
    </NextIntlClientProvider>
  </ThemeSettingsProvider>
)

const banner = () => screen.queryByRole('region', { name: 'Cookies en este portal' })
const gtagScripts = () => document.querySelectorAll('script[src^="https://www.googletagmanager.com/"]')
const storedConsent = () => JSON.parse(Cookies.get(consentCookieName) ?? 'null')
const storeConsent = (fields: object) =>
  Cookies.set(
    consentCookieName,
    JSON.stringify({ ...createConsentRecord({ analytics: false, functional: false }), ...fields }),
  )

afterEach(() => {
  act(() => closeConsentSettings())
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' })
  document.head.querySelectorAll('script').forEach((script) => script.remove())
  delete window.gtag
  delete window.dataLayer
  delete flags[`ga-disable-${id}`]
})

describe('CookieConsent', () => {
  it('shows the banner, with nothing from a third party, while the visitor has not answered', () => {
    render(page())
    const region = banner()!
    expect(region).toBeVisible()
    // A short first layer (AEPD's guide): who, and that only the necessary ones are used without a yes.
    expect(region).toHaveTextContent(
      'Colegio Oficial Demo usa cookies necesarias y, solo si lo permites, cookies de analítica y funcionales.',
    )
    expect(gtagScripts()).toHaveLength(0)
    expect(window.gtag).toBeUndefined()
  })

  it('offers accepting, rejecting and configuring alike: same element, variant, colour and size', () => {
    render(page())
    const buttons = within(banner()!).getAllByRole('button')
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Aceptar todas',
      'Rechazar todas',
      'Configurar',
    ])
    expect(new Set(buttons.map((button) => button.className)).size).toBe(1)
  })

  it('after "Reject all" stores the answer, removes the _ga cookies, loads nothing and focuses the main content', async () => {
    for (const name of gaCookies) Cookies.set(name, 'GA1.1.1.1', { path: '/' })
    const user = userEvent.setup()
    render(page())
    await user.click(screen.getByRole('button', { name: 'Rechazar todas' }))

    expect(banner()).toBeNull()
    expect(storedConsent()).toMatchObject({ version: consentVersion, analytics: false, functional: false })
    for (const name of gaCookies) expect(Cookies.get(name), name).toBeUndefined()
    expect(flags[`ga-disable-${id}`]).toBe(true)
    expect(gtagScripts()).toHaveLength(0)
    expect(screen.getByRole('main')).toHaveFocus()
  })

  it('loads the Google tag only after "Accept all", and only with a valid id', async () => {
    const user = userEvent.setup()
    render(page())
    expect(gtagScripts()).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Aceptar todas' }))

    expect(storedConsent()).toMatchObject({ analytics: true, functional: true })
    expect(gtagScripts()).toHaveLength(1)
    expect(gtagScripts()[0]).toHaveAttribute('src', `https://www.googletagmanager.com/gtag/js?id=${id}`)
  })

  it.each([null, 'G-1"></script><script>alert(1)</script>', 'https://evil.example/tag.js'])(
    'loads no tag after "Accept all" when the id is %j',
    async (analyticsId) => {
      const user = userEvent.setup()
      render(page(analyticsId))
      await user.click(screen.getByRole('button', { name: 'Aceptar todas' }))
      expect(storedConsent()).toMatchObject({ analytics: true })
      expect(document.querySelectorAll('script')).toHaveLength(0)
      expect(window.gtag).toBeUndefined()
    },
  )

  it('keeps a valid answer: no banner, and the tag loads right away when analytics was accepted', () => {
    storeConsent({ analytics: true })
    render(page())
    expect(banner()).toBeNull()
    expect(gtagScripts()).toHaveLength(1)
  })

  it('asks again when the answer is over a year old or of another version', () => {
    const yearAndADayAgo = new Date(Date.now() - 366 * 24 * 60 * 60 * 1000).toISOString()
    storeConsent({ analytics: true, date: yearAndADayAgo })
    const { unmount } = render(page())
    expect(banner()).toBeVisible()
    expect(gtagScripts()).toHaveLength(0)
    unmount()

    storeConsent({ analytics: true, version: consentVersion + 1 })
    render(page())
    expect(banner()).toBeVisible()
    expect(gtagScripts()).toHaveLength(0)
  })

  it('stores the cookie for a year, for the whole site, SameSite=Lax', async () => {
    const set = vi.spyOn(Cookies, 'set')
    const user = userEvent.setup()
    render(page())
    await user.click(screen.getByRole('button', { name: 'Rechazar todas' }))
    expect(set).toHaveBeenCalledWith(consentCookieName, expect.any(String), {
      expires: 365,
      path: '/',
      sameSite: 'Lax',
      secure: false,
    })
  })
})

describe('cookie settings dialog', () => {
  it('opens from "Configure" with every optional category off, and saves the chosen ones', async () => {
    const user = userEvent.setup()
    render(page())
    await user.click(screen.getByRole('button', { name: 'Configurar' }))
    const dialog = await screen.findByRole('dialog', { name: 'Configuración de cookies' })

    const necessary = within(dialog).getByRole('switch', { name: 'Cookies necesarias (siempre activas)' })
    expect(necessary).toBeChecked()
    expect(necessary).toBeDisabled()
    const analytics = within(dialog).getByRole('switch', { name: 'Permitir las cookies de analítica' })
    const functional = within(dialog).getByRole('switch', { name: 'Permitir las cookies funcionales' })
    expect(analytics).not.toBeChecked()
    expect(functional).not.toBeChecked()
    for (const name of ['_ga', '_gid', '_gat']) expect(within(dialog).getByText(name)).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'Política de cookies' })).toHaveAttribute(
      'href',
      '/politica-de-cookies',
    )

    analytics.focus()
    await user.keyboard(' ')
    expect(analytics).toBeChecked()
    await user.click(within(dialog).getByRole('button', { name: 'Guardar mi elección' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(banner()).toBeNull()
    expect(storedConsent()).toMatchObject({ analytics: true, functional: false })
    expect(gtagScripts()).toHaveLength(1)
    expect(screen.getByRole('main')).toHaveFocus()
  })

  it('closes with Escape without answering, so the banner stays', async () => {
    const user = userEvent.setup()
    render(page())
    await user.click(screen.getByRole('button', { name: 'Configurar' }))
    await screen.findByRole('dialog')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(banner()).toBeVisible()
    expect(Cookies.get(consentCookieName)).toBeUndefined()
  })

  it('reopens from the footer showing the stored choice, and withdrawing consent removes the cookies', async () => {
    storeConsent({ analytics: true })
    const user = userEvent.setup()
    render(page(id, <CookieSettingsButton />))
    expect(gtagScripts()).toHaveLength(1)
    for (const name of gaCookies) Cookies.set(name, 'GA1.1.1.1', { path: '/' })

    const settingsButton = screen.getByRole('button', { name: 'Configuración de cookies' })
    expect(settingsButton.tagName).toBe('BUTTON')
    await user.click(settingsButton)
    const dialog = await screen.findByRole('dialog', { name: 'Configuración de cookies' })
    expect(within(dialog).getByRole('switch', { name: 'Permitir las cookies de analítica' })).toBeChecked()
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar todas' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(storedConsent()).toMatchObject({ analytics: false, functional: false })
    expect(flags[`ga-disable-${id}`]).toBe(true)
    for (const name of gaCookies) expect(Cookies.get(name), name).toBeUndefined()
    expect(settingsButton).toHaveFocus()
  })
})
