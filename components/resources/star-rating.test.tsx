import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ComponentProps } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { Locale } from '@/lib/contract/locales'
import english from '@/messages/en.json'
import spanish from '@/messages/es.json'
import { markSignedIn, setupApiServer } from '@/tests/support/browser-session'
import { renderWithProviders } from '@/tests/support/components'
import { StarRating } from './star-rating'

vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/support/components')).navigationAt('/resources/un-libro'),
)

const server = setupApiServer()

/** The live rating matches the cached page's (4,5 · 2 votes) unless a test says otherwise. */
function serveMyStars(myStars: number | null, live = { stars_average: 4.5, stars_count: 2 }) {
  server.use(http.get('*/api/resources/7/stars/me', () => HttpResponse.json({ ...live, my_stars: myStars })))
}

function renderWidget(locale: Locale = 'es', props: Partial<ComponentProps<typeof StarRating>> = {}) {
  return renderWithProviders(<StarRating kind="resource" id={7} average={4.5} count={2} {...props} />, {
    locale,
    namespaces: ['StarRating', 'Errors'],
  })
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
    markSignedIn()
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
    markSignedIn()
    serveMyStars(null)
    const user = renderWidget('en')
    await user.click(await screen.findByRole('button', { name: 'Send rating' }))
    expect(screen.getByText('Choose from 1 to 5 stars.')).toBeInTheDocument()
  })

  it('shows the vote already given instead of the form', async () => {
    markSignedIn()
    serveMyStars(3)
    renderWidget()
    expect(await screen.findByText('Tu valoración: 3 estrellas de 5.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Enviar valoración' })).not.toBeInTheDocument()
  })

  it('shows the live average beside the member’s vote when the cached page is older than the vote', async () => {
    markSignedIn()
    serveMyStars(4, { stars_average: 4, stars_count: 1 })
    renderWidget('es', { average: null, count: 0 })
    expect(await screen.findByText('Tu valoración: 4 estrellas de 5.')).toBeInTheDocument()
    expect(screen.getByText('4,0 de 5 · 1 voto')).toBeInTheDocument()
    expect(screen.queryByText('Todavía sin valoraciones')).not.toBeInTheDocument()
  })

  it('says so when the person had already voted (409), then shows their vote', async () => {
    markSignedIn()
    let calls = 0
    server.use(
      http.get('*/api/resources/7/stars/me', () =>
        HttpResponse.json({ stars_average: 4.5, stars_count: 2, my_stars: calls > 0 ? 2 : null }),
      ),
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
    markSignedIn()
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
