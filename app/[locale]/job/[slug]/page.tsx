import { detailRoute } from '../../_components/detail-route'
import { jobDetail } from '../../_components/details/jobs'

const route = detailRoute(jobDetail)

export const generateStaticParams = () => []
export const generateMetadata = route.generateMetadata
export default route.Page
