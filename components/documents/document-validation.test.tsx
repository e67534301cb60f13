import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { ContentVerification, IssuedDocumentSummary } from '@/lib/contract/issued-documents'
import { setupApiServer } from '@/tests/support/browser-session'
import { renderWithProviders } from '@/tests/support/components'
import { ContentVerificationForm } from './content-verification-form'
import { DocumentValidationResult } from './document-validation'

vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/support/components')).navigationAt('/document-validation/x'),
)

const server = setupApiServer()
const namespaces = ['DocumentValidation', 'ContentVerification', 'IssuedDocuments', 'Errors'] as const

const summary: IssuedDocumentSummary = {
  code: '7H3K-9QWD-ABCD-EFGH-JKMN',
  kind: 'invoice',
  reference: 'FAC-2026-000045',
  issued_at: '2026-01-05T10:00:00.000Z',
  holder: 'L. M. E.',
  lang: 'es',
  revoked: false,
  revoked_at: null,
  filename: 'FAC-2026-000045.pdf',
}

describe('DocumentValidationResult', () => {
  it('asks for the code as typed and says the document is authentic, issued by whom and when', async () => {
    let asked = ''
    server.use(
      http.get('*/api/public/documents/:code', ({ params }) => {
        asked = String(params.code)
        return HttpResponse.json(summary)
      }),
    )
    renderWithProviders(<DocumentValidationResult code="7h3k-9qwd-abcd-efgh-jkmn" issuer="Colegio" />, {
      namespaces: [...namespaces],
    })
    expect(await screen.findByRole('heading', { name: 'Authentic document' })).toBeVisible()
    expect(asked).toBe('7h3k-9qwd-abcd-efgh-jkmn')
    expect(screen.getByText(/^Invoice FAC-2026-000045, issued by Colegio on .*2026\.$/)).toBeVisible()
    expect(screen.getByText('Issued to: L. M. E.')).toBeVisible()
    expect(screen.getByText('Language: Spanish')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Download the document (PDF)' })).toBeEnabled()
  })

  it('warns that a revoked document is no longer valid', async () => {
    server.use(
      http.get('*/api/public/documents/:code', () =>
        HttpResponse.json({ ...summary, revoked: true, revoked_at: '2026-02-01T10:00:00.000Z' }),
      ),
    )
    renderWithProviders(<DocumentValidationResult code={summary.code} issuer="Colegio" />, {
      namespaces: [...namespaces],
    })
    expect(
      await screen.findByText(/^This document was revoked on .*2026: it is no longer valid\.$/),
    ).toBeVisible()
  })

  it('says an unknown code matches no document, and a malformed one without asking', async () => {
    server.use(
      http.get('*/api/public/documents/:code', () =>
        HttpResponse.json({ detail: 'DOCUMENT_NOT_FOUND' }, { status: 404 }),
      ),
    )
    renderWithProviders(<DocumentValidationResult code={summary.code} issuer="Colegio" />, {
      namespaces: [...namespaces],
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('That code does not match any valid document.')
  })

  it('refuses a malformed code without asking the API (no handler: a request would fail the test)', () => {
    renderWithProviders(<DocumentValidationResult code="not-a-code" issuer="Colegio" />, {
      namespaces: [...namespaces],
    })
    expect(screen.getByRole('alert')).toHaveTextContent('That code does not match any valid document.')
  })
})

describe('ContentVerificationForm', () => {
  it('asks for a file, then says whether it is exactly the document issued', async () => {
    const answers: ContentVerification[] = [
      { match: false, sha256: 'a'.repeat(64), document: null },
      { match: true, sha256: 'b'.repeat(64), document: summary },
    ]
    server.use(http.post('*/api/public/documents/verify', () => HttpResponse.json(answers.shift())))
    const user = renderWithProviders(<ContentVerificationForm issuer="Colegio" />, {
      namespaces: [...namespaces],
    })
    await user.click(screen.getByRole('button', { name: 'Verify the file' }))
    expect(screen.getByText('Choose a file to verify.')).toBeVisible()

    const file = new File(['%PDF-1.7'], 'copy.pdf', { type: 'application/pdf' })
    await user.upload(screen.getByLabelText('Document file'), file)
    await user.click(screen.getByRole('button', { name: 'Verify the file' }))
    expect(await screen.findByTestId('verification-result')).toHaveTextContent(
      'This file does not match any document the association issued: it may have been altered.',
    )
    await user.click(screen.getByRole('button', { name: 'Verify the file' }))
    expect(await screen.findByText(/^This file is exactly the document issued on .*2026\.$/)).toBeVisible()
  })
})
