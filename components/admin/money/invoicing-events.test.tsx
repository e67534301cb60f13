import { fireEvent, render, screen } from '@testing-library/react'
import { AdminContext, Notification, ResourceContextProvider, testDataProvider } from 'react-admin'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AdminInvoicingEvent } from '@/lib/contract/invoicing-events'
import { createAdminI18nProvider } from '@/lib/client/admin/i18n-provider'
import { invoicingEventActions } from '@/lib/client/admin/invoicing-events'
import { InvoicingEventList } from './invoicing-events'

vi.mock('@/lib/client/admin/invoicing-events', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/client/admin/invoicing-events')>()),
  useInvoiceSigningStatus: () => ({
    data: {
      mode: 'no_verifactu',
      signing: 'not_configured',
      certificate_subject: null,
      certificate_valid_to: null,
      unsigned_records: 3,
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

const start: AdminInvoicingEvent = {
  id: '0b7c6f1e-3d2a-4c5b-9e8f-7a6b5c4d3e2f',
  position: 1,
  event_type: '01',
  generated_at: '2027-01-05T10:00:00+01:00',
  summary: 'Arranque del sistema informático de facturación',
  previous_hash: null,
  hash: '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60',
  signed: false,
}
const recordsExport: AdminInvoicingEvent = {
  ...start,
  id: '1b7c6f1e-3d2a-4c5b-9e8f-7a6b5c4d3e2f',
  position: 2,
  event_type: '08',
  summary: 'Exportados 4 registros de facturación',
  previous_hash: start.hash,
  hash: 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97',
}

describe('the event log', { timeout: 60_000 }, () => {
  it('lists the events by type, warns that nothing is signed, and reports a break in Basque', async () => {
    vi.spyOn(invoicingEventActions, 'verifyChain').mockResolvedValue({
      checked: 2,
      intact: false,
      first_break: { position: 2, event_type: '08', reason: 'hash_mismatch' },
    })
    const dataProvider = testDataProvider({
      getList: async () => ({ data: [recordsExport, start], total: 2 }) as never,
    })
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={await createAdminI18nProvider('eu')}>
        <ResourceContextProvider value="invoicing-events">
          <InvoicingEventList />
        </ResourceContextProvider>
        <Notification />
      </AdminContext>,
    )
    expect(await screen.findByText('08 · Fakturazio-erregistroen esportazioa')).toBeInTheDocument()
    expect(screen.getByText('01 · Sistemaren abiaraztea')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Sinadurarik gabe gordetako erregistroak: 3.')
    expect(screen.getByRole('link', { name: 'Esportatu XML' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/admin\/invoicing-events\/export\?format=xml$/),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Egiaztatu gertaerak' }))
    expect(
      await screen.findByText(
        'Gertaeren erregistroa 2. gertaeran hausten da: bere hatz-marka ez dator bat bere datuekin. Egiaztatutako gertaerak: 2.',
      ),
    ).toBeInTheDocument()
  })
})
