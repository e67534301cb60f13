import { DocumentCodeForm } from '@/components/documents/document-validation'
import { documentPage } from '../_components/document-pages'

/** Where a document's code is typed by hand; a valid one opens /document-validation/{code}. */
const route = documentPage({
  namespace: 'DocumentValidation',
  path: '/document-validation',
  island: () => <DocumentCodeForm />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
