import 'server-only'
import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { getMessages, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { RegistrationIsland } from '@/components/registration/registration-island'
import styles from '@/components/registration/registration.module.css'
import pageStyles from '@/components/ui/page.module.css'
import { CaptchaProvider } from '@/components/providers/captcha-provider'
import { QueryIsland } from '@/components/providers/query-island'
import type { RegistrationKind } from '@/lib/contract/registration'
import { fixedPageMetadata } from '@/lib/i18n/page-metadata'
import { routing } from '@/lib/i18n/routing'
import { publicCaptchaSettings } from '@/lib/server/integrations/captcha'
import { loadProcedureDescription } from '@/lib/server/portal'
import { enabledAlternatesOf } from '@/lib/server/hreflang'

type Props = { params: Promise<{ locale: string }> }

export function registrationRoute(kind: RegistrationKind) {
  const path = `/${kind}`

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params
    if (!hasLocale(routing.locales, locale)) return {}
    const description = await loadProcedureDescription(kind, locale)
    if (!description) return {}
    return fixedPageMetadata(locale, path, { title: description.title, description: description.summary })
  }

  async function Page({ params }: Props) {
    const { locale } = await params
    if (!hasLocale(routing.locales, locale)) notFound()
    setRequestLocale(locale)
    const [description, messages] = await Promise.all([loadProcedureDescription(kind, locale), getMessages()])
    if (!description) notFound()
    return (
      <article className={pageStyles.article}>
        <h1 className={`${pageStyles.title} ${styles.titleSpacing}`}>{description.title}</h1>
        <p className={styles.summary}>{description.summary}</p>
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: description.body }} />
        <div className={styles.island}>
          <QueryIsland
            messages={{
              Registration: messages.Registration,
              Captcha: messages.Captcha,
              Errors: messages.Errors,
            }}
          >
            <CaptchaProvider settings={publicCaptchaSettings()} language={locale}>
              <RegistrationIsland kind={kind} />
            </CaptchaProvider>
          </QueryIsland>
        </div>
      </article>
    )
  }

  return { generateMetadata: enabledAlternatesOf(generateMetadata), Page }
}
