import { detailRoute } from '../../_components/detail-route'
import { eventDetail } from '../../_components/details/events'

const route = detailRoute(eventDetail)

export const generateStaticParams = () => []
export const generateMetadata = route.generateMetadata
export default route.Page
