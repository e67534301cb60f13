import { eventDetailRoute } from '../../_components/event-detail-route'

const route = eventDetailRoute('course')

export const generateStaticParams = () => []
export const generateMetadata = route.generateMetadata
export default route.Page
