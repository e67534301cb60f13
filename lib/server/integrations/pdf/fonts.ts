import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import fontkit from '@pdf-lib/fontkit'
import type { PDFDocument, PDFFont } from 'pdf-lib'

/**
 * DejaVu Sans draws every European alphabet, so a member's name prints as written. Read from node_modules by a
 * path Next.js's trace follows, which copies the folder into the standalone bundle (outputFileTracingIncludes does
 * not bring node_modules files; scripts/next-build.mjs checks the bundle has them).
 */
const fontFolder = path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf')

interface FontFiles {
  regular: Uint8Array
  bold: Uint8Array
}

let fontFiles: Promise<FontFiles> | undefined

/** Read once per process; a failed read is tried again on the next document. */
function loadFontFiles(): Promise<FontFiles> {
  fontFiles ??= Promise.all([
    readFile(path.join(fontFolder, 'DejaVuSans.ttf')),
    readFile(path.join(fontFolder, 'DejaVuSans-Bold.ttf')),
  ]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      fontFiles = undefined
      throw error
    },
  )
  return fontFiles
}

export interface PdfFonts {
  regular: PDFFont
  bold: PDFFont
}

/** Only the glyphs a document draws are embedded, which keeps an invoice in tens of kilobytes. */
export async function embedPdfFonts(pdf: PDFDocument): Promise<PdfFonts> {
  const files = await loadFontFiles()
  pdf.registerFontkit(fontkit)
  const [regular, bold] = await Promise.all([
    pdf.embedFont(files.regular, { subset: true }),
    pdf.embedFont(files.bold, { subset: true }),
  ])
  return { regular: regular!, bold: bold! }
}

const characterSets = new WeakMap<PDFFont, Set<number>>()

/**
 * What the font has no glyph for (a CJK name in DejaVu) becomes its base letter when it decomposes to one, or "?":
 * pdf-lib would otherwise draw an empty box or, with a standard font, throw.
 */
export function drawableText(text: string, font: PDFFont): string {
  let supported = characterSets.get(font)
  if (!supported) {
    supported = new Set(font.getCharacterSet())
    characterSets.set(font, supported)
  }
  let out = ''
  for (const char of text) {
    if (supported.has(char.codePointAt(0)!)) out += char
    else {
      const base = [...char.normalize('NFD')].filter((part) => supported.has(part.codePointAt(0)!)).join('')
      out += base || '?'
    }
  }
  return out
}
