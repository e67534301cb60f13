import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Locale } from '@/lib/contract/locales'
import {
  CardPaymentStartSchema,
  PaymentConfigurationSchema,
  PaymentDetailSchema,
  type CardPaymentStart,
  type PaymentDetail,
  type PaymentType,
} from '@/lib/contract/payments'
import { ApiError, apiFetch } from './api-client'
import { movementKeys } from './movement-query'

const paymentKeys = {
  all: ['payments'] as const,
  detail: (id: string) => [...paymentKeys.all, 'detail', id] as const,
  configuration: (lang: Locale) => [...paymentKeys.all, 'configuration', lang] as const,
}

const fetchPayment = (id: string) =>
  apiFetch(`/public/payments/${encodeURIComponent(id)}`, PaymentDetailSchema, { cache: 'no-store' })

const fetchPaymentConfiguration = (lang: Locale) =>
  apiFetch(`/public/payment-configuration/${lang}`, PaymentConfigurationSchema)

const startCardPayment = (movementId: string, type: 'card_v1' | 'card_v2', lang: Locale) =>
  apiFetch('/public/payments/card', CardPaymentStartSchema, {
    method: 'POST',
    json: { movement_id: movementId, type, lang },
  })

const startBankTransfer = (movementId: string, lang: Locale) =>
  apiFetch('/public/payments/bank-transfer', PaymentDetailSchema, {
    method: 'POST',
    json: { movement_id: movementId, lang },
  })

const startDirectDebit = (
  movementId: string,
  type: 'direct_debit_1' | 'direct_debit_2' | 'direct_debit_4',
  lang: Locale,
) =>
  apiFetch('/public/payments/direct-debit', PaymentDetailSchema, {
    method: 'POST',
    json: { movement_id: movementId, type, lang },
  })

/** The page's Content-Security-Policy names the gateway in form-action. */
export function submitGatewayForm(gateway: CardPaymentStart['gateway'], target: Document = document): void {
  const form = target.createElement('form')
  form.method = 'POST'
  form.action = gateway.action
  form.hidden = true
  for (const [name, value] of Object.entries(gateway.fields)) {
    const input = target.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = value
    form.append(input)
  }
  target.body.append(form)
  form.submit()
}

export const notificationWaitMs = 15_000
const pollEveryMs = 1_500

export const awaitingNotification = (payment: PaymentDetail | undefined) =>
  payment !== undefined && payment.status === 'pending' && !payment.notified

export function usePayment(id: string | undefined, polling: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: paymentKeys.detail(id ?? ''),
      queryFn: () => fetchPayment(id!),
      enabled: Boolean(id),
      // Someone else's or an unknown payment stays so: only a failure of the connection or the server is retried.
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
      meta: { errorShownInPlace: true },
    }),
    refetchInterval: (query) => (polling && awaitingNotification(query.state.data) ? pollEveryMs : false),
  })
}

export function usePaymentConfiguration(lang: Locale, enabled: boolean) {
  return useQuery({
    queryKey: paymentKeys.configuration(lang),
    queryFn: () => fetchPaymentConfiguration(lang),
    enabled,
    staleTime: 60_000,
    meta: { errorShownInPlace: true },
  })
}

export type StartedPayment =
  { kind: 'card'; start: CardPaymentStart } | { kind: 'transfer' | 'direct_debit'; payment: PaymentDetail }

export function useStartPayment(lang: Locale) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({
      movementId,
      type,
    }: {
      movementId: string
      type: PaymentType
    }): Promise<StartedPayment> => {
      if (type === 'card_v1' || type === 'card_v2') {
        return { kind: 'card', start: await startCardPayment(movementId, type, lang) }
      }
      if (type === 'bank_transfer')
        return { kind: 'transfer', payment: await startBankTransfer(movementId, lang) }
      return { kind: 'direct_debit', payment: await startDirectDebit(movementId, type, lang) }
    },
    meta: { errorShownInPlace: true },
    onSettled: () => client.invalidateQueries({ queryKey: movementKeys.all }),
  })
}
