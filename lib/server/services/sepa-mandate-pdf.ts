import 'server-only'
import { createTranslator } from 'next-intl'
import { friendlyFormatIBAN } from 'ibantools'
import { PDFDocument, type PDFFont, rgb } from 'pdf-lib'
import type { Locale } from '@/lib/contract/locales'
import { drawableText, embedPdfFonts } from '@/lib/server/integrations/pdf/fonts'
import { drawVerificationStamp } from '@/lib/server/integrations/pdf/verification-stamp'
import ca from '@/messages/ca.json'
import en from '@/messages/en.json'
import es from '@/messages/es.json'
import eu from '@/messages/eu.json'
import type { InvoiceParty } from './association'
import type { SepaCreditor } from './sepa-creditor'

const messages = { es, ca, en, eu } as const

/** The title Spanish banks expect, whatever the member's language. */
const spanishMandateTitle = 'Orden de domiciliación de adeudo directo SEPA'

/** The Spanish CORE legal text (reference §2.1), printed on every mandate. */
const spanishLegalText =
  'Mediante la firma de esta orden de domiciliación, el deudor autoriza (A) al acreedor a enviar instrucciones a la entidad del deudor para adeudar su cuenta y (B) a la entidad para efectuar los adeudos en su cuenta siguiendo las instrucciones del acreedor. Como parte de sus derechos, el deudor está legitimado al reembolso por su entidad en los términos y condiciones del contrato suscrito con la misma. La solicitud de reembolso deberá efectuarse dentro de las ocho semanas que siguen a la fecha de adeudo en cuenta. Puede obtener información adicional sobre sus derechos en su entidad financiera.'

export interface MandateData {
  reference: string
  creditor: SepaCreditor
  debtor: InvoiceParty
  iban: string
  bic?: string
  lang: Locale
}

const pageWidth = 595.28
const pageHeight = 841.89
const left = 56
const right = pageWidth - 56

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word
    if (current && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(current)
      current = word
    } else current = candidate
  }
  if (current) lines.push(current)
  return lines
}

/** The fields the EPC asks for, with the Spanish legal text and its translation. */
export async function renderMandatePdf(
  mandate: MandateData,
  verification: { code: string; url: string },
): Promise<Uint8Array> {
  const { lang } = mandate
  const t = createTranslator({ locale: lang, messages: messages[lang], namespace: 'SepaMandatePdf' })
  const pdf = await PDFDocument.create()
  pdf.setTitle(`${spanishMandateTitle} ${mandate.reference}`)
  pdf.setAuthor(mandate.creditor.name)
  pdf.setLanguage(lang)
  const page = pdf.addPage([pageWidth, pageHeight])
  const { regular, bold } = await embedPdfFonts(pdf)
  const color = rgb(0.1, 0.1, 0.1)
  let y = pageHeight - 60

  const write = (
    text: string,
    {
      size = 10,
      font = regular,
      x = left,
      width,
    }: { size?: number; font?: PDFFont; x?: number; width?: number } = {},
  ) => {
    for (const line of wrap(drawableText(text, font), font, size, width ?? right - x)) {
      page.drawText(line, { x, y, size, font, color })
      y -= size + 3.5
    }
  }
  const gap = (points: number) => {
    y -= points
  }
  const field = (label: string, value: string) => {
    const labelText = drawableText(`${label}:`, bold)
    page.drawText(labelText, { x: left, y, size: 10, font: bold, color })
    write(value, { x: left + 170, width: right - left - 170 })
  }
  const heading = (text: string) => {
    gap(8)
    write(text, { size: 12, font: bold })
    page.drawLine({
      start: { x: left, y: y + 10 },
      end: { x: right, y: y + 10 },
      thickness: 0.5,
      color: rgb(0.5, 0.5, 0.5),
    })
    gap(4)
  }

  write(spanishMandateTitle, { size: 17, font: bold })
  if (lang !== 'es') write(t('title'), { size: 12 })
  gap(4)
  write(t('scheme'), { size: 10 })
  gap(6)
  field(t('reference'), mandate.reference)

  heading(t('creditorTitle'))
  field(t('creditorId'), mandate.creditor.id)
  field(t('creditorName'), mandate.creditor.name)
  field(t('address'), mandate.creditor.address.join(', ') || '—')

  heading(t('debtorTitle'))
  field(t('debtorName'), mandate.debtor.name)
  field(t('address'), mandate.debtor.address.join(', ') || '—')
  field(t('iban'), friendlyFormatIBAN(mandate.iban) ?? mandate.iban)
  field(t('bic'), mandate.bic ?? t('bicUnknown'))
  field(t('paymentType'), t('recurrent'))

  heading(t('signatureTitle'))
  const boxTop = y + 6
  const boxHeight = 58
  const boxes = [
    { label: t('place'), x: left, width: 150 },
    { label: t('date'), x: left + 160, width: 110 },
    { label: t('signature'), x: left + 280, width: right - left - 280 },
  ]
  for (const box of boxes) {
    page.drawRectangle({
      x: box.x,
      y: boxTop - boxHeight,
      width: box.width,
      height: boxHeight,
      borderColor: rgb(0.3, 0.3, 0.3),
      borderWidth: 0.75,
    })
    page.drawText(drawableText(box.label, regular), {
      x: box.x + 4,
      y: boxTop - 12,
      size: 8,
      font: regular,
      color,
    })
  }
  y = boxTop - boxHeight - 18

  write(spanishLegalText, { size: 8.5 })
  if (lang !== 'es') {
    gap(4)
    write(t('legalTextTranslated'), { size: 8.5 })
  }
  gap(4)
  write(t('returnSigned'), { size: 8.5, font: bold })

  await drawVerificationStamp(page, {
    code: verification.code,
    url: verification.url,
    font: regular,
    text: { codeLabel: drawableText(t('codeLabel'), regular), checkAt: drawableText(t('checkAt'), regular) },
  })
  return pdf.save()
}
