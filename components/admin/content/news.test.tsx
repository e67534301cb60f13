import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { AdminContext, ResourceContextProvider, testDataProvider, type DataProvider } from 'react-admin'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAdminI18nProvider } from '@/lib/client/admin/i18n-provider'
import { NewsCreate } from './news'
import { previewHtml } from './rich-text-input'

const server = setupServer(
  http.get('*/api/public/news/categories/es', () =>
    HttpResponse.json([{ id: 3, key: 'training', name: 'Formación', color: null }]),
  ),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
// react-admin 5's text and boolean inputs still hand MUI 9 props it dropped (InputProps, inputRef…): React warns
// once per prop in development, and the inputs work; that warning alone is let through here.
beforeEach(() => {
  const checked = console.error
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).startsWith('React does not recognize the `%s` prop on a DOM element')) return
    checked(...args)
  })
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/** Puts text in a field at once (typing each letter into react-admin's form is slow in jsdom). */
async function typeIn(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}

async function renderCreate(create: DataProvider['create']) {
  const i18nProvider = await createAdminI18nProvider('es')
  render(
    <AdminContext dataProvider={testDataProvider({ create })} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="news">
        <NewsCreate />
      </ResourceContextProvider>
    </AdminContext>,
  )
}

describe('creating a news item', { timeout: 90_000 }, () => {
  it('sends Spanish alone as written, the other languages as none, the slug made from the title', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...data, id: 7 },
    }))
    await renderCreate(create as never)
    const user = userEvent.setup()
    await typeIn(user, await screen.findByRole('textbox', { name: 'Título' }), 'Nueva sede del Colegio')
    await user.click(screen.getByRole('button', { name: 'Generar la dirección desde el título' }))
    expect(screen.getByRole('textbox', { name: 'Dirección (slug)' })).toHaveValue('nueva-sede-del-colegio')
    await user.click(screen.getByRole('switch', { name: 'Editar el HTML' }))
    await typeIn(user, screen.getByRole('textbox', { name: 'Texto (HTML)' }), '<p>Hola</p>')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))

    await waitFor(() => expect(create).toHaveBeenCalled())
    expect(create.mock.calls[0]![1].data).toMatchObject({
      status: 'draft',
      publish_at: null,
      category_id: null,
      image_src: null,
      translations: {
        es: { title: 'Nueva sede del Colegio', slug: 'nueva-sede-del-colegio', body: '<p>Hola</p>' },
        ca: null,
        en: null,
        eu: null,
      },
    })
  })

  it('asks for a title and an address in a language where something is written', async () => {
    const create = vi.fn()
    await renderCreate(create)
    const user = userEvent.setup()
    await typeIn(user, await screen.findByRole('textbox', { name: 'Título' }), 'Nueva sede')
    await user.click(screen.getByRole('button', { name: 'Generar la dirección desde el título' }))
    await user.click(screen.getByRole('tab', { name: /^Català/ }))
    await typeIn(user, screen.getByRole('textbox', { name: 'Resumen' }), 'Resum')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(
      await screen.findAllByText('Si escribes algo en este idioma, pon también el título y la dirección'),
    ).toHaveLength(2)
    expect(create).not.toHaveBeenCalled()
  })
})

describe('the body preview', () => {
  it('shows the HTML without scripts, frames, event attributes or javascript: links', () => {
    expect(
      previewHtml(
        '<p onclick="steal()">Hola <a href="javascript:alert(1)">enlace</a></p><script>alert(1)</script><iframe></iframe>',
      ),
    ).toBe('<p>Hola <a>enlace</a></p>')
  })
})
