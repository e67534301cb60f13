import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { pdfQrText, pdfText } from '@/tests/support/pdf'
import { renderCertificatePdf } from './certificates'

const base = {
  issuer: { name: 'Colegio Oficial', taxId: 'Q0000000J', address: ['Calle Mayor, 1', '28013 Madrid'] },
  holder: { name: 'Łucía Martín', taxId: '45678901G', address: [] },
  issuedOn: '2026-11-25',
  verification: {
    code: '0123456789ABCDEFGHJK',
    url: 'https://portal.example/document-validation/0123-4567-89AB-CDEF-GHJK',
  },
}

describe('renderCertificatePdf', () => {
  it('draws an attendance certificate in the language asked for, with its stamp', async () => {
    const bytes = await renderCertificatePdf({
      ...base,
      kind: 'attendance',
      lang: 'es',
      values: {
        course: 'Ecografía clínica',
        start: '1 de marzo de 2026',
        end: '3 de marzo de 2026',
        hours: 12,
      },
    })
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1)
    const text = await pdfText(bytes)
    expect(text).toContain('Certificado de asistencia')
    expect(text).toContain('Łucía Martín')
    expect(text).toContain('asistió al curso')
    expect(text).toContain('«Ecografía clínica»')
    expect(text).toContain('12 horas lectivas')
    expect(text).toContain('0123-4567-89AB-CDEF-GHJK')
    expect(await pdfQrText(bytes)).toBe(base.verification.url)
  })

  it('draws a good-standing certificate in Basque', async () => {
    const bytes = await renderCertificatePdf({
      ...base,
      kind: 'goodStanding',
      lang: 'eu',
      values: { number: '28-1234', status: 'active', date: '2026(e)ko azaroaren 25a' },
    })
    const text = await pdfText(bytes)
    expect(text).toContain('Egunean egotearen ziurtagiria')
    expect(text).toContain('28-1234')
    expect(await pdfQrText(bytes)).toBe(base.verification.url)
  })
})
