import 'server-only'
import { createTranslator } from 'next-intl'
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib'
import type { Locale } from '@/lib/contract/locales'
import { type Movement, discountCents } from '@/lib/contract/movements'
import { formatMoney } from '@/lib/i18n/money'
import ca from '@/messages/ca.json'
import en from '@/messages/en.json'
import es from '@/messages/es.json'
import eu from '@/messages/eu.json'
import type { CorrectionMethod, CorrectionType, InvoicingMode } from '@/lib/contract/invoice-records'
import { drawableText, embedPdfFonts } from '@/lib/server/integrations/pdf/fonts'
import { drawVerificationStamp, embedQr } from '@/lib/server/integrations/pdf/verification-stamp'
import { aeatAmount, aeatDate } from '@/lib/server/integrations/verifactu/huella'
import { aeatQrUrl } from '@/lib/server/integrations/verifactu/qr'
import type { InvoiceParty } from './association'

export const messages = { es, ca, en, eu } as const

export async function stampDocument(
  page: PDFPage,
  font: PDFFont,
  lang: Locale,
  verification: DocumentVerification,
): Promise<number> {
  const t = createTranslator({ locale: lang, messages: messages[lang], namespace: 'IssuedDocuments.stamp' })
  return drawVerificationStamp(page, {
    ...verification,
    font,
    text: { codeLabel: drawableText(t('codeLabel'), font), checkAt: drawableText(t('checkAt'), font) },
  })
}

export interface DocumentVerification {
  code: string
  url: string
}

/** Everything an invoice shows (RD 1619/2012 art. 6), with the QR and code that verify it. */
export interface InvoiceData {
  number: string
  /** YYYY-MM-DD */
  issuedOn: string
  issuer: InvoiceParty
  recipient: InvoiceParty
  movement: Movement
  lang: Locale
  verification: DocumentVerification
  /** Which AEAT QR it carries, and whether it says VERI*FACTU. */
  invoicingMode: InvoicingMode
  /** A factura simplificada (F2, RD 1619/2012 art. 7): its recipient was not identified when it was issued. */
  simplified?: boolean
  /** A factura rectificativa: what it corrects, and its amount instead of the movement's lines. */
  correction?: InvoiceCorrection
}

interface InvoiceCorrection {
  type: CorrectionType
  method: CorrectionMethod
  correctedNumber: string
  /** YYYY-MM-DD */
  correctedOn: string
  reason: string
  /** By differences the change, by substitution the new total. */
  amountCents: number
}

export function movementDescriptionText(movement: Movement, lang: Locale): string {
  const t = createTranslator({ locale: lang, messages: messages[lang], namespace: 'Movements.description' })
  if (movement.fee_period) {
    const [year, quarter] = movement.fee_period.split('-Q')
    return quarter ? t('fee', { year: year!, quarter }) : t('feeYear', { year: year! })
  }
  if (movement.course) return t('course', { title: movement.course.title })
  if (movement.description) return movement.description
  return movement.type === 'F' ? t('training') : t('other')
}

interface InvoiceLine {
  kind: 'concept' | 'discount' | 'commission' | 'correction'
  amount_cents: number
}

/**
 * Every euro the member is charged for the movement, one line each: the concept (VAT-exempt), its discount and the
 * bank's return commission passed on (not subject to VAT, outside the taxable base).
 */
function invoiceLines(movement: Movement): InvoiceLine[] {
  const lines: InvoiceLine[] = [{ kind: 'concept', amount_cents: movement.amount_cents }]
  if (movement.discount_percent > 0)
    lines.push({
      kind: 'discount',
      amount_cents: -discountCents(movement.amount_cents, movement.discount_percent),
    })
  if (movement.unpaid_commission_cents > 0)
    lines.push({ kind: 'commission', amount_cents: movement.unpaid_commission_cents })
  return lines
}

const invoiceTotalCents = (lines: InvoiceLine[]) => lines.reduce((sum, entry) => sum + entry.amount_cents, 0)

/** The AEAT's QR: 35 mm (30 to 40 asked), at the top of the first page. */
const aeatQrSide = (35 / 25.4) * 72

async function drawAeatQr(page: PDFPage, font: PDFFont, invoice: InvoiceData, totalCents: number) {
  const url = aeatQrUrl(invoice.invoicingMode, {
    issuerTaxId: invoice.issuer.taxId ?? '',
    invoiceNumber: invoice.number,
    invoiceDate: aeatDate(invoice.issuedOn),
    amountTotal: aeatAmount(totalCents),
  })
  const x = page.getWidth() - 56 - aeatQrSide
  const y = page.getHeight() - 20 - aeatQrSide
  page.drawImage(await embedQr(page, url), { x, y, width: aeatQrSide, height: aeatQrSide })
  if (invoice.invoicingMode === 'verifactu') {
    const legend = 'VERI*FACTU'
    const size = 9
    page.drawText(legend, {
      x: x + (aeatQrSide - font.widthOfTextAtSize(legend, size)) / 2,
      y: y - size - 1,
      size,
      font,
      color: rgb(0.1, 0.1, 0.1),
    })
  }
}

export async function renderInvoicePdf(invoice: InvoiceData): Promise<Uint8Array> {
  const { lang, movement } = invoice
  const t = createTranslator({ locale: lang, messages: messages[lang], namespace: 'Movements.invoice' })
  const euros = (cents: number) => formatMoney(cents, lang)
  const signedEuros = (cents: number) => (cents < 0 ? `-${euros(-cents)}` : euros(cents))
  const day = (iso: string) =>
    new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))

  const pdf = await PDFDocument.create()
  const { correction } = invoice
  const title = correction ? t('correctiveTitle') : invoice.simplified ? t('simplifiedTitle') : t('title')
  pdf.setTitle(`${title} ${invoice.number}`)
  pdf.setAuthor(invoice.issuer.name)
  pdf.setLanguage(lang)
  const page = pdf.addPage([595.28, 841.89])
  const { regular, bold } = await embedPdfFonts(pdf)
  const left = 56
  const right = 595.28 - 56
  let y = 841.89 - 64

  const write = (
    text: string,
    options: { size?: number; font?: PDFFont; x?: number; page?: PDFPage } = {},
  ) => {
    const font = options.font ?? regular
    page.drawText(drawableText(text, font), {
      x: options.x ?? left,
      y,
      size: options.size ?? 10,
      font,
      color: rgb(0.1, 0.1, 0.1),
      maxWidth: right - (options.x ?? left),
    })
  }
  const line = (gap = 14) => {
    y -= gap
  }
  const writeRight = (text: string, font: PDFFont = regular, size = 10) => {
    const safe = drawableText(text, font)
    page.drawText(safe, { x: right - font.widthOfTextAtSize(safe, size), y, size, font })
  }

  write(`${title} ${invoice.number}`, { size: 18, font: bold })
  line(26)
  write(`${t('number')}: ${invoice.number}`)
  line()
  write(`${t('issueDate')}: ${day(invoice.issuedOn)}`)
  line()
  if (correction) {
    write(t('corrects', { number: correction.correctedNumber, date: day(correction.correctedOn) }), {
      font: bold,
    })
    line()
    write(
      t('correctionType', {
        type: correction.type,
        typeLabel: t(`correctionTypes.${correction.type}`),
        method: t(`correctionMethods.${correction.method}`),
      }),
    )
    line()
    write(t('reason', { reason: correction.reason }))
    line()
  } else if (movement.date !== invoice.issuedOn) {
    write(`${t('operationDate')}: ${day(movement.date)}`)
    line()
  }
  write(`${t('transaction')}: ${movement.transaction_number}`)
  line(28)

  const party = (title: string, who: InvoiceParty, x: number, top: number) => {
    y = top
    write(title, { font: bold, x })
    line()
    write(who.name, { x })
    line()
    write(`${t('taxId')}: ${who.taxId ?? t('notGiven')}`, { x })
    line()
    for (const addressLine of who.address.length > 0 ? who.address : [t('notGiven')]) {
      write(addressLine, { x })
      line()
    }
    return y
  }
  const top = y
  const afterIssuer = party(t('issuer'), invoice.issuer, left, top)
  const afterRecipient = party(t('recipient'), invoice.recipient, 310, top)
  y = Math.min(afterIssuer, afterRecipient) - 20

  const lines: InvoiceLine[] = correction
    ? [{ kind: 'correction', amount_cents: correction.amountCents }]
    : invoiceLines(movement)
  await drawAeatQr(page, bold, invoice, invoiceTotalCents(lines))
  const commission = lines.find((entry) => entry.kind === 'commission')
  page.drawLine({ start: { x: left, y: y + 10 }, end: { x: right, y: y + 10 }, thickness: 0.5 })
  write(t('description'), { font: bold })
  line(16)
  for (const entry of lines) {
    write(
      entry.kind === 'concept'
        ? movementDescriptionText(movement, lang)
        : entry.kind === 'correction'
          ? t('correctionLine', { description: movementDescriptionText(movement, lang) })
          : entry.kind === 'discount'
            ? t('discount', { percent: movement.discount_percent })
            : t('commission'),
    )
    writeRight(signedEuros(entry.amount_cents))
    line(20)
  }
  page.drawLine({ start: { x: left, y: y + 10 }, end: { x: right, y: y + 10 }, thickness: 0.5 })
  write(t('base'))
  writeRight(signedEuros(correction ? correction.amountCents : movement.total_cents))
  line()
  write(`${t('vat')} (0 %)`)
  writeRight(euros(0))
  line()
  if (commission) {
    write(t('notSubject'))
    writeRight(euros(commission.amount_cents))
    line()
  }
  line(6)
  write(t('total'), { font: bold, size: 12 })
  writeRight(signedEuros(invoiceTotalCents(lines)), bold, 12)
  line(30)
  write(t('vatExempt'), { size: 9 })
  if (commission) {
    line(12)
    write(t('commissionNotSubject'), { size: 9 })
  }

  const stampTop = await stampDocument(page, regular, lang, invoice.verification)
  // One page holds every field: at most three lines and two notes, so the text ends far above the stamp.
  if (y < stampTop) throw new Error(`The invoice ${invoice.number} runs into its verification stamp`)
  return pdf.save()
}
