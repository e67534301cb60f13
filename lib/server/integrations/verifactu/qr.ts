import 'server-only'
import type { InvoicingMode } from '@/lib/contract/invoice-records'

const validationPath: Record<InvoicingMode, string> = {
  verifactu: 'ValidarQR',
  no_verifactu: 'ValidarQRNoVerifactu',
}

export interface AeatQrInvoice {
  issuerTaxId: string
  invoiceNumber: string
  /** DD-MM-YYYY */
  invoiceDate: string
  /** ImporteTotal, e.g. 45.00 */
  amountTotal: string
}

/**
 * The address the AEAT's invoice QR holds ("Características del QR y especificaciones del servicio de cotejo",
 * Orden HAC/1177/2024 art. 20): the recipient opens it to check or report the invoice.
 */
export function aeatQrUrl(
  mode: InvoicingMode,
  invoice: AeatQrInvoice,
  host = 'https://www2.agenciatributaria.gob.es',
) {
  const query = new URLSearchParams({
    nif: invoice.issuerTaxId,
    numserie: invoice.invoiceNumber,
    fecha: invoice.invoiceDate,
    importe: invoice.amountTotal,
  })
  return `${host}/wlpl/TIKE-CONT/${validationPath[mode]}?${query.toString()}`
}
