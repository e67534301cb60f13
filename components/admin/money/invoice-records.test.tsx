import { fireEvent, render, screen } from '@testing-library/react'
import { AdminContext, Notification, testDataProvider } from 'react-admin'
import { describe, expect, it, vi } from 'vitest'
import { createAdminI18nProvider } from '@/lib/client/admin/i18n-provider'
import { invoiceRecordActions } from '@/lib/client/admin/invoice-records'
import { VerifyChainButton } from './invoice-records'

describe('verifying the chain of invoice records', { timeout: 60_000 }, () => {
  it('names the first record that breaks it, and why, in the staff member’s language', async () => {
    vi.spyOn(invoiceRecordActions, 'verifyChain').mockResolvedValue({
      checked: 7,
      intact: false,
      first_break: { position: 7, invoice_number: 'FAC-2026-000005', reason: 'hash_mismatch' },
    })
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={await createAdminI18nProvider('es')}>
        <VerifyChainButton />
        <Notification />
      </AdminContext>,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Verificar la cadena' }))
    expect(
      await screen.findByText(
        'La cadena se rompe en el registro n.º 7 (factura FAC-2026-000005): su huella no corresponde a sus datos. Registros comprobados: 7.',
      ),
    ).toBeInTheDocument()
  })
})
