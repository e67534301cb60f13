import {
  AdminDirectDebitChargeSchema,
  AdminMandateSchema,
  AdminPaymentDetailSchema,
  AdminRemittanceDetailSchema,
  type AdminChargeCollected,
  type AdminChargeReturned,
  type AdminMandateValidate,
  type AdminRemittanceCreate,
  type AdminTransferReceived,
} from '@/lib/contract/admin-money'
import { apiUrl } from '@/lib/client/api-url'
import { adminFetch, adminPath } from './data-provider'

export const moneyActions = {
  exportRemittance: (body: AdminRemittanceCreate) =>
    adminFetch(adminPath('remittances'), AdminRemittanceDetailSchema, { method: 'POST', json: body }),
  withdrawRemittance: (id: string) =>
    adminFetch(adminPath('remittances', id, 'withdraw'), AdminRemittanceDetailSchema, { method: 'POST' }),
  chargeCollected: (id: string, body: AdminChargeCollected) =>
    adminFetch(adminPath('direct-debit-charges', id, 'collected'), AdminDirectDebitChargeSchema, {
      method: 'POST',
      json: body,
    }),
  chargeReturned: (id: string, body: AdminChargeReturned) =>
    adminFetch(adminPath('direct-debit-charges', id, 'returned'), AdminDirectDebitChargeSchema, {
      method: 'POST',
      json: body,
    }),
  validateMandate: (id: string, body: AdminMandateValidate) =>
    adminFetch(adminPath('sepa-mandates', id, 'validate'), AdminMandateSchema, {
      method: 'POST',
      json: body,
    }),
  transferReceived: (id: string, body: AdminTransferReceived) =>
    adminFetch(adminPath('payments', id, 'received'), AdminPaymentDetailSchema, {
      method: 'POST',
      json: body,
    }),
  paymentReviewed: (id: string) =>
    adminFetch(adminPath('payments', id, 'reviewed'), AdminPaymentDetailSchema, { method: 'POST' }),
}

export const remittanceFileUrl = (id: string) => apiUrl(adminPath('remittances', id, 'file'))

/** Euros as staff type them (12,50 or 12.50) in cents; 0 when blank, NaN when it is not an amount (the API refuses it). */
export function centsOf(euros: string): number {
  const text = euros.trim()
  if (text === '') return 0
  if (!/^\d{1,6}([.,]\d{1,2})?$/.test(text)) return Number.NaN
  return Math.round(Number(text.replace(',', '.')) * 100)
}
