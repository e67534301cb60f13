import { complaintLookupPage } from './complaint-lookup-route'

/** Where a complaint's sender follows it with the tracking code (spec §2); with ?code= it is ../lookups. */
const route = complaintLookupPage()

// Static, so that the search island's useSearchParams renders on the server (empty: an address with a question
// is ../lookups) instead of leaving the form to the browser.
export const dynamic = 'force-static'
export const generateMetadata = route.generateMetadata
export default route.Page
