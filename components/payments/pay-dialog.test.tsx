import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CardPaymentStart, PaymentConfiguration, PaymentDetail } from '@/lib/contract/payments'
import { setupApiServer } from '@/tests/support/browser-session'
import { renderWithProviders } from '@/tests/support/components'
import { PayButton } from './pay-button'
import type { PayableMovement } from './pay-dialog'

vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/support/components')).navigationAt('/my-movements'),
)

const server = setupApiServer()

const movement: PayableMovement = {
  id: '3f2b8c1e-7d4a-4e5b-9c6d-1a2b3c4d5e6f',
  label: 'F-2026-000042',
  concept: 'course',
  amountCents: 9000,
}

const configuration: PaymentConfiguration = {
  lang: 'en',
  methods: {
    fee: ['card_v2'],
    course: ['card_v2', 'bank_transfer', 'direct_debit_1', 'direct_debit_4'],
    event: [],
    procedure: [],
  },
}

const payment = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  movement_id: movement.id,
  status: 'pending',
  amount_cents: 9000,
  created_at: '2026-11-25T10:00:00.000Z',
  expires_at: null,
  settled_at: null,
  notified: false,
} as const

const gateway: CardPaymentStart['gateway'] = {
  action: 'http://127.0.0.1:4300/sis/realizarPago',
  fields: { Ds_SignatureVersion: 'HMAC_SHA512_V2', Ds_MerchantParameters: 'eyJ9', Ds_Signature: 'c2ln' },
}

function serveConfiguration() {
  server.use(http.get('*/api/public/payment-configuration/en', () => HttpResponse.json(configuration)))
}

const debitCharges = [1, 2, 3, 4].map((sequence) => ({
  sequence,
  due_on: `2027-0${sequence * 2}-05`,
  amount_cents: 2250,
  status: 'pending' as const,
}))

/** Like the movements list: the button is rendered while the movement is owed, payable or not. */
function Row() {
  const [payable, setPayable] = useState(true)
  return (
    <>
      <button type="button" onClick={() => setPayable(false)}>
        Refresh the list
      </button>
      <PayButton movement={movement} payable={payable} />
    </>
  )
}

async function open() {
  const user = renderWithProviders(<Row />, { namespaces: ['Payments', 'Errors'] })
  await user.click(screen.getByRole('button', { name: 'Pay F-2026-000042' }))
  const dialog = await screen.findByRole('dialog', { name: 'Pay F-2026-000042' })
  await within(dialog).findByRole('radiogroup', { name: 'Payment method' })
  return { user, dialog }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('PayDialog', { timeout: 15_000 }, () => {
  it('offers the language’s methods for the concept, direct debit once with its charges', async () => {
    serveConfiguration()
    const { user, dialog } = await open()
    expect(within(dialog).getByText('Amount to pay: €90.00')).toBeInTheDocument()
    const methods = within(dialog)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent)
    expect(methods).toEqual(['Credit or debit card', 'Bank transfer', 'Direct debit'])
    expect(within(dialog).getByRole('radio', { name: 'Credit or debit card' })).toBeChecked()
    await user.click(within(dialog).getByRole('radio', { name: 'Direct debit' }))
    const charges = within(dialog).getByRole('radiogroup', { name: 'Number of charges a year' })
    expect(
      within(charges)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['1 charge', '4 charges'])
  })

  it('sends the browser to the gateway with the three signed fields', async () => {
    serveConfiguration()
    let body: unknown
    server.use(
      http.post('*/api/public/payments/card', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(
          { payment: { ...payment, type: 'card_v2', expires_at: '2026-11-25T10:10:00.000Z' }, gateway },
          { status: 201 },
        )
      }),
    )
    const submitted: HTMLFormElement[] = []
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this)
    })
    const { user, dialog } = await open()
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect(await within(dialog).findByText('Taking you to the card payment gateway…')).toBeInTheDocument()
    expect(body).toEqual({ movement_id: movement.id, type: 'card_v2', lang: 'en' })
    expect(submitted).toHaveLength(1)
    const form = submitted[0]!
    expect(form.method).toBe('post')
    expect(form.action).toBe(gateway.action)
    expect(Object.fromEntries(new FormData(form))).toEqual(gateway.fields)
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled()
  })

  it('shows the transfer’s details with a copy button for each', async () => {
    serveConfiguration()
    const detail: PaymentDetail = {
      ...payment,
      type: 'bank_transfer',
      transfer: {
        beneficiary: 'Colegio Profesional',
        iban: 'ES91 2100 0418 4502 0005 1332',
        reference: 'TR-2026-ABCD',
        amount_cents: 9000,
      },
      charges: [],
      mandate: null,
    }
    server.use(
      http.post('*/api/public/payments/bank-transfer', () => HttpResponse.json(detail, { status: 201 })),
    )
    const { user, dialog } = await open()
    await user.click(within(dialog).getByRole('radio', { name: 'Bank transfer' }))
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect(await within(dialog).findByText('ES91 2100 0418 4502 0005 1332')).toBeInTheDocument()
    expect(within(dialog).getByText('TR-2026-ABCD')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Copy IBAN' }))
    expect(await navigator.clipboard.readText()).toBe('ES91 2100 0418 4502 0005 1332')
    expect(await within(dialog).findByText('IBAN copied')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument()
  })

  it('schedules a direct debit in the charges chosen and lists them', async () => {
    serveConfiguration()
    let body: unknown
    server.use(
      http.post('*/api/public/payments/direct-debit', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(
          {
            ...payment,
            type: 'direct_debit_4',
            transfer: null,
            charges: debitCharges,
            mandate: { reference: 'COL-0042-001', iban_masked: 'ES91 **** **** **** **** 1332' },
          } satisfies PaymentDetail,
          { status: 201 },
        )
      }),
    )
    const { user, dialog } = await open()
    await user.click(within(dialog).getByRole('radio', { name: 'Direct debit' }))
    await user.click(within(dialog).getByRole('radio', { name: '4 charges' }))
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect(await within(dialog).findByText('Charge 4: €22.50 on August 5, 2027')).toBeInTheDocument()
    expect(body).toEqual({ movement_id: movement.id, type: 'direct_debit_4', lang: 'en' })
    const schedule = within(dialog).getByRole('list', { name: 'Schedule of charges' })
    expect(
      within(schedule)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Charge 1: €22.50 on February 5, 2027',
      'Charge 2: €22.50 on April 5, 2027',
      'Charge 3: €22.50 on June 5, 2027',
      'Charge 4: €22.50 on August 5, 2027',
    ])
    expect(within(dialog).getByText('COL-0042-001')).toBeInTheDocument()
    expect(within(dialog).getByText('ES91 **** **** **** **** 1332')).toBeInTheDocument()

    // The list behind refreshes and the movement is no longer payable: the schedule stays until closed.
    await user.click(screen.getByRole('button', { name: 'Refresh the list', hidden: true }))
    expect(within(dialog).getByRole('list', { name: 'Schedule of charges' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Pay F-2026-000042' })).not.toBeInTheDocument()
  })

  it('words the schedule’s days in Basque from the page’s own messages', async () => {
    server.use(
      http.get('*/api/public/payment-configuration/eu', () =>
        HttpResponse.json({ ...configuration, lang: 'eu' }),
      ),
      http.post('*/api/public/payments/direct-debit', () =>
        HttpResponse.json(
          {
            ...payment,
            type: 'direct_debit_1',
            transfer: null,
            charges: debitCharges.slice(0, 1),
            mandate: null,
          },
          { status: 201 },
        ),
      ),
    )
    const user = renderWithProviders(<PayButton movement={movement} />, {
      locale: 'eu',
      namespaces: ['Payments', 'Errors'],
    })
    await user.click(screen.getByRole('button'))
    const dialog = await screen.findByRole('dialog')
    await user.click(await within(dialog).findByRole('radio', { name: 'Banku-helbideratzea' }))
    await user.click(within(dialog).getByRole('button', { name: 'Jarraitu' }))
    expect(
      await within(dialog).findByText('1. kargua: 22,50 €, 2027(e)ko otsailaren 5(a)'),
    ).toBeInTheDocument()
  })

  it('says why a direct debit is refused, with the page that fixes it', async () => {
    serveConfiguration()
    server.use(
      http.post('*/api/public/payments/direct-debit', () =>
        HttpResponse.json({ detail: 'SEPA_MANDATE_REQUIRED' }, { status: 409 }),
      ),
    )
    const { user, dialog } = await open()
    await user.click(within(dialog).getByRole('radio', { name: 'Direct debit' }))
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect(
      await within(dialog).findByText(/To pay by direct debit you need a SEPA mandate/),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'Go to the SEPA page' })).toHaveAttribute('href', '/sepa')
  })
})
