import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import type { Movement } from '@/lib/contract/movements'
import { pdfPlacedQrs, pdfText } from '@/tests/support/pdf'
import { movementDescriptionText, renderInvoicePdf } from './invoices'

const movement: Movement = {
  id: '0b7c6f1e-3d2a-4c5b-9e8f-7a6b5c4d3e2f',
  transaction_number: 'C-2026-000001',
  date: '2026-01-01',
  due_date: '2026-01-31',
  type: 'C',
  fee_period: '2026-Q1',
  course: null,
  description: null,
  amount_cents: 4500,
  discount_percent: 0,
  total_cents: 4500,
  unpaid_commission_cents: 0,
  status: 'paid',
  concept: 'fee',
  payable: false,
  open_payment: null,
  invoice_number: 'FAC-2026-000001',
  invoice_corrections: [],
}

const verification = {
  code: '7H3K9QWDABCDEFGHJKMN',
  url: 'https://portal.example/en/document-validation/7H3K-9QWD-ABCD-EFGH-JKMN',
}

describe('movementDescriptionText', () => {
  it('words fees, courses and free text in the language asked for', () => {
    expect(movementDescriptionText(movement, 'es')).toBe('Cuota colegial del 1.º trimestre de 2026')
    expect(movementDescriptionText(movement, 'en')).toBe('Membership fee, 1st quarter of 2026')
    expect(movementDescriptionText(movement, 'eu')).toBe('Elkargoko kuota: 2026ko 1. hiruhilekoa')
    const course = { ...movement, type: 'F' as const, fee_period: null, course: { id: 1, title: 'Curs' } }
    expect(movementDescriptionText(course, 'ca')).toBe('Formació: Curs')
    expect(movementDescriptionText({ ...course, course: null, description: 'Certificado' }, 'ca')).toBe(
      'Certificado',
    )
  })
})

describe('renderInvoicePdf', () => {
  it('prints names outside WinAnsi as written, in a subset of the embedded font', async () => {
    const bytes = await renderInvoicePdf({
      number: 'FAC-2026-000001',
      issuedOn: '2026-01-05',
      issuer: { name: 'Colegio', taxId: 'Q0000000J', address: ['Calle Mayor, 1'] },
      recipient: { name: 'Łukasz Żółć Ğüneş 王', taxId: null, address: ['Ulica Długa 5, Kraków'] },
      movement,
      lang: 'es',
      verification,
      invoicingMode: 'no_verifactu',
    })
    const text = await pdfText(bytes)
    expect(text).toContain('Łukasz Żółć Ğüneş ?')
    expect(text).toContain('Ulica Długa 5, Kraków')
    expect(bytes.byteLength).toBeLessThan(60_000)
  })

  it('names a simplified invoice as such in the reader’s language', async () => {
    for (const [lang, title] of [
      ['es', 'Factura simplificada'],
      ['en', 'Simplified invoice'],
    ] as const) {
      const bytes = await renderInvoicePdf({
        number: 'FAC-2026-000001',
        issuedOn: '2026-01-05',
        issuer: { name: 'Colegio', taxId: 'Q0000000J', address: ['Calle Mayor, 1'] },
        recipient: { name: 'Ana Pérez', taxId: null, address: [] },
        movement,
        lang,
        verification,
        invoicingMode: 'no_verifactu',
        simplified: true,
      })
      expect(await pdfText(bytes)).toContain(`${title} FAC-2026-000001`)
      expect((await PDFDocument.load(bytes)).getTitle()).toBe(`${title} FAC-2026-000001`)
    }
  })

  it('carries the verification stamp: a QR of the validation address, the code and the address in words', async () => {
    const bytes = await renderInvoicePdf({
      number: 'FAC-2026-000001',
      issuedOn: '2026-01-05',
      issuer: { name: 'Colegio', taxId: 'Q0000000J', address: ['Calle Mayor, 1'] },
      recipient: { name: 'Ana Pérez', taxId: '12345678Z', address: ['Calle Sol, 2', '28001 Madrid'] },
      movement,
      lang: 'en',
      verification,
      invoicingMode: 'no_verifactu',
    })
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1)
    expect((await pdfPlacedQrs(bytes)).map((qr) => qr.text)).toContain(verification.url)
    const text = await pdfText(bytes)
    expect(text).toContain('Verification code: 7H3K-9QWD-ABCD-EFGH-JKMN')
    expect(text).toContain(verification.url)
    for (const field of [
      'FAC-2026-000001',
      'Q0000000J',
      '12345678Z',
      'Calle Sol, 2',
      'Taxable base',
      'VAT (0 %)',
    ])
      expect(text).toContain(field)
  })

  const mm = (points: number) => (points / 72) * 25.4

  it.each(['verifactu', 'no_verifactu'] as const)(
    'carries the AEAT’s QR at the top of the first page, 30 to 40 mm, in the %s mode',
    async (invoicingMode) => {
      const bytes = await renderInvoicePdf({
        number: 'FAC-2026-000001',
        issuedOn: '2026-01-05',
        issuer: { name: 'Colegio', taxId: 'Q0000000J', address: ['Calle Mayor, 1'] },
        recipient: { name: 'Ana Pérez', taxId: '12345678Z', address: [] },
        movement: { ...movement, discount_percent: 10, total_cents: 4050, unpaid_commission_cents: 350 },
        lang: 'es',
        verification,
        invoicingMode,
      })
      const qrs = await pdfPlacedQrs(bytes)
      expect(qrs).toHaveLength(2)
      const aeat = qrs.find((qr) => qr.text.startsWith('https://www2.agenciatributaria.gob.es/'))!
      const url = new URL(aeat.text)
      expect(url.pathname).toBe(
        `/wlpl/TIKE-CONT/${invoicingMode === 'verifactu' ? 'ValidarQR' : 'ValidarQRNoVerifactu'}`,
      )
      expect(Object.fromEntries(url.searchParams)).toEqual({
        nif: 'Q0000000J',
        numserie: 'FAC-2026-000001',
        fecha: '05-01-2026',
        importe: '44.00',
      })
      expect(mm(aeat.width)).toBeGreaterThanOrEqual(30)
      expect(mm(aeat.width)).toBeLessThanOrEqual(40)
      expect(aeat.height).toBeCloseTo(aeat.width)
      // Above everything else on the page: the validation QR sits at the bottom.
      expect(aeat.y + aeat.height).toBeGreaterThan(841.89 - 30)
      expect(Math.max(...qrs.filter((qr) => qr !== aeat).map((qr) => qr.y))).toBeLessThan(aeat.y)
      expect((await pdfText(bytes)).includes('VERI*FACTU')).toBe(invoicingMode === 'verifactu')
    },
  )
})
