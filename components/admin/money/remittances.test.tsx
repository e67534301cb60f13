import { render, screen } from '@testing-library/react'
import {
  AdminContext,
  ArrayField,
  RecordContextProvider,
  ResourceContextProvider,
  testDataProvider,
} from 'react-admin'
import { describe, expect, it } from 'vitest'
import { createAdminI18nProvider } from '@/lib/client/admin/i18n-provider'
import { ExcludedChargesTable } from './remittances'

describe('the charges a remittance left out', { timeout: 60_000 }, () => {
  it('shows each one with its reason in the staff member’s language', async () => {
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={await createAdminI18nProvider('es')}>
        <ResourceContextProvider value="remittances">
          <RecordContextProvider
            value={{
              id: 'r1',
              excluded: [
                {
                  charge_id: 'c1',
                  end_to_end_id: 'C-2026-7-2',
                  member_name: 'Ana Núñez',
                  amount_cents: 3000,
                  collection_on: '2026-12-20',
                  reason: 'beyond_window',
                },
                {
                  charge_id: 'c2',
                  end_to_end_id: 'C-2026-8-2',
                  member_name: 'Jon Etxeberria',
                  amount_cents: 4500,
                  collection_on: '2026-11-28',
                  reason: 'same_date_as_first',
                },
              ],
            }}
          >
            <ArrayField source="excluded">
              <ExcludedChargesTable />
            </ArrayField>
          </RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>,
    )
    expect(await screen.findByText('C-2026-7-2')).toBeInTheDocument()
    expect(screen.getByText('Motivo')).toBeInTheDocument()
    expect(
      screen.getByText('Más adelante de lo que aceptan los bancos: la presentará una remesa posterior'),
    ).toBeInTheDocument()
    expect(
      screen.getByText('El mismo día que el primer cargo de su mandato: la presentará la siguiente remesa'),
    ).toBeInTheDocument()
  })
})
