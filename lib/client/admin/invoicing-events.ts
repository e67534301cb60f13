import { useQuery } from '@tanstack/react-query'
import {
  InvoiceSigningStatusSchema,
  InvoicingEventChainCheckSchema,
  type invoicingEventExportFormats,
} from '@/lib/contract/invoicing-events'
import { apiUrl } from '@/lib/client/api-url'
import { adminFetch, adminPath } from './data-provider'

export const invoicingEventActions = {
  verifyChain: () =>
    adminFetch(adminPath('invoicing-events', undefined, 'verification'), InvoicingEventChainCheckSchema, {
      method: 'POST',
    }),
}

/** The event log as CSV or as EventosSIF XML: a plain link, the session cookie authorises it. */
export const invoicingEventsExportUrl = (format: (typeof invoicingEventExportFormats)[number]) =>
  `${apiUrl(adminPath('invoicing-events', undefined, 'export'))}?format=${format}`

/** Whether records are being signed, for the warning above the chain and the event log. */
export const useInvoiceSigningStatus = () =>
  useQuery({
    queryKey: ['admin', 'invoice-signing'],
    queryFn: () => adminFetch(adminPath('invoice-signing'), InvoiceSigningStatusSchema),
  })
