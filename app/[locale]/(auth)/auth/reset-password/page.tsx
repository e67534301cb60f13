import { getTranslations } from 'next-intl/server'
import { AuthPage, authPageLocale, authPageMetadata } from '@/components/auth/auth-page'
import { AuthForms } from '../../_components/auth-forms'
import { ResetPasswordPanel } from '@/components/auth/auth-panels'
import { enabledAlternatesOf } from '@/lib/server/hreflang'

export const generateMetadata = enabledAlternatesOf(
  authPageMetadata('ResetPassword', '/auth/reset-password', {
    tokenInAddress: true,
  }),
)

export default async function ResetPasswordPage(props: PageProps<'/[locale]/auth/reset-password'>) {
  await authPageLocale(props)
  const t = await getTranslations('ResetPassword')
  return (
    <AuthPage title={t('title')} intro={t('intro')}>
      <AuthForms namespaces={['ResetPassword', 'PasswordRules']}>
        <ResetPasswordPanel />
      </AuthForms>
    </AuthPage>
  )
}
