import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { setupApiServer } from '@/tests/support/browser-session'
import { renderWithProviders } from '@/tests/support/components'
import { enrolmentState } from '@/tests/support/enrolment-state'
import { EnrolmentLoadFailed } from './enrolment-load-failed'
import { PublicEnrolmentIsland } from './public-enrolment-island'

vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/support/components')).navigationAt('/events/visita-archivo'),
)

const server = setupApiServer()
const stateUrl = '*/api/public/events/12/enrolment'

const state = enrolmentState({ slots_left: 1, me: null })

function renderIsland() {
  return renderWithProviders(
    <PublicEnrolmentIsland eventId={12} parts={{ LoadFailed: EnrolmentLoadFailed }}>
      <p>Cached availability</p>
    </PublicEnrolmentIsland>,
    { namespaces: ['Enrolment', 'Events', 'Errors'] },
  )
}

describe('PublicEnrolmentIsland', () => {
  it('shows the places as they are now, asked without the session, and a sign-in link', async () => {
    const credentials: string[] = []
    server.use(
      http.get(stateUrl, ({ request }) => {
        credentials.push(request.credentials)
        return HttpResponse.json(state)
      }),
    )
    renderIsland()
    expect(screen.getByText('Cached availability')).toBeVisible()
    expect(await screen.findByText('1 place left of 3')).toBeVisible()
    expect(screen.queryByText('Cached availability')).not.toBeInTheDocument()
    expect(screen.getByTestId('event-availability')).toHaveTextContent(/^Enrolment is open until/)
    expect(screen.getByRole('link', { name: 'Sign in to enrol' })).toHaveAttribute(
      'href',
      `/login?${new URLSearchParams({ redirect: '/en/events/visita-archivo' })}`,
    )
    expect(credentials).toEqual(['omit'])
  })

  it('offers no sign-in once enrolment has ended, and says how many wait', async () => {
    server.use(
      http.get(stateUrl, () =>
        HttpResponse.json({
          ...state,
          availability: 'closed_ended',
          slots: null,
          slots_left: null,
          waiting: 2,
        }),
      ),
    )
    renderIsland()
    expect(await screen.findByText('No limit on places')).toBeVisible()
    expect(screen.getByText(/^2 people/)).toBeVisible()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it.each([
    ['the API fails', () => HttpResponse.json({ detail: 'INTERNAL_ERROR' }, { status: 500 })],
    ['the answer is not an enrolment state', () => HttpResponse.json({ ...state, slots_left: 'many' })],
  ])('keeps the cached places and offers to try again when %s', async (_case, failure) => {
    server.use(
      http.get(stateUrl, failure, { once: true }),
      http.get(stateUrl, () => HttpResponse.json(state)),
    )
    const user = renderIsland()
    expect(
      await screen.findByText('We could not check the places and your enrolment right now.'),
    ).toBeVisible()
    expect(screen.getByText('Cached availability')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('1 place left of 3')).toBeVisible()
    expect(
      screen.queryByText('We could not check the places and your enrolment right now.'),
    ).not.toBeInTheDocument()
  })
})
