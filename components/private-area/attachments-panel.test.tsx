import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Attachment } from '@/lib/contract/attachments'
import english from '@/messages/en.json'
import { renderWithProviders } from '@/tests/support/components'
import { AttachmentsPanel } from './attachments-panel'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const files = '*/api/public/collegiates/files'

const diploma: Attachment = {
  id: '0b7c6f1e-3d2a-4c5b-9e8f-7a6b5c4d3e2f',
  kind: 'diploma',
  filename: 'título.pdf',
  content_type: 'application/pdf',
  size: 1_572_864,
  created_at: '2026-11-20T09:30:00.000Z',
}

/** The list the server holds; uploads and removals change it, as the API would. */
function serveList(initial: Attachment[]) {
  let list = [...initial]
  server.use(
    http.get(files, () => HttpResponse.json(list)),
    http.post(`${files}/remove`, async ({ request }) => {
      const { id } = (await request.json()) as { id: string }
      list = list.filter((item) => item.id !== id)
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return { add: (item: Attachment) => (list = [item, ...list]) }
}

// With the theme settings that the confirmation dialog's MUI scope reads.
function renderPanel() {
  return renderWithProviders(<AttachmentsPanel group="collegiates" />, {
    namespaces: ['Attachments', 'Errors'],
    user: { applyAccept: false },
  })
}

const pdf = (name = 'sepa.pdf', size = 9) =>
  new File([new Uint8Array(size).fill(0x25)], name, { type: 'application/pdf' })

describe('AttachmentsPanel', () => {
  it('lists the files with their kind, size and date, and a download link', async () => {
    serveList([diploma])
    renderPanel()
    const item = (await screen.findByText('título.pdf', { selector: 'p' })).closest('li')!
    expect(item).toHaveTextContent('Degree certificate')
    expect(item).toHaveTextContent('1.5 MB')
    expect(item).toHaveTextContent('Nov 20, 2026')
    expect(within(item).getByRole('link', { name: 'Download título.pdf' })).toHaveAttribute(
      'href',
      `/api/public/collegiates/files/${diploma.id}`,
    )
  })

  it('says when there are no files yet', async () => {
    serveList([])
    renderPanel()
    expect(await screen.findByText('You have not attached any documents yet.')).toBeVisible()
  })

  it('offers a retry when the list cannot be loaded', async () => {
    server.use(http.get(files, () => HttpResponse.json({ detail: 'SERVICE_UNAVAILABLE' }, { status: 503 })))
    renderPanel()
    expect(await screen.findByText(/Your documents could not be loaded\./)).toBeVisible()
    serveList([diploma])
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('título.pdf', { selector: 'p' })).toBeVisible()
  })

  it('sends the file and its kind, lists it, announces it and empties the form', async () => {
    const held = serveList([])
    // jsdom's FormData reaches msw without the part's file name, which a browser sends: the name is left unchecked.
    let sent: { kind: unknown; size: unknown } | undefined
    const added: Attachment = {
      ...diploma,
      id: '1c8d7e6f-5a4b-4c3d-8e2f-1a0b9c8d7e6f',
      kind: 'homologation',
      filename: 'homologación.pdf',
      size: 9,
    }
    server.use(
      http.post(`${files}/add`, async ({ request }) => {
        const form = await request.formData()
        sent = { kind: form.get('kind'), size: (form.get('file') as File).size }
        held.add(added)
        return HttpResponse.json(added, { status: 201 })
      }),
    )
    const user = renderPanel()
    await screen.findByText('You have not attached any documents yet.')
    await user.upload(screen.getByLabelText('File'), pdf())
    // The signed SEPA mandate is sent on /sepa only.
    expect(screen.queryByRole('option', { name: 'SEPA direct debit mandate' })).not.toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Type of document'), 'Degree homologation')
    await user.click(screen.getByRole('button', { name: 'Add the document' }))
    expect(await screen.findByText('homologación.pdf', { selector: 'p' })).toBeVisible()
    expect(sent).toEqual({ kind: 'homologation', size: 9 })
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'homologación.pdf has been added.',
    )
    expect((screen.getByLabelText('File') as HTMLInputElement).files).toHaveLength(0)
    expect(screen.getByLabelText('Type of document')).toHaveValue('other')
  })

  it('refuses a wrong extension and a file over 5 MiB before sending anything', async () => {
    serveList([])
    const user = renderPanel()
    await screen.findByText('You have not attached any documents yet.')
    await user.click(screen.getByRole('button', { name: 'Add the document' }))
    expect(await screen.findByText('Choose the file you want to add.')).toBeVisible()
    await user.upload(screen.getByLabelText('File'), new File(['MZ'], 'setup.exe'))
    await user.click(screen.getByRole('button', { name: 'Add the document' }))
    expect(await screen.findByText(/Only PDF, JPEG or PNG files are accepted/)).toBeVisible()
    const file = screen.getByLabelText('File')
    await user.upload(file, pdf('scan.pdf', 5 * 1024 * 1024 + 1))
    await user.click(screen.getByRole('button', { name: 'Add the document' }))
    expect(await screen.findByText(english.Errors.ATTACHMENT_TOO_LARGE)).toBeVisible()
    expect(file).toHaveAttribute('aria-invalid', 'true')
    expect(file).toHaveFocus()
  })

  it('shows the server’s refusal next to the file and keeps what was chosen', async () => {
    serveList([])
    server.use(
      http.post(`${files}/add`, () =>
        HttpResponse.json({ detail: 'ATTACHMENT_TYPE_NOT_ALLOWED' }, { status: 415 }),
      ),
    )
    const user = renderPanel()
    await screen.findByText('You have not attached any documents yet.')
    await user.upload(screen.getByLabelText('File'), pdf('renamed.pdf'))
    await user.selectOptions(screen.getByLabelText('Type of document'), 'Degree certificate')
    await user.click(screen.getByRole('button', { name: 'Add the document' }))
    expect(await screen.findByText(english.Errors.ATTACHMENT_TYPE_NOT_ALLOWED)).toBeVisible()
    const input = screen.getByLabelText('File') as HTMLInputElement
    expect(input.files?.[0]?.name).toBe('renamed.pdf')
    expect(screen.getByLabelText('Type of document')).toHaveValue('diploma')
  })

  it('says to wait after too many uploads, in the page’s language, and keeps what was chosen', async () => {
    serveList([])
    server.use(
      http.post(`${files}/add`, () =>
        HttpResponse.json({ detail: 'TOO_MANY_UPLOADS' }, { status: 429, headers: { 'Retry-After': '300' } }),
      ),
    )
    const user = renderPanel()
    await screen.findByText('You have not attached any documents yet.')
    await user.upload(screen.getByLabelText('File'), pdf('one-more.pdf'))
    await user.selectOptions(screen.getByLabelText('Type of document'), 'Degree certificate')
    await user.click(screen.getByRole('button', { name: 'Add the document' }))
    expect(await screen.findByText(english.Errors.TOO_MANY_UPLOADS)).toBeVisible()
    expect((screen.getByLabelText('File') as HTMLInputElement).files?.[0]?.name).toBe('one-more.pdf')
  })

  it('removes a file after confirming in a dialog, then announces it and moves the focus to the list', async () => {
    serveList([diploma])
    const user = renderPanel()
    await user.click(await screen.findByRole('button', { name: 'Remove título.pdf' }))
    // The dialog loads when it first opens.
    const dialog = await screen.findByRole('dialog', { name: 'Remove the document?' })
    expect(dialog).toHaveTextContent('título.pdf will be removed.')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByText('título.pdf', { selector: 'p' })).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Remove título.pdf' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('You have not attached any documents yet.')).toBeVisible()
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your documents' })).toHaveFocus())
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'título.pdf has been removed.',
    )
  })
})
