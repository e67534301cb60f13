import { detailRoute } from '../../_components/detail-route'
import { resourceDetail } from '../../_components/details/resources'

const route = detailRoute(resourceDetail)

export const generateStaticParams = () => []
export const generateMetadata = route.generateMetadata
export default route.Page
