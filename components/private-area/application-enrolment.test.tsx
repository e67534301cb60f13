import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { ApplicationDetail } from '@/lib/contract/applications'
import type { Attachment } from '@/lib/contract/attachments'
import { setupApiServer } from '@/tests/support/browser-session'
import { renderWithProviders } from '@/tests/support/components'
import { ApplicationDetailView } from './application-detail'
import { ApplicationsList } from './applications-list'

vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/support/components')).navigationAt('/my-events'),
)

const server = setupApiServer()

const applications = '*/api/public/collegiates/events/applications'
const documents = '*/api/public/events/applications/documents'

const visit: ApplicationDetail = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  status: 'received',
  companions: 0,
  waitlist_position: 2,
  amount_due_cents: 4500,
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
    price_cents: 4500,
    member_price_cents: 4500,
    hours: null,
    published: true,
  },
  history: [{ status: 'received', changed_at: '2026-11-22T09:00:00.000Z', note: null }],
}

function renderView(children: React.ReactNode) {
  return renderWithProviders(children, {
    namespaces: ['Applications', 'Errors', 'Attachments'],
    user: { applyAccept: false },
  })
}

/** The detail as the server holds it; a cancellation changes it. */
function serveDetail(initial: ApplicationDetail, cancel?: () => Response) {
  let detail = initial
  server.use(
    http.get(`${applications}/${initial.id}`, () => HttpResponse.json(detail)),
    http.post(`${applications}/${initial.id}/cancel`, () => {
      const refusal = cancel?.()
      if (refusal) return refusal
      detail = { ...detail, status: 'cancelled', cancellable: false, waitlist_position: null }
      return HttpResponse.json(detail)
    }),
  )
}

describe('an application to an event', () => {
  it('shows the waiting-list place, the amount due and the calendar link', async () => {
    serveDetail(visit)
    renderView(<ApplicationDetailView group="collegiates" kind="event" id={visit.id} />)
    expect(await screen.findByText('Waiting list: you are number 2')).toBeVisible()
    expect(screen.getByText(/€45.00, pending payment/)).toBeVisible()
    const calendar = screen.getByRole('link', { name: 'Add to my calendar (.ics)' })
    expect(calendar).toHaveAttribute(
      'href',
      `/api/public/collegiates/events/applications/${visit.id}/calendar`,
    )
    expect(calendar).toHaveAttribute('download')
    expect(screen.queryByRole('heading', { name: 'Documents' })).not.toBeInTheDocument()
  })

  it('cancels after confirming, says so and moves the focus to the status', async () => {
    serveDetail(visit)
    const user = renderView(<ApplicationDetailView group="collegiates" kind="event" id={visit.id} />)
    await user.click(await screen.findByRole('button', { name: 'Cancel my application' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your application?' })
    expect(dialog).toHaveAccessibleDescription(/You will give up your place in “Visita guiada/)
    await user.click(within(dialog).getByRole('button', { name: 'Keep my application' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.click(screen.getByRole('button', { name: 'Cancel my application' }))
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }))
    expect(await screen.findByText('Your application has been cancelled.')).toBeVisible()
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Status' })).toHaveFocus())
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Cancel my application' })).not.toBeInTheDocument(),
    )
    expect(screen.queryByRole('link', { name: 'Add to my calendar (.ics)' })).not.toBeInTheDocument()
  })

  it('says when it can no longer be cancelled', async () => {
    serveDetail(visit, () => HttpResponse.json({ detail: 'APPLICATION_NOT_CANCELLABLE' }, { status: 409 }))
    const user = renderView(<ApplicationDetailView group="collegiates" kind="event" id={visit.id} />)
    await user.click(await screen.findByRole('button', { name: 'Cancel my application' }))
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }))
    expect(
      await within(screen.getByRole('dialog')).findByText(/can no longer be cancelled: it is closed/),
    ).toBeVisible()
  })

  it('takes the documents an application waits for, and lists them', async () => {
    serveDetail({ ...visit, status: 'pending_documents', waitlist_position: null })
    let list: Attachment[] = []
    let sent: FormData | undefined
    server.use(
      http.get(documents, ({ request }) => {
        expect(new URL(request.url).searchParams.get('application_id')).toBe(visit.id)
        return HttpResponse.json(list)
      }),
      http.post(documents, async ({ request }) => {
        sent = await request.formData()
        const added: Attachment = {
          id: '0b7c6f1e-3d2a-4c5b-9e8f-7a6b5c4d3e2f',
          kind: 'other',
          filename: 'titulo.pdf',
          content_type: 'application/pdf',
          size: 2048,
          created_at: '2026-11-22T10:00:00.000Z',
        }
        list = [added]
        return HttpResponse.json(added, { status: 201 })
      }),
    )
    const user = renderView(<ApplicationDetailView group="collegiates" kind="event" id={visit.id} />)
    expect(await screen.findByText('You have not sent any document for this application yet.')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Add the document' }))
    expect(await screen.findByText('Choose the file you want to add.')).toBeVisible()
    expect(sent).toBeUndefined()

    await user.upload(
      screen.getByLabelText('File'),
      new File(['%PDF-1.4'], 'titulo.pdf', { type: 'application/pdf' }),
    )
    await user.click(screen.getByRole('button', { name: 'Add the document' }))
    expect(await screen.findByText('titulo.pdf has been sent.')).toBeVisible()
    expect(sent?.get('application_id')).toBe(visit.id)
    expect(await screen.findByRole('link', { name: 'Download titulo.pdf' })).toHaveAttribute(
      'href',
      '/api/public/collegiates/files/0b7c6f1e-3d2a-4c5b-9e8f-7a6b5c4d3e2f',
    )
  })

  it('says the waiting-list place in the list', async () => {
    server.use(
      http.get(applications, () => HttpResponse.json({ items: [visit], total: 1, skip: 0, limit: 10 })),
    )
    renderView(<ApplicationsList group="collegiates" kind="event" />)
    expect(await screen.findByText(/^Waiting list \(#2\)$/)).toBeVisible()
  })
})
