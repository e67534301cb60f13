import { SocietyRegistry } from '@/components/registry/society-registry'
import { registryPage } from '../registry-route'

/** The public registry of professional societies (Ley 2/1974 art. 10, Ley 2/2007); `?q=` holds the search. */
const route = registryPage('societies', () => <SocietyRegistry />)

export const generateMetadata = route.generateMetadata
export default route.Page
