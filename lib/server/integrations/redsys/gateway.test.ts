import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  decodeParameters,
  newOrderNumber,
  notificationSigned,
  orderPattern,
  outcomeOfResponse,
  parseNotification,
  paymentForm,
} from './gateway'
import { createSimulator, testMerchant } from './simulator'

const terminal = {
  url: 'http://127.0.0.1:4300/sis/realizarPago',
  merchantCode: testMerchant.merchantCode,
  terminal: '1',
  secret: testMerchant.terminals[1]!,
}

const request = (version: 'HMAC_SHA256_V1' | 'HMAC_SHA512_V2', lang: 'es' | 'eu' = 'es') => ({
  terminal,
  version,
  order: newOrderNumber(),
  amountCents: 12050,
  lang,
  paymentId: '7f0c1c8e-4a59-4b7e-9f57-8d4d3a1b2c3d',
  description: 'Curso de prueba',
})

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('order numbers', () => {
  it('are 4 digits and 8 letters or digits, and new each time', () => {
    const orders = Array.from({ length: 200 }, newOrderNumber)
    for (const order of orders) expect(order).toMatch(orderPattern)
    expect(new Set(orders).size).toBe(orders.length)
  })
})

describe('merchant parameters', () => {
  it('decodes a notification the way Redsys writes it, URL-encoded values included', () => {
    const parameters = decodeParameters(
      'eyJEc19EYXRlIjoiMjIlMkYxMCUyRjIwMjEiLCJEc19Ib3VyIjoiMjIlM0E1MSIsIkRzX09yZGVyIjoiMDcyNnFJM0g3c1p4In0=',
    )
    expect(parameters).toEqual({ Ds_Date: '22/10/2021', Ds_Hour: '22:51', Ds_Order: '0726qI3H7sZx' })
  })

  it('refuses what is not Base64 JSON of an object', () => {
    expect(decodeParameters('not json')).toBeUndefined()
    expect(decodeParameters(Buffer.from('[1]').toString('base64'))).toBeUndefined()
  })
})

describe('paymentForm', () => {
  it('asks for an authorisation in euro cents, back to the portal in the member’s language', () => {
    vi.stubEnv('PUBLIC_SITE_URL', 'https://colegio.example')
    const form = paymentForm(request('HMAC_SHA512_V2', 'eu'))
    expect(form.action).toBe(terminal.url)
    expect(form.fields.Ds_SignatureVersion).toBe('HMAC_SHA512_V2')
    const parameters = decodeParameters(form.fields.Ds_MerchantParameters, { urlEncoded: false })
    expect(parameters).toMatchObject({
      DS_MERCHANT_AMOUNT: '12050',
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_TRANSACTIONTYPE: '0',
      DS_MERCHANT_MERCHANTCODE: '999008881',
      DS_MERCHANT_TERMINAL: '1',
      DS_MERCHANT_CONSUMERLANGUAGE: '013',
      DS_MERCHANT_PRODUCTDESCRIPTION: 'Curso de prueba',
    })
    expect(parameters?.DS_MERCHANT_MERCHANTURL).toMatch(/\/api\/payments\/redsys\/notification$/)
    expect(parameters?.DS_MERCHANT_URLOK).toMatch(
      /\/eu\/payment\/confirmation\/ok\?payment=7f0c1c8e-4a59-4b7e-9f57-8d4d3a1b2c3d$/,
    )
    expect(parameters?.DS_MERCHANT_URLKO).toMatch(/\/eu\/payment\/confirmation\/ko\?payment=/)
  })
})

describe('outcomeOfResponse', () => {
  it.each([
    ['0000', 'paid'],
    ['0099', 'paid'],
    ['0', 'paid'],
    ['0190', 'refused'],
    ['0101', 'refused'],
    ['0180', 'refused'],
    ['9915', 'cancelled'],
    ['9673', 'cancelled'],
    ['0909', 'error'],
    ['0912', 'error'],
    ['9912', 'error'],
    ['SIS0041', 'error'],
    [undefined, 'error'],
    ['9064', 'refused'],
  ] as const)('%s → %s', (code, outcome) => {
    expect(outcomeOfResponse(code)).toBe(outcome)
  })
})

describe('the simulator and the gateway', () => {
  it.each(['HMAC_SHA256_V1', 'HMAC_SHA512_V2'] as const)(
    'round-trip a %s payment: the notification is signed with the same version',
    (version) => {
      const simulator = createSimulator()
      const form = paymentForm(request(version))
      const result = simulator.simulate(form.fields, 'approve', new Date('2026-10-22T20:51:00Z'))
      if ('error' in result) throw new Error(result.message)
      const fields = result.notification!.fields
      const parsed = parseNotification(fields)
      if ('problem' in parsed) throw new Error(parsed.problem)
      expect(parsed.version).toBe(version)
      expect(parsed.response).toBe('0000')
      expect(parsed.parameters).toMatchObject({
        Ds_Date: '22/10/2026',
        Ds_Hour: '22:51',
        Ds_Amount: '12050',
        Ds_Terminal: '001',
        Ds_Currency: '978',
      })
      expect(parsed.parameters.Ds_AuthorisationCode).toMatch(/^\d{6}$/)
      expect(notificationSigned(fields, parsed, terminal.secret)).toBe(true)
      expect(result.redirect).toMatch(/\/payment\/confirmation\/ok\?payment=.+&Ds_SignatureVersion=/)
    },
  )

  it('returns a denied or cancelled payment to URLKO, and a lost notification sends nothing', () => {
    const simulator = createSimulator()
    for (const scenario of ['deny', 'cancel', 'no_notification'] as const) {
      const result = simulator.simulate(paymentForm(request('HMAC_SHA512_V2')).fields, scenario)
      if ('error' in result) throw new Error(result.message)
      expect(result.redirect).toContain('/payment/confirmation/ko?payment=')
      if (scenario === 'no_notification') expect(result.notification).toBeNull()
      else
        expect(parseNotification(result.notification!.fields)).toMatchObject({
          response: scenario === 'deny' ? '0190' : '9915',
        })
    }
  })

  it('signs a bad_signature notification wrongly', () => {
    const result = createSimulator().simulate(paymentForm(request('HMAC_SHA256_V1')).fields, 'bad_signature')
    if ('error' in result) throw new Error(result.message)
    const parsed = parseNotification(result.notification!.fields)
    if ('problem' in parsed) throw new Error(parsed.problem)
    expect(notificationSigned(result.notification!.fields, parsed, terminal.secret)).toBe(false)
  })

  it('refuses a form with a wrong signature (SIS0041), a repeated order (SIS0051) or another merchant', () => {
    const simulator = createSimulator()
    const form = paymentForm(request('HMAC_SHA256_V1')).fields
    expect(
      simulator.simulate({ ...form, Ds_Signature: `A${form.Ds_Signature.slice(1)}` }, 'approve'),
    ).toMatchObject({ error: 'SIS0041' })
    expect(simulator.simulate({ ...form, Ds_SignatureVersion: 'HMAC_SHA1' }, 'approve')).toMatchObject({
      error: 'SIS0041',
    })
    expect(simulator.simulate(form, 'approve')).not.toHaveProperty('error')
    expect(simulator.simulate(form, 'approve')).toMatchObject({ error: 'SIS0051' })
    const other = paymentForm({
      ...request('HMAC_SHA256_V1'),
      terminal: { ...terminal, merchantCode: '123456789' },
    })
    expect(simulator.simulate(other.fields, 'approve')).toMatchObject({ error: 'SIS0026' })
  })

  it('reads notifications without a known version or an order as unreadable', () => {
    expect(parseNotification({ Ds_SignatureVersion: 'HMAC_SHA1' })).toEqual({ problem: 'version' })
    expect(
      parseNotification({ Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: 'e30=' }),
    ).toEqual({ problem: 'parameters' })
  })
})
