import { act, render, screen, waitFor } from '@testing-library/react'
import type { Editor } from '@tiptap/react'
import userEvent from '@testing-library/user-event'
import {
  AdminContext,
  ResourceContextProvider,
  SaveButton,
  SimpleForm,
  testDataProvider,
  Toolbar,
} from 'react-admin'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAdminI18nProvider } from '@/lib/client/admin/i18n-provider'
import { RichTextInput } from './rich-text-input'

const picture = {
  id: '0b7f3a52-8d7e-4c1b-9a57-2f5d7c1e9b10',
  filename: 'sede.png',
  content_type: 'image/png',
  size: 241,
  width: 120,
  height: 40,
  src: '/media/0b7f3a52-8d7e-4c1b-9a57-2f5d7c1e9b10',
  created_at: '2026-11-25T22:00:00.000Z',
}

// ProseMirror measures the selection to scroll it into view; jsdom lays nothing out.
beforeAll(async () => {
  // Loaded here, so the input's lazy import resolves at once.
  await import('./rich-text-editor')
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList
  Range.prototype.getClientRects = noRects
  Range.prototype.getBoundingClientRect = () => new DOMRect()
  Element.prototype.getClientRects = noRects
  document.elementFromPoint = () => null
}, 60_000)
// react-admin 5's text inputs still hand MUI 9 props it dropped (see news.test.tsx): that warning alone passes.
const checked = console.error.bind(console)
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).startsWith('React does not recognize the `%s` prop on a DOM element')) return
    checked(...args)
  })
})
afterEach(() => vi.restoreAllMocks())

async function renderBody(body: string) {
  const save = vi.fn()
  const i18nProvider = await createAdminI18nProvider('es')
  render(
    <AdminContext
      dataProvider={testDataProvider({ getList: async () => ({ data: [picture], total: 1 }) as never })}
      i18nProvider={i18nProvider}
    >
      <ResourceContextProvider value="news">
        <SimpleForm
          record={{ id: 1, body }}
          onSubmit={save}
          toolbar={
            <Toolbar>
              {/* Saved as it is: staff changed another field. */}
              <SaveButton alwaysEnable />
            </Toolbar>
          }
        >
          <RichTextInput source="body" label="admin.content.fields.body" />
        </SimpleForm>
      </ResourceContextProvider>
    </AdminContext>,
  )
  return save
}

async function savedBody(user: ReturnType<typeof userEvent.setup>, save: ReturnType<typeof vi.fn>) {
  await user.click(screen.getByRole('button', { name: 'Guardar' }))
  await waitFor(() => expect(save).toHaveBeenCalled())
  return (save.mock.calls[0]![0] as { body: string }).body
}

describe('the body editor', { timeout: 90_000 }, () => {
  it('writes headings, bold text, lists and library images as the HTML the sanitiser keeps', async () => {
    const save = await renderBody('')
    const user = userEvent.setup()
    const editor = await screen.findByRole('textbox', { name: 'Texto' })
    expect(screen.getByRole('toolbar', { name: 'Formato del texto' })).toBeInTheDocument()

    await user.click(editor)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de párrafo' }), 'Título de sección')
    // Letters typed one by one reach ProseMirror through DOM mutations it reads later, which jsdom does not keep in
    // step with the selection: the words go in as the editor's own text input; Enter and the buttons format them
    // (the e2e journey types every key in a browser).
    const tiptap = (editor as HTMLElement & { editor: Editor }).editor
    const write = async (text: string) => act(() => void tiptap.commands.insertContent(text))
    await write('Sede')
    await user.keyboard('{Enter}')
    await write('Abre ')
    await user.click(screen.getByRole('button', { name: 'Negrita' }))
    await write('hoy')
    await user.click(screen.getByRole('button', { name: 'Negrita' }))
    await write('.')
    await user.keyboard('{Enter}')
    await user.click(screen.getByRole('button', { name: 'Lista con viñetas' }))
    await write('Lunes')
    await user.keyboard('{Enter}')
    await write('Martes')

    await user.click(screen.getByRole('button', { name: 'Imagen de la biblioteca' }))
    await user.click(await screen.findByRole('button', { name: /sede\.png/ }))
    await user.type(await screen.findByRole('textbox', { name: 'Texto alternativo' }), 'La sede')
    await user.click(screen.getByRole('button', { name: 'Insertar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    expect(await savedBody(user, save)).toBe(
      '<h2>Sede</h2><p>Abre <strong>hoy</strong>.</p>' +
        // The picture goes where the caret is: in the last item.
        `<ul><li><p>Lunes</p></li><li><p>Martes</p><img src="${picture.src}" alt="La sede"></li></ul>`,
    )
  })

  it('opens HTML written before and saves it unchanged', async () => {
    const written =
      '<h2>Sede</h2><p>Calle <em>Mayor</em>, 1. <a href="https://example.org/mapa" target="_blank">Mapa</a></p>'
    const save = await renderBody(written)
    const user = userEvent.setup()
    const editor = await screen.findByRole('textbox', { name: 'Texto' })
    await waitFor(() => expect(editor.querySelector('h2')).toHaveTextContent('Sede'))
    expect(editor.querySelector('a')).toHaveAttribute('href', 'https://example.org/mapa')
    expect(await savedBody(user, save)).toBe(written)
  })

  it('keeps a body with a table in HTML, where the editor would lose it', async () => {
    const table = '<table><tr><th scope="row">Cuota</th><td>45 €</td></tr></table>'
    const save = await renderBody(table)
    const user = userEvent.setup()
    expect(await screen.findByRole('textbox', { name: 'Texto (HTML)' })).toHaveValue(table)
    expect(screen.getByRole('switch', { name: 'Editar el HTML' })).toBeDisabled()
    expect(await savedBody(user, save)).toBe(table)
  })
})
