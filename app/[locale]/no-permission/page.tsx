import { statusRoute } from '@/components/status/status-route'

/** Where a visitor lands when their account may not open what they asked for. */
const route = statusRoute('NoPermission')

export const generateMetadata = route.generateMetadata
export default route.Page
