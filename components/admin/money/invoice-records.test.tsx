import { fireEvent, render, screen } from '@testing-library/react'
import { AdminContext, Notification, ResourceContextProvider, testDataProvider } from 'react-admin'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AdminInvoiceRecord } from '@/lib/contract/invoice-records'
import { createAdminI18nProvider } from '@/lib/client/admin/i18n-provider'
import { invoiceRecordActions } from '@/lib/client/admin/invoice-records'
import { InvoiceRecordList } from './invoice-records'
import { SoftwareDeclarationPage } from './software-declaration'
import { VerifyChainButton } from './verify-chain-button'

vi.mock('@/lib/client/admin/invoice-records', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/client/admin/invoice-records')>()),
  useInvoiceSeries: () => ({ data: [{ series: 'FAC-2026-', records: 2 }] }),
  useSoftwareDeclaration: () => ({
    data: {
      system_name: 'Portal colegial',
      system_id: 'PC',
      version: '0.2.0',
      producer: { name: 'Proveedor, S.L.', tax_id: null, address: null },
      signed: null,
      components: ['Aplicación web'],
      functions: ['Expide facturas'],
      modes: 'VERI*FACTU o no verificable',
      invoicing_mode: 'no_verifactu',
      multiple_taxpayers: false,
      statement: 'El productor declara…',
    },
  }),
}))

// react-admin 5's inputs still hand MUI 9 props it dropped (InputProps…): React warns, and the inputs work.
beforeEach(() => {
  const checked = console.error
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).startsWith('React does not recognize the `%s` prop on a DOM element')) return
    checked(...args)
  })
})

const alta: AdminInvoiceRecord = {
  id: '0b7c6f1e-3d2a-4c5b-9e8f-7a6b5c4d3e2f',
  position: 1,
  kind: 'alta',
  series: 'FAC-2026-',
  issuer_tax_id: 'Q0000000J',
  invoice_number: 'FAC-2026-000001',
  invoice_date: '05-01-2026',
  invoice_type: 'F1',
  tax_total: '0.00',
  amount_total: '45.00',
  previous_hash: null,
  generated_at: '2026-01-05T10:00:00+01:00',
  hash: '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60',
  correction_method: null,
  corrected_invoice_number: null,
  corrected_invoice_date: null,
  corrected_base: null,
  corrected_tax: null,
  correction_reason: null,
  recipient_name: 'Ana Pérez',
  recipient_tax_id: '12345678Z',
  recipient_id_country: null,
  recipient_id_type: null,
  recipient_id: null,
  created_by_email: null,
  submission_status: 'accepted',
  submission_error_code: null,
  submission_error: null,
  submission_csv: 'A-ALTA0000000001',
  submission_attempts: 1,
  submission_last_attempt_at: '2026-01-05T09:00:05.000Z',
}
const anulacion: AdminInvoiceRecord = {
  ...alta,
  id: '1b7c6f1e-3d2a-4c5b-9e8f-7a6b5c4d3e2f',
  position: 2,
  kind: 'anulacion',
  invoice_type: null,
  recipient_name: null,
  recipient_tax_id: null,
  tax_total: null,
  amount_total: null,
  previous_hash: alta.hash,
  hash: 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97',
  created_by_email: 'staff@example.org',
  submission_status: 'rejected',
  submission_error_code: '3002',
  submission_error: 'No existe el registro de facturación.',
  submission_csv: 'A-ANUL0000000002',
}

const rectificativa: AdminInvoiceRecord = {
  ...alta,
  id: '2b7c6f1e-3d2a-4c5b-9e8f-7a6b5c4d3e2f',
  position: 3,
  series: 'FR-2026-',
  invoice_number: 'FR-2026-000001',
  invoice_type: 'R1',
  amount_total: '-5.00',
  correction_method: 'I',
  corrected_invoice_number: 'FAC-2026-000001',
  corrected_invoice_date: '05-01-2026',
  correction_reason: 'Descuento no aplicado',
  previous_hash: anulacion.hash,
  hash: 'A7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97',
  created_by_email: 'staff@example.org',
}

describe('the chain of invoice records', { timeout: 60_000 }, () => {
  it('lists each record with its kind and hashes, and offers to cancel and correct only from an alta', async () => {
    const dataProvider = testDataProvider({
      getList: async () => ({ data: [rectificativa, anulacion, alta], total: 3 }) as never,
    })
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={await createAdminI18nProvider('es')}>
        <ResourceContextProvider value="invoice-records">
          <InvoiceRecordList />
        </ResourceContextProvider>
      </AdminContext>,
    )
    expect(await screen.findByText('Anulación')).toBeInTheDocument()
    expect(screen.getAllByText('Alta')).toHaveLength(2)
    // The alta's Huella, and the anulacion's link to it.
    expect(screen.getAllByTitle(alta.hash).map((cell) => cell.textContent)).toEqual([
      '3C464DAF61AC…',
      '3C464DAF61AC…',
    ])
    expect(screen.getAllByRole('button', { name: 'Anular la factura' })).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/admin\/invoice-records\/export$/),
    )
    // Only an ordinary invoice is corrected; a rectificativa offers its PDF.
    expect(screen.getAllByRole('button', { name: 'Rectificar' })).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'PDF' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/admin\/invoice-corrections\/FR-2026-000001\/pdf\?lang=es$/),
    )
    // Whom an invoice is addressed to; an anulación names nobody.
    expect(screen.getByText('Destinatario')).toBeInTheDocument()
    expect(screen.getAllByText('Ana Pérez · 12345678Z').length).toBeGreaterThan(0)
    // The AEAT's answer to each: a rejection with its code and text.
    expect(screen.getAllByText('Aceptado').length).toBeGreaterThan(0)
    expect(screen.getByText('Rechazado')).toBeInTheDocument()
    expect(screen.getByText('3002 — No existe el registro de facturación.')).toBeInTheDocument()
  })

  it('names the first record that breaks it, and why, in the staff member’s language', async () => {
    vi.spyOn(invoiceRecordActions, 'verifyChain').mockResolvedValue({
      checked: 7,
      intact: false,
      first_break: { position: 7, invoice_number: 'FAC-2026-000005', reason: 'hash_mismatch' },
    })
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={await createAdminI18nProvider('es')}>
        <VerifyChainButton messages="admin.invoiceRecords" verifyChain={invoiceRecordActions.verifyChain} />
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

  it('shows the software declaration with its headings in the staff member’s language, and what the producer still owes', async () => {
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={await createAdminI18nProvider('en')}>
        <SoftwareDeclarationPage />
      </AdminContext>,
    )
    expect(await screen.findByRole('heading', { name: 'Producer' })).toBeInTheDocument()
    expect(screen.getByText('El productor declara…')).toHaveAttribute('lang', 'es')
    expect(screen.getByText('0.2.0')).toBeInTheDocument()
    expect(screen.getAllByText('[to be completed by the producer]')).toHaveLength(3)
    expect(screen.getByText(/The producer's details are missing/)).toBeInTheDocument()
  })
})
