import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  haveVerifactuSchemas,
  validateSuministro,
  verifactuSchemaDir,
} from '@/tests/support/verifactu-schemas'
import { regFactuXml, type SoftwareIdentity } from './registro'

const issuer = { name: 'Colegio Oficial de Prueba & Cía', taxId: '89890001K' }
const software: SoftwareIdentity = {
  producer: issuer,
  name: 'Portal del colegio',
  id: 'PC',
  version: '0.2.0',
  installation: '89890001K-1',
}
const alta = {
  kind: 'alta',
  issuer_tax_id: '89890001K',
  invoice_number: 'FAC-2027-000002',
  invoice_date: '02-01-2027',
  invoice_type: 'F1',
  tax_total: '0.00',
  amount_total: '45.00',
  generated_at: '2027-01-02T10:00:00+01:00',
  hash: 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97',
}
const first = {
  issuer_tax_id: '89890001K',
  invoice_number: 'FAC-2027-000001',
  invoice_date: '01-01-2027',
  hash: '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60',
}
const anulacion = {
  ...alta,
  kind: 'anulacion',
  invoice_type: null,
  tax_total: null,
  amount_total: null,
  generated_at: '2027-01-03T10:00:00+01:00',
  hash: '177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68',
}

describe('regFactuXml', () => {
  it('writes an alta with the issuer, the breakdown, the Huella and the record it follows', () => {
    const xml = regFactuXml({ record: alta, previous: first, issuer, software })
    expect(xml).toContain('<sf:NombreRazon>Colegio Oficial de Prueba &amp; Cía</sf:NombreRazon>')
    expect(xml).toContain('<sf:OperacionExenta>E1</sf:OperacionExenta>')
    expect(xml).toContain(
      `<sf:RegistroAnterior><sf:IDEmisorFactura>89890001K</sf:IDEmisorFactura><sf:NumSerieFactura>FAC-2027-000001</sf:NumSerieFactura><sf:FechaExpedicionFactura>01-01-2027</sf:FechaExpedicionFactura><sf:Huella>${first.hash}</sf:Huella></sf:RegistroAnterior>`,
    )
    expect(xml).toContain(`<sf:Huella>${alta.hash}</sf:Huella></sf:RegistroAlta>`)
  })

  it('writes the first record of a chain as PrimerRegistro', () => {
    expect(regFactuXml({ record: alta, previous: null, issuer, software })).toContain(
      '<sf:Encadenamiento><sf:PrimerRegistro>S</sf:PrimerRegistro></sf:Encadenamiento>',
    )
  })

  if (haveVerifactuSchemas)
    describe('against the AEAT’s SuministroLR.xsd', () => {
      it('accepts the AEAT’s own example, so the validator is the real one', () => {
        const example = readFileSync(
          path.join(verifactuSchemaDir, 'examples/derived/RegFactuSistemaFacturacion-ejemploRegistro.xml'),
          'utf8',
        )
        expect(() => validateSuministro(example)).not.toThrow()
        expect(() =>
          validateSuministro(example.replace('<sum1:TipoHuella>01', '<sum1:TipoHuella>09')),
        ).toThrow()
      })

      it('accepts an alta, first or chained, and an anulación', () => {
        expect(() =>
          validateSuministro(regFactuXml({ record: alta, previous: null, issuer, software })),
        ).not.toThrow()
        expect(() =>
          validateSuministro(regFactuXml({ record: alta, previous: first, issuer, software })),
        ).not.toThrow()
        expect(() =>
          validateSuministro(regFactuXml({ record: anulacion, previous: alta, issuer, software })),
        ).not.toThrow()
      })

      it('accepts a subject invoice with its tax', () => {
        const subject = { ...alta, tax_total: '9.45', amount_total: '54.45' }
        const xml = regFactuXml({ record: subject, previous: first, issuer, software })
        expect(xml).toContain('<sf:BaseImponibleOimporteNoSujeto>45.00</sf:BaseImponibleOimporteNoSujeto>')
        expect(() => validateSuministro(xml)).not.toThrow()
      })
    })
})
