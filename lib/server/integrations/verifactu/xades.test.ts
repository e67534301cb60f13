import { beforeAll, describe, expect, it } from 'vitest'
import { testSigningCertificate } from '@/tests/support/signing-certificate'
import { haveVerifactuSchemas, validateAgainst } from '@/tests/support/verifactu-schemas'
import { eventHash, registroEventoXml } from './evento'
import { registroXml, type SoftwareIdentity, type SubmittedRecord } from './registro'
import { verifyXades, xadesSigner, type XadesSigner } from './xades'

const issuer = { name: 'Colegio Oficial de Prueba', taxId: '89890001K' }
const software: SoftwareIdentity = {
  producer: issuer,
  name: 'Portal del colegio',
  id: 'PC',
  version: '0.2.0',
  installation: '89890001K-1',
}
const alta: SubmittedRecord = {
  id: '5b0c1a52-3c1f-4f55-9a43-0f0b6a1d2e01',
  kind: 'alta',
  issuer_tax_id: '89890001K',
  invoice_number: 'FAC-2027-000001',
  invoice_date: '01-01-2027',
  invoice_type: 'F1',
  tax_total: '0.00',
  amount_total: '45.00',
  generated_at: '2027-01-01T10:00:00+01:00',
  hash: '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60',
  correction_method: null,
  corrected_invoice_number: null,
  corrected_invoice_date: null,
  corrected_base: null,
  corrected_tax: null,
  correction_reason: null,
  recipient_name: 'Ane Etxeberria',
  recipient_tax_id: '12345678Z',
  recipient_id_country: null,
  recipient_id_type: null,
  recipient_id: null,
}
const anulacion: SubmittedRecord = {
  ...alta,
  kind: 'anulacion',
  invoice_type: null,
  tax_total: null,
  amount_total: null,
  generated_at: '2027-01-03T10:00:00+01:00',
  hash: '177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68',
}

let signer: XadesSigner
let signedAlta: string

beforeAll(async () => {
  signer = await xadesSigner(testSigningCertificate())
  signedAlta = await signer.sign(registroXml({ record: alta, previous: null, issuer, software }))
})

describe('XAdES signature of a record', () => {
  it('signs a RegistroAlta enveloped, as the AEAT’s signed example is, and verifies it', async () => {
    expect(signedAlta).toMatch(/^<sf:RegistroAlta xmlns:sf="[^"]+SuministroInformacion\.xsd">/)
    expect(signedAlta).toMatch(/<ds:Signature[^>]*>.*<\/ds:Signature><\/sf:RegistroAlta>$/s)
    expect(signedAlta).toContain('<xades:SignedProperties')
    expect(signedAlta).toContain('urn:oid:2.16.724.1.3.1.1.2.1.9')
    expect(signer.certificate.subject).toContain('Colegio de Prueba')
    expect(await verifyXades(signedAlta)).toBe(true)
  })

  it('breaks when the record, the signed properties or the signature value change', async () => {
    expect(await verifyXades(signedAlta.replace('<sf:ImporteTotal>45.00', '<sf:ImporteTotal>4.50'))).toBe(
      false,
    )
    expect(await verifyXades(signedAlta.replace(/<xades:SigningTime>\d{4}/, '<xades:SigningTime>1999'))).toBe(
      false,
    )
    expect(
      await verifyXades(
        signedAlta.replace(
          /<ds:SignatureValue>(.)/,
          (_, c: string) => `<ds:SignatureValue>${c === 'A' ? 'B' : 'A'}`,
        ),
      ),
    ).toBe(false)
    expect(await verifyXades(registroXml({ record: alta, previous: null, issuer, software }))).toBe(false)
  })

  it('refuses a key that is not the certificate’s', async () => {
    const other = testSigningCertificate('/CN=Otro')
    await expect(
      xadesSigner({ certificatePem: testSigningCertificate().certificatePem, keyPem: other.keyPem }),
    ).rejects.toThrow(/does not belong/)
  })

  if (haveVerifactuSchemas)
    it('validates against SuministroLR.xsd, alta and anulación, signed', async () => {
      expect(() => validateAgainst('SuministroLR.xsd', signedAlta)).not.toThrow()
      const signedAnulacion = await signer.sign(
        registroXml({ record: anulacion, previous: alta, issuer, software }),
      )
      expect(() => validateAgainst('SuministroLR.xsd', signedAnulacion)).not.toThrow()
    })
})

describe('registro de evento', () => {
  const start = { issuer, software, event_type: '01', generated_at: '2027-01-01T09:00:00+01:00' }

  it('hashes the fields of the AEAT’s specification, the NIF twice and an empty ID, chained', () => {
    const first = eventHash(start, '')
    expect(first).toMatch(/^[0-9A-F]{64}$/)
    expect(eventHash(start, first)).not.toBe(first)
    expect(eventHash({ ...start, software: { ...software, version: '0.2.1' } }, '')).not.toBe(first)
  })

  if (haveVerifactuSchemas)
    it('writes a RegistroEvento that validates against EventosSIF.xsd once signed, and only then', async () => {
      const hash = eventHash(start, '')
      const xml = registroEventoXml({ ...start, details: null, other_data: 'Arranque', hash }, null)
      expect(() => validateAgainst('EventosSIF.xsd', xml)).toThrow()
      const signed = await signer.sign(xml, { parent: 'Evento' })
      expect(signed).toMatch(/<\/ds:Signature><\/sf:Evento><\/sf:RegistroEvento>$/)
      expect(() => validateAgainst('EventosSIF.xsd', signed)).not.toThrow()
      expect(await verifyXades(signed)).toBe(true)
      expect(await verifyXades(signed.replace('<sf:TipoEvento>01', '<sf:TipoEvento>09'))).toBe(false)
    })
})
