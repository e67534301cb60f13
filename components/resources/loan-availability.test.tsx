import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { Loan, ResourceAvailability } from '@/lib/contract/loans'
import type { Locale } from '@/lib/contract/locales'
import spanish from '@/messages/es.json'
import { markSignedIn, setupApiServer } from '@/tests/support/browser-session'
import { renderWithProviders } from '@/tests/support/components'
import { LoanAvailability } from './loan-availability'

vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/support/components')).navigationAt('/resources/un-libro'),
)

const server = setupApiServer()

const availabilityUrl = '*/api/public/resources/7/availability'
const loansUrl = '*/api/public/collegiates/resources/loans'

const base: ResourceAvailability = {
  copies: 3,
  on_loan: 1,
  requested: 0,
  available: 2,
  next_due_on: '2026-12-03',
  applicable_online: true,
}

const requested: Loan = {
  id: '2d9e8f7a-6b5c-4d4e-9f3a-2b1c0d9e8f7a',
  status: 'requested',
  overdue: false,
  days_overdue: 0,
  requested_at: '2026-11-20T09:00:00.000Z',
  starts_on: null,
  due_on: null,
  returned_on: null,
  resource: { id: 7, title: 'Nursing ethics', slug: 'nursing-ethics', format: 'book' },
}

function serve(availability: ResourceAvailability) {
  server.use(http.get(availabilityUrl, () => HttpResponse.json(availability)))
}

function renderWidget(locale: Locale = 'en') {
  return renderWithProviders(<LoanAvailability resourceId={7} />, {
    locale,
    namespaces: ['ResourceLoan', 'Errors'],
  })
}

describe('LoanAvailability', () => {
  it('tells a visitor how many copies are free and asks them to sign in and come back', async () => {
    serve(base)
    renderWidget('es')
    expect(screen.getByRole('status')).toHaveTextContent('Consultando la disponibilidad…')
    expect(await screen.findByText('2 ejemplares disponibles de 3.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Inicia sesión para solicitar el préstamo' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fresources%2Fun-libro',
    )
  })

  it('says when the first copy is due back when all are lent', async () => {
    serve({ ...base, on_loan: 3, available: 0 })
    renderWidget()
    expect(
      await screen.findByText('All copies are on loan; the first is due back on December 3.'),
    ).toBeVisible()
  })

  it('tells how to ask at the association when the item is not lent online', async () => {
    markSignedIn()
    serve({ ...base, applicable_online: false, my_loan: null })
    renderWidget()
    expect(await screen.findByText(/cannot be requested online/)).toBeVisible()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('tells other signed-in people that loans are for collegiates', async () => {
    markSignedIn()
    serve(base)
    renderWidget()
    expect(await screen.findByText('Resource loans are for collegiate members only.')).toBeVisible()
  })

  it('lets a collegiate request a loan after confirming, then shows the request', async () => {
    markSignedIn()
    let mine: Loan | null = null
    let lang: string | null = null
    server.use(
      http.get(availabilityUrl, () => HttpResponse.json({ ...base, my_loan: mine })),
      http.post(loansUrl, async ({ request }) => {
        lang = new URL(request.url).searchParams.get('lang')
        expect(await request.json()).toEqual({ resource_id: 7 })
        mine = requested
        return HttpResponse.json(requested, { status: 201 })
      }),
    )
    const user = renderWidget()
    await user.click(await screen.findByRole('button', { name: 'Request a loan' }))
    await user.click(screen.getByRole('button', { name: 'Not now' }))
    expect(mine).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Request a loan' }))
    expect(screen.getByRole('group', { name: /Do you want to request a loan/ })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Confirm request' }))
    expect(await screen.findByText('We have received your loan request.')).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent('We have received your loan request.')
    // The request made takes the focus, in place of the button that made it.
    expect(screen.getByText(/You have requested this resource/).parentElement).toHaveFocus()
    expect(screen.getByRole('link', { name: 'See my loans' })).toHaveAttribute('href', '/my-resources')
    expect(lang).toBe('en')
  })

  it('shows a collegiate their loan in course', async () => {
    markSignedIn()
    serve({
      ...base,
      my_loan: { ...requested, status: 'on_loan', starts_on: '2026-11-03', due_on: '2026-12-03' },
    })
    renderWidget()
    expect(await screen.findByText(/You have this resource on loan until December 3\./)).toBeVisible()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('says why a request was refused, in the page language, and keeps the button', async () => {
    markSignedIn()
    serve({ ...base, my_loan: null })
    server.use(
      http.post(loansUrl, () => HttpResponse.json({ detail: 'RESOURCE_NOT_LOANABLE' }, { status: 409 })),
    )
    const user = renderWidget('es')
    await user.click(await screen.findByRole('button', { name: 'Solicitar préstamo' }))
    await user.click(screen.getByRole('button', { name: 'Confirmar solicitud' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(spanish.Errors.RESOURCE_NOT_LOANABLE)
    expect(screen.getByRole('button', { name: 'Solicitar préstamo' })).toHaveFocus()
  })

  it('offers a retry when the availability cannot be loaded', async () => {
    server.use(http.get(availabilityUrl, () => HttpResponse.json({ detail: 'Not Found' }, { status: 503 })))
    const user = renderWidget()
    expect(await screen.findByText(/Availability could not be checked\./)).toBeVisible()
    serve(base)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('2 copies of 3 available.')).toBeVisible()
  })
})
