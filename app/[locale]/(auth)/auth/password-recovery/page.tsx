import { getTranslations } from 'next-intl/server'
import { AuthPage, authPageLocale, authPageMetadata } from '@/components/auth/auth-page'
import { AuthForms } from '../../_components/auth-forms'
import { EmailRequestForm } from '@/components/auth/email-request-form'
import { enabledAlternatesOf } from '@/lib/server/hreflang'

export const generateMetadata = enabledAlternatesOf(
  authPageMetadata('PasswordRecovery', '/auth/password-recovery'),
)

export default async function PasswordRecoveryPage(props: PageProps<'/[locale]/auth/password-recovery'>) {
  await authPageLocale(props)
  const t = await getTranslations('PasswordRecovery')
  return (
    <AuthPage title={t('title')} intro={t('intro')}>
      <AuthForms namespaces={['PasswordRecovery']} captcha>
        <EmailRequestForm endpoint="auth/forgot-password" namespace="PasswordRecovery" />
      </AuthForms>
    </AuthPage>
  )
}
