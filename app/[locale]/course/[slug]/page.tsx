import { detailRoute } from '../../_components/detail-route'
import { courseDetail } from '../../_components/details/events'

const route = detailRoute(courseDetail)

export const generateStaticParams = () => []
export const generateMetadata = route.generateMetadata
export default route.Page
