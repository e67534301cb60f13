import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { Loan, LoanPage } from '@/lib/contract/loans'
import english from '@/messages/en.json'
import { setupApiServer } from '@/tests/support/browser-session'
import { renderWithProviders } from '@/tests/support/components'
import { LoansPanel } from './loans-panel'

vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/support/components')).navigationAt('/my-resources'),
)

const server = setupApiServer()

const loans = '*/api/public/collegiates/resources/loans'

const resource = (id: number, title: string) => ({
  id,
  title,
  slug: `resource-${id}`,
  format: 'book' as const,
})

const overdue: Loan = {
  id: '0b7c6f1e-3d2a-4c5b-9e8f-7a6b5c4d3e2f',
  status: 'on_loan',
  overdue: true,
  days_overdue: 8,
  requested_at: '2026-10-10T09:00:00.000Z',
  starts_on: '2026-10-12',
  due_on: '2026-11-11',
  returned_on: null,
  resource: resource(4, 'Clinical research methods'),
}
const returned: Loan = {
  ...overdue,
  id: '1c8d7e6f-5a4b-4c3d-8e2f-1a0b9c8d7e6f',
  status: 'returned',
  overdue: false,
  days_overdue: 0,
  starts_on: '2026-05-02',
  due_on: '2026-06-01',
  returned_on: '2026-05-28',
  resource: resource(1, 'Patient autonomy guide'),
}

const page = (items: Loan[]): LoanPage => ({ items, total: items.length, skip: 0, limit: 50 })

function renderPanel() {
  return renderWithProviders(<LoansPanel />, { namespaces: ['Loans', 'Errors'] })
}

describe('LoansPanel', () => {
  it('shows the open loans with their due date and delay first, then the history', async () => {
    let asked: URL | undefined
    server.use(
      http.get(loans, ({ request }) => {
        asked = new URL(request.url)
        return HttpResponse.json(page([overdue, returned]))
      }),
    )
    renderPanel()
    const current = await screen.findByRole('region', { name: 'Current loans' })
    const item = within(current).getByRole('listitem')
    expect(item).toHaveTextContent('On loan · due back by Nov 11, 2026')
    expect(within(item).getByRole('alert', { hidden: true })).toHaveTextContent('Overdue by 8 days.')
    expect(within(item).getByRole('link', { name: 'Clinical research methods' })).toHaveAttribute(
      'href',
      '/resources/resource-4',
    )
    expect(screen.getByText('Returned and cancelled loans, latest first').tagName).toBe('CAPTION')
    const row = screen.getByText('Patient autonomy guide').closest('tr')!
    expect(row).toHaveTextContent('Returned')
    expect(row).toHaveTextContent('May 28, 2026')
    expect(asked?.searchParams.get('lang')).toBe('en')
  })

  it('says when there are no loans and links to the resources', async () => {
    server.use(http.get(loans, () => HttpResponse.json(page([]))))
    renderPanel()
    expect(await screen.findByText('You have not borrowed anything yet.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Browse the library resources' })).toHaveAttribute(
      'href',
      '/resources',
    )
  })

  it('offers a retry when the loans cannot be loaded', async () => {
    server.use(http.get(loans, () => HttpResponse.json({ detail: 'SERVICE_UNAVAILABLE' }, { status: 503 })))
    const user = renderPanel()
    expect(await screen.findByText(/Your loans could not be loaded\./)).toBeVisible()
    server.use(http.get(loans, () => HttpResponse.json(page([returned]))))
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('table')).toBeVisible()
    expect(screen.getByText('You have no current loans.')).toBeVisible()
  })

  it('cancels a request after a confirmation, then shows the refreshed list', async () => {
    const requested: Loan = {
      ...overdue,
      id: '2d9e8f7a-6b5c-4d4e-9f3a-2b1c0d9e8f7a',
      status: 'requested',
      overdue: false,
      days_overdue: 0,
      starts_on: null,
      due_on: null,
      resource: resource(5, 'Nursing ethics'),
    }
    let cancelled = false
    server.use(
      http.get(loans, () =>
        HttpResponse.json(page(cancelled ? [{ ...requested, status: 'cancelled' }] : [requested])),
      ),
      http.post(`${loans}/:id/cancel`, ({ params }) => {
        expect(params.id).toBe(requested.id)
        cancelled = true
        return HttpResponse.json({ ...requested, status: 'cancelled' })
      }),
    )
    const user = renderPanel()
    await user.click(await screen.findByRole('button', { name: 'Cancel request' }))
    const question = screen.getByRole('group', {
      name: 'Do you want to cancel your request for “Nursing ethics”?',
    })
    // Keeping it changes nothing.
    await user.click(within(question).getByRole('button', { name: 'No, keep it' }))
    expect(cancelled).toBe(false)
    expect(screen.getByRole('button', { name: 'Cancel request' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Cancel request' }))
    expect(screen.getByRole('button', { name: 'Yes, cancel it' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your request for “Nursing ethics” has been cancelled.',
    )
    expect(screen.getByRole('heading', { name: 'Current loans' })).toHaveFocus()
    expect(await screen.findByText('You have no current loans.')).toBeVisible()
    expect(screen.getByText('Nursing ethics').closest('tr')).toHaveTextContent('Cancelled')
  })

  it('says why a request could not be cancelled, in the page language', async () => {
    const requested: Loan = { ...overdue, status: 'requested', overdue: false, days_overdue: 0 }
    server.use(
      http.get(loans, () => HttpResponse.json(page([requested]))),
      http.post(`${loans}/:id/cancel`, () =>
        HttpResponse.json({ detail: 'LOAN_NOT_CANCELLABLE' }, { status: 409 }),
      ),
    )
    const user = renderPanel()
    await user.click(await screen.findByRole('button', { name: 'Cancel request' }))
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(english.Errors.LOAN_NOT_CANCELLABLE)
    expect(screen.getByRole('button', { name: 'Cancel request' })).toHaveFocus()
  })
})
