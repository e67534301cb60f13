import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { markSignedIn, setupApiServer } from '@/tests/support/browser-session'
import { renderWithProviders } from '@/tests/support/components'
import { RegistrationIsland } from './registration-island'

vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/support/components')).navigationAt('/collegiate'),
)

const server = setupApiServer()

const me = (role: string, email = 'persona@correo.example') => ({
  id: '4b1b5a44-2b1e-4d8e-9a4c-0a4c0f6a9d11',
  email,
  is_active: true,
  is_superuser: false,
  is_verified: true,
  name: 'Ane',
  surname: 'Goikoetxea',
  principals: [`role:${role}`],
  role,
  preferred_lang: 'eu',
  tmp_email: null,
  dni_verified: false,
})

const render = (kind: 'collegiate' | 'precollegiate') =>
  renderWithProviders(<RegistrationIsland kind={kind} />, {
    namespaces: ['Registration', 'Errors', 'Captcha'],
  })

describe('RegistrationIsland', () => {
  it('shows a visitor the form', async () => {
    render('collegiate')
    expect(await screen.findByRole('heading', { name: 'Application form' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Step 1 of 7Type of registration')
  })

  it('tells a collegiate they need not apply, with a link to their profile', async () => {
    markSignedIn()
    server.use(http.get('*/api/user/me', () => HttpResponse.json(me('collegiate'))))
    render('collegiate')
    expect(await screen.findByText(/You are already a collegiate/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to my profile' })).toHaveAttribute('href', '/profile')
    expect(screen.queryByRole('heading', { name: 'Application form' })).not.toBeInTheDocument()
  })

  it('lets a signed-in non-member apply with their account’s e-mail', async () => {
    markSignedIn()
    server.use(http.get('*/api/user/me', () => HttpResponse.json(me('non_member', 'ane@correo.example'))))
    render('collegiate')
    expect(
      await screen.findByText(/the application will be sent with your account \(ane@correo.example\)/),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Application form' })).toBeInTheDocument()
  })
})
