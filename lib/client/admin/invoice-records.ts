import { useQuery } from '@tanstack/react-query'
import {
  AdminInvoiceRecordSchema,
  AdminInvoiceSeriesListSchema,
  InvoiceChainCheckSchema,
} from '@/lib/contract/invoice-records'
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
}

/** The series that have records, for the list's filter. */
export const useInvoiceSeries = () =>
  useQuery({
    queryKey: ['admin', 'invoice-series'],
    queryFn: () => adminFetch(adminPath('invoice-series'), AdminInvoiceSeriesListSchema),
  })
