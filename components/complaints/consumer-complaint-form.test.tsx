import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/tests/support/components'
import { complaintDraftKey, emptyComplaint } from './consumer-complaint-form'
import { ConsumerComplaintIsland } from './consumer-complaint-island'

vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/support/components')).navigationAt('/complaints'),
)

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  localStorage.clear()
})
afterAll(() => server.close())

const endpoint = '*/api/public/complaints'
const receipt = { tracking_code: 'REC-2026-7H3K9QWD', received_at: '2026-11-25T10:00:00.000Z', documents: 1 }

interface Sent {
  lang: string | null
  key: string | null
  form: Record<string, unknown>
  files: string[]
}

function serve(...answers: Array<() => Response>) {
  const sent: Sent[] = []
  server.use(
    http.post(endpoint, async ({ request }) => {
      const body = await request.formData()
      sent.push({
        lang: new URL(request.url).searchParams.get('lang'),
        key: request.headers.get('Idempotency-Key'),
        form: JSON.parse(String(body.get('form_data'))) as Record<string, unknown>,
        // The test environment loses the names of files sent in a form: their contents tell them apart.
        files: await Promise.all(body.getAll('documents').map((file) => (file as Blob).text())),
      })
      return answers[Math.min(sent.length, answers.length) - 1]!()
    }),
  )
  return sent
}

function renderPage(locale: 'en' | 'es' = 'en') {
  return renderWithProviders(<ConsumerComplaintIsland />, {
    locale,
    namespaces: ['ConsumerComplaint', 'Errors', 'Captcha'],
    user: { applyAccept: false },
  })
}

const pdf = (name: string) => new File([`%PDF-1.7\n${name}`], name, { type: 'application/pdf' })
const description = 'The physiotherapist charged me twice for the same session and will not answer.'

async function fillIn(user: ReturnType<typeof renderPage>) {
  const write = async (name: RegExp, text: string) => {
    await user.click(screen.getByRole('textbox', { name }))
    await user.paste(text)
  }
  await user.click(await screen.findByRole('radio', { name: 'A consumer or user of professional services' }))
  await write(/Full name/, 'Jane Doe')
  await write(/E-mail/, 'jane@mail.example')
  await user.click(screen.getByRole('radio', { name: 'A professional’s practice' }))
  await write(/Professional or society concerned/, 'Collegiate 1234')
  await write(/What happened/, description)
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }))
}

describe('ConsumerComplaintForm', { timeout: 40_000 }, () => {
  it('sends the complaint with its files (one removed first) and shows the receipt with the code', async () => {
    const sent = serve(() => HttpResponse.json(receipt, { status: 201 }))
    const user = renderPage()
    await fillIn(user)
    const files = screen.getByLabelText('Supporting documents (optional)')
    await user.upload(files, [pdf('invoice.pdf'), pdf('wrong.pdf')])
    const list = screen.getByRole('list', { name: 'Files chosen' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    await user.click(screen.getByRole('button', { name: 'Remove wrong.pdf' }))
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    expect(screen.getByRole('textbox', { name: /What happened/ })).toHaveValue(description)
    expect(screen.getByText(`${description.length} of 5000 characters`)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: /Send complaint/ }))
    const code = await screen.findByText('REC-2026-7H3K9QWD')
    const announced = code.closest('[data-testid="complaint-receipt"]')
    await waitFor(() => expect(announced).toHaveFocus())
    expect(announced).toHaveTextContent('We have sent an acknowledgement with the code to jane@mail.example.')
    expect(screen.getByRole('link', { name: 'Check the status of your complaint' })).toHaveAttribute(
      'href',
      '/complaint-lookup?code=REC-2026-7H3K9QWD',
    )
    expect(sent).toEqual([
      {
        lang: 'en',
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
        form: expect.objectContaining({
          complainant: 'consumer',
          name: 'Jane Doe',
          email: 'jane@mail.example',
          topic: 'professional_practice',
          professional: 'Collegiate 1234',
          description,
          privacy_accepted: true,
        }),
        files: ['%PDF-1.7\ninvoice.pdf'],
      },
    ])
    expect(localStorage.getItem(complaintDraftKey)).toBeNull()
  })

  it('explains every problem in the page language without sending, and asks for the professional only when it fits', async () => {
    const sent = serve(() => HttpResponse.json(receipt, { status: 201 }))
    const user = renderPage('es')
    expect(screen.queryByRole('textbox', { name: /Nombre del profesional o de la sociedad/ })).toBeNull()
    await user.click(await screen.findByRole('button', { name: /Enviar queja/ }))
    const summary = await screen.findByRole('group', { name: /El formulario tiene 6 problemas/ })
    expect(summary).toHaveTextContent('Eres: Elige una de las opciones.')
    expect(summary).toHaveTextContent('Correo electrónico: Este campo es obligatorio.')
    expect(summary).toHaveTextContent('Acepta la política de privacidad para enviar la queja.')
    await user.click(screen.getByRole('radio', { name: 'La actuación de un profesional' }))
    expect(screen.getByRole('textbox', { name: /Nombre del profesional o de la sociedad/ })).toBeVisible()
    await user.click(screen.getByRole('textbox', { name: /Qué ocurrió/ }))
    await user.paste('Corta')
    await user.click(screen.getByRole('button', { name: /Enviar queja/ }))
    expect(await screen.findAllByText('Escribe al menos 20 caracteres.')).not.toHaveLength(0)
    expect(sent).toEqual([])
  })

  it('names a society picked from the registry’s suggestions, and drops the match when the name is edited', async () => {
    const sent = serve(() => HttpResponse.json(receipt, { status: 201 }))
    const asked: string[] = []
    server.use(
      http.get('*/api/public/registry/societies', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('q') ?? '')
        return HttpResponse.json({
          items: [
            {
              social_reason: 'Fisioterapia Ibaia SLP',
              sspp_number: 'SP-2024-0117',
              cif: 'B12345670',
              active: true,
              incorporated_on: '2020-01-01',
              registered_on: '2020-02-01',
              city: 'Donostia',
              province: 'Gipuzkoa',
              mercantile_registry: null,
              partners: 2,
            },
          ],
          total: 1,
          more: false,
          skip: 0,
          limit: 5,
        })
      }),
    )
    const user = renderPage()
    await fillIn(user)
    const name = screen.getByRole('textbox', { name: /Professional or society concerned/ })
    // No suggestions until the kind is chosen: the registry to ask depends on it.
    expect(screen.queryByText(/in the public registry/)).toBeNull()
    await user.click(screen.getByRole('radio', { name: 'A professional society' }))
    await user.clear(name)
    await user.click(name)
    await user.paste('Ibaia')
    // Earlier words may have been asked about too: the suggestions are those of what was typed last.
    await waitFor(() => expect(asked.at(-1)).toBe('Ibaia'))
    await user.click(
      await screen.findByRole('button', { name: 'Pick Fisioterapia Ibaia SLP, number SP-2024-0117' }),
    )
    expect(name).toHaveValue('Fisioterapia Ibaia SLP')
    expect(screen.getByText('Identified in the public registry with number SP-2024-0117.')).toBeVisible()

    await user.click(name)
    await user.paste(' (Gros)')
    expect(screen.queryByText(/Identified in the public registry/)).toBeNull()
    await user.click(await screen.findByRole('button', { name: /^Pick Fisioterapia Ibaia SLP/ }))
    await user.click(screen.getByRole('button', { name: /Send complaint/ }))
    await screen.findByText('REC-2026-7H3K9QWD')
    expect(sent[0]?.form).toMatchObject({
      topic: 'professional_practice',
      subject_kind: 'society',
      professional: 'Fisioterapia Ibaia SLP',
      subject_registry_number: 'SP-2024-0117',
    })
  })

  it('refuses a fourth file and a file of another type as soon as they are chosen', async () => {
    const user = renderPage()
    const files = await screen.findByLabelText('Supporting documents (optional)')
    await user.upload(files, [new File(['x'], 'notes.txt', { type: 'text/plain' })])
    expect(screen.getByText('notes.txt: only PDF, JPEG or PNG files are accepted.')).toBeVisible()
    await user.upload(files, [pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf'), pdf('4.pdf')])
    expect(screen.getByText('You can attach at most 3 files.')).toBeVisible()
    expect(screen.queryByRole('list', { name: 'Files chosen' })).toBeNull()
  })

  it('keeps what was typed on failure, marks the field the server refused, and restores a draft', async () => {
    serve(
      () =>
        HttpResponse.json(
          { detail: [{ loc: ['body', 'email'], msg: 'Invalid', type: 'invalid_format' }] },
          { status: 422 },
        ),
      () => HttpResponse.json({ detail: 'ATTACHMENT_TYPE_NOT_ALLOWED' }, { status: 415 }),
    )
    const user = renderPage()
    await fillIn(user)
    await user.upload(screen.getByLabelText('Supporting documents (optional)'), [pdf('fake.pdf')])
    await user.click(screen.getByRole('button', { name: /Send complaint/ }))
    expect(await screen.findByText(/Some answers were not accepted/)).toBeVisible()
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('textbox', { name: /What happened/ })).toHaveValue(description)

    await user.click(screen.getByRole('button', { name: /Send complaint/ }))
    expect(await screen.findByText(/a file is not really a PDF, JPEG or PNG/)).toBeVisible()
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(complaintDraftKey) ?? '{}')).toMatchObject({ name: 'Jane Doe' }),
    )
  })

  it('restores the complaint being written on this browser, and starts again on request', async () => {
    localStorage.setItem(complaintDraftKey, JSON.stringify({ ...emptyComplaint(), name: 'Kept Name' }))
    const user = renderPage()
    expect(await screen.findByRole('textbox', { name: /Full name/ })).toHaveValue('Kept Name')
    expect(screen.getByText(/We restored the complaint you were writing/)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Start again' }))
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('')
    expect(localStorage.getItem(complaintDraftKey)).toBeNull()
  })
})
