import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { Application } from '@/lib/contract/applications'
import type { EnrolmentState } from '@/lib/contract/enrolment'
import { markSignedIn, setupApiServer } from '@/tests/support/browser-session'
import { renderWithProviders } from '@/tests/support/components'
import { enrolmentState } from '@/tests/support/enrolment-state'
import { EnrolmentForm } from './enrolment-form'
import { EnrolmentIsland } from './enrolment-island'
import { EnrolmentLoadFailed } from './enrolment-load-failed'

vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/support/components')).navigationAt('/events/visita-archivo'),
)

const server = setupApiServer()

const stateUrl = '*/api/public/events/12/enrolment'
const applyUrl = '*/api/public/collegiates/events/applications'

const base = enrolmentState()

const application: Application = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  status: 'accepted',
  companions: 2,
  waitlist_position: null,
  amount_due_cents: 0,
  movement: null,
  cancellable: true,
  created_at: '2026-11-22T09:00:00.000Z',
  updated_at: '2026-11-22T09:00:00.000Z',
  event: {
    id: 12,
    kind: 'event',
    slug: 'visita-archivo',
    title: 'Visita guiada al archivo histórico del Colegio',
    starts_at: '2026-12-10T10:00:00.000Z',
    ends_at: '2026-12-10T12:00:00.000Z',
    mode: null,
    venue: 'Sede del Colegio',
    city: 'Madrid',
    address: null,
    price_cents: null,
    member_price_cents: null,
    hours: null,
    published: true,
  },
}

/** The state the API answers, changed by successful applications as the server would. */
function serveState(initial: EnrolmentState) {
  let state = initial
  server.use(http.get(stateUrl, () => HttpResponse.json(state)))
  return (next: EnrolmentState) => (state = next)
}

function renderIsland() {
  return renderWithProviders(
    <EnrolmentIsland eventId={12} parts={{ Form: EnrolmentForm, LoadFailed: EnrolmentLoadFailed }}>
      <p>Cached availability</p>
    </EnrolmentIsland>,
    { namespaces: ['Enrolment', 'Events', 'Applications', 'Errors'] },
  )
}

describe('EnrolmentIsland', () => {
  it('shows the live places and a sign-in link that comes back when signed out', async () => {
    serveState({ ...base, slots_left: 1, waiting: 0, me: null })
    renderIsland()
    expect(await screen.findByText('1 place left of 3')).toBeVisible()
    expect(screen.queryByText('Cached availability')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in to enrol' })).toHaveAttribute(
      'href',
      `/login?${new URLSearchParams({ redirect: '/en/events/visita-archivo' })}`,
    )
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
  })

  it('says why a signed-in member may not enrol', async () => {
    markSignedIn()
    serveState({ ...base, me: { group: 'collegiates', refusal: 'status', application: null } })
    renderIsland()
    expect(await screen.findByText(/Your collegiate status does not allow you to enrol/)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Enrol' })).not.toBeInTheDocument()
  })

  it('checks the companions against the event, then enrols with an Idempotency-Key and shows the place', async () => {
    markSignedIn()
    const setState = serveState(base)
    const sent: Array<{ body: unknown; key: string | null }> = []
    server.use(
      http.post(applyUrl, async ({ request }) => {
        sent.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') })
        setState({ ...base, slots_left: 0, me: { ...base.me!, application } })
        return HttpResponse.json(application, { status: 201 })
      }),
    )
    const user = renderIsland()
    const companions = await screen.findByRole('spinbutton', { name: 'Companions' })
    expect(companions).toHaveAccessibleDescription(
      'People who come with you, from 0 to 2. Each one takes a place.',
    )
    await user.clear(companions)
    await user.type(companions, '3')
    await user.click(screen.getByRole('button', { name: 'Enrol' }))
    expect(await screen.findByText('Enter a whole number from 0 to 2.')).toBeVisible()
    expect(companions).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toEqual([])

    await user.clear(companions)
    await user.type(companions, '2')
    await user.click(screen.getByRole('button', { name: 'Enrol' }))
    expect(await screen.findByText('Done: you have a place.')).toBeVisible()
    expect(sent).toEqual([
      {
        body: { event_id: 12, companions: 2, waitlist: false },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ])
    expect(screen.getByText('Your application: Accepted')).toBeVisible()
    expect(screen.getByText('Companions: 2')).toBeVisible()
    expect(screen.getByRole('link', { name: /See my application/ })).toHaveAttribute(
      'href',
      `/my-events/${application.id}`,
    )
  })

  it('offers the waiting list when full, and says the place on it', async () => {
    markSignedIn()
    const setState = serveState({ ...base, availability: 'closed_full', slots_left: 0, waiting: 2 })
    let body: unknown
    server.use(
      http.post(applyUrl, async ({ request }) => {
        body = await request.json()
        const waiting = { ...application, status: 'received' as const, companions: 0, waitlist_position: 3 }
        setState({
          ...base,
          availability: 'closed_full',
          slots_left: 0,
          waiting: 3,
          me: { ...base.me!, application: waiting },
        })
        return HttpResponse.json(waiting, { status: 201 })
      }),
    )
    const user = renderIsland()
    expect(await screen.findByText('2 people on the waiting list')).toBeVisible()
    // The form's code loads once the state says it is offered.
    await user.click(await screen.findByRole('button', { name: 'Join the waiting list' }))
    expect(await screen.findByText(/You are on the waiting list, number 3/)).toBeVisible()
    expect(body).toEqual({ event_id: 12, companions: 0, waitlist: true })
    expect(screen.getByText(/You are number 3 on the waiting list/)).toBeVisible()
  })

  it('shows an existing application with its amount due', async () => {
    markSignedIn()
    serveState({
      ...base,
      me: {
        ...base.me!,
        application: {
          ...application,
          status: 'received',
          amount_due_cents: 4500,
          movement: {
            id: '9d2f1c4e-1c8a-4f8e-9a51-2c3d4e5f6a7b',
            status: 'pending',
            total_cents: 4500,
            payable: true,
          },
        },
      },
    })
    renderIsland()
    expect(await screen.findByText('Your application: Received')).toBeVisible()
    expect(
      screen.getByText('Amount: €45.00. Pending payment: you can pay it from your enrolment.'),
    ).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Enrol' })).not.toBeInTheDocument()
  })

  it('asks to accept the price, and keeps what was typed when the API refuses', async () => {
    markSignedIn()
    serveState({ ...base, price_cents: 1500, member_price_cents: 1000 })
    const refusals = [
      { detail: { code: 'EVENT_CLOSED', reason: 'standby' } },
      { detail: 'NO_SLOTS_AVAILABLE' },
    ]
    const bodies: unknown[] = []
    server.use(
      http.post(applyUrl, async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json(refusals.shift(), { status: 409 })
      }),
    )
    const user = renderIsland()
    const companions = await screen.findByRole('spinbutton', { name: 'Companions' })
    await user.clear(companions)
    await user.type(companions, '1')
    expect(screen.getByText(/Enrolling costs €25.00/)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Enrol' }))
    expect(await screen.findByText('Confirm that you accept the price to enrol.')).toBeVisible()
    expect(bodies).toEqual([])

    await user.click(screen.getByRole('checkbox', { name: 'I accept paying €25.00 for this enrolment' }))
    await user.click(screen.getByRole('button', { name: 'Enrol' }))
    expect(await screen.findByText('Enrolment is paused for now. Please check again later.')).toBeVisible()
    expect(companions).toHaveValue(1)

    await user.click(screen.getByRole('button', { name: 'Enrol' }))
    const alert = await screen.findByText(/The last places have just been taken/)
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }))
    await waitFor(() => expect(bodies).toHaveLength(3))
    expect(bodies[2]).toEqual({ event_id: 12, companions: 1, waitlist: true })
    expect(alert).toBeInTheDocument()
  })
})
