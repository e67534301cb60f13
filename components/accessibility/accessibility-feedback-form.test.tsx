import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { NextIntlClientProvider } from 'next-intl'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Captcha, CaptchaContext, CaptchaError } from '@/lib/client/captcha'
import type { Locale } from '@/lib/contract/locales'
import basque from '@/messages/eu.json'
import spanish from '@/messages/es.json'
import { AccessibilityFeedbackForm } from './accessibility-feedback-form'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const endpoint = '*/api/public/accessibility-feedback'
const receipt = { reference: 'ACC-2026-000123', created_at: '2026-11-21T10:00:00.000Z' }
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

interface Sent {
  key: string | null
  captcha: string | null
  body: Record<string, unknown>
}

/** Answers each request with the next of `answers`, and records what was sent. */
function serve(...answers: Array<() => Response | Promise<Response>>) {
  const sent: Sent[] = []
  server.use(
    http.post(endpoint, async ({ request }) => {
      sent.push({
        key: request.headers.get('Idempotency-Key'),
        captcha: request.headers.get('X-Captcha-Token'),
        body: (await request.json()) as Sent['body'],
      })
      const answer = answers[Math.min(sent.length, answers.length) - 1]!
      return answer()
    }),
  )
  return sent
}

const created = () => HttpResponse.json(receipt, { status: 201 })

function renderForm(locale: Locale = 'es', captcha?: Captcha) {
  const messages = locale === 'es' ? spanish : basque
  const withCaptcha = (children: ReactNode) =>
    captcha ? <CaptchaContext value={captcha}>{children}</CaptchaContext> : children
  render(
    <NextIntlClientProvider
      locale={locale}
      messages={{ AccessibilityFeedback: messages.AccessibilityFeedback, Captcha: messages.Captcha }}
    >
      <QueryClientProvider client={new QueryClient()}>
        <h2 id="form-title">Formulario</h2>
        {withCaptcha(<AccessibilityFeedbackForm labelledBy="form-title" />)}
      </QueryClientProvider>
    </NextIntlClientProvider>,
  )
  return userEvent.setup({ delay: null })
}

/** Types into a field in one go: the tests are about the form, not about keystrokes. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}

const message = () => screen.getByRole('textbox', { name: 'Mensaje' })
const email = () => screen.getByRole('textbox', { name: 'Correo electrónico' })
const submit = () => screen.getByRole('button', { name: /Enviar/ })

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Informar de una barrera de accesibilidad' }))
  await fill(
    user,
    screen.getByRole('textbox', { name: 'Dirección de la página donde está el problema' }),
    '/contacto',
  )
  await fill(user, message(), '  El mapa de la página no tiene alternativa textual.  ')
  await fill(user, screen.getByRole('textbox', { name: 'Nombre' }), 'Lucía')
  await fill(user, email(), 'lucia@example.org')
}

describe('AccessibilityFeedbackForm', { timeout: 15_000 }, () => {
  it('is a named form whose required fields say so', () => {
    renderForm()
    expect(screen.getByRole('form', { name: 'Formulario' })).toBeInTheDocument()
    expect(screen.getByText('Los campos marcados con un asterisco (*) son obligatorios.')).toBeInTheDocument()
    expect(screen.getByRole('radiogroup', { name: 'Tipo de comunicación' })).toHaveAttribute(
      'aria-required',
      'true',
    )
    expect(message()).toBeRequired()
    expect(email()).toBeRequired()
    expect(email()).toHaveAttribute('autocomplete', 'email')
    expect(screen.getByRole('textbox', { name: 'Nombre' })).not.toBeRequired()
    expect(
      screen.getByRole('textbox', { name: 'Dirección de la página donde está el problema' }),
    ).not.toBeRequired()
    expect(email()).toHaveAccessibleDescription(
      'Te responderemos a esta dirección en un plazo máximo de 20 días hábiles.',
    )
    // The honeypot is out of reach: not in the accessibility tree, not in the tab order.
    expect(screen.queryByRole('textbox', { name: 'Deja este campo vacío' })).toBeNull()
    expect(document.getElementById('feedback-homepage')).toHaveAttribute('tabindex', '-1')
  })

  it('sends nothing when empty, and lists the problems in a summary that takes the focus', async () => {
    const user = renderForm()
    await user.click(submit())

    const summary = await screen.findByRole('group', { name: 'Hay 3 problemas en el formulario' })
    await waitFor(() => expect(summary).toHaveFocus())
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Elige el tipo de comunicación.',
      'Escribe tu mensaje.',
      'Escribe tu correo electrónico para que podamos responderte.',
    ])
    const kind = screen.getByRole('radiogroup', { name: 'Tipo de comunicación' })
    expect(kind).toHaveAttribute('aria-invalid', 'true')
    expect(kind).toHaveAccessibleDescription('Elige el tipo de comunicación.')
    expect(message()).toHaveAttribute('aria-invalid', 'true')
    expect(message()).toHaveAccessibleDescription('Escribe tu mensaje.')
    expect(email()).toHaveAccessibleDescription('Escribe tu correo electrónico para que podamos responderte.')

    await user.click(within(summary).getByRole('link', { name: 'Escribe tu mensaje.' }))
    expect(message()).toHaveFocus()
    await user.click(within(summary).getByRole('link', { name: 'Elige el tipo de comunicación.' }))
    expect(screen.getByRole('radio', { name: 'Informar de una barrera de accesibilidad' })).toHaveFocus()
  })

  it('words each rule of the contract', async () => {
    const user = renderForm()
    await fill(
      user,
      screen.getByRole('textbox', { name: 'Dirección de la página donde está el problema' }),
      'www.x.es',
    )
    await fill(user, message(), '  corto  ')
    await fill(user, email(), 'lucía martín@example.org')
    await user.click(submit())

    const summary = await screen.findByRole('group', { name: 'Hay 4 problemas en el formulario' })
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Elige el tipo de comunicación.',
      'Escribe una dirección completa, que empiece por https://, o una ruta que empiece por /.',
      'El mensaje debe tener al menos 10 caracteres.',
      'Escribe un correo electrónico válido y sin espacios, como nombre@ejemplo.com.',
    ])
  })

  it('sends the trimmed values with an Idempotency-Key, then shows the reference and moves the focus to it', async () => {
    let release: () => void = () => {}
    const sent = serve(async () => {
      await new Promise<void>((resolve) => (release = resolve))
      return created()
    })
    const user = renderForm()
    await fillValidForm(user)
    await user.click(submit())

    const sending = await screen.findByRole('button', { name: /Enviando tu comunicación/ })
    expect(sending).toBeDisabled()
    expect(screen.getByRole('status')).toHaveTextContent('Enviando tu comunicación…')
    release()

    const confirmation = await screen.findByRole('group', { name: 'Hemos recibido tu comunicación' })
    await waitFor(() => expect(confirmation).toHaveFocus())
    expect(confirmation).toHaveTextContent('Número de referencia: ACC-2026-000123')
    expect(confirmation).toHaveTextContent('Te responderemos a lucia@example.org')
    expect(screen.queryByRole('form')).toBeNull()

    expect(sent).toEqual([
      {
        key: expect.stringMatching(uuid),
        captcha: null,
        body: {
          kind: 'barrier',
          page_url: '/contacto',
          message: 'El mapa de la página no tiene alternativa textual.',
          name: 'Lucía',
          email: 'lucia@example.org',
          homepage: '',
          lang: 'es',
        },
      },
    ])
  })

  it('keeps everything typed after a failure, says what to do, and resends with the same key', async () => {
    const sent = serve(() => HttpResponse.json({ detail: 'Internal Server Error' }, { status: 500 }), created)
    const user = renderForm()
    await fillValidForm(user)
    await user.click(submit())

    const failure = await screen.findByRole('group', { name: 'No hemos podido enviar tu comunicación' })
    await waitFor(() => expect(failure).toHaveFocus())
    expect(failure).toHaveTextContent('Lo que has escrito sigue en el formulario')
    expect(message()).toHaveValue('  El mapa de la página no tiene alternativa textual.  ')
    expect(email()).toHaveValue('lucia@example.org')
    expect(screen.getByRole('radio', { name: 'Informar de una barrera de accesibilidad' })).toBeChecked()

    await user.click(submit())
    await screen.findByRole('group', { name: 'Hemos recibido tu comunicación' })
    expect(sent).toHaveLength(2)
    expect(sent[1]?.key).toBe(sent[0]?.key)
  })

  it('uses a new key once the content changes', async () => {
    const sent = serve(() => HttpResponse.json({ detail: 'Internal Server Error' }, { status: 500 }), created)
    const user = renderForm()
    await fillValidForm(user)
    await user.click(submit())
    await screen.findByRole('group', { name: 'No hemos podido enviar tu comunicación' })

    await fill(user, message(), ' Y el pie también.')
    await user.click(submit())
    await screen.findByRole('group', { name: 'Hemos recibido tu comunicación' })
    expect(sent[1]?.key).toMatch(uuid)
    expect(sent[1]?.key).not.toBe(sent[0]?.key)
  })

  it('says how long to wait when the server limits the rate', async () => {
    serve(() =>
      HttpResponse.json({ detail: 'TOO_MANY_REQUESTS' }, { status: 429, headers: { 'Retry-After': '90' } }),
    )
    const user = renderForm()
    await fillValidForm(user)
    await user.click(submit())

    const failure = await screen.findByRole('group', { name: 'No hemos podido enviar tu comunicación' })
    expect(failure).toHaveTextContent('espera 2 minutos y vuelve a pulsar «Enviar»')
    expect(message()).toHaveValue('  El mapa de la página no tiene alternativa textual.  ')
  })

  it('retries a lost connection by itself with the same key', async () => {
    const sent = serve(() => HttpResponse.error(), created)
    const user = renderForm()
    await fillValidForm(user)
    await user.click(submit())

    await screen.findByRole('group', { name: 'Hemos recibido tu comunicación' }, { timeout: 5000 })
    expect(sent).toHaveLength(2)
    expect(sent[1]?.key).toBe(sent[0]?.key)
  })

  it('speaks the page’s language', async () => {
    const user = renderForm('eu')
    await user.click(screen.getByRole('button', { name: /Bidali/ }))
    const summary = await screen.findByRole('group', { name: '3 arazo daude formularioan' })
    expect(within(summary).getByRole('link', { name: 'Idatzi zure mezua.' })).toBeInTheDocument()
  })

  describe('with captcha', () => {
    /** A captcha that hands out numbered tokens, as a provider with a site key does. */
    function fakeCaptcha(execute?: Captcha['execute']): Captcha & { execute: ReturnType<typeof vi.fn> } {
      let issued = 0
      return {
        enabled: true,
        prepare: vi.fn(),
        execute: vi.fn(execute ?? (async () => `captcha-token-${++issued}`)),
      }
    }

    it('prepares captcha when the form is first used, and shows Google’s notice by the button', async () => {
      const captcha = fakeCaptcha()
      const user = renderForm('es', captcha)
      expect(captcha.prepare).not.toHaveBeenCalled()
      await user.click(message())
      expect(captcha.prepare).toHaveBeenCalled()

      const notice = screen.getByText(/Este formulario está protegido por reCAPTCHA/)
      expect(notice).toHaveTextContent(
        'Este formulario está protegido por reCAPTCHA: se aplican la Política de Privacidad y los Términos del Servicio de Google.',
      )
      expect(within(notice).getByRole('link', { name: 'Política de Privacidad' })).toHaveAttribute(
        'href',
        'https://policies.google.com/privacy?hl=es',
      )
      expect(within(notice).getByRole('link', { name: 'Términos del Servicio' })).toHaveAttribute(
        'href',
        'https://policies.google.com/terms?hl=es',
      )
    })

    it('sends a token for the accessibility_feedback action in X-Captcha-Token, a new one on each attempt', async () => {
      const sent = serve(
        () => HttpResponse.json({ detail: 'Internal Server Error' }, { status: 500 }),
        created,
      )
      const captcha = fakeCaptcha()
      const user = renderForm('es', captcha)
      await fillValidForm(user)
      await user.click(submit())
      await screen.findByRole('group', { name: 'No hemos podido enviar tu comunicación' })
      await user.click(submit())
      await screen.findByRole('group', { name: 'Hemos recibido tu comunicación' })

      expect(captcha.execute.mock.calls).toEqual([['accessibility_feedback'], ['accessibility_feedback']])
      expect(sent.map(({ captcha }) => captcha)).toEqual(['captcha-token-1', 'captcha-token-2'])
      expect(sent[1]?.key).toBe(sent[0]?.key)
    })

    it('keeps what was typed and says what to do when no token can be had, sending nothing', async () => {
      const sent = serve(created)
      const captcha = fakeCaptcha(() => Promise.reject(new CaptchaError('Failed to load script')))
      const user = renderForm('es', captcha)
      await fillValidForm(user)
      await user.click(submit())

      const failure = await screen.findByRole('group', { name: 'No hemos podido enviar tu comunicación' })
      await waitFor(() => expect(failure).toHaveFocus())
      expect(failure).toHaveTextContent('No hemos podido hacer la comprobación contra envíos automáticos')
      expect(failure).toHaveTextContent('Lo que has escrito sigue en el formulario')
      expect(message()).toHaveValue('  El mapa de la página no tiene alternativa textual.  ')
      expect(email()).toHaveValue('lucia@example.org')
      expect(sent).toEqual([])

      captcha.execute.mockResolvedValueOnce('captcha-token-ok')
      await user.click(submit())
      await screen.findByRole('group', { name: 'Hemos recibido tu comunicación' })
      expect(sent.map(({ captcha }) => captcha)).toEqual(['captcha-token-ok'])
    })

    it.each([
      [400, 'CAPTCHA_INVALID', 'no ha dado por buena tu comunicación'],
      [503, 'CAPTCHA_UNAVAILABLE', 'espera un momento y vuelve a pulsar «Enviar»'],
    ])('explains a %i %s answer and keeps what was typed', async (status, detail, text) => {
      serve(() => HttpResponse.json({ detail }, { status, headers: { 'Retry-After': '30' } }))
      const user = renderForm('es', fakeCaptcha())
      await fillValidForm(user)
      await user.click(submit())

      const failure = await screen.findByRole('group', { name: 'No hemos podido enviar tu comunicación' })
      expect(failure).toHaveTextContent(text)
      expect(message()).toHaveValue('  El mapa de la página no tiene alternativa textual.  ')
    })

    it('asks for a new token when it retries a lost connection by itself', async () => {
      const sent = serve(() => HttpResponse.error(), created)
      const user = renderForm('es', fakeCaptcha())
      await fillValidForm(user)
      await user.click(submit())

      await screen.findByRole('group', { name: 'Hemos recibido tu comunicación' }, { timeout: 5000 })
      expect(sent.map(({ captcha }) => captcha)).toEqual(['captcha-token-1', 'captcha-token-2'])
    })

    it('words Google’s notice in the page’s language', () => {
      renderForm('eu', fakeCaptcha())
      expect(screen.getByRole('link', { name: 'Pribatutasun-gidalerroak' })).toHaveAttribute(
        'href',
        'https://policies.google.com/privacy?hl=eu',
      )
    })
  })

  it('shows no captcha notice and sends no token when captcha is off', async () => {
    const sent = serve(created)
    const user = renderForm()
    expect(screen.queryByText(/reCAPTCHA/)).toBeNull()
    await fillValidForm(user)
    await user.click(submit())
    await screen.findByRole('group', { name: 'Hemos recibido tu comunicación' })
    expect(sent[0]?.captcha).toBeNull()
  })
})
