import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { Movement, MovementPage } from '@/lib/contract/movements'
import { setupApiServer } from '@/tests/support/browser-session'
import { renderWithProviders } from '@/tests/support/components'
import { MovementsPanel } from './movements-panel'

vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams() }))
vi.mock('@/lib/i18n/navigation', async () => ({
  ...(await import('@/tests/support/components')).navigationAt('/my-movements'),
  useRouter: () => ({ push: vi.fn() }),
}))

const server = setupApiServer()

const fee: Movement = {
  id: '0b7c6f1e-3d2a-4c5b-9e8f-7a6b5c4d3e2f',
  transaction_number: 'C-2026-000001',
  date: '2026-01-01',
  due_date: '2026-01-31',
  type: 'C',
  fee_period: '2026-Q1',
  course: null,
  description: null,
  amount_cents: 5000,
  discount_percent: 0,
  total_cents: 5000,
  unpaid_commission_cents: 0,
  status: 'paid',
  invoice_number: 'FAC-2026-000007',
  invoice_corrections: [
    { number: 'FR-2026-000002', issued_on: '2026-03-04', method: 'differences', amount_cents: -500 },
    { number: 'FR-2026-000005', issued_on: '2026-04-10', method: 'substitution', amount_cents: 4000 },
  ],
  concept: 'fee',
  payable: false,
  open_payment: null,
}

const page = (items: Movement[]): MovementPage => ({
  items,
  total: items.length,
  skip: 0,
  limit: 20,
  summary: { paid_cents: 5000, pending_cents: 0 },
})

describe('MovementsPanel', () => {
  it('shows an invoice as corrected, with each rectificativa’s number, date, amount and download', async () => {
    server.use(http.get('*/api/public/collegiate-transactions', () => HttpResponse.json(page([fee]))))
    renderWithProviders(<MovementsPanel />, { namespaces: ['Movements', 'Errors'] })

    const card = (await screen.findAllByRole('listitem')).find((item) =>
      within(item).queryByRole('heading', { name: /C-2026-000001/ }),
    )!
    expect(within(card).getByRole('link', { name: 'Download invoice FAC-2026-000007' })).toBeVisible()
    expect(within(card).getByText('Invoice corrected')).toBeVisible()
    const lowered = within(card).getByRole('link', { name: 'Download corrective invoice FR-2026-000002' })
    expect(lowered).toHaveAttribute(
      'href',
      `/api/public/collegiate-transactions/${fee.id}/invoice-corrections/FR-2026-000002?lang=en`,
    )
    const first = lowered.closest('li')!
    expect(first).toHaveTextContent('Corrects invoice FAC-2026-000007')
    expect(first).toHaveTextContent('Issued on Mar 4, 2026')
    expect(first).toHaveTextContent(/Difference: -€5\.00/)
    const second = within(card)
      .getByRole('link', { name: 'Download corrective invoice FR-2026-000005' })
      .closest('li')!
    expect(second).toHaveTextContent('Issued on Apr 10, 2026')
    expect(second).toHaveTextContent(/New total: €40\.00/)
  })
})
