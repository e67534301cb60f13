import { registrationRoute } from '../_components/registration-route'

const route = registrationRoute('precollegiate')

export const generateMetadata = route.generateMetadata
export default route.Page
