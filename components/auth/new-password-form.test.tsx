import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { NextIntlClientProvider } from 'next-intl'
import type { ComponentProps } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import spanish from '@/messages/es.json'
import { NewPasswordForm } from './new-password-form'

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) => (
    <a href={href} {...props} />
  ),
}))

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function answerReset(answer: () => Response) {
  const sent: unknown[] = []
  server.use(
    http.post('*/api/auth/reset-password', async ({ request }) => {
      sent.push(await request.json())
      return answer()
    }),
  )
  return sent
}

function renderForm() {
  render(
    <NextIntlClientProvider
      locale="es"
      messages={{
        ResetPassword: spanish.ResetPassword,
        PasswordRules: spanish.PasswordRules,
        AuthForms: spanish.AuthForms,
        Errors: spanish.Errors,
      }}
    >
      <QueryClientProvider client={new QueryClient()}>
        <NewPasswordForm
          endpoint="auth/reset-password"
          namespace="ResetPassword"
          token="the-token"
          askAgainHref="/auth/password-recovery"
        />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  )
  return userEvent.setup({ delay: null })
}

const newPassword = () => screen.getByLabelText(/Contraseña nueva$/, { selector: 'input' })
const repeat = () => screen.getByLabelText(/Repite la contraseña nueva$/, { selector: 'input' })
const submit = () => screen.getByRole('button', { name: 'Guardar la contraseña' })

async function type(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field)
  await user.click(field)
  await user.paste(text)
}

describe('NewPasswordForm', { timeout: 15_000 }, () => {
  it('marks each rule as met while the password is typed', async () => {
    const user = renderForm()
    const rules = screen.getByRole('list')
    const rule = (name: RegExp) => within(rules).getByText(name).closest('li')!
    expect(rule(/al menos 8 caracteres/)).toHaveTextContent('(pendiente)')

    await type(user, newPassword(), 'abcdefgh')
    expect(rule(/al menos 8 caracteres/)).toHaveTextContent('(cumplido)')
    expect(rule(/una letra minúscula/)).toHaveTextContent('(cumplido)')
    expect(rule(/una letra mayúscula/)).toHaveTextContent('(pendiente)')
    expect(rule(/un número/)).toHaveTextContent('(pendiente)')

    await type(user, newPassword(), 'Ñandú2026x')
    for (const name of [/al menos 8/, /minúscula/, /mayúscula/, /un número/]) {
      expect(rule(name)).toHaveTextContent('(cumplido)')
    }
    expect(newPassword()).toHaveAttribute('autocomplete', 'new-password')
    expect(newPassword()).toHaveAccessibleDescription(
      'Al menos 8 caracteres, con una minúscula, una mayúscula y un número.',
    )
  })

  it('refuses a password that breaks a rule, and two that do not match, without sending', async () => {
    const user = renderForm()
    await type(user, newPassword(), 'corta1A')
    await user.click(submit())
    const summary = await screen.findByRole('group', { name: 'Hay 2 problemas en el formulario' })
    await waitFor(() => expect(summary).toHaveFocus())
    expect(summary).toHaveTextContent('La contraseña tiene que tener al menos 8 caracteres.')
    expect(summary).toHaveTextContent('Repite la contraseña nueva.')

    await type(user, newPassword(), 'Colegiada2027')
    await type(user, repeat(), 'Colegiada2028')
    await user.click(submit())
    await waitFor(() => expect(repeat()).toHaveAccessibleDescription('Las dos contraseñas no coinciden.'))
  })

  it('sets the password with the token and offers to sign in', async () => {
    const sent = answerReset(() => HttpResponse.json(null))
    const user = renderForm()
    await type(user, newPassword(), 'Colegiada2027')
    await type(user, repeat(), 'Colegiada2027')
    await user.click(submit())
    const done = await screen.findByRole('group', { name: 'Contraseña cambiada' })
    await waitFor(() => expect(done).toHaveFocus())
    expect(within(done).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login')
    expect(sent).toEqual([{ token: 'the-token', password: 'Colegiada2027' }])
  })

  it('says when the link no longer works, with a way to ask for a new one', async () => {
    answerReset(() => HttpResponse.json({ detail: 'RESET_PASSWORD_BAD_TOKEN' }, { status: 400 }))
    const user = renderForm()
    await type(user, newPassword(), 'Colegiada2027')
    await type(user, repeat(), 'Colegiada2027')
    await user.click(submit())
    const failure = await screen.findByRole('group', { name: 'No se ha podido completar' })
    expect(failure).toHaveTextContent(spanish.Errors.RESET_PASSWORD_BAD_TOKEN)
    expect(within(failure).getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute(
      'href',
      '/auth/password-recovery',
    )
  })

  it('tells a password the server refuses as too common at the field', async () => {
    answerReset(() =>
      HttpResponse.json(
        { detail: { code: 'RESET_PASSWORD_INVALID_PASSWORD', reason: 'Password is too common' } },
        { status: 400 },
      ),
    )
    const user = renderForm()
    await type(user, newPassword(), 'Password123')
    await type(user, repeat(), 'Password123')
    await user.click(submit())
    await waitFor(() =>
      expect(newPassword()).toHaveAccessibleDescription(
        'Esa contraseña es de las más usadas y se adivina fácilmente. Elige otra.',
      ),
    )
    expect(newPassword()).toHaveFocus()
    expect(screen.queryByRole('group', { name: 'No se ha podido completar' })).toBeNull()
  })
})
