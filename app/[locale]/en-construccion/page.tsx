import { statusRoute } from '@/components/status/status-route'

const route = statusRoute('UnderConstruction')

export const generateMetadata = route.generateMetadata
export default route.Page
