import 'server-only'
import { randomInt } from 'node:crypto'
import type { Locale } from '@/lib/contract/locales'

// The redirection protocol's plain data, free of the portal's configuration: the gateway and the simulator share it.

export interface SignedFields {
  Ds_SignatureVersion: string
  Ds_MerchantParameters: string
  Ds_Signature: string
}

/** Euros, ISO 4217. */
export const euroCurrency = '978'

/** Redsys's language codes for its payment page. */
export const consumerLanguages: Record<Locale, string> = { es: '001', en: '002', ca: '003', eu: '013' }

export const orderPattern = /^\d{4}[0-9A-Za-z]{8}$/

const alphanumerics = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** A new order number: 4 digits then 8 letters or digits; never repeated (the gateway refuses a repeated one). */
export function newOrderNumber(): string {
  let order = ''
  for (let i = 0; i < 4; i++) order += String(randomInt(10))
  for (let i = 0; i < 8; i++) order += alphanumerics[randomInt(alphanumerics.length)]
  return order
}

export const encodeParameters = (parameters: Record<string, string>) =>
  Buffer.from(JSON.stringify(parameters), 'utf8').toString('base64')

/** A notification's values come URL-encoded (`22%2F10%2F2021`); a request's are taken as written. */
export function decodeParameters(
  encoded: string,
  { urlEncoded = true }: { urlEncoded?: boolean } = {},
): Record<string, string> | undefined {
  try {
    const text = Buffer.from(encoded.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8')
    const json: unknown = JSON.parse(text)
    if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined
    return Object.fromEntries(
      Object.entries(json).map(([key, value]) => {
        const text = typeof value === 'string' ? value : value === null ? '' : String(value as number)
        if (!urlEncoded) return [key, text]
        try {
          return [key, decodeURIComponent(text.replace(/\+/g, ' '))]
        } catch {
          return [key, text]
        }
      }),
    )
  } catch {
    return undefined
  }
}

/** A parameter by its name in any casing (Redsys accepts DS_MERCHANT_ORDER and Ds_Merchant_Order). */
export const parameter = (parameters: Record<string, string>, name: string): string | undefined =>
  parameters[Object.keys(parameters).find((key) => key.toUpperCase() === name.toUpperCase()) ?? '']
