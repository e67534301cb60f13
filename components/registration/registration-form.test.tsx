import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/tests/support/components'
import { RegistrationForm } from './registration-form'
import { draftKey, emptyRegistration } from './registration-values'

vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/support/components')).navigationAt('/precollegiate'),
)

afterEach(() => localStorage.clear())

function renderForm() {
  return renderWithProviders(<RegistrationForm kind="precollegiate" onSent={() => undefined} />, {
    namespaces: ['Registration', 'Errors', 'Captcha'],
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
})
