import { statusRoute } from '@/components/status/status-route'
import { withMuiScope } from '@/components/providers/with-mui-scope'

const route = statusRoute('UnderConstruction')

export const generateMetadata = route.generateMetadata
export default withMuiScope(route.Page)
