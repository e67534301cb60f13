import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { NextIntlClientProvider } from 'next-intl'
import type { ReactElement } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import english from '@/messages/en.json'
import { TestNotices } from '@/tests/support/components'
import { ChangeEmailForm } from './change-email-form'
import { ChangePasswordForm } from './change-password-form'
import { DniVerification } from './dni-verification'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function renderWithProviders(element: ReactElement) {
  render(
    <NextIntlClientProvider
      locale="en"
      timeZone="Europe/Madrid"
      messages={{ Profile: english.Profile, Errors: english.Errors, Notices: english.Notices }}
    >
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {element}
        <TestNotices />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  )
  return userEvent.setup({ delay: null })
}

type User = ReturnType<typeof userEvent.setup>
/** The field whose label reads `label`, after the required marker. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^\\*?${label}$`))
const fill = async (user: User, label: string, text: string) => {
  await user.click(field(label))
  await user.paste(text)
}

const me = {
  id: '6f1d0c2e-8a6b-4a9b-9c3e-1f2a3b4c5d6e',
  email: 'lucia@example.org',
  is_active: true,
  is_superuser: false,
  is_verified: true,
  name: 'Lucía',
  surname: 'Martín',
  principals: ['role:collegiate'],
  role: 'collegiate',
  preferred_lang: 'en',
  tmp_email: 'new@example.org',
  dni_verified: false,
}

describe('ChangePasswordForm', () => {
  it('checks the rules and the repetition before sending anything', async () => {
    const user = renderWithProviders(<ChangePasswordForm />)
    await fill(user, 'Current password', 'Old-Pass-2026')
    await fill(user, 'New password', 'lowercase1')
    await fill(user, 'Repeat the new password', 'different')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('The password must contain an uppercase letter.')).toBeVisible()
    expect(screen.getByText('The passwords do not match.')).toBeVisible()
  })

  it('says a wrong current password next to its field, and a server rule next to the new one', async () => {
    let calls = 0
    server.use(
      http.patch('*/api/user/password', () =>
        ++calls === 1
          ? HttpResponse.json({ detail: 'INVALID_CURRENT_PASSWORD' }, { status: 400 })
          : HttpResponse.json(
              { detail: { code: 'UPDATE_USER_INVALID_PASSWORD', reason: 'Password is too common' } },
              { status: 400 },
            ),
      ),
    )
    const user = renderWithProviders(<ChangePasswordForm />)
    await fill(user, 'Current password', 'Wrong-Pass-1')
    await fill(user, 'New password', 'Password123')
    await fill(user, 'Repeat the new password', 'Password123')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('The current password is not correct.')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(
      await screen.findByText('This password is one of the most used ones. Choose another.'),
    ).toBeVisible()
  })

  it('sends the old and new password, confirms, and empties the fields', async () => {
    let body: unknown
    server.use(
      http.patch('*/api/user/password', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(null)
      }),
    )
    const user = renderWithProviders(<ChangePasswordForm />)
    await fill(user, 'Current password', 'Old-Pass-2026')
    await fill(user, 'New password', 'New-Pass-2027')
    await fill(user, 'Repeat the new password', 'New-Pass-2027')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed')
    expect(body).toEqual({ old_password: 'Old-Pass-2026', new_password: 'New-Pass-2027' })
    expect(field('New password')).toHaveValue('')
  })

  it('tells how long to wait after too many wrong passwords', async () => {
    server.use(
      http.patch('*/api/user/password', () =>
        HttpResponse.json(
          { detail: 'TOO_MANY_REQUESTS' },
          { status: 429, headers: { 'Retry-After': '600' } },
        ),
      ),
    )
    const user = renderWithProviders(<ChangePasswordForm />)
    await fill(user, 'Current password', 'Old-Pass-2026')
    await fill(user, 'New password', 'New-Pass-2027')
    await fill(user, 'Repeat the new password', 'New-Pass-2027')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 10 minutes.')
  })
})

describe('ChangeEmailForm', () => {
  it('asks for the change with the password and says where the link went', async () => {
    let body: unknown
    server.use(
      http.patch('*/api/user/me', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(me)
      }),
    )
    const user = renderWithProviders(<ChangeEmailForm currentEmail="lucia@example.org" />)
    await fill(user, 'New email', ' New@Example.org ')
    await fill(user, 'Current password', 'Old-Pass-2026')
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }))
    expect(await screen.findByRole('status')).toHaveTextContent('We have sent a link to new@example.org.')
    expect(body).toEqual({ email: 'new@example.org', current_password: 'Old-Pass-2026' })
  })

  it('refuses the current address and a taken one', async () => {
    server.use(
      http.patch('*/api/user/me', () =>
        HttpResponse.json({ detail: 'UPDATE_USER_EMAIL_ALREADY_EXISTS' }, { status: 400 }),
      ),
    )
    const user = renderWithProviders(<ChangeEmailForm currentEmail="lucia@example.org" />)
    await fill(user, 'New email', 'lucia@example.org')
    await fill(user, 'Current password', 'Old-Pass-2026')
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }))
    expect(await screen.findByText('This is already your email address.')).toBeVisible()
    await user.clear(field('New email'))
    await fill(user, 'New email', 'taken@example.org')
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }))
    expect(await screen.findByText('There is already an account with that email address.')).toBeVisible()
  })
})

describe('DniVerification', () => {
  const path = '*/api/public/dni-verification-content/verify-dni-verification/me'
  const unverified = { dni_hint: '*****678Z', phone_hint: '*******00', verified: false, verified_at: null }

  it('sends a code for the matching DNI, then validates it', async () => {
    server.use(
      http.get(path, () => HttpResponse.json(unverified)),
      http.post(path, () => HttpResponse.json({ expires_at: '2026-11-21T10:10:00.000Z' }, { status: 202 })),
      http.post(`${path}/confirm`, () =>
        HttpResponse.json({ ...unverified, verified: true, verified_at: '2026-11-21T10:05:00.000Z' }),
      ),
    )
    const user = renderWithProviders(<DniVerification />)
    expect(await screen.findByText(/\*\*\*\*\*678Z/)).toBeVisible()
    await fill(user, 'DNI or NIE', '12345678z')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByText(/We have sent a code to \*{7}00/)).toBeVisible()
    await fill(user, 'Code', '123456')
    await user.click(screen.getByRole('button', { name: 'Validate' }))
    expect(await screen.findByText(/Your identity was validated on November 21, 2026/)).toBeVisible()
  })

  it('refuses a DNI with a wrong letter before sending, and says a mismatch next to the field', async () => {
    server.use(
      http.get(path, () => HttpResponse.json(unverified)),
      http.post(path, () => HttpResponse.json({ detail: 'DNI_MISMATCH' }, { status: 400 })),
    )
    const user = renderWithProviders(<DniVerification />)
    const send = await screen.findByRole('button', { name: 'Send code' })
    await fill(user, 'DNI or NIE', '12345678A')
    await user.click(send)
    expect(await screen.findByText('Enter a valid DNI or NIE with its letter.')).toBeVisible()
    await user.clear(field('DNI or NIE'))
    await fill(user, 'DNI or NIE', '00000000T')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByText('The DNI does not match the one on your account.')).toBeVisible()
  })

  it('offers no form that can only fail when the account lacks its DNI or phone, and says what to do', async () => {
    server.use(http.get(path, () => HttpResponse.json({ ...unverified, phone_hint: null })))
    renderWithProviders(<DniVerification />)
    expect(
      await screen.findByText(
        'Your account has no phone on record to send you the code, so you cannot validate your identity yet. Ask the association to add it and come back here.',
      ),
    ).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull()
  })
})
