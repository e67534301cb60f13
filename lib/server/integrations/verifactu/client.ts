import 'server-only'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import { createSecureContext } from 'node:tls'
import { soapEnvelope } from './registro'

/** EstadoRegistro of one record, as the AEAT answers it. */
export type AeatRecordState = 'Correcto' | 'AceptadoConErrores' | 'Incorrecto'

/** What the AEAT answered about a submission (RespuestaSuministro.xsd). */
export interface AeatAnswer {
  csv: string | null
  /** EstadoEnvio: Correcto, ParcialmenteCorrecto or Incorrecto. */
  sendState: string
  state: AeatRecordState
  errorCode: string | null
  errorText: string | null
}

/**
 * The service could not take the submission (network, a 5xx, a SOAP fault): nothing about the record was decided,
 * so it is sent again later.
 */
export class AeatUnavailableError extends Error {
  override name = 'AeatUnavailableError'
}

/** Sends a RegFactuSistemaFacturacion and answers the AEAT's verdict, or throws AeatUnavailableError. */
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

/** Reads the AEAT's answer to one record; anything else is the service not answering. */
export function parseAeatAnswer(status: number, body: string): AeatAnswer {
  if (/<(?:[\w-]+:)?Fault[\s>]/.test(body))
    throw new AeatUnavailableError(
      `AEAT SOAP fault: ${field(body, 'faultstring') ?? field(body, 'Text') ?? 'without a reason'}`,
    )
  if (status >= 300) throw new AeatUnavailableError(`AEAT answered HTTP ${status}`)
  const sendState = field(body, 'EstadoEnvio')
  const state = field(body, 'EstadoRegistro')
  if (!sendState || !state || !recordStates.includes(state))
    throw new AeatUnavailableError('AEAT answered without an EstadoEnvio and an EstadoRegistro')
  return {
    csv: field(body, 'CSV'),
    sendState,
    state: state as AeatRecordState,
    errorCode: field(body, 'CodigoErrorRegistro'),
    errorText: field(body, 'DescripcionErrorRegistro'),
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
