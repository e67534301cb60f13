import { describe, expect, it } from 'vitest'
import { pdfText } from '@/tests/support/pdf'
import { renderMandatePdf } from './sepa-mandate-pdf'

describe('renderMandatePdf', () => {
  it('prints the debtor’s name as written, whatever its alphabet', async () => {
    const bytes = await renderMandatePdf(
      {
        reference: 'MND-000001',
        creditor: {
          id: 'ES45000Q0000000J',
          name: 'Colegio Oficial',
          address: ['Calle Mayor, 1'],
          iban: 'ES7921000813610123456789',
        },
        debtor: { name: 'Łukasz Żółć Ğüneş', taxId: null, address: ['Ulica Długa 5, Kraków'] },
        iban: 'ES9121000418450200051332',
        lang: 'en',
      },
      { code: '0123456789ABCDEFGHJK', url: 'https://portal.example/document-validation/0123' },
    )
    const text = await pdfText(bytes)
    expect(text).toContain('Łukasz Żółć Ğüneş')
    expect(text).toContain('Ulica Długa 5, Kraków')
    expect(text).toContain('Orden de domiciliación de adeudo directo SEPA')
  })
})
