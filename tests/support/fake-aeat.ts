import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

const wsBase =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws'

export type FakeAeatBehaviour =
  | { answer: 'accepted'; csv: string }
  | { answer: 'accepted_with_errors'; csv: string; code: string; text: string }
  | { answer: 'rejected'; csv: string; code: string; text: string }
  | { answer: 'unavailable' }

const field = (xml: string, name: string) =>
  new RegExp(`<(?:\\w+:)?${name}>([^<]*)</(?:\\w+:)?${name}>`).exec(xml)?.[1] ?? ''

const recordState = {
  accepted: 'Correcto',
  accepted_with_errors: 'AceptadoConErrores',
  rejected: 'Incorrecto',
}
const sendState = {
  accepted: 'Correcto',
  accepted_with_errors: 'ParcialmenteCorrecto',
  rejected: 'Incorrecto',
}

/** The RespuestaRegFactuSistemaFacturacion of RespuestaSuministro.xsd to the one record of a submission. */
export function aeatAnswerBody(
  submitted: string,
  behaviour: Exclude<FakeAeatBehaviour, { answer: 'unavailable' }>,
): string {
  const anulacion = submitted.includes('RegistroAnulacion>')
  const suffix = anulacion ? 'Anulada' : ''
  const error =
    'code' in behaviour
      ? `<tikR:CodigoErrorRegistro>${behaviour.code}</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>${behaviour.text}</tikR:DescripcionErrorRegistro>`
      : ''
  return (
    `<tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="${wsBase}/RespuestaSuministro.xsd" xmlns:tik="${wsBase}/SuministroInformacion.xsd">` +
    `<tikR:CSV>${behaviour.csv}</tikR:CSV>` +
    `<tikR:DatosPresentacion><tik:NIFPresentador>${field(submitted, 'NIF')}</tik:NIFPresentador><tik:TimestampPresentacion>2027-01-02T10:00:05+01:00</tik:TimestampPresentacion></tikR:DatosPresentacion>` +
    `<tikR:Cabecera><tik:ObligadoEmision><tik:NombreRazon>${field(submitted, 'NombreRazon')}</tik:NombreRazon><tik:NIF>${field(submitted, 'NIF')}</tik:NIF></tik:ObligadoEmision></tikR:Cabecera>` +
    `<tikR:TiempoEsperaEnvio>60</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>${sendState[behaviour.answer]}</tikR:EstadoEnvio>` +
    `<tikR:RespuestaLinea><tikR:IDFactura><tik:IDEmisorFactura>${field(submitted, `IDEmisorFactura${suffix}`)}</tik:IDEmisorFactura>` +
    `<tik:NumSerieFactura>${field(submitted, `NumSerieFactura${suffix}`)}</tik:NumSerieFactura>` +
    `<tik:FechaExpedicionFactura>${field(submitted, `FechaExpedicionFactura${suffix}`)}</tik:FechaExpedicionFactura></tikR:IDFactura>` +
    `<tikR:Operacion><tik:TipoOperacion>${anulacion ? 'Anulacion' : 'Alta'}</tik:TipoOperacion></tikR:Operacion>` +
    `<tikR:EstadoRegistro>${recordState[behaviour.answer]}</tikR:EstadoRegistro>${error}</tikR:RespuestaLinea>` +
    '</tikR:RespuestaRegFactuSistemaFacturacion>'
  )
}

const envelope = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Header/><env:Body>${body}</env:Body></env:Envelope>`

const serverFault = envelope(
  '<env:Fault><faultcode>env:Server</faultcode><faultstring>Codigo[-1].Servicio no disponible temporalmente</faultstring></env:Fault>',
)

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
      if (behaviour.answer === 'unavailable') response.writeHead(503).end(serverFault)
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
