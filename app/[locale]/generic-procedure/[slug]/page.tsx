import { detailRoute } from '../../_components/detail-route'
import { genericProcedureDetail } from '../../_components/details/generic-procedures'

const route = detailRoute(genericProcedureDetail)

export const generateStaticParams = () => []
export const generateMetadata = route.generateMetadata
export default route.Page
