import { registrationRoute } from '../_components/registration-route'
import { withMuiScope } from '@/components/providers/with-mui-scope'

const route = registrationRoute('collegiate')

export const generateMetadata = route.generateMetadata
export default withMuiScope(route.Page)
