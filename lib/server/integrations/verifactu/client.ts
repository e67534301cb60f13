import 'server-only'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import { createSecureContext } from 'node:tls'
import { soapEnvelope } from './registro'

/** EstadoRegistro of one record, as the AEAT answers it. */
export type AeatRecordState = 'Correcto' | 'AceptadoConErrores' | 'Incorrecto'

/** One RespuestaLinea: the AEAT's verdict on one record of the submission. */
interface AeatAnswerLine {
  /** RefExterna, as the record was sent with it. */
  ref: string | null
  invoiceNumber: string | null
  operation: 'Alta' | 'Anulacion' | null
  state: AeatRecordState
  errorCode: string | null
  errorText: string | null
}

/** What the AEAT answered about a submission (RespuestaSuministro.xsd). */
export interface AeatAnswer {
  csv: string | null
  /** EstadoEnvio: Correcto, ParcialmenteCorrecto or Incorrecto. */
  sendState: string
  /** TiempoEsperaEnvio: seconds to wait before the next submission. */
  waitSeconds: number
  lines: AeatAnswerLine[]
}

/**
 * The service could not take the submission (network, a 5xx, a fault that says it is unavailable): nothing about
 * the records was decided, so they are sent again later.
 */
export class AeatUnavailableError extends Error {
  override name = 'AeatUnavailableError'
}

/**
 * The AEAT refused the submission itself (a SOAP fault about the XML, a 4xx): sending it again would get the same
 * answer, so its records are rejected with the AEAT's code and text for staff to act on.
 */
export class AeatRejectedError extends Error {
  override name = 'AeatRejectedError'
  constructor(
    readonly code: string | null,
    readonly text: string,
  ) {
    super(`AEAT rejected the submission: ${code ? `[${code}] ` : ''}${text}`)
  }
}

/** Sends a RegFactuSistemaFacturacion and answers the AEAT's verdict, or throws one of the errors above. */
export interface AeatClient {
  submit(regFactuXml: string): Promise<AeatAnswer>
}

const recordStates: readonly string[] = ['Correcto', 'AceptadoConErrores', 'Incorrecto']

const unescapeXml = (text: string) =>
  text.replace(
    /&(lt|gt|amp|apos|quot);/g,
    (_, name: string) => ({ lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' })[name]!,
  )

/** The text of the first element of that local name, whatever its prefix: the answer's elements are flat text. */
function field(xml: string, name: string): string | null {
  const match = new RegExp(`<(?:[\\w-]+:)?${name}(?:\\s[^>]*)?>([^<]*)</(?:[\\w-]+:)?${name}>`).exec(xml)
  return match ? unescapeXml(match[1]!.trim()) : null
}

/** A fault that says the service is down or failed inside, rather than that the submission is wrong. */
const unavailableFault = /no disponible|temporalmente|error interno|error t[ée]cnico|timeout/i

/**
 * Client errors that are about the portal's access or timing, not the submission: a certificate the AEAT does not
 * accept, a wrong endpoint, a timeout or too many requests. They are retried, so fixing the configuration sends
 * the records as they are.
 */
const retriedClientErrors = new Set([401, 403, 404, 408, 429])

function answerLine(xml: string): AeatAnswerLine {
  const state = field(xml, 'EstadoRegistro')
  if (!state || !recordStates.includes(state))
    throw new AeatUnavailableError('AEAT answered a RespuestaLinea without an EstadoRegistro')
  const operation = field(xml, 'TipoOperacion')
  return {
    ref: field(xml, 'RefExterna'),
    invoiceNumber: field(xml, 'NumSerieFactura'),
    operation: operation === 'Alta' || operation === 'Anulacion' ? operation : null,
    state: state as AeatRecordState,
    errorCode: field(xml, 'CodigoErrorRegistro'),
    errorText: field(xml, 'DescripcionErrorRegistro'),
  }
}

/** Reads the AEAT's answer to a submission: its verdicts, a refusal, or the service not answering. */
export function parseAeatAnswer(status: number, body: string): AeatAnswer {
  if (/<(?:[\w-]+:)?Fault[\s>]/.test(body)) {
    const reason = field(body, 'faultstring') ?? field(body, 'Text') ?? 'without a reason'
    if (unavailableFault.test(reason)) throw new AeatUnavailableError(`AEAT SOAP fault: ${reason}`)
    // The AEAT words its faults "Codigo[4102].El XML no cumple el esquema…".
    const coded = /^\s*Codigo\[(-?\d+)\]\.?\s*([\s\S]*)$/.exec(reason)
    throw new AeatRejectedError(coded?.[1] ?? null, coded?.[2] || reason)
  }
  if (status >= 400 && status < 500 && !retriedClientErrors.has(status))
    throw new AeatRejectedError(
      `HTTP ${status}`,
      body
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 500) || `HTTP ${status}`,
    )
  if (status >= 300) throw new AeatUnavailableError(`AEAT answered HTTP ${status}`)
  const sendState = field(body, 'EstadoEnvio')
  if (!sendState) throw new AeatUnavailableError('AEAT answered without an EstadoEnvio')
  const wait = Number(field(body, 'TiempoEsperaEnvio'))
  return {
    csv: field(body, 'CSV'),
    sendState,
    waitSeconds: Number.isFinite(wait) && wait > 0 ? wait : 0,
    lines: [...body.matchAll(/<((?:[\w-]+:)?)RespuestaLinea>([\s\S]*?)<\/\1RespuestaLinea>/g)].map((match) =>
      answerLine(match[2]!),
    ),
  }
}

export interface AeatCertificate {
  /** A PKCS#12 file, or a PEM certificate when `keyPath` is given. */
  certPath: string
  keyPath?: string
  passphrase?: string
}

const timeoutMs = 60_000

/**
 * The AEAT's SOAP service over mutual TLS: the association's certificate identifies it. The certificate is read
 * when the client is made, so a wrong path or passphrase shows at startup, not at the first invoice.
 */
export function soapAeatClient(endpoint: string, certificate: AeatCertificate): AeatClient {
  const tls = certificate.keyPath
    ? {
        cert: readFileSync(certificate.certPath),
        key: readFileSync(certificate.keyPath),
        passphrase: certificate.passphrase,
      }
    : { pfx: readFileSync(certificate.certPath), passphrase: certificate.passphrase }
  // Throws here on a certificate or key that does not open, the fake's plain http included.
  createSecureContext(tls)
  const url = new URL(endpoint)
  // Plain http is only for a local fake of the service.
  const agent = url.protocol === 'https:' ? new https.Agent({ ...tls, keepAlive: true }) : undefined

  return {
    submit(regFactuXml) {
      const body = soapEnvelope(regFactuXml)
      return new Promise<AeatAnswer>((resolve, reject) => {
        const request = (url.protocol === 'https:' ? https : http).request(
          url,
          {
            method: 'POST',
            agent,
            headers: {
              'Content-Type': 'text/xml; charset=utf-8',
              'Content-Length': Buffer.byteLength(body),
              SOAPAction: '""',
            },
            timeout: timeoutMs,
          },
          (response) => {
            const chunks: Buffer[] = []
            response.on('data', (chunk: Buffer) => chunks.push(chunk))
            response.on('error', (error) => reject(new AeatUnavailableError(error.message)))
            response.on('end', () => {
              try {
                resolve(parseAeatAnswer(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')))
              } catch (error) {
                reject(error)
              }
            })
          },
        )
        request.on('timeout', () => request.destroy(new Error(`no answer in ${timeoutMs / 1000} s`)))
        request.on('error', (error) => reject(new AeatUnavailableError(`AEAT not reached: ${error.message}`)))
        request.end(body)
      })
    },
  }
}
