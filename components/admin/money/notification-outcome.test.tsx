import { render, screen } from '@testing-library/react'
import { AdminContext, RecordContextProvider, testDataProvider } from 'react-admin'
import { describe, expect, it } from 'vitest'
import { createAdminI18nProvider } from '@/lib/client/admin/i18n-provider'
import { NotificationOutcomeField } from './notification-outcome'

const shown = {
  'applied: paid': 'Aplicada: pagado',
  'applied: paid after it was cancelled, movement already paid':
    'Aplicada: pagado cuando el pago estaba «Cancelado» (a revisar); el movimiento ya estaba pagado',
  'applied: refused': 'Aplicada: Denegado',
  'applied: error, payment left cancelled': 'Aplicada: Error; el pago sigue «Cancelado»',
  repeated: 'Repetida: ya se había aplicado',
  'refused: signature': 'Rechazada: firma no válida',
  'refused: unknown order': 'Rechazada: ningún pago tiene ese pedido',
  'refused: amount, merchant code differ': 'Rechazada: no coincide con el pago (importe, código de comercio)',
  'something new': 'something new',
}

describe('a gateway notification’s outcome', { timeout: 60_000 }, () => {
  it('is shown in the staff member’s language, the raw text only when unknown', async () => {
    const i18nProvider = await createAdminI18nProvider('es')
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        {Object.keys(shown).map((outcome) => (
          <RecordContextProvider key={outcome} value={{ id: outcome, outcome }}>
            <p>
              <NotificationOutcomeField />
            </p>
          </RecordContextProvider>
        ))}
      </AdminContext>,
    )
    for (const label of Object.values(shown)) expect(await screen.findByText(label)).toBeInTheDocument()
  })
})
