import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/tests/support/components'
import { SocietyFilingForm } from './society-filing-form'

const renderForm = () =>
  renderWithProviders(<SocietyFilingForm onFiled={vi.fn()} />, {
    namespaces: ['ProfessionalSocieties', 'Profile', 'Errors'],
  })

describe('SocietyFilingForm', { timeout: 15_000 }, () => {
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
})
