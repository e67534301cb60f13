import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { NextIntlClientProvider } from 'next-intl'
import type { ComponentProps } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { sessionExpiryKey } from '@/lib/client/auth-session'
import type { Locale } from '@/lib/contract/locales'
import english from '@/messages/en.json'
import spanish from '@/messages/es.json'
import { StarRating } from './star-rating'

vi.mock('@/lib/i18n/navigation', () => ({
  usePathname: () => '/resources/un-libro',
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
}))

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  Cookies.remove('logged-in')
  localStorage.clear()
})
afterAll(() => server.close())

function signIn() {
  Cookies.set('logged-in', 'true')
  // Far from expiring: no token refresh before the calls.
  localStorage.setItem(sessionExpiryKey, new Date(Date.now() + 60 * 24 * 60 * 60 * 1000).toISOString())
}

function serveMyStars(myStars: number | null) {
  server.use(http.get('*/api/resources/7/stars/me', () => HttpResponse.json({ my_stars: myStars })))
}

function renderWidget(locale: Locale = 'es', props: Partial<ComponentProps<typeof StarRating>> = {}) {
  const messages = locale === 'es' ? spanish : english
  render(
    <NextIntlClientProvider
      locale={locale}
      messages={{ StarRating: messages.StarRating, Errors: messages.Errors }}
    >
      <QueryClientProvider client={new QueryClient()}>
        <StarRating kind="resource" id={7} average={4.5} count={2} {...props} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  )
  return userEvent.setup({ delay: null })
}

describe('StarRating', () => {
  it('shows the average and count, and asks a visitor to sign in and come back', () => {
    renderWidget()
    expect(screen.getByText('4,5 de 5 · 2 votos')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Inicia sesión para valorar este recurso' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fresources%2Fun-libro',
    )
    expect(screen.queryByRole('group')).not.toBeInTheDocument()
  })

  it('says when nobody has voted yet', () => {
    renderWidget('en', { average: null, count: 0 })
    expect(screen.getByText('No ratings yet')).toBeInTheDocument()
  })

  it('lets a signed-in person choose stars in a named group, vote, and see the new average', async () => {
    signIn()
    serveMyStars(null)
    let sent: unknown
    server.use(
      http.patch('*/api/resources/7/stars', async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ stars_average: 4.3, stars_count: 3, my_stars: 4 })
      }),
    )
    const user = renderWidget('en')
    const group = await screen.findByRole('group', { name: 'Your rating' })
    expect(group).toBeInTheDocument()
    for (const stars of [1, 2, 3, 4, 5]) {
      expect(
        screen.getByRole('radio', { name: `${stars} ${stars === 1 ? 'star' : 'stars'} out of 5` }),
      ).toBeInTheDocument()
    }
    await user.click(screen.getByRole('radio', { name: '4 stars out of 5' }))
    await user.click(screen.getByRole('button', { name: 'Send rating' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Your rating has been recorded.')
    expect(sent).toEqual({ stars: 4 })
    expect(screen.getByText('4.3 out of 5 · 3 votes')).toBeInTheDocument()
    expect(screen.getByText('Your rating: 4 stars out of 5.')).toBeInTheDocument()
    expect(screen.queryByRole('group')).not.toBeInTheDocument()
  })

  it('asks for a choice before sending anything', async () => {
    signIn()
    serveMyStars(null)
    const user = renderWidget('en')
    await user.click(await screen.findByRole('button', { name: 'Send rating' }))
    expect(screen.getByText('Choose from 1 to 5 stars.')).toBeInTheDocument()
  })

  it('shows the vote already given instead of the form', async () => {
    signIn()
    serveMyStars(3)
    renderWidget()
    expect(await screen.findByText('Tu valoración: 3 estrellas de 5.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Enviar valoración' })).not.toBeInTheDocument()
  })

  it('says so when the person had already voted (409), then shows their vote', async () => {
    signIn()
    let calls = 0
    server.use(
      http.get('*/api/resources/7/stars/me', () => HttpResponse.json({ my_stars: calls > 0 ? 2 : null })),
      http.patch('*/api/resources/7/stars', () => {
        calls++
        return HttpResponse.json({ detail: 'RATING_ALREADY_EXISTS' }, { status: 409 })
      }),
    )
    const user = renderWidget()
    await user.click(await screen.findByRole('radio', { name: '5 estrellas de 5' }))
    await user.click(screen.getByRole('button', { name: 'Enviar valoración' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(spanish.Errors.RATING_ALREADY_EXISTS)
    expect(await screen.findByText('Tu valoración: 2 estrellas de 5.')).toBeInTheDocument()
    expect(screen.getByText('4,5 de 5 · 2 votos')).toBeInTheDocument()
  })

  it('keeps the choice and says what happened when the server cannot be reached', async () => {
    signIn()
    serveMyStars(null)
    server.use(http.patch('*/api/resources/7/stars', () => HttpResponse.error()))
    const user = renderWidget('en')
    await user.click(await screen.findByRole('radio', { name: '2 stars out of 5' }))
    await user.click(screen.getByRole('button', { name: 'Send rating' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(english.Errors.network)
    expect(screen.getByRole('radio', { name: '2 stars out of 5' })).toBeChecked()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send rating' })).toBeEnabled())
  })
})
