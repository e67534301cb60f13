import { useQuery } from '@tanstack/react-query'
import type { Locale } from '@/lib/contract/locales'
import {
  type AdminInvoiceCorrection,
  AdminInvoiceRecordSchema,
  AdminInvoiceSeriesListSchema,
  InvoiceChainCheckSchema,
} from '@/lib/contract/invoice-records'
import { SoftwareDeclarationSchema } from '@/lib/contract/software-declaration'
import { apiUrl } from '@/lib/client/api-url'
import { adminFetch, adminPath } from './data-provider'

export const invoiceRecordActions = {
  verifyChain: () =>
    adminFetch(adminPath('invoice-records', undefined, 'verification'), InvoiceChainCheckSchema, {
      method: 'POST',
    }),
  cancelInvoice: (invoiceNumber: string) =>
    adminFetch(adminPath('invoice-cancellations'), AdminInvoiceRecordSchema, {
      method: 'POST',
      json: { invoice_number: invoiceNumber },
    }),
  correctInvoice: (correction: AdminInvoiceCorrection) =>
    adminFetch(adminPath('invoice-corrections'), AdminInvoiceRecordSchema, {
      method: 'POST',
      json: correction,
    }),
}

/** The rectificativa's PDF: a plain link, the session cookie authorises it. */
export const correctionPdfUrl = (invoiceNumber: string, lang: Locale) =>
  `${apiUrl(adminPath('invoice-corrections', invoiceNumber, 'pdf'))}?lang=${lang}`

/** The series that have records, for the list's filter. */
export const useInvoiceSeries = () =>
  useQuery({
    queryKey: ['admin', 'invoice-series'],
    queryFn: () => adminFetch(adminPath('invoice-series'), AdminInvoiceSeriesListSchema),
  })

/** The records of a series (or all of them) as CSV, for an inspection. */
export const invoiceRecordsExportUrl = (series?: string) =>
  `${apiUrl(adminPath('invoice-records', undefined, 'export'))}${series ? `?series=${encodeURIComponent(series)}` : ''}`

export const useSoftwareDeclaration = () =>
  useQuery({
    queryKey: ['admin', 'software-declaration'],
    queryFn: () => adminFetch(adminPath('software-declaration'), SoftwareDeclarationSchema),
  })
