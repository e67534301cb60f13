import { Suspense } from 'react'
import { ComplaintLookup } from '@/components/complaints/complaint-lookup'
import { documentPage } from '../_components/document-pages'

/** Where a complaint's sender follows it with the tracking code (spec §2); ?code= comes from the confirmation. */
const route = documentPage({
  namespace: 'ComplaintLookup',
  path: '/complaint-lookup',
  island: () => (
    <Suspense>
      <ComplaintLookup />
    </Suspense>
  ),
})

export const generateMetadata = route.generateMetadata
export default route.Page
