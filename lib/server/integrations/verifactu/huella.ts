import 'server-only'
import { createHash } from 'node:crypto'

/** The fields of a registro de alta that its Huella covers, in the AEAT's order, as the record's XML writes them. */
export interface AltaHashFields {
  IDEmisorFactura: string
  NumSerieFactura: string
  FechaExpedicionFactura: string
  TipoFactura: string
  CuotaTotal: string
  ImporteTotal: string
  /** The Huella of the issuer's previous record; empty on the first. */
  Huella: string
  FechaHoraHusoGenRegistro: string
}

/** The same for a registro de anulación. */
export interface AnulacionHashFields {
  IDEmisorFacturaAnulada: string
  NumSerieFacturaAnulada: string
  FechaExpedicionFacturaAnulada: string
  Huella: string
  FechaHoraHusoGenRegistro: string
}

/**
 * "Detalle de las especificaciones técnicas para la generación de la huella o hash" v0.1.2: `name=value` pairs
 * joined by `&` in the listed order, values trimmed, an empty value kept as `name=`; SHA-256 of the UTF-8 bytes in
 * upper-case hex.
 */
export function huella(fields: AltaHashFields | AnulacionHashFields): string {
  const input = Object.entries(fields)
    .map(([name, value]) => `${name}=${value.trim()}`)
    .join('&')
  return createHash('sha256').update(input, 'utf8').digest('hex').toUpperCase()
}

/** Euro cents as the records write amounts: a point and two decimals. */
export const aeatAmount = (cents: number) => (cents / 100).toFixed(2)

/** YYYY-MM-DD as the records and the QR write dates: DD-MM-YYYY. */
export const aeatDate = (isoDay: string) => isoDay.split('-').reverse().join('-')

const madridParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
})

/** FechaHoraHusoGenRegistro: ISO 8601 to the second, in Madrid's time with its offset (2024-01-01T19:20:30+01:00). */
export function aeatTimestamp(at: Date): string {
  const part = Object.fromEntries(madridParts.formatToParts(at).map(({ type, value }) => [type, value]))
  const offset = part.timeZoneName === 'GMT' ? '+00:00' : part.timeZoneName!.slice(3)
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}${offset}`
}
