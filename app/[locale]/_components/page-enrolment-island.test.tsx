import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { markSignedIn, setupApiServer } from '@/tests/support/browser-session'
import { renderWithProviders } from '@/tests/support/components'
import { enrolmentState } from '@/tests/support/enrolment-state'
import { PageEnrolmentIsland } from './page-enrolment-island'

vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/support/components')).navigationAt('/events/visita-archivo'),
)

const server = setupApiServer()

const state = enrolmentState({
  enrolment_closes_at: null,
  slots_left: 2,
  max_companions: 0,
  me: { group: 'collegiates', refusal: 'status', application: null },
})

/** The API answers as the server would: the caller's part only with the session's cookies. */
function serveState() {
  server.use(
    http.get('*/api/public/events/12/enrolment', ({ request }) =>
      HttpResponse.json(request.credentials === 'omit' ? { ...state, me: null } : state),
    ),
  )
}

const renderPage = () =>
  renderWithProviders(
    <PageEnrolmentIsland eventId={12}>
      <p>Cached availability</p>
    </PageEnrolmentIsland>,
    { namespaces: ['Enrolment', 'Events', 'Applications', 'Errors'] },
  )

describe('PageEnrolmentIsland', () => {
  it('shows a visitor who is not signed in the places and the way to sign in', async () => {
    serveState()
    renderPage()
    expect(await screen.findByText('2 places left of 3')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Sign in to enrol' })).toBeVisible()
    expect(screen.queryByTestId('enrolment-refusal')).not.toBeInTheDocument()
  })

  it('shows a signed-in member what they may do', async () => {
    markSignedIn()
    serveState()
    renderPage()
    expect(await screen.findByTestId('enrolment-refusal')).toHaveTextContent(
      /Your collegiate status does not allow you to enrol/,
    )
    expect(screen.getByText('2 places left of 3')).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Sign in to enrol' })).not.toBeInTheDocument()
  })
})
