import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { NextIntlClientProvider } from 'next-intl'
import type { ComponentProps } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Captcha, CaptchaContext } from '@/lib/client/captcha'
import english from '@/messages/en.json'
import { EmailRequestForm } from './email-request-form'

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) => (
    <a href={href} {...props} />
  ),
}))

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const captcha: Captcha = {
  enabled: true,
  prepare: () => {},
  execute: async (action) => `token-for-${action}`,
}

function renderForm() {
  render(
    <NextIntlClientProvider
      locale="en"
      messages={{
        AuthForms: english.AuthForms,
        PasswordRecovery: english.PasswordRecovery,
        Errors: english.Errors,
        Captcha: english.Captcha,
      }}
    >
      <QueryClientProvider client={new QueryClient()}>
        <CaptchaContext value={captcha}>
          <EmailRequestForm endpoint="auth/forgot-password" namespace="PasswordRecovery" />
        </CaptchaContext>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  )
  return userEvent.setup({ delay: null })
}

describe('EmailRequestForm with captcha', () => {
  it('sends a token for its action and the page language, then says the same whatever the address', async () => {
    const sent: Array<{ captcha: string | null; language: string | null }> = []
    server.use(
      http.post('*/api/auth/forgot-password', ({ request }) => {
        sent.push({
          captcha: request.headers.get('X-Captcha-Token'),
          language: request.headers.get('Accept-Language'),
        })
        return HttpResponse.json(null, { status: 202 })
      }),
    )
    const user = renderForm()
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ane@example.org')
    await user.click(screen.getByRole('button', { name: 'Send the link' }))
    expect(await screen.findByText('Check your email')).toBeVisible()
    expect(sent).toEqual([{ captcha: 'token-for-password_recovery', language: 'en' }])
  })

  it('tells a refused robot check, which says nothing about the address', async () => {
    server.use(
      http.post('*/api/auth/forgot-password', () =>
        HttpResponse.json({ detail: 'CAPTCHA_INVALID' }, { status: 400 }),
      ),
    )
    const user = renderForm()
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ane@example.org')
    await user.click(screen.getByRole('button', { name: 'Send the link' }))
    expect(await screen.findByText(english.Errors.CAPTCHA_INVALID)).toBeVisible()
    expect(screen.queryByText('Check your email')).not.toBeInTheDocument()
  })
})
