import 'server-only'
import { type PDFFont, type PDFPage, rgb } from 'pdf-lib'
import QRCode from 'qrcode'
import { formatVerificationCode } from '@/lib/contract/issued-documents'

export interface VerificationStampText {
  codeLabel: string
  checkAt: string
}

/** The QR's side on paper: 30 mm, the size the AEAT asks of invoice QRs (30 to 40 mm). */
const qrSide = (30 / 25.4) * 72

/** A QR with error correction level M (ISO/IEC 18004), as the AEAT asks of invoice QRs. */
export async function embedQr(page: PDFPage, text: string) {
  const png = await QRCode.toBuffer(text, { errorCorrectionLevel: 'M', margin: 1, scale: 4 })
  return page.doc.embedPng(png)
}

/** Answers the height it took, for layouts that must stay clear of it. */
export async function drawVerificationStamp(
  page: PDFPage,
  { code, url, font, text }: { code: string; url: string; font: PDFFont; text: VerificationStampText },
): Promise<number> {
  const image = await embedQr(page, url)
  const left = 56
  const bottom = 40
  page.drawImage(image, { x: left, y: bottom, width: qrSide, height: qrSide })
  const textLeft = left + qrSide + 12
  const width = page.getWidth() - textLeft - 56
  const color = rgb(0.1, 0.1, 0.1)
  page.drawText(`${text.codeLabel}: ${formatVerificationCode(code)}`, {
    x: textLeft,
    y: bottom + qrSide - 12,
    size: 10,
    font,
    color,
    maxWidth: width,
  })
  page.drawText(text.checkAt, { x: textLeft, y: bottom + qrSide - 28, size: 8, font, color, maxWidth: width })
  page.drawText(url, { x: textLeft, y: bottom + qrSide - 40, size: 8, font, color, maxWidth: width })
  return bottom + qrSide + 12
}
