import { CollegiateRegistry } from '@/components/registry/collegiate-registry'
import { registryPage } from '../registry-route'

/** The public registry of collegiates (Ley 2/1974 art. 10); `?q=` holds the search. */
const route = registryPage('collegiates', () => <CollegiateRegistry />)

export const generateMetadata = route.generateMetadata
export default route.Page
