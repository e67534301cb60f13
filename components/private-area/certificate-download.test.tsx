import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { ApplicationDetail } from '@/lib/contract/applications'
import english from '@/messages/en.json'
import { setupApiServer } from '@/tests/support/browser-session'
import { renderWithProviders } from '@/tests/support/components'
import { attendanceCertificateAvailable, GoodStandingCertificate } from './certificate-download'

const server = setupApiServer()

describe('GoodStandingCertificate', () => {
  it('says in place why the certificate cannot be issued', async () => {
    server.use(
      http.get('*/api/public/collegiates/certificates/good-standing', () =>
        HttpResponse.json({ detail: 'CERTIFICATE_NOT_AVAILABLE' }, { status: 409 }),
      ),
    )
    const user = renderWithProviders(<GoodStandingCertificate />, { namespaces: ['Certificates', 'Errors'] })
    expect(screen.getByRole('heading', { level: 2, name: 'Certificate of good standing' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Download the certificate' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(english.Errors.CERTIFICATE_NOT_AVAILABLE)
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
