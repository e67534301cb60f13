import { CollegiateRegistry } from '@/components/registry/collegiate-registry'
import { registryPage } from '../registry-route'

/** The public registry of collegiates (Ley 2/1974 art. 10); `?q=` holds the search. */
const route = registryPage('collegiates', () => <CollegiateRegistry />)

// Static, so that the search island's useSearchParams renders on the server (empty: an address with a question
// is ../lookups) instead of leaving the form to the browser.
export const dynamic = 'force-static'
export const generateMetadata = route.generateMetadata
export default route.Page
