import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import formStyles from '@/components/complaints/complaint-form.module.css'
import { ConsumerComplaintIsland } from '@/components/complaints/consumer-complaint-island'
import { CaptchaProvider } from '@/components/providers/captcha-provider'
import { QueryIsland } from '@/components/providers/query-island'
import pageStyles from '@/components/ui/page.module.css'
import { fixedPageMetadata } from '@/lib/i18n/page-metadata'
import { Link } from '@/lib/i18n/navigation'
import { routing } from '@/lib/i18n/routing'
import { publicCaptchaSettings } from '@/lib/server/integrations/captcha'
import { withEnabledAlternates } from '@/lib/server/hreflang'

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
export default async function ComplaintsPage({ params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'ConsumerComplaint' }),
    getMessages(),
  ])
  return (
    <article className={pageStyles.article}>
      <h1 className={`${pageStyles.title} ${pageStyles.titleSpaced}`}>{t('title')}</h1>
      <div className={formStyles.intro}>
        <p>{t('intro.who')}</p>
        <p>{t('intro.next')}</p>
        <p>{t('intro.time')}</p>
        <p>
          {t.rich('intro.lookup', {
            link: (chunks) => <Link href="/complaint-lookup">{chunks}</Link>,
          })}
        </p>
      </div>
      <div className={formStyles.island}>
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
      </div>
    </article>
  )
}
