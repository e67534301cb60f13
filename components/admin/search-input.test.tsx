import { render, screen, within } from '@testing-library/react'
import { AdminContext, DataTable, List, ResourceContextProvider, testDataProvider } from 'react-admin'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Locale } from '@/lib/contract/locales'
import { createAdminI18nProvider } from '@/lib/client/admin/i18n-provider'
import { adminTheme } from './frame'
import { AdminSearchInput } from './search-input'

// react-admin 5's text inputs still hand MUI 9 props it dropped (see news.test.tsx): that warning alone passes.
beforeEach(() => {
  const checked = console.error
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).startsWith('React does not recognize the `%s` prop on a DOM element')) return
    checked(...args)
  })
})

const dataProvider = testDataProvider({
  getList: async () => ({ data: [{ id: 1, title: 'Asamblea' }], total: 1 }) as never,
})

async function renderList(
  locale: Locale,
  resource: string,
  { placeholder, bulk = false }: { placeholder?: string; bulk?: boolean } = {},
) {
  const i18nProvider = await createAdminI18nProvider(locale)
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider} theme={adminTheme}>
      <ResourceContextProvider value={resource}>
        <List filters={[<AdminSearchInput key="q" alwaysOn placeholder={placeholder} />]} exporter={false}>
          <DataTable {...(bulk ? { bulkActionButtons: <></> } : {})}>
            <DataTable.Col source="title" />
          </DataTable>
        </List>
      </ResourceContextProvider>
    </AdminContext>,
  )
  await screen.findByText('Asamblea')
}

describe('the search box of the back-office lists', () => {
  it.each([
    ['es', 'Buscar'],
    ['ca', 'Cerca'],
    ['en', 'Search'],
    ['eu', 'Bilatu'],
  ] as const)(
    'is named and shows the same words in %s, react-admin’s when the list has none',
    async (locale, text) => {
      await renderList(locale, 'payments')
      const search = screen.getByRole('textbox', { name: text })
      expect(search).toHaveAttribute('placeholder', text)
      expect(search).toHaveAttribute('name', 'q')
    },
  )

  it.each([
    ['es', 'Buscar por código'],
    ['ca', 'Cerca per codi'],
    ['en', 'Search by code'],
    ['eu', 'Bilatu kodearen arabera'],
  ] as const)('takes the list’s own words (resources.x.fields.q) in %s', async (locale, text) => {
    await renderList(locale, 'consumer-complaints')
    expect(screen.getByRole('textbox', { name: text })).toHaveAttribute('placeholder', text)
  })

  it.each([
    ['es', 'Código, nombre o correo'],
    ['eu', 'Kodea, izena edo helbide elektronikoa'],
  ] as const)('takes a key naming what it looks in, in %s', async (locale, text) => {
    await renderList(locale, 'registrations', { placeholder: 'admin.applications.search' })
    expect(screen.getByRole('textbox', { name: text })).toHaveAttribute('placeholder', text)
  })
})

describe('row selection in the back-office lists', () => {
  it('is off unless a list sets bulk actions', async () => {
    await renderList('es', 'payments')
    expect(screen.queryByRole('checkbox')).toBeNull()
  })

  it.each([
    ['es', 'Seleccionar todo', 'Seleccionar esta fila'],
    ['ca', 'Selecciona-ho tot', 'Selecciona aquesta fila'],
    ['en', 'Select all', 'Select this row'],
    ['eu', 'Hautatu guztiak', 'Hautatu errenkada hau'],
  ] as const)('names the page’s and each row’s checkbox on the input in %s', async (locale, all, row) => {
    await renderList(locale, 'payments', { bulk: true })
    const table = screen.getByRole('table')
    expect(within(table).getByRole('checkbox', { name: all })).toBeInstanceOf(HTMLInputElement)
    const rowBox = within(table).getByRole('checkbox', { name: row })
    expect(rowBox).toBeInstanceOf(HTMLInputElement)
    // Not also on the span around it, which has no role.
    expect(table.querySelectorAll('.MuiCheckbox-root[aria-label]')).toHaveLength(0)
  })
})
