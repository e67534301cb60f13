import { registrationRoute } from '../_components/registration-route'

const route = registrationRoute('collegiate')

export const generateMetadata = route.generateMetadata
export default route.Page
