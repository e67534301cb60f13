import { SocietyRegistry } from '@/components/registry/society-registry'
import { registryPage } from '../registry-route'

/** The public registry of professional societies (Ley 2/1974 art. 10, Ley 2/2007); `?q=` holds the search. */
const route = registryPage('societies', () => <SocietyRegistry />)

// Static, so that the search island's useSearchParams renders on the server (empty: an address with a question
// is ../lookups) instead of leaving the form to the browser.
export const dynamic = 'force-static'
export const generateMetadata = route.generateMetadata
export default route.Page
