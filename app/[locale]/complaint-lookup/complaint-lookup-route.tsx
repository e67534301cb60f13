import { ComplaintLookup } from '@/components/complaints/complaint-lookup'
import type { ComplaintStatus } from '@/lib/contract/complaint-lookup'
import { documentPage } from '../_components/document-pages'

/** `known`: what the server found for the address's code (the look-up route), null when nothing. */
export const complaintLookupPage = (known?: ComplaintStatus | null) =>
  documentPage({
    namespace: 'ComplaintLookup',
    path: '/complaint-lookup',
    // No Suspense boundary: React would send a large one outlined, shown only by script.
    island: () => <ComplaintLookup known={known} />,
  })
