import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { drawableText, embedPdfFonts } from './fonts'

describe('drawableText', () => {
  it('keeps what DejaVu Sans draws and replaces the rest with base letters or "?"', async () => {
    const { regular, bold } = await embedPdfFonts(await PDFDocument.create())
    for (const font of [regular, bold]) {
      expect(drawableText('Łukasz Żółć Ğüneş Đorđe € ß ☃', font)).toBe('Łukasz Żółć Ğüneş Đorđe € ß ☃')
      expect(drawableText('王', font)).toBe('?')
    }
  })
})
