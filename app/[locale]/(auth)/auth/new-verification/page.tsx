import { getTranslations } from 'next-intl/server'
import { AuthPage, authPageLocale, authPageMetadata } from '@/components/auth/auth-page'
import { AuthForms } from '../../_components/auth-forms'
import { NewVerificationPanel } from '@/components/auth/auth-panels'
import { enabledAlternatesOf } from '@/lib/server/hreflang'

export const generateMetadata = enabledAlternatesOf(
  authPageMetadata('NewVerification', '/auth/new-verification', {
    tokenInAddress: true,
  }),
)

export default async function NewVerificationPage(props: PageProps<'/[locale]/auth/new-verification'>) {
  await authPageLocale(props)
  const t = await getTranslations('NewVerification')
  return (
    <AuthPage title={t('title')}>
      <AuthForms namespaces={['NewVerification']}>
        <NewVerificationPanel />
      </AuthForms>
    </AuthPage>
  )
}
