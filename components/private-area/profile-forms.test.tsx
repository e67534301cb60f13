import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { NextIntlClientProvider } from 'next-intl'
import type { ReactElement } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { CollegiateProfile } from '@/lib/contract/profile'
import type { SepaMandate } from '@/lib/contract/sepa'
import catalan from '@/messages/ca.json'
import english from '@/messages/en.json'
import { TestNotices } from '@/tests/support/components'
import { EconomicProfileForm, ProfessionalProfileForm } from './profile-forms'

vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/support/components')).navigationAt('/profile'),
)

// Forms with many fields take a few seconds to render and type into on a busy machine.
const slow = { timeout: 30_000 }
// The documents next to the fields come from the attachments list (none here).
const mandatePath = '*/api/public/collegiates/sepa-mandate'
const server = setupServer(
  http.get('*/api/public/collegiates/files', () => HttpResponse.json([])),
  http.get(mandatePath, () => HttpResponse.json({ detail: 'SEPA_MANDATE_NOT_FOUND' }, { status: 404 })),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function renderWithProviders(
  element: ReactElement,
  messages: typeof english = english,
  locale: 'en' | 'ca' = 'en',
) {
  render(
    <NextIntlClientProvider
      locale={locale}
      timeZone="Europe/Madrid"
      messages={{
        Profile: messages.Profile,
        ProfileData: messages.ProfileData,
        MandateState: messages.MandateState,
        Errors: messages.Errors,
        Notices: messages.Notices,
      }}
    >
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {element}
        <TestNotices />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  )
  return userEvent.setup({ delay: null })
}

const profile: CollegiateProfile = {
  name: 'Lucía',
  surname: 'Martín',
  email: 'lucia@example.org',
  tmp_email: null,
  collegiate_code: '28-41327',
  collegiate_status: 'active',
  main: { phone1: '612345678', phone2: null, gender: 'female', nationality: 'ES' },
  address: {
    address: 'Calle de Alcalá 142',
    postal_code: '28009',
    city: 'Madrid',
    region: 'Madrid',
    country: 'ES',
  },
  academic: {
    degree_title: 'Grado en Enfermería',
    degree_type: 'bachelor',
    university: 'Universidad Complutense de Madrid',
    degree_origin: 'spanish',
    registry_csv: 'RNT7K2M9Q4X8W1Z5',
    issue_date: '2017-07-15',
    homologation_date: null,
    specialties: ['general_care', 'paediatric'],
  },
  economic: {
    iban: 'ES9121000418450200051332',
    discounts: [
      { id: 1, reason: 'Primer año', percent: 10, valid_from: '2026-01-01', valid_until: '2026-12-31' },
    ],
  },
  professional: {
    situation: 'employed',
    exercise: 'public',
    working_day: 'full_time',
    epc_number: 'ES2019004127',
    workplace_name: 'Hospital Universitario La Paz',
    workplace_phone: '917277000',
  },
  documents: { id_card: null, diploma: null, homologation: null, sepa_mandate: null },
  updated_at: '2026-11-01T10:00:00.000Z',
}

const mandate: SepaMandate = {
  reference: 'COL-2841327-001',
  status: 'uploaded',
  scheme: 'CORE',
  payment_type: 'recurrent',
  creditor_id: 'ES77000B85626240',
  creditor_name: 'Colegio',
  iban: 'ES9121000418450200051332',
  iban_changed: false,
  generated_at: '2026-11-20T10:00:00.000Z',
  uploaded_at: '2026-11-22T10:00:00.000Z',
  validated_at: null,
  signed_on: null,
  signed_copy: null,
}

describe('EconomicProfileForm', () => {
  it(
    'shows the IBAN in groups, refuses wrong control digits in the page language, and saves the fixed one',
    slow,
    async () => {
      const sent: unknown[] = []
      server.use(
        http.get('*/api/public/collegiates', () => HttpResponse.json(profile)),
        http.get(mandatePath, () => HttpResponse.json({ ...mandate, iban_changed: true })),
        http.patch('*/api/public/collegiates', async ({ request }) => {
          const body = (await request.json()) as { economic: { iban: string } }
          sent.push(body)
          return HttpResponse.json({
            ...profile,
            economic: { ...profile.economic, iban: body.economic.iban },
          })
        }),
      )
      const user = renderWithProviders(<EconomicProfileForm />)
      const iban = await screen.findByLabelText(/IBAN/)
      expect(iban).toHaveValue('ES91 2100 0418 4502 0005 1332')
      expect(screen.getByRole('table', { name: 'Discounts' })).toHaveTextContent('Primer año')
      expect(screen.getByText('10%')).toBeVisible()
      // The mandate record decides, as on /sepa: one for another IBAN asks for a new one.
      expect(
        await screen.findByText('Yours is for another IBAN: sign a new one for your current account.'),
      ).toHaveTextContent(/^SEPA direct debit mandate: /)
      expect(
        screen.getByRole('link', { name: 'Download it and upload the signed copy on the SEPA page' }),
      ).toHaveAttribute('href', '/sepa')

      await user.clear(iban)
      await user.paste('ES68 2100 0418 0002 0005 1332')
      await user.click(screen.getByRole('button', { name: 'Save' }))
      expect(await screen.findByText('The account’s control digits do not match.')).toBeVisible()
      expect(sent).toEqual([])

      await user.clear(iban)
      await user.paste('ES79 2100 0813 6101 2345 6789')
      await user.click(screen.getByRole('button', { name: 'Save' }))
      expect(await screen.findByText('Your changes have been saved.')).toBeVisible()
      expect(sent).toEqual([{ economic: { iban: 'ES7921000813610123456789' } }])
    },
  )

  it('keeps what was typed when the save fails', slow, async () => {
    server.use(
      http.get('*/api/public/collegiates', () => HttpResponse.json(profile)),
      http.patch('*/api/public/collegiates', () =>
        HttpResponse.json({ detail: 'Service Unavailable' }, { status: 503 }),
      ),
    )
    server.use(http.get(mandatePath, () => HttpResponse.json(mandate)))
    const user = renderWithProviders(<EconomicProfileForm />, catalan as typeof english, 'ca')
    const iban = await screen.findByLabelText(/IBAN/)
    expect(
      await screen.findByText(/^Còpia signada pujada el .+, pendent que el col·legi la validi\.$/),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Veure-la a la pàgina SEPA' })).toHaveAttribute('href', '/sepa')
    await user.clear(iban)
    await user.paste('ES91 2100 0418 4502 0005 1333')
    await user.click(screen.getByRole('button', { name: 'Desar' }))
    expect(await screen.findByText(/L’IBAN no és vàlid/)).toBeVisible()
    await user.clear(iban)
    await user.paste('ES7921000813610123456789')
    await user.click(screen.getByRole('button', { name: 'Desar' }))
    expect(await screen.findByRole('alert')).toBeVisible()
    expect(iban).toHaveValue('ES7921000813610123456789')
  })
})

describe('ProfessionalProfileForm', () => {
  it('asks for at least one specialty and the EPC number', slow, async () => {
    server.use(http.get('*/api/public/collegiates', () => HttpResponse.json(profile)))
    const user = renderWithProviders(<ProfessionalProfileForm group="collegiates" />)
    await user.click(await screen.findByRole('checkbox', { name: 'General care' }))
    await user.click(screen.getByRole('checkbox', { name: 'Paediatrics' }))
    await user.clear(screen.getByLabelText(/European Professional Card/))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Choose at least one specialty.')).toBeVisible()
    expect(screen.getByText('This field is required.')).toBeVisible()
  })
})
