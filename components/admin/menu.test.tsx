// Role queries skip the visibility check (hidden: true): collapsed groups render nothing, and it is slow in jsdom.
import { fireEvent, render, screen, within } from '@testing-library/react'
import {
  AdminContext,
  ResourceDefinitionContextProvider,
  testDataProvider,
  TestMemoryRouter,
  type ResourceDefinition,
} from 'react-admin'
import { describe, expect, it } from 'vitest'
import { createAdminI18nProvider } from '@/lib/client/admin/i18n-provider'
import { adminTheme } from './frame'
import { AdminMenu } from './menu'
import { menuGroups } from './sections'

/** Every screen of the groups with a list (the menu items of navigation-items live in its menus), and one more. */
const definitions: Record<string, ResourceDefinition> = Object.fromEntries(
  [...menuGroups.flatMap((group) => group.resources), 'unlisted-screen'].map((name) => [
    name,
    {
      name,
      hasList: name !== 'navigation-items',
      options: name === 'unlisted-screen' ? {} : { label: `resources.${name}.name` },
    },
  ]),
)

async function renderMenu(path: string) {
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={testDataProvider()}
        i18nProvider={await createAdminI18nProvider('es')}
        theme={adminTheme}
      >
        <ResourceDefinitionContextProvider definitions={definitions}>
          <AdminMenu />
        </ResourceDefinitionContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  )
  return screen.findByRole('menu', { name: 'Menú de la gestión' })
}

const group = (menu: HTMLElement, name: string) => within(menu).getByRole('menuitem', { name, hidden: true })

describe('the back-office menu', { timeout: 60_000 }, () => {
  it('shows five groups, content open, and the screens of the one group opened', async () => {
    const menu = await renderMenu('/')
    for (const [name, expanded] of [
      ['Contenido', 'true'],
      ['Personas', 'false'],
      ['Solicitudes', 'false'],
      ['Dinero', 'false'],
      ['Ajustes', 'false'],
    ] as const)
      expect(group(menu, name)).toHaveAttribute('aria-expanded', expanded)
    expect(within(menu).getByRole('menuitem', { name: 'Noticias', hidden: true })).toHaveAttribute(
      'href',
      '/news',
    )
    expect(within(menu).queryByRole('menuitem', { name: 'Pagos', hidden: true })).toBeNull()

    // One group open at a time.
    fireEvent.click(group(menu, 'Dinero'))
    expect(group(menu, 'Dinero')).toHaveAttribute('aria-expanded', 'true')
    expect(group(menu, 'Contenido')).toHaveAttribute('aria-expanded', 'false')
    expect(within(menu).getByRole('menuitem', { name: 'Pagos', hidden: true })).toHaveAttribute(
      'href',
      '/payments',
    )
    expect(within(menu).queryByRole('menuitem', { name: 'Noticias', hidden: true })).toBeNull()
    fireEvent.click(group(menu, 'Dinero'))
    expect(within(menu).queryByRole('menuitem', { name: 'Pagos', hidden: true })).toBeNull()
    // A screen no group names is still listed.
    expect(within(menu).getByRole('menuitem', { name: /unlisted/i, hidden: true })).toBeInTheDocument()
  })

  it('opens the group of the screen shown', async () => {
    const menu = await renderMenu('/consumer-complaints')
    expect(group(menu, 'Solicitudes')).toHaveAttribute('aria-expanded', 'true')
    expect(
      within(menu).getByRole('menuitem', { name: 'Quejas de consumo', hidden: true }),
    ).toBeInTheDocument()
  })
})
