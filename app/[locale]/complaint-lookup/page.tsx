import { complaintLookupPage } from './complaint-lookup-route'

/** Where a complaint's sender follows it with the tracking code (spec §2); with ?code= it is ../lookups. */
const route = complaintLookupPage()

export const generateMetadata = route.generateMetadata
export default route.Page
