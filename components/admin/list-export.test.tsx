import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import {
  AdminContext,
  downloadCSV,
  ResourceContextProvider,
  testDataProvider,
  TestMemoryRouter,
} from 'react-admin'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Locale } from '@/lib/contract/locales'
import { createAdminI18nProvider } from '@/lib/client/admin/i18n-provider'
import { adminTheme } from './frame'
import { maxExportRows } from './list-export'
import { PaymentList } from './money/payments'

vi.mock('react-admin', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-admin')>()),
  downloadCSV: vi.fn(),
}))

// react-admin 5's text inputs still hand MUI 9 props it dropped (see news.test.tsx): that warning alone passes.
beforeEach(() => {
  vi.mocked(downloadCSV).mockClear()
  const checked = console.error
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).startsWith('React does not recognize the `%s` prop on a DOM element')) return
    checked(...args)
  })
})

const payment = {
  id: '7f6ed5e2-0000-4000-8000-000000000001',
  movement_id: '7f6ed5e2-0000-4000-8000-000000000002',
  transaction_number: '=HYPERLINK("x")',
  member_name: 'Ane Etxeberria; "Anetxe"',
  member_email: 'ane@example.org',
  member_id: 'u1',
  type: 'card_v2',
  status: 'paid',
  amount_cents: 4850,
  created_at: '2026-11-27T09:30:00.000Z',
  settled_at: null,
  transfer_reference: null,
  gateway_order: '2611270001',
  response_code: '0000',
  mandate_reference: null,
  needs_review: false,
  password_hash: 'never exported',
}

async function exportPayments(locale: Locale) {
  const getList = vi.fn(async () => ({ data: [payment], total: 1 }) as never)
  render(
    <TestMemoryRouter
      initialEntries={[
        `/payments?filter=${encodeURIComponent('{"status":["paid"],"q":"Ane"}')}&sort=amount_cents&order=ASC`,
      ]}
    >
      <AdminContext
        dataProvider={testDataProvider({ getList })}
        i18nProvider={await createAdminI18nProvider(locale)}
        theme={adminTheme}
      >
        <ResourceContextProvider value="payments">
          <PaymentList />
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  )
  const button = await screen.findByRole('button', { name: locale === 'es' ? 'Exportar' : 'Export' })
  await waitFor(() => expect(button).toBeEnabled())
  fireEvent.click(button)
  await waitFor(() => expect(downloadCSV).toHaveBeenCalledTimes(1))
  const [csv, fileName] = vi.mocked(downloadCSV).mock.calls[0]!
  return { getList, lines: csv.replace(/^\uFEFF/, '').split('\r\n'), fileName }
}

describe('the CSV export of a back-office list', { timeout: 60_000 }, () => {
  it('asks for every row the list’s filters and sort match, and writes them in Spanish, `;`-separated', async () => {
    const { getList, lines, fileName } = await exportPayments('es')
    expect(getList).toHaveBeenLastCalledWith('payments', {
      filter: { status: ['paid'], q: 'Ane' },
      sort: { field: 'amount_cents', order: 'ASC' },
      pagination: { page: 1, perPage: maxExportRows },
      meta: undefined,
    })
    expect(fileName).toMatch(/^pagos-\d{4}-\d{2}-\d{2}$/)
    expect(lines[0]).toBe(
      'Fecha;Movimiento;Colegiado/a;Correo electrónico;Forma de pago;Importe;Estado;Resuelto;' +
        'Referencia de la transferencia;Pedido en la pasarela;Orden de domiciliación;Por revisar',
    )
    // A formula typed by the public stays text; a separator or a quote in a value is quoted.
    expect(lines[1]).toBe(
      `27/11/2026 10:30;"'=HYPERLINK(""x"")";"Ane Etxeberria; ""Anetxe""";ane@example.org;Tarjeta (v2);` +
        `48,50\u00a0€;Pagado;;;2611270001;;No`,
    )
    expect(lines.join()).not.toContain('never exported')
  })

  it('writes the names and values in English, `,`-separated', async () => {
    const { lines, fileName } = await exportPayments('en')
    expect(fileName).toMatch(/^payments-\d{4}-\d{2}-\d{2}$/)
    expect(lines[0]).toMatch(/^Date,Movement,Member,E-mail,Method,Amount,Status,Settled,/)
    expect(lines[1]).toMatch(/^11\/27\/2026 10:30\sAM,/)
    expect(lines[1]).toContain(',ane@example.org,Card (v2),€48.50,Paid,,,2611270001,,No')
  })
})
