import { getTranslations } from 'next-intl/server'
import { AuthPage, authPageLocale, authPageMetadata } from '@/components/auth/auth-page'
import { SignOut } from '@/components/auth/auth-panels'
import { enabledAlternatesOf } from '@/lib/server/hreflang'

export const generateMetadata = enabledAlternatesOf(authPageMetadata('Logout', '/logout'))

export default async function LogoutPage(props: PageProps<'/[locale]/logout'>) {
  await authPageLocale(props)
  const t = await getTranslations('Logout')
  return (
    <AuthPage title={t('title')}>
      <SignOut>{t('signingOut')}</SignOut>
    </AuthPage>
  )
}
