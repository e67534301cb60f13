import { detailRoute } from '../../_components/detail-route'
import { workplaceDetail } from '../../_components/details/workplaces'

const route = detailRoute(workplaceDetail)

export const generateStaticParams = () => []
export const generateMetadata = route.generateMetadata
export default route.Page
