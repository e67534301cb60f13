import Box from '@mui/material/Box'
import { DocumentCodeForm, DocumentValidationResult } from '@/components/documents/document-validation'
import { documentPage } from '../../_components/document-pages'
import { withMuiScope } from '@/components/providers/with-mui-scope'

const route = documentPage({
  namespace: 'DocumentValidation',
  path: '/document-validation',
  island: ({ code = '', issuer }) => (
    <>
      <DocumentValidationResult code={code} issuer={issuer} />
      <Box sx={{ mt: 5 }}>
        <DocumentCodeForm />
      </Box>
    </>
  ),
})

// Rendered on first request, then kept: the shell is the same for every code's visitors.
export const generateStaticParams = () => []
export const generateMetadata = route.generateMetadata
export default withMuiScope(route.Page)
