import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { ComplaintStatus } from '@/lib/contract/complaint-lookup'
import { setupApiServer } from '@/tests/support/browser-session'
import { renderWithProviders } from '@/tests/support/components'
import { ComplaintLookup } from './complaint-lookup'

const search = vi.hoisted(() => ({ value: '' }))
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(search.value) }))

const server = setupApiServer()

const complaint: ComplaintStatus = {
  tracking_code: 'REC-2026-7H3K9QWD',
  source: 'consumer',
  subject: 'A service of the Association',
  topic: 'association_service',
  status: 'under_review',
  received_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-04T12:30:00.000Z',
  history: [
    { status: 'received', changed_at: '2026-03-01T10:00:00.000Z' },
    { status: 'under_review', changed_at: '2026-03-04T12:30:00.000Z' },
  ],
}

describe('ComplaintLookup', () => {
  it('shows what the complaint is about, its status and its history oldest first, with dates', async () => {
    let asked = ''
    server.use(
      http.get('*/api/public/complaints/:code', ({ params, request }) => {
        asked = `${String(params.code)} ${new URL(request.url).searchParams.get('lang')}`
        return HttpResponse.json(complaint)
      }),
    )
    search.value = 'code=rec-2026-7h3k9qwd'
    renderWithProviders(<ComplaintLookup />, { namespaces: ['ComplaintLookup', 'Errors'] })
    const result = await screen.findByTestId('complaint-status')
    expect(asked).toBe('rec-2026-7h3k9qwd en')
    expect(within(result).getByRole('heading', { name: 'Complaint REC-2026-7H3K9QWD' })).toBeVisible()
    expect(result).toHaveTextContent('Complaint to the complaint service: A service of the Association')
    expect(result).toHaveTextContent('Status: under review')
    const history = within(result).getByRole('list', { name: 'History' })
    const entries = within(history).getAllByRole('listitem')
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'March 1, 2026received',
      'March 4, 2026under review',
    ])
    expect(entries[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-03-01T10:00:00.000Z')
  })

  it('says when no complaint has the code', async () => {
    server.use(
      http.get('*/api/public/complaints/:code', () =>
        HttpResponse.json({ detail: 'COMPLAINT_NOT_FOUND' }, { status: 404 }),
      ),
    )
    search.value = 'code=REC-1999-ZZZZZZZZ'
    renderWithProviders(<ComplaintLookup />, { namespaces: ['ComplaintLookup', 'Errors'] })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We found no complaint with that tracking code.',
    )
  })

  it('asks once for a code typed after the page answered another, and keeps it in the address', async () => {
    const asked: string[] = []
    server.use(
      http.get('*/api/public/complaints/:code', ({ params }) => {
        asked.push(String(params.code))
        return HttpResponse.json({ ...complaint, tracking_code: 'REC-2026-AAAABBBB', status: 'accepted' })
      }),
    )
    search.value = 'code=REC-2026-7H3K9QWD'
    renderWithProviders(<ComplaintLookup known={complaint} />, { namespaces: ['ComplaintLookup', 'Errors'] })
    expect(await screen.findByTestId('complaint-status')).toHaveTextContent('Status: under review')
    expect(asked).toEqual([])
    const code = screen.getByRole('textbox', { name: /tracking code/i })
    await userEvent.clear(code)
    await userEvent.type(code, 'REC-2026-AAAABBBB{Enter}')
    expect(await screen.findByText('Status: upheld')).toBeVisible()
    expect(asked).toEqual(['REC-2026-AAAABBBB'])
    expect(window.location.search).toBe('?code=REC-2026-AAAABBBB')
  })
})
