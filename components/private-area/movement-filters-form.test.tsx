import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NextIntlClientProvider } from 'next-intl'
import { describe, expect, it, vi } from 'vitest'
import { emptyMovementFilters, type MovementFilterValues } from '@/lib/client/movement-query'
import english from '@/messages/en.json'
import spanish from '@/messages/es.json'
import { MovementFiltersForm } from './movement-filters-form'

function renderForm(initial: MovementFilterValues = emptyMovementFilters, locale: 'en' | 'es' = 'en') {
  const onApply = vi.fn()
  const messages = locale === 'en' ? english : spanish
  render(
    <NextIntlClientProvider
      locale={locale}
      timeZone="Europe/Madrid"
      messages={{ Movements: messages.Movements }}
    >
      <MovementFiltersForm initial={initial} onApply={onApply} />
    </NextIntlClientProvider>,
  )
  return { onApply, user: userEvent.setup({ delay: null }) }
}

describe('MovementFiltersForm', { timeout: 20_000 }, () => {
  it('applies the type, statuses and amounts as typed', async () => {
    const { onApply, user } = renderForm()
    await user.selectOptions(screen.getByLabelText('Type'), 'C')
    await user.click(screen.getByRole('checkbox', { name: 'Not paid' }))
    await user.click(screen.getByRole('checkbox', { name: 'Pending' }))
    await user.type(screen.getByLabelText('Minimum amount (€)'), '25,50')
    await user.click(screen.getByRole('button', { name: 'Apply filters' }))
    await waitFor(() => expect(onApply).toHaveBeenCalledOnce())
    expect(onApply).toHaveBeenCalledWith({
      ...emptyMovementFilters,
      type: 'C',
      // In the contract's order, whatever order they were ticked in.
      status: ['pending', 'not_paid'],
      amount_min: '25,50',
    })
  })

  it('refuses an amount that is not positive, in the page language, and keeps what was typed', async () => {
    const { onApply, user } = renderForm(emptyMovementFilters, 'es')
    const minimum = screen.getByLabelText('Importe mínimo (€)')
    await user.type(minimum, '-5')
    await user.click(screen.getByRole('button', { name: 'Aplicar filtros' }))
    expect(
      await screen.findByText(
        'Escribe un importe mayor que cero, con dos decimales como mucho (por ejemplo, 25,50).',
      ),
    ).toBeVisible()
    expect(minimum).toHaveAttribute('aria-invalid', 'true')
    expect(minimum).toHaveValue('-5')
    expect(onApply).not.toHaveBeenCalled()
  })

  it('refuses a maximum below the minimum and an end date before the start', async () => {
    const { onApply, user } = renderForm()
    await user.type(screen.getByLabelText('Minimum amount (€)'), '50')
    await user.type(screen.getByLabelText('Maximum amount (€)'), '10')
    await user.type(screen.getByLabelText('From'), '2026-05-01')
    await user.type(screen.getByLabelText('To'), '2026-04-01')
    await user.click(screen.getByRole('button', { name: 'Apply filters' }))
    expect(await screen.findByText('The maximum amount cannot be lower than the minimum.')).toBeVisible()
    expect(screen.getByText('The end date cannot be before the start date.')).toBeVisible()
    expect(onApply).not.toHaveBeenCalled()
  })

  it('shows at once the problems of filters that came in the address, and clears them all', async () => {
    const { onApply, user } = renderForm({ ...emptyMovementFilters, amount_min: '0', type: 'F' })
    expect(
      await screen.findByText(
        'Enter an amount greater than zero, with at most two decimals (for example, 25.50).',
      ),
    ).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(onApply).toHaveBeenCalledWith(emptyMovementFilters)
    expect(screen.getByLabelText('Minimum amount (€)')).toHaveValue('')
  })
})
