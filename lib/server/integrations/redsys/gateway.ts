import 'server-only'
import type { Locale } from '@/lib/contract/locales'
import type { CardPaymentStart } from '@/lib/contract/payments'
import { type CardTerminal, publicSiteUrl } from '@/lib/env'
import { portalLink } from '@/lib/server/services/account-emails'
import {
  consumerLanguages,
  decodeParameters,
  encodeParameters,
  euroCurrency,
  parameter,
  type SignedFields,
} from './protocol'
import { isSignatureVersion, sign, type SignatureVersion, verify } from './signature'

export { decodeParameters, euroCurrency, newOrderNumber, orderPattern } from './protocol'
export type { SignedFields } from './protocol'

/** The card payment types and the signature each one's terminal uses: one protocol, two configurations. */
export const signatureOfCardType = {
  card_v1: 'HMAC_SHA256_V1',
  card_v2: 'HMAC_SHA512_V2',
} as const satisfies Record<'card_v1' | 'card_v2', SignatureVersion>

export interface PaymentRequest {
  terminal: CardTerminal
  version: SignatureVersion
  order: string
  amountCents: number
  lang: Locale
  paymentId: string
  description: string
}

const notificationUrl = () => `${publicSiteUrl()}/api/payments/redsys/notification`

const returnUrl = (lang: Locale, outcome: 'ok' | 'ko', paymentId: string) =>
  portalLink(lang, `/payment/confirmation/${outcome}?payment=${paymentId}`)

export function paymentForm(request: PaymentRequest): CardPaymentStart['gateway'] {
  const { terminal, version, order, lang, paymentId } = request
  const parameters = encodeParameters({
    DS_MERCHANT_AMOUNT: String(request.amountCents),
    DS_MERCHANT_ORDER: order,
    DS_MERCHANT_MERCHANTCODE: terminal.merchantCode,
    DS_MERCHANT_CURRENCY: euroCurrency,
    DS_MERCHANT_TRANSACTIONTYPE: '0',
    DS_MERCHANT_TERMINAL: terminal.terminal,
    DS_MERCHANT_MERCHANTURL: notificationUrl(),
    DS_MERCHANT_URLOK: returnUrl(lang, 'ok', paymentId),
    DS_MERCHANT_URLKO: returnUrl(lang, 'ko', paymentId),
    DS_MERCHANT_CONSUMERLANGUAGE: consumerLanguages[lang],
    DS_MERCHANT_PRODUCTDESCRIPTION: request.description.slice(0, 125),
  })
  return {
    action: terminal.url,
    fields: {
      Ds_SignatureVersion: version,
      Ds_MerchantParameters: parameters,
      Ds_Signature: sign(version, terminal.secret, order, parameters),
    },
  }
}

export type NotificationOutcome = 'paid' | 'refused' | 'cancelled' | 'error'

/** Reference §1.6: 0000–0099 authorised; 9915, 9673 given up; SIS…, 909, 912/9912 errors; else denied. */
export function outcomeOfResponse(code: string | undefined): NotificationOutcome {
  const value = (code ?? '').trim()
  if (/^\d{1,4}$/.test(value)) {
    const number = Number(value)
    if (number <= 99) return 'paid'
    if (number === 9915 || number === 9673) return 'cancelled'
    if (number === 909 || number === 912 || number === 9912) return 'error'
    return 'refused'
  }
  return /^SIS/i.test(value) || value === '' ? 'error' : 'refused'
}

export interface ParsedNotification {
  version: SignatureVersion
  parameters: Record<string, string>
  order: string
  response: string | undefined
}

/** Or why it cannot be read: an unknown version, parameters that are not Base64 JSON, or no order. */
export function parseNotification(
  fields: Partial<Record<keyof SignedFields, string>>,
): ParsedNotification | { problem: 'version' | 'parameters' } {
  const version = fields.Ds_SignatureVersion
  if (!isSignatureVersion(version)) return { problem: 'version' }
  const parameters = fields.Ds_MerchantParameters ? decodeParameters(fields.Ds_MerchantParameters) : undefined
  const order = parameters && parameter(parameters, 'Ds_Order')
  if (!parameters || !order) return { problem: 'parameters' }
  return { version, parameters, order, response: parameter(parameters, 'Ds_Response') }
}

/** Over the Base64 text exactly as received. */
export const notificationSigned = (
  fields: Partial<Record<keyof SignedFields, string>>,
  notification: ParsedNotification,
  secret: string,
) =>
  verify(
    notification.version,
    secret,
    notification.order,
    fields.Ds_MerchantParameters ?? '',
    fields.Ds_Signature ?? '',
  )
