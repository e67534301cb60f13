import { statusRoute } from '@/components/status/status-route'

const route = statusRoute('NoPermission')

export const generateMetadata = route.generateMetadata
export default route.Page
