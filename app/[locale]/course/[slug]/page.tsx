import { detailRoute } from '../../_components/detail-route'
import { courseDetail } from '../../_components/details/events'
import { withMuiScope } from '@/components/providers/with-mui-scope'

const route = detailRoute(courseDetail)

export const generateStaticParams = () => []
export const generateMetadata = route.generateMetadata
export default withMuiScope(route.Page)
