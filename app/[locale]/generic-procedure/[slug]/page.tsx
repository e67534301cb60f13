import { detailRoute } from '../../_components/detail-route'
import { genericProcedureDetail } from '../../_components/details/generic-procedures'
import { withMuiScope } from '@/components/providers/with-mui-scope'

const route = detailRoute(genericProcedureDetail)

export const generateStaticParams = () => []
export const generateMetadata = route.generateMetadata
export default withMuiScope(route.Page)
