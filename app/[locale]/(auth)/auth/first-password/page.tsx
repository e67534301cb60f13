import { getTranslations } from 'next-intl/server'
import { AuthPage, authPageLocale, authPageMetadata } from '@/components/auth/auth-page'
import { AuthForms } from '../../_components/auth-forms'
import { FirstPasswordPanel } from '@/components/auth/auth-panels'
import { enabledAlternatesOf } from '@/lib/server/hreflang'

export const generateMetadata = enabledAlternatesOf(
  authPageMetadata('FirstPassword', '/auth/first-password', {
    tokenInAddress: true,
  }),
)

/** With the e-mailed link's token, sets the first password; without it, asks for such a link. */
export default async function FirstPasswordPage(props: PageProps<'/[locale]/auth/first-password'>) {
  await authPageLocale(props)
  const t = await getTranslations('FirstPassword')
  return (
    <AuthPage title={t('title')}>
      <AuthForms namespaces={['FirstPassword', 'PasswordRules']} captcha>
        <FirstPasswordPanel />
      </AuthForms>
    </AuthPage>
  )
}
