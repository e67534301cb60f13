import { DocumentCodeForm, DocumentValidationResult } from '@/components/documents/document-validation'
import styles from '@/components/ui/plain-form.module.css'
import { documentPage } from '../../_components/document-pages'

const route = documentPage({
  namespace: 'DocumentValidation',
  path: '/document-validation',
  island: ({ code = '', issuer }) => (
    <>
      <DocumentValidationResult code={code} issuer={issuer} />
      <div className={styles.afterResult}>
        <DocumentCodeForm />
      </div>
    </>
  ),
})

// Rendered on first request, then kept: the shell is the same for every code's visitors.
export const generateStaticParams = () => []
export const generateMetadata = route.generateMetadata
export default route.Page
