import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { NextIntlClientProvider } from 'next-intl'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Attachment } from '@/lib/contract/attachments'
import {
  consentCatalogue,
  consentKeys,
  type Consent,
  type ConsentDecision,
  type Subscription,
  subscriptionDefaults,
  subscriptionTopics,
} from '@/lib/contract/preferences'
import english from '@/messages/en.json'
import { TestNotices } from '@/tests/support/components'
import { CollegiateDocuments } from './collegiate-documents'
import { ConsentsPanel } from './consents-panel'
import { SubscriptionsForm } from './subscriptions-form'

vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/support/components')).navigationAt('/collegiate-documents'),
)

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function renderWith(children: ReactNode) {
  render(
    <NextIntlClientProvider
      locale="en"
      timeZone="Europe/Madrid"
      messages={{
        Subscriptions: english.Subscriptions,
        Consents: english.Consents,
        CollegiateDocuments: english.CollegiateDocuments,
        Attachments: english.Attachments,
        MandateState: english.MandateState,
        Errors: english.Errors,
        Notices: english.Notices,
      }}
    >
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {children}
        <TestNotices />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  )
  return userEvent.setup({ delay: null })
}

const defaults: Subscription[] = subscriptionTopics.map((topic) => ({
  topic,
  subscribed: subscriptionDefaults[topic],
  categories: [],
  updated_at: null,
}))
const categories = [
  { id: 1, key: 'deontology', name: 'Deontology', color: null },
  { id: 2, key: 'clinical', name: 'Clinical practice', color: null },
]

// Forms of many choices render slowly on a busy machine.
describe('SubscriptionsForm', { timeout: 20_000 }, () => {
  it('sends every choice with one Save, with the categories of courses, and says it was saved', async () => {
    let sent: unknown
    server.use(
      http.get('*/api/public/collegiates/subscriptions', () => HttpResponse.json(defaults)),
      http.put('*/api/public/collegiates/subscriptions', async ({ request }) => {
        sent = await request.json()
        const body = sent as { subscriptions: Array<Omit<Subscription, 'updated_at'>> }
        return HttpResponse.json(
          body.subscriptions.map((item) => ({
            ...item,
            categories: item.categories ?? [],
            updated_at: '2026-11-20T10:00:00.000Z',
          })),
        )
      }),
    )
    const user = renderWith(<SubscriptionsForm group="collegiates" categories={categories} />)
    const association = await screen.findByRole('group', { name: 'From the association' })
    expect(within(association).getByRole('switch', { name: 'Association news' })).toBeChecked()
    expect(within(association).getByRole('switch', { name: 'Monthly newsletter' })).not.toBeChecked()
    expect(screen.queryByRole('group', { name: 'Categories of New courses' })).toBeNull()

    await user.click(screen.getByRole('switch', { name: 'New courses' }))
    const courseCategories = screen.getByRole('group', { name: 'Categories of New courses' })
    await user.click(within(courseCategories).getByRole('checkbox', { name: 'Clinical practice' }))
    await user.click(screen.getByRole('switch', { name: 'Association news' }))
    await user.click(screen.getByRole('button', { name: 'Save subscriptions' }))

    expect(await screen.findByText('Your subscriptions have been saved.')).toBeVisible()
    const { subscriptions } = sent as { subscriptions: Array<Partial<Subscription>> }
    expect(subscriptions).toHaveLength(subscriptionTopics.length)
    expect(subscriptions.find((item) => item.topic === 'courses')).toEqual({
      topic: 'courses',
      subscribed: true,
      categories: [2],
    })
    expect(subscriptions.find((item) => item.topic === 'news')).toEqual({ topic: 'news', subscribed: false })
  })

  it('keeps the choices on screen when the save fails', async () => {
    server.use(
      http.get('*/api/public/precollegiates/subscriptions', () => HttpResponse.json(defaults)),
      http.put('*/api/public/precollegiates/subscriptions', () =>
        HttpResponse.json({ detail: 'SUBSCRIPTION_CATEGORY_UNKNOWN' }, { status: 422 }),
      ),
    )
    const user = renderWith(<SubscriptionsForm group="precollegiates" categories={categories} />)
    await user.click(await screen.findByRole('switch', { name: 'Job offers' }))
    await user.click(screen.getByRole('button', { name: 'Save subscriptions' }))
    expect(await screen.findByText(english.Errors.SUBSCRIPTION_CATEGORY_UNKNOWN)).toBeVisible()
    expect(screen.getByRole('switch', { name: 'Job offers' })).toBeChecked()
  })

  it('says when the list cannot be loaded, with a retry', async () => {
    server.use(
      http.get('*/api/public/collegiates/subscriptions', () =>
        HttpResponse.json({ detail: 'x' }, { status: 500 }),
      ),
    )
    renderWith(<SubscriptionsForm group="collegiates" categories={categories} />)
    expect(await screen.findByText(/Your subscriptions could not be loaded/)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible()
  })
})

const consents: Consent[] = consentKeys.map((key) => ({
  key,
  legal_basis: consentCatalogue[key].legal_basis,
  required: consentCatalogue[key].required,
  withdrawable: !consentCatalogue[key].required,
  version: consentCatalogue[key].version,
  granted: consentCatalogue[key].required || key === 'event_images',
  decided_at: key === 'event_images' ? '2025-03-10T09:00:00.000Z' : null,
}))

describe('ConsentsPanel', { timeout: 20_000 }, () => {
  it('shows required consents read-only, the date of each decision, saves changes and shows the history', async () => {
    let sent: unknown
    const history: ConsentDecision[] = [
      { key: 'event_images', granted: true, decided_at: '2025-03-10T09:00:00.000Z', version: '2026-01' },
    ]
    server.use(
      http.get('*/api/masters/collegiates/consents/', () => HttpResponse.json(consents)),
      http.put('*/api/masters/collegiates/consents/', async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json(
          consents.map((item) =>
            item.key === 'partner_communications'
              ? { ...item, granted: true, decided_at: '2026-11-20T10:00:00.000Z' }
              : item,
          ),
        )
      }),
      http.get('*/api/masters/collegiates/consents/history', () => HttpResponse.json(history)),
    )
    const user = renderWith(<ConsentsPanel />)
    const registry = (await screen.findByRole('heading', { name: 'Public registry of members' })).closest(
      'li',
    )!
    expect(within(registry as HTMLElement).queryByRole('switch')).toBeNull()
    expect(registry).toHaveTextContent('It is required and cannot be withdrawn.')
    expect(screen.getByText('Consent given on March 10, 2025.')).toBeVisible()

    await user.click(screen.getByRole('switch', { name: 'I consent: Communications from partners' }))
    await user.click(screen.getByRole('button', { name: 'Save consents' }))
    expect(await screen.findByText('Your consents have been saved.')).toBeVisible()
    expect(screen.getByText('Consent given on November 20, 2026.')).toBeVisible()
    expect((sent as { consents: Array<{ key: string }> }).consents.map((item) => item.key)).toEqual([
      'event_images',
      'insurer_transfer',
      'partner_communications',
    ])

    await user.click(screen.getByRole('button', { name: 'Show the history' }))
    const table = await screen.findByRole('table', { name: 'Your decisions on consents, newest first' })
    expect(within(table).getByRole('cell', { name: 'Image rights at events' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Hide the history' })).toHaveAttribute('aria-expanded', 'true')
  })

  it('says why a save was refused, keeping the choices', async () => {
    server.use(
      http.get('*/api/masters/collegiates/consents/', () => HttpResponse.json(consents)),
      http.put('*/api/masters/collegiates/consents/', () =>
        HttpResponse.json({ detail: 'CONSENT_NOT_WITHDRAWABLE' }, { status: 422 }),
      ),
    )
    const user = renderWith(<ConsentsPanel />)
    await user.click(await screen.findByRole('switch', { name: 'I consent: Image rights at events' }))
    await user.click(screen.getByRole('button', { name: 'Save consents' }))
    expect(await screen.findByText(english.Errors.CONSENT_NOT_WITHDRAWABLE)).toBeVisible()
    expect(screen.getByRole('switch', { name: 'I consent: Image rights at events' })).not.toBeChecked()
  })
})

describe('CollegiateDocuments', { timeout: 20_000 }, () => {
  it('lists each required document as provided or missing, and presets the upload to a missing one', async () => {
    const idCard: Attachment = {
      id: '0b7c6f1e-3d2a-4c5b-9e8f-7a6b5c4d3e2f',
      kind: 'id_card',
      filename: 'dni.pdf',
      content_type: 'application/pdf',
      size: 2048,
      created_at: '2026-10-01T09:30:00.000Z',
    }
    // A signed copy kept as a loose attachment does not count: the mandate record decides.
    const looseMandate: Attachment = {
      ...idCard,
      id: '5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716',
      kind: 'sepa_mandate',
    }
    server.use(
      http.get('*/api/public/collegiates/files', () => HttpResponse.json([idCard, looseMandate])),
      http.get('*/api/public/collegiates/sepa-mandate', () =>
        HttpResponse.json({ detail: 'SEPA_MANDATE_NOT_FOUND' }, { status: 404 }),
      ),
    )
    const user = renderWith(
      <CollegiateDocuments group="collegiates" kinds={['id_card', 'diploma', 'sepa_mandate']} />,
    )
    expect(await screen.findByText('Documents missing: 2 of 3.')).toBeVisible()
    const checklist = screen.getByRole('region', { name: 'Documents in your file' })
    const items = within(checklist).getAllByRole('listitem')
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'ID card (DNI or NIE)',
      'Degree certificate',
      'SEPA direct debit mandate',
    ])
    expect(items[0]).toHaveTextContent('Provided: dni.pdf, on Oct 1, 2026.')
    expect(within(items[0]!).getByRole('link', { name: 'Download dni.pdf' })).toBeVisible()
    expect(items[1]).toHaveTextContent('Not provided yet.')

    expect(items[2]).toHaveTextContent("You don't have one yet; direct debit needs one signed for this IBAN.")
    expect(within(items[2]!).queryByRole('button')).not.toBeInTheDocument()
    expect(
      within(items[2]!).getByRole('link', {
        name: 'Download it and upload the signed copy on the SEPA page',
      }),
    ).toHaveAttribute('href', '/sepa')

    await user.click(within(items[1]!).getByRole('button', { name: 'Add: Degree certificate' }))
    expect(screen.getByLabelText('Type of document')).toHaveValue('diploma')
    expect(screen.getByLabelText('File')).toHaveFocus()
  })
})
