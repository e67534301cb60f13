import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

const wsBase =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws'

type LineVerdict =
  { answer: 'accepted' } | { answer: 'accepted_with_errors' | 'rejected'; code: string; text: string }

/**
 * How the fake answers one request. `lines` gives some records (by invoice number) their own verdict; the others
 * take the answer's. `wait` is the TiempoEsperaEnvio it asks for (60 s unless said).
 */
export type FakeAeatBehaviour =
  | (LineVerdict & { csv: string; wait?: number; lines?: Record<string, LineVerdict> })
  | { answer: 'unavailable' }
  /** A SOAP fault about the XML, as the AEAT sends for a submission that does not meet its schema. */
  | { answer: 'fault'; code: string; text: string }

const field = (xml: string, name: string) =>
  new RegExp(`<(?:\\w+:)?${name}>([^<]*)</(?:\\w+:)?${name}>`).exec(xml)?.[1] ?? ''

const recordState = {
  accepted: 'Correcto',
  accepted_with_errors: 'AceptadoConErrores',
  rejected: 'Incorrecto',
}

/** The RespuestaRegFactuSistemaFacturacion of RespuestaSuministro.xsd: one RespuestaLinea per record submitted. */
export function aeatAnswerBody(
  submitted: string,
  behaviour: Exclude<FakeAeatBehaviour, { answer: 'unavailable' | 'fault' }>,
): string {
  const registros = submitted.split(/<(?:\w+:)?RegistroFactura>/).slice(1)
  const states: string[] = []
  const lines = registros.map((registro) => {
    const anulacion = registro.includes('RegistroAnulacion>')
    const suffix = anulacion ? 'Anulada' : ''
    const number = field(registro, `NumSerieFactura${suffix}`)
    const verdict = behaviour.lines?.[number] ?? behaviour
    states.push(verdict.answer)
    const ref = field(registro, 'RefExterna')
    const error =
      'code' in verdict
        ? `<tikR:CodigoErrorRegistro>${verdict.code}</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>${verdict.text}</tikR:DescripcionErrorRegistro>`
        : ''
    return (
      `<tikR:RespuestaLinea><tikR:IDFactura><tik:IDEmisorFactura>${field(registro, `IDEmisorFactura${suffix}`)}</tik:IDEmisorFactura>` +
      `<tik:NumSerieFactura>${number}</tik:NumSerieFactura>` +
      `<tik:FechaExpedicionFactura>${field(registro, `FechaExpedicionFactura${suffix}`)}</tik:FechaExpedicionFactura></tikR:IDFactura>` +
      `<tikR:Operacion><tik:TipoOperacion>${anulacion ? 'Anulacion' : 'Alta'}</tik:TipoOperacion></tikR:Operacion>` +
      (ref ? `<tikR:RefExterna>${ref}</tikR:RefExterna>` : '') +
      `<tikR:EstadoRegistro>${recordState[verdict.answer]}</tikR:EstadoRegistro>${error}</tikR:RespuestaLinea>`
    )
  })
  const sendState = states.every((state) => state === 'rejected')
    ? 'Incorrecto'
    : states.every((state) => state === 'accepted')
      ? 'Correcto'
      : 'ParcialmenteCorrecto'
  return (
    `<tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="${wsBase}/RespuestaSuministro.xsd" xmlns:tik="${wsBase}/SuministroInformacion.xsd">` +
    `<tikR:CSV>${behaviour.csv}</tikR:CSV>` +
    `<tikR:DatosPresentacion><tik:NIFPresentador>${field(submitted, 'NIF')}</tik:NIFPresentador><tik:TimestampPresentacion>2027-01-02T10:00:05+01:00</tik:TimestampPresentacion></tikR:DatosPresentacion>` +
    `<tikR:Cabecera><tik:ObligadoEmision><tik:NombreRazon>${field(submitted, 'NombreRazon')}</tik:NombreRazon><tik:NIF>${field(submitted, 'NIF')}</tik:NIF></tik:ObligadoEmision></tikR:Cabecera>` +
    `<tikR:TiempoEsperaEnvio>${behaviour.wait ?? 60}</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>${sendState}</tikR:EstadoEnvio>` +
    lines.join('') +
    '</tikR:RespuestaRegFactuSistemaFacturacion>'
  )
}

const envelope = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Header/><env:Body>${body}</env:Body></env:Envelope>`

const soapFault = (faultcode: string, reason: string) =>
  envelope(`<env:Fault><faultcode>${faultcode}</faultcode><faultstring>${reason}</faultstring></env:Fault>`)

/** A local stand-in for the AEAT's SistemaFacturacion service: each request gets the next behaviour queued. */
export async function startFakeAeat() {
  const behaviours: FakeAeatBehaviour[] = []
  const received: string[] = []
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const submitted = Buffer.concat(chunks).toString('utf8')
      received.push(submitted)
      const behaviour = behaviours.shift() ?? { answer: 'unavailable' }
      response.setHeader('Content-Type', 'text/xml; charset=utf-8')
      if (behaviour.answer === 'unavailable')
        response
          .writeHead(503)
          .end(soapFault('env:Server', 'Codigo[-1].Servicio no disponible temporalmente'))
      else if (behaviour.answer === 'fault')
        response.writeHead(500).end(soapFault('env:Client', `Codigo[${behaviour.code}].${behaviour.text}`))
      else response.writeHead(200).end(envelope(aeatAnswerBody(submitted, behaviour)))
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`,
    /** The SOAP bodies posted, in order. */
    received,
    answer: (...next: FakeAeatBehaviour[]) => behaviours.push(...next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The payload of a SOAP envelope, for schema validation. */
export const soapBody = (envelopeXml: string) =>
  /<(?:\w+:)?Body>([\s\S]*)<\/(?:\w+:)?Body>/.exec(envelopeXml)?.[1] ?? ''
