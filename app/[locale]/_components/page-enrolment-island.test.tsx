import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { EnrolmentState } from '@/lib/contract/enrolment'
import { markSignedIn, setupApiServer } from '@/tests/support/browser-session'
import { renderWithProviders } from '@/tests/support/components'
import { PageEnrolmentIsland } from './page-enrolment-island'

vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/support/components')).navigationAt('/events/visita-archivo'),
)

const server = setupApiServer()

const state: EnrolmentState = {
  event_id: 12,
  kind: 'event',
  availability: 'open',
  starts_at: '2026-12-10T10:00:00.000Z',
  enrolment_opens_at: null,
  enrolment_closes_at: null,
  slots: 3,
  slots_left: 2,
  max_companions: 0,
  waiting: 0,
  price_cents: null,
  member_price_cents: null,
  requires_documents: false,
  admitted_groups: ['collegiates'],
  me: { group: 'collegiates', refusal: 'status', application: null },
}

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
