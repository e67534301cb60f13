import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ProcedureForm } from '@/lib/contract/generic-procedure-forms'
import type { GenericProcedureApplicationDetail } from '@/lib/contract/procedure-applications'
import { renderWithProviders } from '@/tests/support/components'
import { GenericProcedureForm } from './generic-procedure-form'

vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/support/components')).navigationAt('/generic-procedure/legal-advice-enquiry'),
)

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const label = (en: string) => ({ es: en, ca: en, en, eu: en })

const form: ProcedureForm = {
  captcha: false,
  payment: { amount_cents: 1500, methods: ['card', 'bank_transfer'] },
  fields: [
    { name: 'facts', type: 'textarea', required: true, label: label('Facts and question') },
    {
      name: 'licence',
      type: 'text',
      required: false,
      number_only: true,
      label: label('Membership number'),
    },
    { name: 'documents', type: 'files', required: false, max_files: 1, label: label('Related documents') },
  ],
}

const received: GenericProcedureApplicationDetail = {
  id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  reference: 'AJ-2026-7H3K9QWD',
  subject: 'My contract',
  status: 'received',
  submitted_at: '2026-11-20T09:30:00.000Z',
  updated_at: '2026-11-20T09:30:00.000Z',
  procedure: {
    id: 7,
    process_type: 'legal_advice',
    title: 'Legal advice enquiry',
    slug: 'legal-advice-enquiry',
  },
  history: [{ status: 'received', changed_at: '2026-11-20T09:30:00.000Z', note: null }],
  answers: [],
  documents: [],
  payment: null,
}

const pdf = (name: string) =>
  new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], name, { type: 'application/pdf' })

function renderForm() {
  return renderWithProviders(<GenericProcedureForm procedure={{ id: 7, form }} group="collegiates" />, {
    namespaces: ['GenericProcedureForm', 'Errors', 'Captcha'],
    user: { applyAccept: false },
  })
}

// Typing into several fields takes a while on a busy machine.
describe('GenericProcedureForm', { timeout: 30_000 }, () => {
  it('shows each rule next to its field, in the page language, before sending anything', async () => {
    const user = renderForm()
    await user.type(screen.getByRole('textbox', { name: /Membership number/ }), '12a')
    await user.upload(screen.getByLabelText('Related documents'), [pdf('a.pdf')])
    await user.upload(screen.getByLabelText('Related documents'), [pdf('b.pdf')])
    await user.click(screen.getByRole('button', { name: 'Send application' }))

    expect(await screen.findByRole('group', { name: 'The form has 5 errors' })).toHaveFocus()
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveAccessibleDescription(
      'This field is required.',
    )
    expect(screen.getByRole('textbox', { name: /Facts and question/ })).toHaveAccessibleDescription(
      'This field is required.',
    )
    expect(screen.getByRole('textbox', { name: /Membership number/ })).toHaveAccessibleDescription(
      'Write digits only.',
    )
    expect(screen.getByLabelText('Related documents')).toHaveAccessibleDescription(
      'You can attach at most 1 file.',
    )
    expect(screen.getByRole('radiogroup', { name: /Payment method/ })).toHaveAccessibleDescription(
      'Choose a payment method.',
    )
  })

  it('sends the answers and files as multipart, and shows the reference', async () => {
    let sent: FormData | undefined
    let key: string | null = null
    server.use(
      http.post('*/api/public/collegiates/generic-procedures/applications', async ({ request }) => {
        sent = await request.formData()
        key = request.headers.get('Idempotency-Key')
        return HttpResponse.json(received, { status: 201 })
      }),
    )
    const user = renderForm()
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'My contract')
    await user.type(screen.getByRole('textbox', { name: /Facts and question/ }), 'They do not pay.')
    await user.type(screen.getByRole('textbox', { name: /Membership number/ }), '12345')
    await user.upload(screen.getByLabelText('Related documents'), [pdf('contract.pdf')])
    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }))
    await user.click(screen.getByRole('button', { name: 'Send application' }))

    expect(
      await screen.findByText(
        'Your tracking code is AJ-2026-7H3K9QWD. We have sent you a confirmation e-mail.',
      ),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'View my application' })).toHaveAttribute(
      'href',
      `/generic-procedures-profile/${received.id}`,
    )
    expect(JSON.parse(sent!.get('form_data') as string)).toEqual({
      procedure_id: 7,
      subject: 'My contract',
      answers: { facts: 'They do not pay.', licence: '12345' },
      payment_method: 'bank_transfer',
    })
    // jsdom's File reaches the handler as a Blob without its name; the browser sends the name.
    expect(sent!.getAll('documents')).toHaveLength(1)
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('puts a rule the server refused next to its field and keeps what was typed', async () => {
    server.use(
      http.post('*/api/public/collegiates/generic-procedures/applications', () =>
        HttpResponse.json(
          { detail: { code: 'ERROR_ON_CHECK_RULES', reason: 'licence:number_only' } },
          { status: 422 },
        ),
      ),
    )
    const user = renderForm()
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'My contract')
    await user.type(screen.getByRole('textbox', { name: /Facts and question/ }), 'They do not pay.')
    await user.click(screen.getByRole('radio', { name: 'Card' }))
    await user.click(screen.getByRole('button', { name: 'Send application' }))
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Membership number/ })).toHaveAccessibleDescription(
        'Write digits only.',
      ),
    )
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('My contract')
  })

  it('says why a closed procedure refused the application', async () => {
    server.use(
      http.post('*/api/public/collegiates/generic-procedures/applications', () =>
        HttpResponse.json({ detail: { code: 'APPLICATION_CLOSED', reason: 'standby' } }, { status: 409 }),
      ),
    )
    const user = renderForm()
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'My contract')
    await user.type(screen.getByRole('textbox', { name: /Facts and question/ }), 'They do not pay.')
    await user.click(screen.getByRole('radio', { name: 'Card' }))
    await user.click(screen.getByRole('button', { name: 'Send application' }))
    expect(
      await screen.findByText(/This procedure is temporarily closed\. Please try again later\./, undefined, {
        timeout: 5000,
      }),
    ).toBeVisible()
    expect(screen.getByRole('textbox', { name: /Facts and question/ })).toHaveValue('They do not pay.')
  })
})
