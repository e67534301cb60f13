import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/tests/support/components'
import { RegistrationForm } from './registration-form'
import { draftKey, emptyRegistration } from './registration-values'

vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/support/components')).navigationAt('/precollegiate'),
)

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  localStorage.clear()
})
afterAll(() => server.close())

/** Everything of a pre-collegiate application but the files, as a draft kept at the documents step. */
function completeDraft() {
  const values = emptyRegistration()
  values.studies = { university: 'Universitat de Vic', degree: 'Grau en Infermeria', graduation_year: '2030' }
  Object.assign(values.personal, {
    name: 'Pau',
    surname: 'Serra Mas',
    document_number: '12345678Z',
    birth_date: '2005-01-20',
    gender: 'male',
    email: 'pau@correu.example',
    phone1: '612345678',
  })
  Object.assign(values.address, {
    address: 'Carrer Major, 3',
    postal_code: '08500',
    city: 'Vic',
    region: 'Barcelona',
  })
  values.consents.privacy = true
  return values
}

function renderForm() {
  return renderWithProviders(<RegistrationForm kind="precollegiate" onSent={() => undefined} />, {
    namespaces: ['Registration', 'Errors', 'Captcha'],
    // As a browser's file picker set to "All files" does: the field's accept list is a hint, not a check.
    user: { applyAccept: false },
  })
}

const stepHeading = () => screen.getByRole('heading', { level: 3, name: /^Step \d of 6/ })

describe('RegistrationForm', () => {
  it('keeps the step until its fields pass the contract’s checks, then moves the focus to the next step', async () => {
    const user = renderForm()
    expect(stepHeading()).toHaveTextContent('Step 1 of 6Studies')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    const summary = await screen.findByRole('group', { name: /Check 3 answers/ })
    expect(summary).toHaveTextContent('University: This field is required.')
    expect(stepHeading()).toHaveTextContent('Studies')
    expect(screen.getByRole('textbox', { name: /University/ })).toHaveAttribute('aria-invalid', 'true')

    await user.type(screen.getByRole('textbox', { name: /University/ }), 'Universitat de Girona')
    await user.type(screen.getByRole('textbox', { name: /Degree you are studying/ }), 'Grau en Infermeria')
    await user.type(screen.getByRole('spinbutton', { name: /Expected year/ }), '1999')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() =>
      expect(screen.getByRole('spinbutton', { name: /Expected year/ })).toHaveAccessibleDescription(
        'Enter a year between this one and the next eight.',
      ),
    )

    await user.clear(screen.getByRole('spinbutton', { name: /Expected year/ }))
    await user.type(
      screen.getByRole('spinbutton', { name: /Expected year/ }),
      String(new Date().getUTCFullYear() + 1),
    )
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 2 of 6Personal data'))
    expect(stepHeading()).toHaveFocus()
  }, 20_000)

  it('restores the draft kept in this browser, and starts again on request', async () => {
    const values = emptyRegistration()
    values.studies.university = 'Universidad de Oviedo'
    values.personal.name = 'Nerea'
    localStorage.setItem(draftKey('precollegiate'), JSON.stringify({ step: 1, values }))
    const user = renderForm()
    expect(screen.getByText('We restored the form you were filling in on this browser.')).toBeInTheDocument()
    expect(stepHeading()).toHaveTextContent('Personal data')
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Nerea')

    await user.click(screen.getByRole('button', { name: 'Start again' }))
    expect(localStorage.getItem(draftKey('precollegiate'))).toBeNull()
    expect(stepHeading()).toHaveTextContent('Studies')
    expect(screen.getByRole('textbox', { name: /University/ })).toHaveValue('')
  })

  it('keeps what is typed as a draft', async () => {
    const user = renderForm()
    await user.type(screen.getByRole('textbox', { name: /University/ }), 'UPV/EHU')
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(draftKey('precollegiate')) ?? '{}')).toMatchObject({
        values: { studies: { university: 'UPV/EHU' } },
      }),
    )
  })

  it('sends the answers and files, and sends an existing account to sign in', async () => {
    const sent: FormData[] = []
    server.use(
      http.post('*/api/public/procedures/precollegiate/applications', async ({ request }) => {
        sent.push(await request.formData())
        return HttpResponse.json({ detail: 'USER_ALREADY_EXISTS' }, { status: 400 })
      }),
    )
    localStorage.setItem(draftKey('precollegiate'), JSON.stringify({ step: 3, values: completeDraft() }))
    const user = renderForm()
    expect(stepHeading()).toHaveTextContent('Documents')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('group', { name: /Check 2 answers/ })).toBeInTheDocument()

    const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' })
    await user.upload(screen.getByLabelText(/Identity document/), pdf('dni.pdf'))
    await user.upload(screen.getByLabelText(/Proof of enrolment/), pdf('matricula.pdf'))
    await user.upload(
      screen.getByLabelText(/Other documents/),
      new File(['MZ'], 'x.exe', { type: 'application/x-msdownload' }),
    )
    expect(screen.getByLabelText(/Other documents/)).toHaveAccessibleDescription(
      expect.stringContaining('Only PDF, JPEG or PNG files are accepted.'),
    )
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Consents'))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Summary'))
    expect(screen.getByText('Pau Serra Mas')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Send the application' }))
    expect(
      await screen.findByText('There is already an account with that email address.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in and apply from your account' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fen%2Fprecollegiate',
    )
    expect(sent).toHaveLength(1)
    expect(JSON.parse(String(sent[0]!.get('form_data')))).toMatchObject({
      studies: { university: 'Universitat de Vic' },
      personal: { document_number: '12345678Z' },
    })
    // jsdom's multipart round trip drops the file names; the fields and their contents arrive.
    expect([...sent[0]!.keys()].sort()).toEqual(['enrolment_proof', 'form_data', 'id_card'])
    expect(await (sent[0]!.get('id_card') as Blob).text()).toBe('%PDF-1.4')
    expect(localStorage.getItem(draftKey('precollegiate'))).not.toBeNull()
  }, 20_000)
})
