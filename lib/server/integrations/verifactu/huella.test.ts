import { describe, expect, it } from 'vitest'
import { aeatAmount, aeatDate, aeatTimestamp, huella } from './huella'
import { aeatQrUrl } from './qr'

// The AEAT's own examples: "Detalle de las especificaciones técnicas para la generación de la huella o hash"
// v0.1.2, §6.1 to §6.3 (shared/schemas/verifactu/docs/AEAT_huella_hash.pdf).
describe('huella', () => {
  const first = {
    IDEmisorFactura: '89890001K',
    NumSerieFactura: '12345678/G33',
    FechaExpedicionFactura: '01-01-2024',
    TipoFactura: 'F1',
    CuotaTotal: '12.35',
    ImporteTotal: '123.45',
    Huella: '',
    FechaHoraHusoGenRegistro: '2024-01-01T19:20:30+01:00',
  }

  it('gives case 6.1, the first alta record', () => {
    expect(huella(first)).toBe('3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60')
  })

  it('gives case 6.2, an alta chained to the one before', () => {
    expect(
      huella({
        ...first,
        NumSerieFactura: '12345679/G34',
        Huella: '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60',
        FechaHoraHusoGenRegistro: '2024-01-01T19:20:35+01:00',
      }),
    ).toBe('F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97')
  })

  it('gives case 6.3, an anulacion chained to the one before', () => {
    expect(
      huella({
        IDEmisorFacturaAnulada: '89890001K',
        NumSerieFacturaAnulada: '12345679/G34',
        FechaExpedicionFacturaAnulada: '01-01-2024',
        Huella: 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97',
        FechaHoraHusoGenRegistro: '2024-01-01T19:20:40+01:00',
      }),
    ).toBe('177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68')
  })

  it('trims the values, as the specification asks', () => {
    expect(huella({ ...first, NumSerieFactura: '  12345678/G33 ' })).toBe(huella(first))
  })
})

describe('the formats of the records', () => {
  it('writes amounts with two decimals, dates day first and times in Madrid with their offset', () => {
    expect(aeatAmount(4500)).toBe('45.00')
    expect(aeatAmount(-1235)).toBe('-12.35')
    expect(aeatDate('2026-03-07')).toBe('07-03-2026')
    expect(aeatTimestamp(new Date('2024-01-01T18:20:30Z'))).toBe('2024-01-01T19:20:30+01:00')
    expect(aeatTimestamp(new Date('2026-07-15T22:05:09Z'))).toBe('2026-07-16T00:05:09+02:00')
  })
})

describe('aeatQrUrl', () => {
  const invoice = {
    issuerTaxId: '89890001K',
    invoiceNumber: '12345678&G33',
    invoiceDate: '01-01-2024',
    amountTotal: '241.40',
  }

  it('is the AEAT’s example in the VERI*FACTU mode, the series number URL-encoded', () => {
    expect(aeatQrUrl('verifactu', invoice)).toBe(
      'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678%26G33&fecha=01-01-2024&importe=241.40',
    )
  })

  it('opens ValidarQRNoVerifactu in the non-verifiable mode', () => {
    expect(aeatQrUrl('no_verifactu', invoice)).toContain(
      '/wlpl/TIKE-CONT/ValidarQRNoVerifactu?nif=89890001K&',
    )
  })
})
