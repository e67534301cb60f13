import jsQR from 'jsqr'
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  type PDFStream,
} from 'pdf-lib'

/** A font's ToUnicode map: pdf-lib writes one `bfchar` pair a glyph, code and UTF-16BE text, both in hex. */
function glyphTextOf(font: PDFDict | undefined): Map<string, string> | undefined {
  const cmap = font?.lookup(PDFName.of('ToUnicode'))
  if (!(cmap instanceof PDFRawStream)) return undefined
  const source = Buffer.from(decodePDFRawStream(cmap).decode()).toString('latin1')
  const pairs = source.slice(source.indexOf('beginbfchar'), source.indexOf('endbfchar'))
  const glyphs = new Map<string, string>()
  for (const [, code, unicode] of pairs.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
    glyphs.set(code!.toUpperCase(), Buffer.from(unicode!, 'hex').swap16().toString('utf16le'))
  return glyphs
}

/**
 * The text drawn on the pages, one line a `Tj`: pdf-lib writes it as hex strings inside compressed content streams,
 * glyph codes mapped back to text by the embedded font's ToUnicode, or WinAnsi bytes with a standard font.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes)
  let text = ''
  for (const page of pdf.getPages()) {
    const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict)
    let glyphs: Map<string, string> | undefined
    for (const line of pageOperators(pdf, page.node.Contents()).split('\n')) {
      const font = line.match(/^\/(\S+) [\d.]+ Tf$/)
      if (font) glyphs = glyphTextOf(fonts?.lookup(PDFName.of(font[1]!), PDFDict))
      const shown = line.match(/^<([0-9A-Fa-f]*)> Tj$/)?.[1]
      if (shown === undefined) continue
      const codes = glyphs
      text += codes
        ? (shown.match(/.{4}/g) ?? []).map((code) => codes.get(code.toUpperCase()) ?? '\uFFFD').join('')
        : Buffer.from(shown, 'hex').toString('latin1')
      text += '\n'
    }
  }
  return text
}

/** A page's operators, one a line as pdf-lib writes them. */
function pageOperators(pdf: PDFDocument, contents: PDFArray | PDFStream | undefined): string {
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents]
  return streams
    .map((entry) => (entry instanceof PDFRef ? pdf.context.lookup(entry) : entry))
    .map((stream) => Buffer.from(decodePDFRawStream(stream as PDFRawStream).decode()).toString('latin1'))
    .join('\n')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
}

const numberOf = (dict: PDFDict, key: string) => (dict.get(PDFName.of(key)) as PDFNumber).asNumber()

/** What an image says as a QR: pdf-lib keeps a PNG as deflated RGB or grey pixels, read back into RGBA for jsQR. */
function qrOfImage(image: PDFRawStream): string | undefined {
  const width = numberOf(image.dict, 'Width')
  const height = numberOf(image.dict, 'Height')
  const pixels = decodePDFRawStream(image).decode()
  const channels = pixels.length / (width * height)
  if (channels !== 1 && channels !== 3) return undefined
  const rgba = new Uint8ClampedArray(width * height * 4)
  for (let i = 0; i < width * height; i++) {
    for (let c = 0; c < 3; c++) rgba[i * 4 + c] = pixels[i * channels + (channels === 3 ? c : 0)]!
    rgba[i * 4 + 3] = 255
  }
  return jsQR(rgba, width, height)?.data
}

const aeatHost = 'https://www2.agenciatributaria.gob.es/'

/** What the portal's QR of a PDF says (an invoice's AEAT QR aside). Undefined when no image holds one. */
export async function pdfQrText(bytes: Uint8Array): Promise<string | undefined> {
  const pdf = await PDFDocument.load(bytes)
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue
    if (object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue
    const found = qrOfImage(object)
    if (found && !found.startsWith(aeatHost)) return found
  }
  return undefined
}

export interface PlacedQr {
  text: string
  /** Where the first page draws it, in points from the bottom left corner. */
  x: number
  y: number
  width: number
  height: number
}

type Matrix = [number, number, number, number, number, number]
const times = ([a, b, c, d, e, f]: Matrix, [A, B, C, D, E, F]: Matrix): Matrix => [
  a * A + b * C,
  a * B + b * D,
  c * A + d * C,
  c * B + d * D,
  e * A + f * C + E,
  e * B + f * D + F,
]

/**
 * Every QR the first page draws, with its place and size read from the page's operators (the `cm` matrices in
 * force at each `Do` of an image).
 */
export async function pdfPlacedQrs(bytes: Uint8Array): Promise<PlacedQr[]> {
  const pdf = await PDFDocument.load(bytes)
  const page = pdf.getPage(0)
  const xObjects = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict)
  const operators = pageOperators(pdf, page.node.Contents())
  const found: PlacedQr[] = []
  const stack: Matrix[] = []
  let ctm: Matrix = [1, 0, 0, 1, 0, 0]
  // pdf-lib writes one operator a line.
  for (const line of operators.split('\n')) {
    if (line === 'q') stack.push(ctm)
    else if (line === 'Q') ctm = stack.pop()!
    else if (line.endsWith(' cm')) ctm = times(line.split(/\s+/).slice(0, 6).map(Number) as Matrix, ctm)
    else if (line.endsWith(' Do')) {
      const image = xObjects?.lookup(PDFName.of(line.slice(1, -3)))
      const text = image instanceof PDFRawStream ? qrOfImage(image) : undefined
      if (text) found.push({ text, x: ctm[4], y: ctm[5], width: ctm[0], height: ctm[3] })
    }
  }
  return found
}
