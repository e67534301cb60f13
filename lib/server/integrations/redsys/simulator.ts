import 'server-only'
import { randomBytes, randomInt } from 'node:crypto'
import { formatMoney } from '@/lib/i18n/money'
import { decodeParameters, encodeParameters, euroCurrency, parameter, type SignedFields } from './protocol'
import { isSignatureVersion, sign, type SignatureVersion, verify } from './signature'

/** A local stand-in for the Redsys redirection gateway (reference §1.10); it never charges anything. */

const simulatorScenarios = ['approve', 'deny', 'cancel', 'no_notification', 'bad_signature'] as const
export type SimulatorScenario = (typeof simulatorScenarios)[number]

/** The response code each scenario notifies (none for no_notification, which only returns the browser). */
const responseOf: Record<SimulatorScenario, string> = {
  approve: '0000',
  deny: '0190',
  cancel: '9915',
  no_notification: '9915',
  bad_signature: '0000',
}

export interface SimulatorMerchant {
  merchantCode: string
  /** Each terminal's secret, by terminal number (as a number: `1` and `001` are the same terminal). */
  terminals: Record<number, string>
}

/** Redsys's public test merchant. */
export const testMerchant: SimulatorMerchant = {
  merchantCode: '999008881',
  terminals: { 1: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7' },
}

export interface AcceptedPayment {
  version: SignatureVersion
  secret: string
  order: string
  amount: string
  currency: string
  merchantCode: string
  terminal: string
  transactionType: string
  merchantUrl: string
  urlOk: string
  urlKo: string
  description: string
  merchantData: string
  consumerLanguage: string
}

export interface SimulatorError {
  error: string
  message: string
}

export interface SimulationResult {
  notification: { url: string; fields: SignedFields } | null
  /** Where it sends the browser (URLOK or URLKO with the three fields in the query). */
  redirect: string
}

const refuse = (error: string, message: string): SimulatorError => ({ error, message })

/** Day and hour in Spain, URL-encoded inside the JSON as Redsys writes them (22%2F10%2F2021, 22%3A51). */
function madridDateAndHour(now: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Madrid',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  )
  return {
    Ds_Date: encodeURIComponent(`${parts.day}/${parts.month}/${parts.year}`),
    Ds_Hour: encodeURIComponent(`${parts.hour}:${parts.minute}`),
  }
}

export function createSimulator(merchant: SimulatorMerchant = testMerchant) {
  const orders = new Set<string>()

  /** A new order is remembered, so it cannot be paid twice. */
  function receive(form: Partial<Record<keyof SignedFields, string>>): AcceptedPayment | SimulatorError {
    const version = form.Ds_SignatureVersion
    if (!isSignatureVersion(version)) return refuse('SIS0041', 'Unknown signature version')
    const parameters = form.Ds_MerchantParameters
      ? decodeParameters(form.Ds_MerchantParameters, { urlEncoded: false })
      : undefined
    if (!parameters) return refuse('SIS0041', 'Ds_MerchantParameters is not Base64 JSON')
    const read = (name: string) => parameter(parameters, `DS_MERCHANT_${name}`) ?? ''
    const order = read('ORDER')
    if (!/^\d{4}[0-9A-Za-z]{0,8}$/.test(order)) return refuse('SIS0074', 'Wrong order number format')
    if (!/^\d{1,12}$/.test(read('AMOUNT')) || Number(read('AMOUNT')) <= 0) {
      return refuse('SIS0018', 'Wrong amount')
    }
    if (read('MERCHANTCODE') !== merchant.merchantCode) return refuse('SIS0026', 'Unknown merchant')
    const secret = /^\d{1,3}$/.test(read('TERMINAL'))
      ? merchant.terminals[Number(read('TERMINAL'))]
      : undefined
    if (!secret) return refuse('SIS0026', 'Unknown terminal')
    if (read('CURRENCY') !== euroCurrency) return refuse('SIS0027', 'Currency not allowed for this terminal')
    if (!/^\d{1,2}$/.test(read('TRANSACTIONTYPE'))) return refuse('SIS0023', 'Wrong transaction type')
    if (!verify(version, secret, order, form.Ds_MerchantParameters!, form.Ds_Signature ?? '')) {
      return refuse('SIS0041', 'Error in the signature calculation')
    }
    if (orders.has(order)) return refuse('SIS0051', 'Repeated order number')
    orders.add(order)
    return {
      version,
      secret,
      order,
      amount: read('AMOUNT'),
      currency: read('CURRENCY'),
      merchantCode: read('MERCHANTCODE'),
      terminal: read('TERMINAL'),
      transactionType: read('TRANSACTIONTYPE'),
      merchantUrl: read('MERCHANTURL'),
      urlOk: read('URLOK'),
      urlKo: read('URLKO'),
      description: read('PRODUCTDESCRIPTION'),
      merchantData: read('MERCHANTDATA'),
      consumerLanguage: read('CONSUMERLANGUAGE') || '001',
    }
  }

  function complete(
    payment: AcceptedPayment,
    scenario: SimulatorScenario,
    now = new Date(),
  ): SimulationResult {
    const response = responseOf[scenario]
    const approved = response === '0000'
    const parameters = encodeParameters({
      ...madridDateAndHour(now),
      Ds_SecurePayment: approved ? '1' : '0',
      Ds_Card_Number: '454881******0004',
      Ds_Card_Country: '724',
      Ds_Amount: payment.amount,
      Ds_Currency: payment.currency,
      Ds_Order: payment.order,
      Ds_MerchantCode: payment.merchantCode,
      Ds_Terminal: payment.terminal.padStart(3, '0'),
      Ds_Response: response,
      Ds_MerchantData: payment.merchantData,
      Ds_TransactionType: payment.transactionType,
      Ds_ConsumerLanguage: String(Number(payment.consumerLanguage)),
      Ds_AuthorisationCode: approved ? String(randomInt(1_000_000)).padStart(6, '0') : '',
      Ds_Card_Brand: '1',
      Ds_ProcessedPayMethod: '1',
    })
    const signature = sign(payment.version, payment.secret, payment.order, parameters)
    const fields: SignedFields = {
      Ds_SignatureVersion: payment.version,
      Ds_MerchantParameters: parameters,
      Ds_Signature:
        scenario === 'bad_signature'
          ? sign(payment.version, payment.secret, `${payment.order}X`, parameters)
          : Buffer.from(signature.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('base64url'),
    }
    const target = new URL(approved ? payment.urlOk : payment.urlKo)
    for (const [name, value] of Object.entries(fields)) target.searchParams.set(name, value)
    return {
      notification: scenario === 'no_notification' ? null : { url: payment.merchantUrl, fields },
      redirect: target.toString(),
    }
  }

  function simulate(
    form: Partial<Record<keyof SignedFields, string>>,
    scenario: SimulatorScenario,
    now = new Date(),
  ): SimulationResult | SimulatorError {
    const payment = receive(form)
    return 'error' in payment ? payment : complete(payment, scenario, now)
  }

  return { receive, complete, simulate }
}

export type Simulator = ReturnType<typeof createSimulator>

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )

const scenarioLabels: Record<SimulatorScenario, string> = {
  approve: 'Approve the payment (0000)',
  deny: 'Deny the card (0190)',
  cancel: 'Cancel the payment (9915)',
  no_notification: 'Return without notifying the portal',
  bad_signature: 'Notify with a wrong signature',
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font:inherit;cursor:pointer}
button:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}</style></head>
<body><main>${body}</main></body></html>`

const paymentPage = (payment: AcceptedPayment, token: string) => {
  const euros = formatMoney(Number(payment.amount), 'es-ES')
  return page(
    'Payment gateway simulator',
    `<h1>Payment gateway simulator</h1>
<p>A test gateway: no card is charged.</p>
<dl><dt>Amount</dt><dd>${escapeHtml(euros)}</dd>
<dt>Description</dt><dd>${escapeHtml(payment.description || '—')}</dd>
<dt>Order</dt><dd>${escapeHtml(payment.order)}</dd></dl>
<form method="post" action="/sis/complete">
<input type="hidden" name="token" value="${token}">
<fieldset><legend>What happens</legend>
${simulatorScenarios
  .map(
    (scenario) =>
      `<button type="submit" name="scenario" value="${scenario}">${scenarioLabels[scenario]}</button>`,
  )
  .join('\n')}
</fieldset></form>`,
  )
}

const errorPage = (error: SimulatorError) =>
  page(
    `${error.error} – Payment gateway simulator`,
    `<h1>Error ${escapeHtml(error.error)}</h1><p>${escapeHtml(error.message)}</p>`,
  )

/** Up to 10 seconds. */
async function sendNotification(url: string, fields: SignedFields): Promise<number | undefined> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields }),
      signal: AbortSignal.timeout(10_000),
    })
    await response.arrayBuffer()
    return response.status
  } catch {
    return undefined
  }
}

export interface SimulatorResponse {
  status: number
  headers: Record<string, string>
  body: string
}

/** Plain request and response values, so any server (node:http, tests) can carry it. */
export function createSimulatorHandler(simulator: Simulator = createSimulator()) {
  const waiting = new Map<string, AcceptedPayment>()
  const html = (status: number, body: string): SimulatorResponse => ({
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    body,
  })
  return async (method: string, path: string, form: URLSearchParams): Promise<SimulatorResponse> => {
    if (method === 'GET' && path === '/health') {
      return { status: 200, headers: { 'content-type': 'text/plain' }, body: 'ok' }
    }
    if (method !== 'POST') return html(405, errorPage(refuse('405', 'Only POST')))
    if (path === '/sis/realizarPago') {
      const payment = simulator.receive({
        Ds_SignatureVersion: form.get('Ds_SignatureVersion') ?? undefined,
        Ds_MerchantParameters: form.get('Ds_MerchantParameters') ?? undefined,
        Ds_Signature: form.get('Ds_Signature') ?? undefined,
      })
      if ('error' in payment) return html(400, errorPage(payment))
      const token = randomBytes(16).toString('hex')
      waiting.set(token, payment)
      return html(200, paymentPage(payment, token))
    }
    if (path === '/sis/complete') {
      const token = form.get('token') ?? ''
      const scenario = form.get('scenario') as SimulatorScenario
      const payment = waiting.get(token)
      if (!payment || !simulatorScenarios.includes(scenario)) {
        return html(400, errorPage(refuse('SIS0042', 'Unknown payment or choice')))
      }
      waiting.delete(token)
      const result = simulator.complete(payment, scenario)
      if (result.notification) await sendNotification(result.notification.url, result.notification.fields)
      return { status: 303, headers: { location: result.redirect, 'cache-control': 'no-store' }, body: '' }
    }
    return html(404, errorPage(refuse('404', 'Not found')))
  }
}
