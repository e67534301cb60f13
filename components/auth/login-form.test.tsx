import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { NextIntlClientProvider } from 'next-intl'
import type { ComponentProps } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { leaveAfterLoginChange, sessionExpiryKey } from '@/lib/client/auth-session'
import type { Locale } from '@/lib/contract/locales'
import english from '@/messages/en.json'
import spanish from '@/messages/es.json'
import { LoginForm } from './login-form'

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) => (
    <a href={href} {...props} />
  ),
  getPathname: ({ locale, href }: { locale: string; href: string | { pathname: string; query: object } }) => {
    const path =
      typeof href === 'string'
        ? href
        : `${href.pathname}?${new URLSearchParams(href.query as Record<string, string>)}`
    return locale === 'es' ? path : `/${locale}${path === '/' ? '' : path}`
  },
}))

// Leaving loads another page, which jsdom cannot do.
vi.mock('@/lib/client/auth-session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/client/auth-session')>()),
  leaveAfterLoginChange: vi.fn(),
}))

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  window.history.replaceState(null, '', '/login')
  vi.mocked(leaveAfterLoginChange).mockClear()
})
afterEach(() => {
  server.resetHandlers()
  localStorage.clear()
})
afterAll(() => server.close())

const expiresAt = '2026-06-01T10:00:00.000Z'

interface Sent {
  body: string
  transport: string | null
}

function answerLogin(answer: () => Response) {
  const sent: Sent[] = []
  server.use(
    http.post('*/api/auth/jwt/login', async ({ request }) => {
      sent.push({ body: await request.text(), transport: request.headers.get('X-Session-Transport') })
      return answer()
    }),
  )
  return sent
}

const refusal = (status: number, detail: string, headers?: Record<string, string>) => () =>
  HttpResponse.json({ detail }, { status, headers })

function renderForm(locale: Locale = 'es') {
  const messages = locale === 'es' ? spanish : english
  render(
    <NextIntlClientProvider
      locale={locale}
      messages={{ Login: messages.Login, AuthForms: messages.AuthForms, Errors: messages.Errors }}
    >
      <QueryClientProvider client={new QueryClient()}>
        <LoginForm />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  )
  return userEvent.setup({ delay: null })
}

async function signIn(
  user: ReturnType<typeof userEvent.setup>,
  email: string,
  password: string,
  submit: RegExp,
) {
  await user.click(screen.getByRole('textbox', { name: /^(Correo electrónico|Email address)$/ }))
  await user.paste(email)
  await user.click(screen.getByLabelText(/(Contraseña|Password)$/, { selector: 'input' }))
  await user.paste(password)
  await user.click(screen.getByRole('button', { name: submit }))
}

describe('LoginForm', { timeout: 15_000 }, () => {
  it('offers the fields password managers fill, a way to see the password and the recovery links', async () => {
    const user = renderForm()
    const email = screen.getByRole('textbox', { name: 'Correo electrónico' })
    const password = screen.getByLabelText(/Contraseña$/, { selector: 'input' })
    expect(email).toHaveAttribute('autocomplete', 'username')
    expect(email).toBeRequired()
    expect(password).toHaveAttribute('autocomplete', 'current-password')
    expect(password).toHaveAttribute('type', 'password')

    const toggle = screen.getByRole('button', { name: 'Mostrar la contraseña' })
    await user.click(toggle)
    expect(password).toHaveAttribute('type', 'text')
    expect(toggle).toHaveAttribute('aria-pressed', 'true')

    expect(screen.getByRole('link', { name: '¿Has olvidado tu contraseña?' })).toHaveAttribute(
      'href',
      '/auth/password-recovery',
    )
    expect(screen.getByRole('link', { name: '¿Aún no tienes contraseña? Créala aquí' })).toHaveAttribute(
      'href',
      '/auth/first-password',
    )
  })

  it('signs in with the cookie transport, keeps only the expiry and leaves for the redirect page', async () => {
    window.history.replaceState(null, '', '/en/login?redirectTo=/en/profile?tab=x')
    const sent = answerLogin(() => HttpResponse.json({ expires_at: expiresAt }))
    const user = renderForm('en')
    await signIn(user, ' Colegiada@Demo.Colegio.Example ', 'Colegiada2026', /^Sign in$/)

    await waitFor(() =>
      expect(leaveAfterLoginChange).toHaveBeenCalledWith('/en/redirect?redirectTo=%2Fen%2Fprofile%3Ftab%3Dx'),
    )
    expect(sent).toHaveLength(1)
    expect(new URLSearchParams(sent[0]!.body)).toEqual(
      new URLSearchParams({ username: 'colegiada@demo.colegio.example', password: 'Colegiada2026' }),
    )
    expect(sent[0]!.transport).toBe('cookie')
    expect(localStorage.getItem(sessionExpiryKey)).toBe(expiresAt)
    expect(screen.getByRole('status')).toHaveTextContent('Signing in…')
  })

  it('goes to the login page redirect target, or home without one, and never to another site', async () => {
    answerLogin(() => HttpResponse.json({ expires_at: expiresAt }))
    window.history.replaceState(null, '', '/login?redirect=//evil.example/x')
    const user = renderForm()
    await signIn(user, 'a@b.es', 'x', /^Iniciar sesión$/)
    await waitFor(() => expect(leaveAfterLoginChange).toHaveBeenLastCalledWith('/redirect?redirectTo=%2F'))
  })

  it('lists missing fields in a summary that takes the focus, and sends nothing', async () => {
    const user = renderForm()
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }))
    const summary = await screen.findByRole('group', { name: 'Hay 2 problemas en el formulario' })
    await waitFor(() => expect(summary).toHaveFocus())
    expect(summary).toHaveTextContent('Escribe tu correo electrónico.')
    expect(summary).toHaveTextContent('Escribe tu contraseña.')
  })

  it.each([
    [
      'wrong credentials',
      refusal(400, 'LOGIN_BAD_CREDENTIALS'),
      'El correo electrónico o la contraseña no son correctos.',
    ],
    [
      'an account without portal role',
      refusal(403, 'NOT_AUTHORIZED'),
      'Tu cuenta no tiene acceso a este portal. Si crees que es un error, ponte en contacto con el Colegio.',
    ],
    [
      'too many attempts',
      refusal(429, 'TOO_MANY_REQUESTS', { 'Retry-After': '540' }),
      'Has hecho demasiados intentos. Vuelve a intentarlo dentro de 9 minutos.',
    ],
    ['a lost connection', () => HttpResponse.error(), spanish.Errors.network],
  ])('tells %s in place, taking the focus', async (_, answer, text) => {
    answerLogin(answer)
    const user = renderForm()
    await signIn(user, 'colegiada@demo.colegio.example', 'Mal', /^Iniciar sesión$/)
    const failure = await screen.findByRole('group', { name: 'No se ha podido completar' })
    expect(failure).toHaveTextContent(text)
    await waitFor(() => expect(failure).toHaveFocus())
    expect(leaveAfterLoginChange).not.toHaveBeenCalled()
    expect(localStorage.getItem(sessionExpiryKey)).toBeNull()
  })

  it('offers a new verification link to an account not verified yet', async () => {
    answerLogin(refusal(400, 'LOGIN_USER_NOT_VERIFIED'))
    const user = renderForm()
    await signIn(user, 'nueva@example.org', 'Secreta2026', /^Iniciar sesión$/)
    const failure = await screen.findByRole('group', { name: 'No se ha podido completar' })
    expect(failure).toHaveTextContent(spanish.Errors.LOGIN_USER_NOT_VERIFIED)
    expect(screen.getByRole('link', { name: 'Pedir un nuevo enlace de verificación' })).toHaveAttribute(
      'href',
      '/auth/request-verify-token',
    )
  })

  it('says a minute at least when the wait is shorter', async () => {
    answerLogin(refusal(429, 'TOO_MANY_REQUESTS', { 'Retry-After': '5' }))
    const user = renderForm('en')
    await signIn(user, 'a@b.es', 'x', /^Sign in$/)
    expect(await screen.findByRole('group', { name: 'That did not work' })).toHaveTextContent(
      'Too many attempts. Try again in 1 minute.',
    )
  })
})
