import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { Application, ApplicationDetail } from '@/lib/contract/applications'
import { setupApiServer } from '@/tests/support/browser-session'
import { renderWithProviders } from '@/tests/support/components'
import { ApplicationDetailView } from './application-detail'
import { ApplicationsList } from './applications-list'

vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/support/components')).navigationAt('/my-courses'),
)

const server = setupApiServer()

const applications = '*/api/public/collegiates/events/applications'

const course: Application = {
  id: '5d1c3f0e-8a7b-4c2d-9e1f-0a1b2c3d4e5f',
  status: 'pending_documents',
  companions: 0,
  waitlist_position: null,
  amount_due_cents: 30000,
  movement: null,
  cancellable: true,
  created_at: '2026-10-02T08:00:00.000Z',
  updated_at: '2026-10-05T08:00:00.000Z',
  event: {
    id: 21,
    kind: 'course',
    slug: 'curso-de-peritaje-judicial',
    title: 'Curso de peritaje judicial',
    starts_at: '2026-12-14T08:00:00.000Z',
    ends_at: '2026-12-16T12:00:00.000Z',
    mode: { id: 3, key: 'in-person', name: 'Presencial', color: null },
    venue: 'Sede del Colegio',
    city: 'Madrid',
    address: 'Calle de Almagro 12',
    price_cents: 18000,
    member_price_cents: 12000,
    hours: 20,
    published: true,
  },
}

const past: Application = {
  ...course,
  id: '6e2d4a1f-9b8c-4d3e-8f2a-1b2c3d4e5f60',
  status: 'accepted',
  created_at: '2026-08-01T08:00:00.000Z',
  event: { ...course.event, id: 30, slug: 'curso-antiguo', title: 'Curso antiguo', published: false },
}

function renderWith(locale: 'en' | 'es', children: React.ReactNode) {
  return renderWithProviders(children, { locale, namespaces: ['Applications', 'Errors', 'Attachments'] })
}

/** Answers the list as the API would, filtered by status, and records the queries asked. */
function serveList(items: Application[]) {
  const asked: URLSearchParams[] = []
  server.use(
    http.get(applications, ({ request }) => {
      const params = new URL(request.url).searchParams
      asked.push(params)
      const status = params.get('status')
      const matching = items.filter((item) => !status || item.status === status)
      return HttpResponse.json({ items: matching, total: matching.length, skip: 0, limit: 10 })
    }),
  )
  return asked
}

describe('ApplicationsList', () => {
  it('lists the applications with their status, dates in the page language and links', async () => {
    const asked = serveList([course, past])
    renderWith('en', <ApplicationsList group="collegiates" kind="course" />)
    const item = (await screen.findByRole('heading', { name: 'Curso de peritaje judicial' })).closest('li')!
    expect(within(item).getByText('Documents pending')).toBeVisible()
    expect(item).toHaveTextContent('December 14, 2026 – December 16, 2026 · Madrid')
    expect(item).toHaveTextContent('Applied on October 2, 2026')
    expect(within(item).getByRole('link', { name: 'Curso de peritaje judicial' })).toHaveAttribute(
      'href',
      `/my-courses/${course.id}`,
    )
    expect(
      within(item).getByRole('link', { name: 'Course page – Curso de peritaje judicial' }),
    ).toHaveAttribute('href', '/course/curso-de-peritaje-judicial')
    // An item no longer published has no public page to link to.
    const old = screen.getByRole('heading', { name: 'Curso antiguo' }).closest('li')!
    expect(within(old).queryByRole('link', { name: /Course page/ })).toBeNull()
    expect(screen.getByText('2 applications')).toBeVisible()
    expect(asked[0]?.get('kind')).toBe('course')
    expect(asked[0]?.get('lang')).toBe('en')
  })

  it('filters by status and offers to show them all when none match', async () => {
    const asked = serveList([course, past])
    const user = renderWith('en', <ApplicationsList group="collegiates" kind="course" />)
    await screen.findByText('2 applications')
    await user.selectOptions(screen.getByLabelText('Status'), 'Accepted')
    expect(await screen.findByText('1 application')).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'Curso de peritaje judicial' })).toBeNull()
    expect(asked.at(-1)?.get('status')).toBe('accepted')
    await user.selectOptions(screen.getByLabelText('Status'), 'Rejected')
    expect(await screen.findByText('You have no applications with the status “Rejected”.')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Show all statuses' }))
    expect(await screen.findByText('2 applications')).toBeVisible()
  })

  it('says when there are none yet and links to the public list', async () => {
    serveList([])
    renderWith('es', <ApplicationsList group="collegiates" kind="event" />)
    expect(await screen.findByText('Todavía no te has inscrito en ningún evento.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Ver los eventos del Colegio' })).toHaveAttribute(
      'href',
      '/events',
    )
  })

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true
    server.use(
      http.get(applications, () =>
        fail
          ? HttpResponse.json({ detail: 'Service Unavailable' }, { status: 503 })
          : HttpResponse.json({ items: [course], total: 1, skip: 0, limit: 10 }),
      ),
    )
    const user = renderWith('en', <ApplicationsList group="collegiates" kind="course" />)
    expect(await screen.findByText(/We could not load your applications\./)).toBeVisible()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Curso de peritaje judicial' })).toBeVisible()
  })
})

describe('ApplicationDetailView', () => {
  const detail: ApplicationDetail = {
    ...course,
    companions: 1,
    history: [
      { status: 'received', changed_at: '2026-10-02T08:00:00.000Z', note: null },
      { status: 'pending_documents', changed_at: '2026-10-05T08:00:00.000Z', note: 'Falta el título.' },
    ],
  }

  it('shows the status, what it means, the history, where and when, companions and price', async () => {
    server.use(
      http.get(`${applications}/${course.id}`, () => HttpResponse.json(detail)),
      http.get('*/api/public/events/applications/documents', () => HttpResponse.json([])),
    )
    renderWith('es', <ApplicationDetailView group="collegiates" kind="course" id={course.id} />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Curso de peritaje judicial' })).toBeVisible()
    expect(screen.getByText(/Necesitamos documentación/)).toBeVisible()
    const history = screen.getByRole('list', { name: 'Historial' })
    const changes = within(history).getAllByRole('listitem')
    expect(changes.map((change) => change.textContent)).toEqual([
      expect.stringContaining('Recibida'),
      expect.stringContaining('Falta el título.'),
    ])
    expect(screen.getByText('1 acompañante')).toBeVisible()
    expect(screen.getByText(/180,00\s€/)).toBeVisible()
    expect(screen.getByText(/120,00\s€/)).toBeVisible()
    expect(screen.getByText('Sede del Colegio, Calle de Almagro 12, Madrid')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Volver a mis cursos' })).toHaveAttribute('href', '/my-courses')
  })

  it("says so when the application is not the caller's", async () => {
    server.use(
      http.get(`${applications}/${course.id}`, () =>
        HttpResponse.json({ detail: 'APPLICATION_NOT_FOUND' }, { status: 404 }),
      ),
    )
    renderWith('en', <ApplicationDetailView group="collegiates" kind="course" id={course.id} />)
    expect(await screen.findByText('We could not find this application among yours.')).toBeVisible()
    expect(screen.getByRole('heading', { level: 1, name: 'Course application' })).toBeVisible()
  })
})
