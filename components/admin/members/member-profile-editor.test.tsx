import { fireEvent, render, screen, within } from '@testing-library/react'
import { AdminContext, RecordContextProvider, ResourceContextProvider, testDataProvider } from 'react-admin'
import { describe, expect, it } from 'vitest'
import { expectConsoleError } from '@/tests/support/setup'
import type { AdminMember } from '@/lib/contract/admin-members'
import { createAdminI18nProvider } from '@/lib/client/admin/i18n-provider'
import { MemberProfileEditor } from './member-profile-editor'

const member = {
  id: '7d3c0b9e-1f2a-4c5d-8e9f-0a1b2c3d4e5f',
  name: 'Mikel',
  surname: 'Arana Vidal',
  role: 'collegiate',
  profile: {
    collegiate_code: '20-10452',
    collegiate_status: 'active',
    main: { phone1: '+34688112233', phone2: null, gender: 'male', nationality: 'ES' },
    address: {
      address: 'Calle Easo 27',
      postal_code: '20006',
      city: 'Donostia',
      region: 'Gipuzkoa',
      country: 'ES',
    },
    academic: {
      degree_title: 'Grado en Enfermería',
      degree_type: 'bachelor',
      university: 'UPV/EHU',
      degree_origin: 'spanish',
      registry_csv: 'RNT3H8D2L6P1V9C4',
      issue_date: '2020-06-28',
      homologation_date: null,
      specialties: ['general_care'],
    },
    economic: {
      iban: 'ES7921000813610123456789',
      discounts: [{ id: 1, reason: 'Primer año', percent: 10, valid_from: '2026-01-01', valid_until: null }],
    },
    professional: {
      situation: 'employed',
      exercise: 'public',
      working_day: null,
      epc_number: 'ES2020008815',
      workplace_name: 'Hospital Universitario Donostia',
      workplace_phone: null,
    },
  },
} as unknown as AdminMember

describe('the member’s profile as staff correct it', { timeout: 60_000 }, () => {
  it('shows every section with the profile’s labels and refuses an invalid IBAN with the member’s words', async () => {
    // React warns once per prop that react-admin's text inputs hand MUI 9 props it no longer takes (InputProps…).
    expectConsoleError(3)
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={await createAdminI18nProvider('es')}>
        <ResourceContextProvider value="members">
          <RecordContextProvider value={member}>
            <MemberProfileEditor />
          </RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>,
    )
    for (const section of [
      'Contacto y nacionalidad',
      'Dirección',
      'Datos académicos',
      'Cuenta bancaria',
      'Descuentos',
      'Ejercicio profesional',
    ]) {
      expect(await screen.findByRole('region', { name: section })).toBeInTheDocument()
    }
    expect(screen.getByText('Cuidados generales')).toBeInTheDocument()
    expect(screen.getByText(/10 % · Primer año/)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Centro de trabajo' })).toHaveValue(
      'Hospital Universitario Donostia',
    )

    const bank = screen.getByRole('region', { name: 'Cuenta bancaria' })
    fireEvent.change(within(bank).getByRole('textbox', { name: 'IBAN' }), {
      target: { value: 'ES91 2100 0418 4502 0005 1333' },
    })
    fireEvent.click(within(bank).getByRole('button', { name: 'Guardar esta parte' }))
    expect(await within(bank).findByText(/El IBAN no es válido/)).toBeInTheDocument()
  })
})
