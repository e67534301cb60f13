import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { ApplicationDetail } from '@/lib/contract/applications'
import english from '@/messages/en.json'
import { setupApiServer } from '@/tests/support/browser-session'
import { renderWithProviders } from '@/tests/support/components'
import { attendanceCertificateAvailable, GoodStandingCertificate } from './certificate-download'

vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/support/components')).navigationAt('/my-documents'),
)

const server = setupApiServer()

describe('GoodStandingCertificate', () => {
  it('says in place why the certificate cannot be issued', async () => {
    server.use(
      http.get('*/api/public/collegiates/certificates/good-standing/availability', () =>
        HttpResponse.json({ available: true, blockers: [] }),
      ),
      http.get('*/api/public/collegiates/certificates/good-standing', () =>
        HttpResponse.json({ detail: 'CERTIFICATE_NOT_AVAILABLE' }, { status: 409 }),
      ),
    )
    const user = renderWithProviders(<GoodStandingCertificate />, { namespaces: ['Certificates', 'Errors'] })
    expect(screen.getByRole('heading', { level: 2, name: 'Certificate of good standing' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Download the certificate' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(english.Errors.CERTIFICATE_NOT_AVAILABLE)
  })

  it('names what stands in the way and the way out, instead of offering a download that would fail', async () => {
    server.use(
      http.get('*/api/public/collegiates/certificates/good-standing/availability', () =>
        HttpResponse.json({
          available: false,
          blockers: [
            { kind: 'status', collegiate_status: 'suspended' },
            {
              kind: 'payment',
              reason: 'overdue',
              transaction_number: 'C-2026-000012',
              total_cents: 4500,
              due_date: '2026-03-31',
            },
            {
              kind: 'payment',
              reason: 'returned',
              transaction_number: 'C-2026-000020',
              total_cents: 4850,
              due_date: null,
            },
          ],
        }),
      ),
    )
    renderWithProviders(<GoodStandingCertificate />, {
      namespaces: ['Certificates', 'Errors', 'ProfileData'],
    })
    expect(await screen.findByText(english.Certificates.goodStanding.blocked.title)).toBeVisible()
    expect(screen.getByText('Your membership status, “Suspended”, does not allow it.')).toBeVisible()
    expect(
      screen.getByText('Movement C-2026-000012, for €45.00, was due on March 31, 2026 and is still unpaid.'),
    ).toBeVisible()
    expect(screen.getByText(/C-2026-000020, for €48\.50, was returned/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Pay what is pending in My movements' })).toHaveAttribute(
      'href',
      '/my-movements',
    )
    expect(screen.queryByRole('button', { name: 'Download the certificate' })).toBeNull()
  })
})

describe('attendanceCertificateAvailable', () => {
  const application = {
    status: 'accepted',
    event: { kind: 'course', ends_at: '2026-03-01T14:00:00.000Z' },
  } as ApplicationDetail
  const now = new Date('2026-03-02T00:00:00Z')

  it('is true for an accepted place in a course that has ended, and only then', () => {
    expect(attendanceCertificateAvailable(application, now)).toBe(true)
    expect(attendanceCertificateAvailable(application, new Date('2026-03-01T10:00:00Z'))).toBe(false)
    expect(attendanceCertificateAvailable({ ...application, status: 'received' }, now)).toBe(false)
    const event = { ...application.event, kind: 'event' as const }
    expect(attendanceCertificateAvailable({ ...application, event }, now)).toBe(false)
  })
})
