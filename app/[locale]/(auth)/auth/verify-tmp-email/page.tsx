import { getTranslations } from 'next-intl/server'
import { AuthPage, authPageLocale, authPageMetadata } from '@/components/auth/auth-page'
import { AuthForms } from '../../_components/auth-forms'
import { VerifyTmpEmailPanel } from '@/components/auth/auth-panels'
import { enabledAlternatesOf } from '@/lib/server/hreflang'

export const generateMetadata = enabledAlternatesOf(
  authPageMetadata('VerifyTmpEmail', '/auth/verify-tmp-email', {
    tokenInAddress: true,
  }),
)

export default async function VerifyTmpEmailPage(props: PageProps<'/[locale]/auth/verify-tmp-email'>) {
  await authPageLocale(props)
  const t = await getTranslations('VerifyTmpEmail')
  return (
    <AuthPage title={t('title')}>
      <AuthForms namespaces={['VerifyTmpEmail']}>
        <VerifyTmpEmailPanel />
      </AuthForms>
    </AuthPage>
  )
}
