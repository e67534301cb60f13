import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { SocietyDetail as Detail } from '@/lib/contract/professional-societies'
import { setupApiServer } from '@/tests/support/browser-session'
import { renderWithProviders } from '@/tests/support/components'
import { SocietyDetail } from './society-detail'

const server = setupApiServer()
const societyId = '3f0c2b8e-6a1d-4e5f-9b7c-2d4e6f8a0b1c'
const base = `*/api/public/collegiates/professional-societies/${societyId}`
const ane = { id: 'a1b2c3d4-0000-4000-8000-000000000001', name: 'Ane', surnames: 'Zubiri' }
const iker = { id: 'a1b2c3d4-0000-4000-8000-000000000002', name: 'Iker', surnames: 'Goñi' }

const component = (person: typeof ane, administrator: boolean) => ({
  ...person,
  collegiate_number: '20-1234',
  document_type: 'dni' as const,
  document: '12345678Z',
  component_type: 'professional_partner' as const,
  administrator,
})

const society: Detail = {
  id: societyId,
  social_reason: 'Cuidados Bidasoa SLP',
  cif: 'B12345674',
  tracking_code: 'SSPP-2026-ABCD1234',
  status: 'received',
  active: true,
  submitted_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  sspp_number: '—',
  email: 'info@bidasoa.example',
  phone: null,
  mobile: null,
  first_collegiation_date: '2014-09-01',
  incorporation_date: '2025-01-20',
  registration_date: '2025-02-18',
  address: {
    address: 'Paseo de Colón 8',
    postal_code: '20301',
    city: 'Irun',
    province: 'Gipuzkoa',
    country: 'ES',
  },
  registry: { name: null, volume: null, folio: null, sheet: null },
  notary: { name: null, protocol_number: null, deed_date: null },
  observations: null,
  publication_consent: false,
  components: [component(ane, true), component(iker, false)],
  documents: [],
  history: [],
}

function renderDetail() {
  const changes: string[] = []
  server.use(
    http.get(base, () => HttpResponse.json(society)),
    http.post(`${base}/components/:componentId/:kind`, ({ params }) => {
      changes.push(`${String(params.kind)} ${String(params.componentId)}`)
      return HttpResponse.json(
        params.kind === 'remove'
          ? { ...society, components: [component(ane, true)] }
          : { ...society, components: [component(ane, false), component(iker, true)] },
      )
    }),
  )
  const user = renderWithProviders(<SocietyDetail id={societyId} />, {
    namespaces: ['ProfessionalSocieties', 'Attachments', 'Errors'],
  })
  return { user, changes }
}

describe('SocietyDetail', () => {
  it('asks before removing a component, does nothing when kept, and focuses the list after', async () => {
    const { user, changes } = renderDetail()
    await user.click(await screen.findByRole('button', { name: 'Remove Iker Goñi' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove this component from the society?' })
    expect(dialog).toHaveTextContent('Iker Goñi will no longer be a component of Cuidados Bidasoa SLP.')
    await user.click(within(dialog).getByRole('button', { name: 'No, go back' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(changes).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Remove Iker Goñi' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, remove' }))
    expect(await screen.findByText('Iker Goñi has been removed.')).toBeVisible()
    expect(changes).toEqual([`remove ${iker.id}`])
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Components' })).toHaveFocus())
  })

  it('asks before naming another administrator', async () => {
    const { user, changes } = renderDetail()
    await user.click(await screen.findByRole('button', { name: 'Make Iker Goñi the administrator' }))
    expect(changes).toEqual([])
    const dialog = await screen.findByRole('dialog', { name: 'Change the administrator?' })
    await user.click(within(dialog).getByRole('button', { name: 'Yes, make administrator' }))
    expect(await screen.findByText('Iker Goñi is now the administrator.')).toBeVisible()
    expect(changes).toEqual([`administrator ${iker.id}`])
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Components' })).toHaveFocus())
  })
})
