import Box from '@mui/material/Box'
import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { ConsumerComplaintIsland } from '@/components/complaints/consumer-complaint-island'
import { CaptchaProvider } from '@/components/providers/captcha-provider'
import { QueryIsland } from '@/components/providers/query-island'
import { fixedPageMetadata } from '@/lib/i18n/page-metadata'
import { Link } from '@/lib/i18n/navigation'
import { routing } from '@/lib/i18n/routing'
import { publicCaptchaSettings } from '@/lib/server/integrations/captcha'
import { withEnabledAlternates } from '@/lib/server/hreflang'
import { withMuiScope } from '@/components/providers/with-mui-scope'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'ConsumerComplaint' })
  return withEnabledAlternates(
    fixedPageMetadata(locale, '/complaints', { title: t('title'), description: t('description') }),
  )
}

/** The complaint service of the ventanilla única (Ley 2/1974 art. 12). */
async function ComplaintsPage({ params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'ConsumerComplaint' }),
    getMessages(),
  ])
  return (
    <Box component="article" sx={{ maxWidth: 880, mx: 'auto', px: { xs: 2, md: 3 }, py: { xs: 4, md: 6 } }}>
      <Box component="h1" sx={{ typography: 'h1', mt: 0, mb: 3, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {t('title')}
      </Box>
      <Box sx={{ fontSize: '1.125rem', '& p': { mt: 0, mb: 2 } }}>
        <p>{t('intro.who')}</p>
        <p>{t('intro.next')}</p>
        <p>{t('intro.time')}</p>
        <p>
          {t.rich('intro.lookup', {
            link: (chunks) => <Link href="/complaint-lookup">{chunks}</Link>,
          })}
        </p>
      </Box>
      <Box sx={{ mt: 4 }}>
        <QueryIsland
          messages={{
            ConsumerComplaint: messages.ConsumerComplaint,
            Captcha: messages.Captcha,
            Errors: messages.Errors,
          }}
        >
          <CaptchaProvider settings={publicCaptchaSettings()} language={locale}>
            <ConsumerComplaintIsland />
          </CaptchaProvider>
        </QueryIsland>
      </Box>
    </Box>
  )
}

export default withMuiScope(ComplaintsPage)
