import { DocumentCodeForm } from '@/components/documents/document-validation'
import { documentPage } from '../_components/document-pages'
import { withMuiScope } from '@/components/providers/with-mui-scope'

const route = documentPage({
  namespace: 'DocumentValidation',
  path: '/document-validation',
  island: () => <DocumentCodeForm />,
})

export const generateMetadata = route.generateMetadata
export default withMuiScope(route.Page)
