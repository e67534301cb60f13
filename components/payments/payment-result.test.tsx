import { act, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PaymentDetail } from '@/lib/contract/payments'
import { setupApiServer } from '@/tests/support/browser-session'
import { renderWithProviders } from '@/tests/support/components'
import { PaymentResult } from './payment-result'

const paymentId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'

vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/support/components')).navigationAt('/payment/confirmation/ok'),
)
const search = vi.hoisted(() => ({ value: '' }))
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(search.value) }))

const server = setupApiServer()

const pending: PaymentDetail = {
  id: paymentId,
  movement_id: '3f2b8c1e-7d4a-4e5b-9c6d-1a2b3c4d5e6f',
  type: 'card_v2',
  status: 'pending',
  amount_cents: 9000,
  created_at: '2026-11-25T10:00:00.000Z',
  expires_at: '2026-11-25T10:10:00.000Z',
  settled_at: null,
  notified: false,
  transfer: null,
  charges: [],
  mandate: null,
}

/** Answers the payment as each of `states` in turn, then the last one for ever. */
function serve(...states: PaymentDetail[]) {
  let asked = 0
  server.use(
    http.get(`*/api/public/payments/${paymentId}`, () =>
      HttpResponse.json(states[Math.min(asked++, states.length - 1)]),
    ),
  )
  return () => asked
}

const render = () =>
  renderWithProviders(<PaymentResult />, { namespaces: ['PaymentReturn', 'PaymentResult', 'Errors'] })

afterEach(() => {
  vi.useRealTimers()
})

describe('PaymentResult', { timeout: 15_000 }, () => {
  it('waits for the notification, then says the payment went through and takes the focus there', async () => {
    search.value = `payment=${paymentId}`
    serve(pending, {
      ...pending,
      status: 'paid',
      notified: true,
      settled_at: '2026-11-25T10:01:00.000Z',
    })
    render()
    expect(
      await screen.findByText('Waiting for the confirmation of the card payment gateway…'),
    ).toBeInTheDocument()
    const outcome = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(outcome).toHaveTextContent('Payment completed. Thank you.')
    expect(outcome).toHaveFocus()
    expect(screen.getByRole('link', { name: 'Go to my payments' })).toHaveAttribute('href', '/my-movements')
  })

  it('says the payment was not completed when the gateway refused it', async () => {
    search.value = `payment=${paymentId}`
    serve({ ...pending, status: 'refused', notified: true, settled_at: '2026-11-25T10:01:00.000Z' })
    render()
    expect(await screen.findByRole('alert')).toHaveTextContent(/The payment was not completed/)
  })

  it('says the terminal is not responding when no notification comes, and looks again on request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    search.value = `payment=${paymentId}`
    const asked = serve(pending)
    const user = render()
    await screen.findByText('Waiting for the confirmation of the card payment gateway…')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(16_000)
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The card payment gateway is not responding.',
      {
        normalizeWhitespace: true,
      },
    )
    const before = asked()
    await user.click(screen.getByRole('button', { name: 'Check again' }))
    expect(
      await screen.findByText('Waiting for the confirmation of the card payment gateway…'),
    ).toBeInTheDocument()
    expect(asked()).toBeGreaterThan(before)
  })

  it('says so when the address names no payment', async () => {
    search.value = ''
    render()
    expect(await screen.findByRole('alert')).toHaveTextContent(/names none/)
  })
})
