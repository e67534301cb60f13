import { getTranslations } from 'next-intl/server'
import { AuthPage, authPageLocale, authPageMetadata } from '@/components/auth/auth-page'
import { AuthForms } from '../_components/auth-forms'
import { LoginForm } from '@/components/auth/login-form'
import { enabledAlternatesOf } from '@/lib/server/hreflang'

export const generateMetadata = enabledAlternatesOf(authPageMetadata('Login', '/login'))

/** Sign-in; the target page comes in the `redirect` or `redirectTo` query, read in the browser. */
export default async function LoginPage(props: PageProps<'/[locale]/login'>) {
  await authPageLocale(props)
  const t = await getTranslations('Login')
  return (
    <AuthPage title={t('title')} intro={t('intro')}>
      <AuthForms namespaces={['Login']}>
        <LoginForm />
      </AuthForms>
    </AuthPage>
  )
}
