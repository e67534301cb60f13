import { ContentVerificationForm } from '@/components/documents/content-verification-form'
import { documentPage } from '../_components/document-pages'

const route = documentPage({
  namespace: 'ContentVerification',
  path: '/content-verification',
  island: ({ issuer }) => <ContentVerificationForm issuer={issuer} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
