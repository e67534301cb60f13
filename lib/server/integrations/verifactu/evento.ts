import 'server-only'
import { createHash } from 'node:crypto'
import { element, render, softwareBlock, type Node, type Party, type SoftwareIdentity } from './registro'

const eventNs =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/EventosSIF.xsd'

/** The fields of a registro de evento the XML and its HuellaEvento need. */
export interface EventRecord {
  issuer: Party
  software: SoftwareIdentity
  /** TipoEvento: 01 start of the non-verifiable mode, 03/04 record checks, 05/06 event checks, 08/09 exports… */
  event_type: string
  /** FechaHoraHusoGenEvento: Madrid time with its offset, to the second. */
  generated_at: string
  /** DatosPropiosEvento's one child, when the type has one. */
  details: Node | null
  /** OtrosDatosEvento, at most 100 characters. */
  other_data: string | null
  hash: string
}

/** The event before it in the chain, which the Encadenamiento names; none for the first. */
export type PreviousEvent = Pick<EventRecord, 'event_type' | 'generated_at' | 'hash'>

/**
 * HuellaEvento by the AEAT's "especificaciones técnicas para la generación de la huella o hash" v0.1.2 §3.c: the
 * producer's NIF, its ID (empty when the NIF is given), the system's id, version and installation, the issuer's
 * NIF, TipoEvento, the previous event's HuellaEvento and FechaHoraHusoGenEvento, as `name=value` joined by `&`;
 * SHA-256 of the UTF-8 bytes in upper-case hex. The names repeat (NIF twice), so they are pairs, not an object.
 */
export function eventHash(event: Omit<EventRecord, 'hash' | 'details' | 'other_data'>, previousHash: string) {
  const fields: [string, string][] = [
    ['NIF', event.software.producer.taxId],
    ['ID', ''],
    ['IdSistemaInformatico', event.software.id],
    ['Version', event.software.version],
    ['NumeroInstalacion', event.software.installation],
    ['NIF', event.issuer.taxId],
    ['TipoEvento', event.event_type],
    ['HuellaEvento', previousHash],
    ['FechaHoraHusoGenEvento', event.generated_at],
  ]
  const input = fields.map(([name, value]) => `${name}=${value.trim()}`).join('&')
  return createHash('sha256').update(input, 'utf8').digest('hex').toUpperCase()
}

/**
 * The RegistroEvento of EventosSIF.xsd, without its signature: the schema asks for an enveloped ds:Signature as
 * its last element, which the signer appends.
 */
export function registroEventoXml(event: EventRecord, previous: PreviousEvent | null): string {
  const evento = element('Evento', [
    softwareBlock(event.software),
    element('ObligadoEmision', [
      element('NombreRazon', event.issuer.name),
      element('NIF', event.issuer.taxId),
    ]),
    element('FechaHoraHusoGenEvento', event.generated_at),
    element('TipoEvento', event.event_type),
    ...(event.details ? [element('DatosPropiosEvento', [event.details])] : []),
    ...(event.other_data ? [element('OtrosDatosEvento', event.other_data.slice(0, 100))] : []),
    element('Encadenamiento', [
      previous
        ? element('EventoAnterior', [
            element('TipoEvento', previous.event_type),
            element('FechaHoraHusoGenEvento', previous.generated_at),
            element('HuellaEvento', previous.hash),
          ])
        : element('PrimerEvento', 'S'),
    ]),
    element('TipoHuella', '01'),
    element('HuellaEvento', event.hash),
  ])
  const xml = render(element('RegistroEvento', [element('IDVersion', '1.0'), evento]))
  return xml.replace(/^<sf:RegistroEvento>/, `<sf:RegistroEvento xmlns:sf="${eventNs}">`)
}
