import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NextIntlClientProvider } from 'next-intl'
import type { ComponentProps } from 'react'
import { expect, it, vi } from 'vitest'
import { statusDigest } from '@/lib/http/status-digest'
import messages from '@/messages/es.json'
import { expectConsoleError } from '@/tests/support/setup'
import ErrorPage from './error'

vi.mock('@/lib/i18n/navigation', () => ({
  usePathname: () => '/my-courses',
  Link: (props: ComponentProps<'a'>) => <a {...props} />,
}))

const show = (error: Error & { digest?: string }, reset = vi.fn()) => {
  expectConsoleError()
  render(
    <NextIntlClientProvider locale="es" messages={messages}>
      <ErrorPage error={error} reset={reset} />
    </NextIntlClientProvider>,
  )
  return reset
}

it('shows an unknown failure as a 500 with its reference and a retry', async () => {
  const reset = show(Object.assign(new Error('hidden'), { digest: '4242' }))
  expect(screen.getByText('Error 500')).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Algo ha fallado')
  expect(screen.getByText('Referencia del error: 4242')).toBeInTheDocument()
  await userEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }))
  expect(reset).toHaveBeenCalledOnce()
  expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/')
})

it('tells a service outage from a server page by the status in its digest', () => {
  show(Object.assign(new Error('hidden'), { digest: statusDigest(503) }))
  expect(screen.getByText('Error 503')).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(messages.ErrorPage.unavailableTitle)
  expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument()
})

it('asks to sign in on a 401, coming back to the same page', () => {
  show(Object.assign(new Error('Unauthorized'), { status: 401 }))
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(messages.ErrorPage.unauthorizedTitle)
  expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fmy-courses',
  )
})

it('offers no retry when retrying cannot help (403, 404)', () => {
  show(Object.assign(new Error('Forbidden'), { response: { status: 403 } }))
  expect(screen.getByText('Error 403')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Intentar de nuevo' })).toBeNull()
})
