import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  haveVerifactuSchemas,
  validateSuministro,
  verifactuSchemaDir,
} from '@/tests/support/verifactu-schemas'
import {
  maxRecordsPerSubmission,
  regFactuXml,
  type PreviousRecord,
  type SoftwareIdentity,
  type SubmittedRecord,
} from './registro'

const issuer = { name: 'Colegio Oficial de Prueba & Cía', taxId: '89890001K' }
const software: SoftwareIdentity = {
  producer: issuer,
  name: 'Portal del colegio',
  id: 'PC',
  version: '0.2.0',
  installation: '89890001K-1',
}
const noCorrection = {
  correction_method: null,
  corrected_invoice_number: null,
  corrected_invoice_date: null,
  corrected_base: null,
  corrected_tax: null,
  correction_reason: null,
}
const recipient = {
  recipient_name: 'Ana Pérez',
  recipient_tax_id: '12345678Z',
  recipient_id_country: null,
  recipient_id_type: null,
  recipient_id: null,
}
const alta: SubmittedRecord = {
  id: '0b4c6c4e-8c1e-4c43-9f3a-000000000002',
  kind: 'alta',
  issuer_tax_id: '89890001K',
  invoice_number: 'FAC-2027-000002',
  invoice_date: '02-01-2027',
  invoice_type: 'F1',
  tax_total: '0.00',
  amount_total: '45.00',
  generated_at: '2027-01-02T10:00:00+01:00',
  hash: 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97',
  ...noCorrection,
  ...recipient,
}
const first = {
  issuer_tax_id: '89890001K',
  invoice_number: 'FAC-2027-000001',
  invoice_date: '01-01-2027',
  hash: '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60',
}
const anulacion: SubmittedRecord = {
  ...alta,
  id: '0b4c6c4e-8c1e-4c43-9f3a-000000000003',
  kind: 'anulacion',
  invoice_type: null,
  tax_total: null,
  amount_total: null,
  generated_at: '2027-01-03T10:00:00+01:00',
  hash: '177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68',
  recipient_name: null,
  recipient_tax_id: null,
}
/** A simplified invoice: nobody identified to address it to. */
const simplified = { ...alta, invoice_type: 'F2', recipient_name: null, recipient_tax_id: null }
const passportHolder = {
  ...alta,
  recipient_name: 'John Smith',
  recipient_tax_id: null,
  recipient_id_country: 'GB',
  recipient_id_type: '03',
  recipient_id: 'P1234567',
}
const byDifferences = {
  ...alta,
  invoice_number: 'FR-2027-000001',
  invoice_type: 'R1',
  amount_total: '-5.00',
  correction_method: 'I',
  corrected_invoice_number: 'FAC-2027-000002',
  corrected_invoice_date: '02-01-2027',
  correction_reason: 'Descuento aplicado después',
}
const bySubstitution = {
  ...byDifferences,
  invoice_type: 'R4',
  amount_total: '40.00',
  correction_method: 'S',
  corrected_base: '45.00',
  corrected_tax: '0.00',
}

const one = (record: SubmittedRecord, previous: PreviousRecord | null) =>
  regFactuXml({ records: [{ record, previous }], issuer, software })

describe('regFactuXml', () => {
  it('writes an alta with the issuer, the breakdown, the Huella and the record it follows', () => {
    const xml = one(alta, first)
    expect(xml).toContain('<sf:NombreRazon>Colegio Oficial de Prueba &amp; Cía</sf:NombreRazon>')
    expect(xml).toContain('<sf:OperacionExenta>E1</sf:OperacionExenta>')
    expect(xml).toContain(
      `<sf:RegistroAnterior><sf:IDEmisorFactura>89890001K</sf:IDEmisorFactura><sf:NumSerieFactura>FAC-2027-000001</sf:NumSerieFactura><sf:FechaExpedicionFactura>01-01-2027</sf:FechaExpedicionFactura><sf:Huella>${first.hash}</sf:Huella></sf:RegistroAnterior>`,
    )
    expect(xml).toContain(`<sf:Huella>${alta.hash}</sf:Huella></sf:RegistroAlta>`)
  })

  it('names the recipient of a complete invoice by NIF or by a foreign document, and none of a simplified one', () => {
    expect(one(alta, first)).toContain(
      '<sf:Destinatarios><sf:IDDestinatario><sf:NombreRazon>Ana Pérez</sf:NombreRazon><sf:NIF>12345678Z</sf:NIF></sf:IDDestinatario></sf:Destinatarios>',
    )
    expect(one(passportHolder, first)).toContain(
      '<sf:IDOtro><sf:CodigoPais>GB</sf:CodigoPais><sf:IDType>03</sf:IDType><sf:ID>P1234567</sf:ID></sf:IDOtro>',
    )
    expect(one(simplified, first)).not.toContain('Destinatarios')
    expect(one(anulacion, alta)).not.toContain('Destinatarios')
  })

  it('writes what a rectificativa corrects, and the corrected amounts by substitution only', () => {
    const differences = one(byDifferences, alta)
    expect(differences).toContain(
      '<sf:TipoRectificativa>I</sf:TipoRectificativa><sf:FacturasRectificadas><sf:IDFacturaRectificada><sf:IDEmisorFactura>89890001K</sf:IDEmisorFactura><sf:NumSerieFactura>FAC-2027-000002</sf:NumSerieFactura>',
    )
    expect(differences).toContain(
      '<sf:DescripcionOperacion>Descuento aplicado después</sf:DescripcionOperacion>',
    )
    expect(differences).not.toContain('ImporteRectificacion')
    expect(one(bySubstitution, alta)).toContain(
      '<sf:ImporteRectificacion><sf:BaseRectificada>45.00</sf:BaseRectificada><sf:CuotaRectificada>0.00</sf:CuotaRectificada></sf:ImporteRectificacion>',
    )
  })

  it('carries several records in chain order, each with its RefExterna, and no more than the AEAT takes', () => {
    const xml = regFactuXml({
      records: [
        { record: alta, previous: first },
        { record: anulacion, previous: alta },
      ],
      issuer,
      software,
    })
    expect(xml.match(/<sum:RegistroFactura>/g)).toHaveLength(2)
    expect(xml.indexOf(`<sf:RefExterna>${alta.id}`)).toBeLessThan(
      xml.indexOf(`<sf:RefExterna>${anulacion.id}`),
    )
    const tooMany = Array.from({ length: maxRecordsPerSubmission + 1 }, () => ({
      record: alta,
      previous: first,
    }))
    expect(() => regFactuXml({ records: tooMany, issuer, software })).toThrow()
  })

  it('writes the first record of a chain as PrimerRegistro', () => {
    expect(one(alta, null)).toContain(
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
        expect(() => validateSuministro(one(alta, null))).not.toThrow()
        expect(() => validateSuministro(one(alta, first))).not.toThrow()
        expect(() => validateSuministro(one(anulacion, alta))).not.toThrow()
      })

      it('accepts a simplified invoice, a foreign recipient, both kinds of rectificativa and a batch', () => {
        for (const record of [simplified, passportHolder, byDifferences, bySubstitution])
          expect(() => validateSuministro(one(record, first))).not.toThrow()
        const batch = regFactuXml({
          records: [
            { record: alta, previous: first },
            { record: anulacion, previous: alta },
          ],
          issuer,
          software,
        })
        expect(() => validateSuministro(batch)).not.toThrow()
      })

      it('accepts a subject invoice with its tax', () => {
        const subject = { ...alta, tax_total: '9.45', amount_total: '54.45' }
        const xml = one(subject, first)
        expect(xml).toContain('<sf:BaseImponibleOimporteNoSujeto>45.00</sf:BaseImponibleOimporteNoSujeto>')
        expect(() => validateSuministro(xml)).not.toThrow()
      })
    })
})
