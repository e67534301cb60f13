import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import {
  AdminContext,
  Notification,
  ResourceContextProvider,
  SimpleForm,
  testDataProvider,
  type DataProvider,
} from 'react-admin'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAdminI18nProvider } from '@/lib/client/admin/i18n-provider'
import spanish from '@/messages/es.json'
import { ImageSourceInput } from './image-input'

const id = '0b7f3a52-8d7e-4c1b-9a57-2f5d7c1e9b10'
const picture = {
  id,
  filename: 'logo.png',
  content_type: 'image/png',
  size: 241,
  width: 120,
  height: 40,
  src: `/media/${id}`,
  created_at: '2026-11-25T22:00:00.000Z',
}

const uploads: File[] = []
const server = setupServer(
  http.post('*/api/admin/media', async ({ request }) => {
    uploads.push((await request.formData()).get('file') as File)
    return HttpResponse.json(picture, { status: 201 })
  }),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
// react-admin 5's text inputs still hand MUI 9 props it dropped (see news.test.tsx): that warning alone passes.
beforeEach(() => {
  const checked = console.error
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).startsWith('React does not recognize the `%s` prop on a DOM element')) return
    checked(...args)
  })
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

async function renderInput(save: (values: Record<string, unknown>) => void, getOne: DataProvider['getOne']) {
  const i18nProvider = await createAdminI18nProvider('es')
  render(
    <AdminContext
      dataProvider={testDataProvider({
        getOne,
        getList: async () => ({ data: [picture], total: 1 }) as never,
      })}
      i18nProvider={i18nProvider}
    >
      <ResourceContextProvider value="news">
        <SimpleForm record={{ id: 1, image_src: '/brand/logo.svg' }} onSubmit={save}>
          <ImageSourceInput source="image_src" label="Imagen" />
        </SimpleForm>
      </ResourceContextProvider>
      <Notification />
    </AdminContext>,
  )
}

describe('the picture input', { timeout: 60_000 }, () => {
  it('uploads a file, keeps its /media/ address and shows its size; a path typed by hand stays', async () => {
    const save = vi.fn()
    const getOne = vi.fn(async () => ({ data: picture }) as never)
    await renderInput(save, getOne)
    const user = userEvent.setup()
    const field = await screen.findByRole('textbox', { name: 'Imagen' })
    expect(field).toHaveValue('/brand/logo.svg')

    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' })
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!
    expect(input.accept).toBe('image/png,image/jpeg')
    await user.upload(input, file)

    await waitFor(() => expect(field).toHaveValue(`/media/${id}`))
    expect(uploads).toHaveLength(1)
    expect(await screen.findByText('120 × 40 px')).toBeInTheDocument()
    expect(getOne).toHaveBeenCalledWith('media', expect.objectContaining({ id }))

    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(save).toHaveBeenCalled())
    expect(save.mock.calls[0]![0]).toMatchObject({ image_src: `/media/${id}` })
  })

  it('picks an uploaded picture from the list', async () => {
    await renderInput(
      vi.fn(),
      vi.fn(async () => ({ data: picture }) as never),
    )
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Elegir una imagen subida: Imagen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Imágenes subidas' })
    expect(dialog).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'Usar «logo.png»' }))
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Imagen' })).toHaveValue(`/media/${id}`))
  })

  it('says in the back-office’s language when too many pictures were uploaded, and keeps the field', async () => {
    server.use(
      http.post('*/api/admin/media', () =>
        HttpResponse.json({ detail: 'TOO_MANY_UPLOADS' }, { status: 429, headers: { 'Retry-After': '120' } }),
      ),
    )
    await renderInput(
      vi.fn(),
      vi.fn(async () => ({ data: picture }) as never),
    )
    const user = userEvent.setup()
    const field = await screen.findByRole('textbox', { name: 'Imagen' })
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' })
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file)
    expect(await screen.findByText(spanish.Errors.TOO_MANY_UPLOADS)).toBeVisible()
    expect(field).toHaveValue('/brand/logo.svg')
  })
})
