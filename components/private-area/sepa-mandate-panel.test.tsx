import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SepaMandate } from '@/lib/contract/sepa'
import { setupApiServer } from '@/tests/support/browser-session'
import { renderWithProviders } from '@/tests/support/components'
import { SepaMandatePanel } from './sepa-mandate-panel'

vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/support/components')).navigationAt('/sepa'),
)

const server = setupApiServer()
const mandatePath = '*/api/public/collegiates/sepa-mandate'

const generated: SepaMandate = {
  reference: 'COL-2812345-001',
  status: 'generated',
  scheme: 'CORE',
  payment_type: 'recurrent',
  creditor_id: 'ES77000B85626240',
  creditor_name: 'Colegio',
  iban: 'ES9121000418450200051332',
  iban_changed: false,
  generated_at: '2026-11-20T10:00:00.000Z',
  uploaded_at: null,
  validated_at: null,
  signed_on: null,
  signed_copy: null,
}

const uploaded: SepaMandate = {
  ...generated,
  status: 'uploaded',
  uploaded_at: '2026-11-22T10:00:00.000Z',
  signed_copy: {
    id: '0b7c6f1e-3d2a-4c5b-9e8f-7a6b5c4d3e2f',
    kind: 'sepa_mandate',
    filename: 'firmado.pdf',
    content_type: 'application/pdf',
    size: 9,
    created_at: '2026-11-22T10:00:00.000Z',
  },
}

const pdf = () => new File([new Uint8Array(9).fill(0x25)], 'firmado.pdf', { type: 'application/pdf' })

function renderPanel() {
  return renderWithProviders(<SepaMandatePanel />, { namespaces: ['Sepa', 'Attachments', 'Errors'] })
}

const stepTexts = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

afterEach(() => {
  vi.restoreAllMocks()
})

describe('SepaMandatePanel', () => {
  it('without a mandate, generates one and downloads it', async () => {
    let asked: URL | undefined
    server.use(
      http.get(mandatePath, () => HttpResponse.json({ detail: 'SEPA_MANDATE_NOT_FOUND' }, { status: 404 })),
      http.post(mandatePath, ({ request }) => {
        asked = new URL(request.url)
        return HttpResponse.json(generated, { status: 201 })
      }),
    )
    const clicked: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '')
    })
    const user = renderPanel()
    expect(await screen.findByText("You don't have a mandate yet. Download it to start.")).toBeVisible()
    expect(stepTexts()).toEqual([
      '1. Mandate generatedPending',
      '2. Signed copy uploadedPending',
      '3. Validated by the associationPending',
    ])
    expect(screen.getByText(/Download the mandate first/)).toBeVisible()
    expect(screen.queryByLabelText('Signed mandate')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Download the mandate' }))
    expect(await screen.findByText('COL-2812345-001')).toBeVisible()
    expect(asked?.searchParams.get('lang')).toBe('en')
    expect(clicked).toEqual(['/api/public/collegiates/sepa-mandate/document'])
    expect(screen.getByText('The mandate is for the account ES91 2100 0418 4502 0005 1332.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Download the mandate' })).toHaveAttribute(
      'href',
      '/api/public/collegiates/sepa-mandate/document',
    )
    expect(stepTexts()[0]).toBe('1. Mandate generatedDone on Nov 20, 2026')
  })

  it('explains IBAN_REQUIRED in place, with the way to the economic data', async () => {
    server.use(
      http.get(mandatePath, () => HttpResponse.json({ detail: 'SEPA_MANDATE_NOT_FOUND' }, { status: 404 })),
      http.post(mandatePath, () => HttpResponse.json({ detail: 'IBAN_REQUIRED' }, { status: 409 })),
    )
    const user = renderPanel()
    await user.click(await screen.findByRole('button', { name: 'Download the mandate' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('To prepare the mandate we need the IBAN of the account to charge.')
    expect(within(alert).getByRole('link', { name: 'Add the IBAN to your economic data' })).toHaveAttribute(
      'href',
      '/profile#economic',
    )
  })

  it('uploads the signed copy and shows the step done', async () => {
    let size: number | undefined
    server.use(
      http.get(mandatePath, () => HttpResponse.json(generated)),
      http.post(`${mandatePath}/signed`, async ({ request }) => {
        size = ((await request.formData()).get('file') as File).size
        return HttpResponse.json(uploaded)
      }),
    )
    const user = renderPanel()
    await user.click(await screen.findByRole('button', { name: 'Upload the signed copy' }))
    expect(await screen.findByText('Choose the file you want to add.')).toBeVisible()
    await user.upload(screen.getByLabelText('Signed mandate'), pdf())
    await user.click(screen.getByRole('button', { name: 'Upload the signed copy' }))
    expect(await screen.findByText('The signed copy firmado.pdf has been uploaded.')).toBeVisible()
    expect(size).toBe(9)
    expect(screen.getByText('Signed copy: firmado.pdf')).toBeVisible()
    expect(stepTexts()[1]).toBe('2. Signed copy uploadedDone on Nov 22, 2026')
    expect(stepTexts()[2]).toBe('3. Validated by the associationPending')
  })

  it('says the refusal of the file at the field', async () => {
    server.use(
      http.get(mandatePath, () => HttpResponse.json(generated)),
      http.post(`${mandatePath}/signed`, () =>
        HttpResponse.json({ detail: 'ATTACHMENT_TYPE_NOT_ALLOWED' }, { status: 415 }),
      ),
    )
    const user = renderPanel()
    await user.upload(await screen.findByLabelText('Signed mandate'), pdf())
    await user.click(screen.getByRole('button', { name: 'Upload the signed copy' }))
    expect(await screen.findByText(/Only PDF, JPEG or PNG files are accepted/)).toBeVisible()
    expect(screen.getByLabelText('Signed mandate')).toHaveFocus()
  })

  it('asks for a new mandate when the IBAN changed', async () => {
    server.use(http.get(mandatePath, () => HttpResponse.json({ ...uploaded, iban_changed: true })))
    renderPanel()
    expect(await screen.findByText(/Your economic data now hold another IBAN/)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Download the mandate for the new IBAN' })).toBeVisible()
    expect(screen.queryByLabelText('Signed mandate')).toBeNull()
  })
})
