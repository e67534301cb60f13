import { statusRoute } from '@/components/status/status-route'

/** A section that is not ready yet; menus may link here until it is. */
const route = statusRoute('UnderConstruction')

export const generateMetadata = route.generateMetadata
export default route.Page
