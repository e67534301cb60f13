import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { NextIntlClientProvider } from 'next-intl'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import spanish from '@/messages/es.json'
import { JobComplaintForm } from './job-complaint-form'

vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/support/components')).navigationAt('/job/oferta'),
)

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const endpoint = '*/api/jobs/42/es/complaint'
const receipt = { tracking_code: 'JOB-2026-000123', created_at: '2026-11-21T10:00:00.000Z' }

interface Sent {
  key: string | null
  body: Record<string, unknown>
}

/** Answers each request with the next of `answers`, and records what was sent. */
function serve(...answers: Array<() => Response>) {
  const sent: Sent[] = []
  server.use(
    http.patch(endpoint, async ({ request }) => {
      sent.push({
        key: request.headers.get('Idempotency-Key'),
        body: (await request.json()) as Sent['body'],
      })
      return answers[Math.min(sent.length, answers.length) - 1]!()
    }),
  )
  return sent
}

function renderForm() {
  render(
    <NextIntlClientProvider
      locale="es"
      messages={{ JobComplaint: spanish.JobComplaint, Captcha: spanish.Captcha }}
    >
      <QueryClientProvider client={new QueryClient()}>
        <h2 id="complaint-title">Informar de un problema</h2>
        <JobComplaintForm jobId={42} labelledBy="complaint-title" />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  )
  return userEvent.setup({ delay: null })
}

const description = () => screen.getByRole('textbox', { name: '¿Qué problema tiene esta oferta?' })
const submit = () => screen.getByRole('button', { name: /Enviar queja/ })
const text = 'La oferta pide pagar una cuota antes de la entrevista.'

describe('JobComplaintForm', () => {
  it('sends the description and shows the tracking code, focused, in a status', async () => {
    const sent = serve(() => HttpResponse.json(receipt, { status: 201 }))
    const user = renderForm()
    await user.click(description())
    await user.paste(`  ${text} `)
    await user.click(submit())

    const code = await screen.findByText('JOB-2026-000123')
    const announced = code.closest('[role="status"]')
    expect(announced).toHaveTextContent('Hemos recibido tu queja')
    await waitFor(() => expect(announced).toHaveFocus())
    expect(screen.getByRole('link', { name: 'Consultar el estado de tu queja' })).toHaveAttribute(
      'href',
      '/complaint-lookup?code=JOB-2026-000123',
    )
    expect(sent).toEqual([{ key: expect.stringMatching(/^[0-9a-f-]{36}$/), body: { description: text } }])
  })

  it('refuses a description that is too short, in Spanish, without sending it', async () => {
    const sent = serve(() => HttpResponse.json(receipt, { status: 201 }))
    const user = renderForm()
    await user.click(description())
    await user.paste('Corta')
    await user.click(submit())
    expect(await screen.findAllByText('La descripción debe tener al menos 10 caracteres.')).not.toHaveLength(
      0,
    )
    expect(description()).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toEqual([])
  })

  it('keeps the text and explains a failure; a retry of the same text reuses its idempotency key', async () => {
    const sent = serve(
      () =>
        HttpResponse.json(
          { detail: 'TOO_MANY_REQUESTS' },
          { status: 429, headers: { 'Retry-After': '120' } },
        ),
      () => HttpResponse.json({ detail: 'Not Found' }, { status: 404 }),
      () => HttpResponse.json(receipt, { status: 201 }),
    )
    const user = renderForm()
    await user.click(description())
    await user.paste(text)
    await user.click(submit())
    expect(await screen.findByText(/espera 2 minutos/)).toBeVisible()
    expect(description()).toHaveValue(text)

    await user.click(submit())
    expect(await screen.findByText(/Esta oferta ya no está publicada/)).toBeVisible()
    expect(description()).toHaveValue(text)

    await user.click(submit())
    expect(await screen.findByText('JOB-2026-000123')).toBeVisible()
    expect(new Set(sent.map((request) => request.key)).size).toBe(1)
  })
})
