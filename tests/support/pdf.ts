import jsQR from 'jsqr'
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib'

/** The text drawn on the pages: pdf-lib writes it as hex strings inside compressed content streams. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes)
  let text = ''
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue
    if (object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')) continue
    const content = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1')
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      text += `${Buffer.from(hex!, 'hex').toString('latin1')}\n`
  }
  return text
}

const numberOf = (dict: PDFDict, key: string) => (dict.get(PDFName.of(key)) as PDFNumber).asNumber()

/**
 * What the QR of a PDF says: its images (pdf-lib keeps a PNG as deflated RGB or grey pixels) are read back into
 * RGBA and handed to jsQR. Undefined when no image holds a QR.
 */
export async function pdfQrText(bytes: Uint8Array): Promise<string | undefined> {
  const pdf = await PDFDocument.load(bytes)
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue
    if (object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue
    const width = numberOf(object.dict, 'Width')
    const height = numberOf(object.dict, 'Height')
    const pixels = decodePDFRawStream(object).decode()
    const channels = pixels.length / (width * height)
    if (channels !== 1 && channels !== 3) continue
    const rgba = new Uint8ClampedArray(width * height * 4)
    for (let i = 0; i < width * height; i++) {
      for (let c = 0; c < 3; c++) rgba[i * 4 + c] = pixels[i * channels + (channels === 3 ? c : 0)]!
      rgba[i * 4 + 3] = 255
    }
    const found = jsQR(rgba, width, height)
    if (found) return found.data
  }
  return undefined
}
