import { DocumentCodeForm } from '@/components/documents/document-validation'
import { documentPage } from '../_components/document-pages'

const route = documentPage({
  namespace: 'DocumentValidation',
  path: '/document-validation',
  island: () => <DocumentCodeForm />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
