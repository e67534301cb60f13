import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/tests/support/components'
import { SocietyFilingForm } from './society-filing-form'

const draftKey = 'form-draft:professional-society:test'

const renderForm = () =>
  renderWithProviders(<SocietyFilingForm onFiled={vi.fn()} draftKey={draftKey} />, {
    namespaces: ['ProfessionalSocieties', 'Profile', 'Errors'],
  })

describe('SocietyFilingForm', { timeout: 15_000 }, () => {
  afterEach(() => localStorage.clear())

  it('says what is missing in every section without sending, and keeps what was typed', async () => {
    const user = renderForm()
    const reason = screen.getByRole('textbox', { name: /Company name/ })
    await user.click(reason)
    await user.paste('Estudio Norte SLP')
    await user.click(screen.getByRole('textbox', { name: /CIF/ }))
    await user.paste('B95123452')
    await user.click(screen.getByRole('button', { name: 'Send the application' }))

    expect(await screen.findByText('Check the marked fields.')).toBeInTheDocument()
    expect(screen.getByText(/The CIF is not valid/)).toBeInTheDocument()
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThan(3)
    expect(screen.getByText('The society needs at least one component.')).toBeInTheDocument()
    expect(screen.getByText('Attach the deed of incorporation.')).toBeInTheDocument()
    expect(screen.getByText('We need your consent to process the application.')).toBeInTheDocument()
    expect(reason).toHaveValue('Estudio Norte SLP')
    const summary = screen.getByRole('heading', { name: 'Summary' }).closest('section')!
    expect(within(summary).getByText('Estudio Norte SLP')).toBeInTheDocument()
  })

  it('keeps what is typed in this browser, restores it, and starts again on request', async () => {
    const first = renderForm()
    await first.click(screen.getByRole('textbox', { name: /Company name/ }))
    await first.paste('Estudio Norte SLP')
    await vi.waitFor(() => expect(localStorage.getItem(draftKey)).toContain('Estudio Norte SLP'))
    cleanup()

    const second = renderForm()
    expect(
      screen.getByText('We restored the filing you were filling in on this browser.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Company name/ })).toHaveValue('Estudio Norte SLP')
    await second.click(screen.getByRole('button', { name: 'Start again' }))
    expect(screen.getByRole('textbox', { name: /Company name/ })).toHaveValue('')
    expect(localStorage.getItem(draftKey)).toBeNull()
  })
})
