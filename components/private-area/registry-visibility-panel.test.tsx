import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/tests/support/components'
import { RegistryVisibilityPanel } from './registry-visibility-panel'

vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/support/components')).navigationAt('/subscriptions'),
)

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const path = '*/api/public/collegiates/registry-visibility'

// Forms of many choices render slowly on a busy machine.
describe('RegistryVisibilityPanel', { timeout: 20_000 }, () => {
  it('says what is always public, shows the choices and saves the hidden fields', async () => {
    let sent: unknown
    server.use(
      http.get(path, () => HttpResponse.json({ hidden: ['workplace'] })),
      http.put(path, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json(sent as { hidden: string[] })
      }),
    )
    const user = renderWithProviders(<RegistryVisibilityPanel />, {
      namespaces: ['RegistryVisibility', 'Errors'],
    })
    expect(screen.getByText(/always shows your name and surnames, your membership number/)).toBeVisible()
    const choices = await screen.findByRole('group', { name: 'Show in the public register' })
    const specialties = within(choices).getByRole('switch', { name: 'My specialties' })
    const workplace = within(choices).getByRole('switch', { name: 'My workplace' })
    expect(specialties).toBeChecked()
    expect(workplace).not.toBeChecked()
    expect(screen.getByRole('link', { name: 'Search the public register of members' })).toHaveAttribute(
      'href',
      '/registry/collegiates',
    )

    await user.click(specialties)
    await user.click(workplace)
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Saved. The register now shows your choice.')).toBeVisible()
    expect(sent).toEqual({ hidden: ['specialties'] })
    expect(specialties).not.toBeChecked()
    expect(workplace).toBeChecked()
  })

  it('keeps the choices and says why when the save fails, in Basque', async () => {
    server.use(
      http.get(path, () => HttpResponse.json({ hidden: [] })),
      http.put(path, () => HttpResponse.json({ detail: 'Forbidden' }, { status: 403 })),
    )
    const user = renderWithProviders(<RegistryVisibilityPanel />, {
      locale: 'eu',
      namespaces: ['RegistryVisibility', 'Errors'],
    })
    const specialties = await screen.findByRole('switch', { name: 'Nire espezialitateak' })
    await user.click(specialties)
    await user.click(screen.getByRole('button', { name: 'Gorde' }))

    expect(await screen.findByRole('alert')).toHaveFocus()
    expect(specialties).not.toBeChecked()
    expect(screen.queryByText(/Gorde da/)).toBeNull()
  })

  it('offers to try again when the choices cannot be loaded', async () => {
    let calls = 0
    server.use(
      http.get(path, () => {
        calls += 1
        return calls === 1
          ? HttpResponse.json({ detail: 'Service Unavailable' }, { status: 503 })
          : HttpResponse.json({ hidden: ['specialties'] })
      }),
    )
    const user = renderWithProviders(<RegistryVisibilityPanel />, {
      locale: 'ca',
      namespaces: ['RegistryVisibility', 'Errors'],
    })
    expect(await screen.findByText(/No s’ha pogut carregar el que mostra el registre/)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Torna-ho a provar' }))
    expect(await screen.findByRole('switch', { name: 'Les meves especialitats' })).not.toBeChecked()
  })
})
