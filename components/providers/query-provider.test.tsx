import { useMutation, useQuery } from '@tanstack/react-query'
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/client/api-client'
import { hideNotice, useNotice } from '@/lib/client/notices'
import messages from '@/messages/es.json'
import { PageQueryProvider, QueryProvider } from './query-provider'

const address = vi.hoisted(() => ({ pathname: '/profile' }))
vi.mock('@/lib/i18n/navigation', () => ({ usePathname: () => address.pathname }))

function FailingQuery({ inPlace = false }: { inPlace?: boolean }) {
  const query = useQuery({
    queryKey: ['failing', inPlace],
    queryFn: () => Promise.reject(new ApiError(503, 'Service Unavailable')),
    retry: false,
    meta: { errorShownInPlace: inPlace },
  })
  return <p>{query.status}</p>
}

const renderWith = (ui: React.ReactNode) => {
  render(
    <NextIntlClientProvider locale="es" messages={messages}>
      <QueryProvider>{ui}</QueryProvider>
    </NextIntlClientProvider>,
  )
  return renderHook(() => useNotice()).result
}

afterEach(() => act(() => hideNotice()))

it('raises a red notice with the error text when a query fails', async () => {
  const notice = renderWith(<FailingQuery />)
  await screen.findByText('error')
  expect(notice.current).toMatchObject({
    visible: true,
    kind: 'error',
    message: messages.Errors.serviceUnavailable,
  })
})

it('leaves the error to the component when it shows it in place', async () => {
  const notice = renderWith(<FailingQuery inPlace />)
  await screen.findByText('error')
  expect(notice.current.visible).toBe(false)
})

function FailingMutation() {
  const mutation = useMutation({ mutationFn: () => Promise.reject(new ApiError(400, 'NO_SLOTS_AVAILABLE')) })
  return (
    <button type="button" onClick={() => mutation.mutate()}>
      {mutation.status}
    </button>
  )
}

it('raises a red notice with the error code text when a mutation fails', async () => {
  const notice = renderWith(<FailingMutation />)
  act(() => screen.getByRole('button').click())
  await waitFor(() => expect(notice.current.message).toBe(messages.Errors.NO_SLOTS_AVAILABLE))
})

it('gives each page under a layout a new client, as when every page had its own', async () => {
  let reads = 0
  function Read() {
    const query = useQuery({ queryKey: ['read'], queryFn: () => ++reads })
    return <p>read {query.data}</p>
  }
  const page = () => (
    <NextIntlClientProvider locale="es" messages={messages}>
      <PageQueryProvider>
        <Read />
      </PageQueryProvider>
    </NextIntlClientProvider>
  )
  const { rerender } = render(page())
  await screen.findByText('read 1')
  rerender(page())
  expect(screen.getByText('read 1')).toBeVisible()
  address.pathname = '/sepa'
  rerender(page())
  await screen.findByText('read 2')
})
