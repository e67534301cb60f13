import { ContentVerificationForm } from '@/components/documents/content-verification-form'
import { documentPage } from '../../_components/document-pages'

const route = documentPage({
  namespace: 'ContentVerification',
  path: '/content-verification',
  intro: (t, code) => t('introForCode', { code: code ?? '' }),
  island: ({ code, issuer }) => <ContentVerificationForm code={code} issuer={issuer} />,
})

export const generateStaticParams = () => []
export const generateMetadata = route.generateMetadata
export default route.Page
