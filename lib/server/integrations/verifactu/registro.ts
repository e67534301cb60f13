import 'server-only'

const sumNs =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroLR.xsd'
const infoNs =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd'

/** The fields of an invoice record row the submission needs: any kind of record that has them can be sent. */
export interface SubmittedRecord {
  /** Sent as RefExterna, which the AEAT's answer repeats: how a verdict finds its record. */
  id: string
  kind: string
  issuer_tax_id: string
  invoice_number: string
  invoice_date: string
  invoice_type: string | null
  tax_total: string | null
  amount_total: string | null
  generated_at: string
  hash: string
  correction_method: string | null
  corrected_invoice_number: string | null
  corrected_invoice_date: string | null
  corrected_base: string | null
  corrected_tax: string | null
  correction_reason: string | null
  recipient_name: string | null
  recipient_tax_id: string | null
  recipient_id_country: string | null
  recipient_id_type: string | null
  recipient_id: string | null
}

/** The record before it in the issuer's chain, which the Encadenamiento names; none for the first. */
export type PreviousRecord = Pick<
  SubmittedRecord,
  'issuer_tax_id' | 'invoice_number' | 'invoice_date' | 'hash'
>

export interface Party {
  name: string
  taxId: string
}

/** The SistemaInformatico block: who made the software and which installation made the record. */
export interface SoftwareIdentity {
  producer: Party
  /** At most 30 characters. */
  name: string
  /** At most 2 characters. */
  id: string
  version: string
  installation: string
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  )

/** An element and its content; a name without a prefix is in SuministroInformacion's namespace. */
export type Node = [name: string, content: Node[] | string]

export const element = (name: string, content: Node[] | string): Node => [name, content]

export function render([name, content]: Node): string {
  const tag = name.includes(':') ? name : `sf:${name}`
  const inner = typeof content === 'string' ? escapeXml(content) : content.map(render).join('')
  return `<${tag}>${inner}</${tag}>`
}

function chaining(previous: PreviousRecord | null): Node {
  return element('Encadenamiento', [
    previous
      ? element('RegistroAnterior', [
          element('IDEmisorFactura', previous.issuer_tax_id),
          element('NumSerieFactura', previous.invoice_number),
          element('FechaExpedicionFactura', previous.invoice_date),
          element('Huella', previous.hash),
        ])
      : element('PrimerRegistro', 'S'),
  ])
}

export function softwareBlock(software: SoftwareIdentity): Node {
  return element('SistemaInformatico', [
    element('NombreRazon', software.producer.name),
    element('NIF', software.producer.taxId),
    element('NombreSistemaInformatico', software.name),
    element('IdSistemaInformatico', software.id),
    element('Version', software.version),
    element('NumeroInstalacion', software.installation),
    element('TipoUsoPosibleSoloVerifactu', 'N'),
    element('TipoUsoPosibleMultiOT', 'N'),
    element('IndicadorMultiplesOT', 'N'),
  ])
}

/**
 * The VAT breakdown: the portal's invoices (fees, courses, passed-on commissions) carry no VAT, which the AEAT
 * records as exempt under art. 20 LIVA (E1) for the whole amount; a record with a CuotaTotal is subject (S1).
 */
function breakdown(record: SubmittedRecord): Node {
  const total = Number(record.amount_total ?? 0)
  const tax = Number(record.tax_total ?? 0)
  const line =
    tax === 0
      ? [
          element('ClaveRegimen', '01'),
          element('OperacionExenta', 'E1'),
          element('BaseImponibleOimporteNoSujeto', (total - tax).toFixed(2)),
        ]
      : [
          element('ClaveRegimen', '01'),
          element('CalificacionOperacion', 'S1'),
          element('BaseImponibleOimporteNoSujeto', (total - tax).toFixed(2)),
          element('CuotaRepercutida', tax.toFixed(2)),
        ]
  return element('Desglose', [element('DetalleDesglose', [element('Impuesto', '01'), ...line])])
}

/** The Destinatarios of a complete invoice: the NIF, or IDOtro for a foreign document; none on a simplified one. */
function recipients(record: SubmittedRecord): Node[] {
  if (!record.recipient_name) return []
  const id = record.recipient_tax_id
    ? element('NIF', record.recipient_tax_id)
    : element('IDOtro', [
        ...(record.recipient_id_country ? [element('CodigoPais', record.recipient_id_country)] : []),
        element('IDType', record.recipient_id_type ?? ''),
        element('ID', record.recipient_id ?? ''),
      ])
  return [
    element('Destinatarios', [
      element('IDDestinatario', [element('NombreRazon', record.recipient_name.slice(0, 120)), id]),
    ]),
  ]
}

/** What a rectificativa corrects: its method, the invoice it names and, by substitution, that invoice's amounts. */
function rectification(record: SubmittedRecord, issuerTaxId: string): Node[] {
  if (!record.correction_method || !record.corrected_invoice_number) return []
  return [
    element('TipoRectificativa', record.correction_method),
    element('FacturasRectificadas', [
      element('IDFacturaRectificada', [
        element('IDEmisorFactura', issuerTaxId),
        element('NumSerieFactura', record.corrected_invoice_number),
        element('FechaExpedicionFactura', record.corrected_invoice_date ?? ''),
      ]),
    ]),
    ...(record.correction_method === 'S'
      ? [
          element('ImporteRectificacion', [
            element('BaseRectificada', record.corrected_base ?? '0.00'),
            element('CuotaRectificada', record.corrected_tax ?? '0.00'),
          ]),
        ]
      : []),
  ]
}

function registroAlta(
  record: SubmittedRecord,
  previous: PreviousRecord | null,
  issuer: Party,
  software: SoftwareIdentity,
) {
  return element('RegistroAlta', [
    element('IDVersion', '1.0'),
    element('IDFactura', [
      element('IDEmisorFactura', record.issuer_tax_id),
      element('NumSerieFactura', record.invoice_number),
      element('FechaExpedicionFactura', record.invoice_date),
    ]),
    element('RefExterna', record.id),
    element('NombreRazonEmisor', issuer.name),
    element('TipoFactura', record.invoice_type ?? 'F1'),
    ...rectification(record, record.issuer_tax_id),
    element(
      'DescripcionOperacion',
      (record.correction_reason ?? `Factura ${record.invoice_number}`).slice(0, 500),
    ),
    ...recipients(record),
    breakdown(record),
    element('CuotaTotal', record.tax_total ?? '0.00'),
    element('ImporteTotal', record.amount_total ?? '0.00'),
    chaining(previous),
    softwareBlock(software),
    element('FechaHoraHusoGenRegistro', record.generated_at),
    element('TipoHuella', '01'),
    element('Huella', record.hash),
  ])
}

function registroAnulacion(
  record: SubmittedRecord,
  previous: PreviousRecord | null,
  software: SoftwareIdentity,
) {
  return element('RegistroAnulacion', [
    element('IDVersion', '1.0'),
    element('IDFactura', [
      element('IDEmisorFacturaAnulada', record.issuer_tax_id),
      element('NumSerieFacturaAnulada', record.invoice_number),
      element('FechaExpedicionFacturaAnulada', record.invoice_date),
    ]),
    element('RefExterna', record.id),
    chaining(previous),
    softwareBlock(software),
    element('FechaHoraHusoGenRegistro', record.generated_at),
    element('TipoHuella', '01'),
    element('Huella', record.hash),
  ])
}

/** The AEAT takes at most this many records in one RegFactuSistemaFacturacion (SuministroLR.xsd). */
export const maxRecordsPerSubmission = 1000

/**
 * The RegFactuSistemaFacturacion the AEAT's web service takes (SuministroLR.xsd): its Cabecera names the issuer as
 * ObligadoEmision, then one RegistroFactura per record, each with the record before it in the chain.
 */
export function regFactuXml(input: {
  records: { record: SubmittedRecord; previous: PreviousRecord | null }[]
  issuer: Party
  software: SoftwareIdentity
}): string {
  const { records, issuer, software } = input
  if (records.length === 0 || records.length > maxRecordsPerSubmission)
    throw new Error(`A submission carries 1 to ${maxRecordsPerSubmission} records, not ${records.length}`)
  const cabecera = element('sum:Cabecera', [
    element('ObligadoEmision', [element('NombreRazon', issuer.name), element('NIF', issuer.taxId)]),
  ])
  const registros = records.map(({ record, previous }) =>
    element('sum:RegistroFactura', [
      record.kind === 'anulacion'
        ? registroAnulacion(record, previous, software)
        : registroAlta(record, previous, issuer, software),
    ]),
  )
  const content = [cabecera, ...registros].map(render).join('')
  return `<sum:RegFactuSistemaFacturacion xmlns:sum="${sumNs}" xmlns:sf="${infoNs}">${content}</sum:RegFactuSistemaFacturacion>`
}

/** The record alone, as the non-verifiable mode keeps and signs it (the AEAT's signed example has this shape). */
export function registroXml(input: {
  record: SubmittedRecord
  previous: PreviousRecord | null
  issuer: Party
  software: SoftwareIdentity
}): string {
  const { record, previous, issuer, software } = input
  const registro =
    record.kind === 'anulacion'
      ? registroAnulacion(record, previous, software)
      : registroAlta(record, previous, issuer, software)
  return render(registro).replace(/^<sf:(\w+)>/, `<sf:$1 xmlns:sf="${infoNs}">`)
}

/** The SOAP 1.1 envelope the service is posted. */
export const soapEnvelope = (body: string) =>
  '<?xml version="1.0" encoding="UTF-8"?>' +
  '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Header/>' +
  `<soapenv:Body>${body}</soapenv:Body></soapenv:Envelope>`
