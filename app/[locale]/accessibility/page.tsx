import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { AccessibilityFeedbackForm } from '@/components/accessibility/accessibility-feedback-form'
import {
  AccessibilityStatement,
  feedbackFormHeadingId,
} from '@/components/accessibility/accessibility-statement'
import { CaptchaProvider } from '@/components/providers/captcha-provider'
import { QueryIsland } from '@/components/providers/query-island'
import { fixedPageMetadata } from '@/lib/i18n/page-metadata'
import { routing } from '@/lib/i18n/routing'
import { publicCaptchaSettings } from '@/lib/server/integrations/captcha'
import { loadSettings } from '@/lib/server/portal'
import { withEnabledAlternates } from '@/lib/server/hreflang'

const path = '/accessibility'

export async function generateMetadata({ params }: PageProps<'/[locale]/accessibility'>): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'AccessibilityStatement' })
  return withEnabledAlternates(
    fixedPageMetadata(locale, path, { title: t('title'), description: t('description') }),
  )
}

/** The accessibility statement (RD 1112/2018). */
export default async function AccessibilityPage({ params }: PageProps<'/[locale]/accessibility'>) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const [settings, messages] = await Promise.all([loadSettings(locale), getMessages()])
  return (
    <AccessibilityStatement
      organisation={settings.footer_title}
      feedbackForm={
        <QueryIsland
          messages={{
            AccessibilityFeedback: messages.AccessibilityFeedback,
            Captcha: messages.Captcha,
            Errors: messages.Errors,
          }}
        >
          <CaptchaProvider settings={publicCaptchaSettings()} language={locale}>
            <AccessibilityFeedbackForm labelledBy={feedbackFormHeadingId} />
          </CaptchaProvider>
        </QueryIsland>
      }
    />
  )
}
