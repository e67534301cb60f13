import { detailRoute } from '../../_components/detail-route'
import { newsDetail } from '../../_components/details/news'

const route = detailRoute(newsDetail)

export const generateStaticParams = () => []
export const generateMetadata = route.generateMetadata
export default route.Page
