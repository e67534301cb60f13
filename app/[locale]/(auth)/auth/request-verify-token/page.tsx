import { getTranslations } from 'next-intl/server'
import { AuthPage, authPageLocale, authPageMetadata } from '@/components/auth/auth-page'
import { AuthForms } from '../../_components/auth-forms'
import { EmailRequestForm } from '@/components/auth/email-request-form'
import { enabledAlternatesOf } from '@/lib/server/hreflang'

export const generateMetadata = enabledAlternatesOf(
  authPageMetadata('RequestVerifyToken', '/auth/request-verify-token'),
)

export default async function RequestVerifyTokenPage(
  props: PageProps<'/[locale]/auth/request-verify-token'>,
) {
  await authPageLocale(props)
  const t = await getTranslations('RequestVerifyToken')
  return (
    <AuthPage title={t('title')} intro={t('intro')}>
      <AuthForms namespaces={['RequestVerifyToken']} captcha>
        <EmailRequestForm endpoint="auth/request-verify-token" namespace="RequestVerifyToken" />
      </AuthForms>
    </AuthPage>
  )
}
