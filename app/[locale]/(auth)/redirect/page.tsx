import { getTranslations } from 'next-intl/server'
import { AuthPage, authPageLocale, authPageMetadata } from '@/components/auth/auth-page'
import { RedirectToTarget } from '@/components/auth/auth-panels'
import { enabledAlternatesOf } from '@/lib/server/hreflang'

export const generateMetadata = enabledAlternatesOf(authPageMetadata('Redirect', '/redirect'))

/** Where a login change leads (spec §2): it loads the `redirectTo` page afresh, in its new login state. */
export default async function RedirectPage(props: PageProps<'/[locale]/redirect'>) {
  await authPageLocale(props)
  const t = await getTranslations('Redirect')
  return (
    <AuthPage title={t('title')}>
      <RedirectToTarget>{t('redirecting')}</RedirectToTarget>
    </AuthPage>
  )
}
