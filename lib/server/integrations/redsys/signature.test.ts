import { describe, expect, it } from 'vitest'
import { decodeBase64Any, sign, v1OperationKey, v2DiversifiedKey, verify } from './signature'

// The public test merchant's key, and the vectors of the reference (§1.3 redsys-easy fixtures, §1.4 Redsys' own).
const secret = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7'

const v1Request = {
  order: '0726qI3H7sZx',
  parameters:
    'eyJEU19NRVJDSEFOVF9UUkFOU0FDVElPTlRZUEUiOiIwIiwiRFNfTUVSQ0hBTlRfT1JERVIiOiIwNzI2cUkzSDdzWngiLCJEU19NRVJDSEFOVF9NRVJDSEFOVENPREUiOiI5OTkwMDg4ODEiLCJEU19NRVJDSEFOVF9URVJNSU5BTCI6IjEiLCJEU19NRVJDSEFOVF9BTU9VTlQiOiI0OTk5IiwiRFNfTUVSQ0hBTlRfQ1VSUkVOQ1kiOiI5NzgiLCJEU19NRVJDSEFOVF9NRVJDSEFOVFVSTCI6Imh0dHA6Ly93d3cucHJ1ZWJhLmNvbS91cmxOb3RpZmljYWNpb24ucGhwIiwiRFNfTUVSQ0hBTlRfVVJMT0siOiJodHRwOi8vd3d3LnBydWViYS5jb20vdXJsT0sucGhwIiwiRFNfTUVSQ0hBTlRfVVJMS08iOiJodHRwOi8vd3d3LnBydWViYS5jb20vdXJsS08ucGhwIn0=',
  signature: 'TyW+LIa2GZnhCPLM7JSPwbQn4ZjOvMO/KiIf4yJgwo8=',
}

const v1Notification = {
  order: '0726qI3H7sZx',
  parameters:
    'eyJEc19EYXRlIjoiMjIlMkYxMCUyRjIwMjEiLCJEc19Ib3VyIjoiMjIlM0E1MSIsIkRzX1NlY3VyZVBheW1lbnQiOiIxIiwiRHNfQ2FyZF9OdW1iZXIiOiI0NTQ4ODEqKioqKiowMDA0IiwiRHNfQ2FyZF9Db3VudHJ5IjoiNzI0IiwiRHNfQW1vdW50IjoiNDk5OSIsIkRzX0N1cnJlbmN5IjoiOTc4IiwiRHNfT3JkZXIiOiIwNzI2cUkzSDdzWngiLCJEc19NZXJjaGFudENvZGUiOiI5OTkwMDg4ODEiLCJEc19UZXJtaW5hbCI6IjAwMSIsIkRzX1Jlc3BvbnNlIjoiMDAwMCIsIkRzX01lcmNoYW50RGF0YSI6IiIsIkRzX1RyYW5zYWN0aW9uVHlwZSI6IjAiLCJEc19Db25zdW1lckxhbmd1YWdlIjoiMSIsIkRzX0F1dGhvcmlzYXRpb25Db2RlIjoiMDUyMDI5IiwiRHNfQ2FyZF9CcmFuZCI6IjEiLCJEc19Qcm9jZXNzZWRQYXlNZXRob2QiOiIxIn0=',
  signature: '52nPyUkyDws__OfMqDka_yN-arxzulELZC1TYTvvR0s=',
}

const v2Request = {
  order: '1234567890',
  parameters:
    'eyJEU19NRVJDSEFOVF9BTU9VTlQiOiI5OTkiLCJEU19NRVJDSEFOVF9PUkRFUiI6IjEyMzQ1Njc4OTAiLCJEU19NRVJDSEFOVF9NRVJDSEFOVENPREUiOiI5OTkwMDg4ODEiLCJEU19NRVJDSEFOVF9DVVJSRU5DWSI6Ijk3OCIsIkRTX01FUkNIQU5UX1RSQU5TQUNUSU9OVFlQRSI6IjAiLCJEU19NRVJDSEFOVF9URVJNSU5BTCI6IjEiLCJEU19NRVJDSEFOVF9NRVJDSEFOVFVSTCI6Imh0dHA6XC9cL3d3dy5wcnVlYmEuY29tXC91cmxOb3RpZmljYWNpb24ucGhwIiwiRFNfTUVSQ0hBTlRfVVJMT0siOiJodHRwOlwvXC93d3cucHJ1ZWJhLmNvbVwvdXJsT0sucGhwIiwiRFNfTUVSQ0hBTlRfVVJMS08iOiJodHRwOlwvXC93d3cucHJ1ZWJhLmNvbVwvdXJsS08ucGhwIn0',
  signature: 'Vjo02eSWq249IeZZp3R-ArFnGLhKY0OuzDDlx1BuVtZDC2yhczA7_11uZhsYzLZBCMFAz8u8uzGDX3AErHKmmw',
}

/** The same Base64 text with one parameter changed (the amount of the V1 request, 4999 → 4998). */
const changedAmount = (parameters: string) =>
  Buffer.from(
    Buffer.from(parameters, 'base64').toString('utf8').replace('"4999"', '"4998"').replace('"999"', '"998"'),
  ).toString('base64')

/** One character of a signature changed, keeping it valid Base64. */
const tampered = (signature: string) => (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1)

describe('HMAC_SHA256_V1', () => {
  it('derives the operation key of the reference', () => {
    expect(v1OperationKey(secret, '0726qI3H7sZx').toString('base64')).toBe('GViV77kFjMPKVUcE9qxzlg==')
  })

  it('signs the request of the reference', () => {
    expect(sign('HMAC_SHA256_V1', secret, v1Request.order, v1Request.parameters)).toBe(v1Request.signature)
    expect(verify('HMAC_SHA256_V1', secret, v1Request.order, v1Request.parameters, v1Request.signature)).toBe(
      true,
    )
  })

  it('verifies the sandbox notification of the reference, signed in Base64url', () => {
    const { order, parameters, signature } = v1Notification
    expect(verify('HMAC_SHA256_V1', secret, order, parameters, signature)).toBe(true)
    // The same bytes in standard Base64 are the same signature.
    expect(sign('HMAC_SHA256_V1', secret, order, parameters)).toBe(
      Buffer.from(decodeBase64Any(signature)!).toString('base64'),
    )
  })

  it('refuses a changed parameter, a changed signature, another order and another key', () => {
    const { order, parameters, signature } = v1Notification
    expect(verify('HMAC_SHA256_V1', secret, order, changedAmount(parameters), signature)).toBe(false)
    expect(verify('HMAC_SHA256_V1', secret, order, parameters, tampered(signature))).toBe(false)
    expect(verify('HMAC_SHA256_V1', secret, '0726qI3H7sZy', parameters, signature)).toBe(false)
    expect(verify('HMAC_SHA256_V1', 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev', order, parameters, signature)).toBe(
      false,
    )
    expect(verify('HMAC_SHA256_V1', secret, order, parameters, 'not base64!')).toBe(false)
    expect(verify('HMAC_SHA256_V1', secret, order, parameters, '')).toBe(false)
    // A V2 signature of the same text is not a V1 one.
    expect(verify('HMAC_SHA512_V2', secret, order, parameters, signature)).toBe(false)
  })
})

describe('HMAC_SHA512_V2', () => {
  it('derives the diversified key of the reference', () => {
    expect(v2DiversifiedKey(secret, '1234567890')).toBe('RWt3/IPTzYRMXsQtkiGRKg==')
  })

  it('signs the official example, in Base64url without padding', () => {
    expect(sign('HMAC_SHA512_V2', secret, v2Request.order, v2Request.parameters)).toBe(v2Request.signature)
  })

  it('verifies it in Base64url or Base64, padded or not', () => {
    const { order, parameters, signature } = v2Request
    const standard = Buffer.from(decodeBase64Any(signature)!).toString('base64')
    for (const form of [signature, `${signature}==`, standard, standard.replace(/=+$/, '')]) {
      expect(verify('HMAC_SHA512_V2', secret, order, parameters, form)).toBe(true)
    }
  })

  it('refuses a changed parameter or signature', () => {
    const { order, parameters, signature } = v2Request
    expect(verify('HMAC_SHA512_V2', secret, order, changedAmount(parameters), signature)).toBe(false)
    expect(verify('HMAC_SHA512_V2', secret, order, parameters, tampered(signature))).toBe(false)
    expect(verify('HMAC_SHA512_V2', secret, order, parameters, signature.slice(0, -4))).toBe(false)
  })
})
