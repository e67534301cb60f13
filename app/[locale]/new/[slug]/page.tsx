import { detailRoute } from '../../_components/detail-route'
import { newsDetail } from '../../_components/details/news'

// /new/* (spec §2) shows the same item as /news/*, whose address its metadata names as canonical.
const route = detailRoute(newsDetail)

export const generateStaticParams = () => []
export const generateMetadata = route.generateMetadata
export default route.Page
