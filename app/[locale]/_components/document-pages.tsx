import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { DocumentPageFrame } from '@/components/documents/document-page-frame'
import { QueryIsland } from '@/components/providers/query-island'
import type { Locale } from '@/lib/contract/locales'
import { fixedPageMetadata } from '@/lib/i18n/page-metadata'
import { routing } from '@/lib/i18n/routing'
import { loadSettings } from '@/lib/server/portal'
import { enabledAlternatesOf } from '@/lib/server/hreflang'

type Namespace = 'DocumentValidation' | 'ContentVerification' | 'ComplaintLookup'
type Props = { params: Promise<{ locale: string; code?: string }> }

/** The same for every visitor (cacheable); the answer is asked by a client island. */
export function documentPage({
  namespace,
  path,
  intro,
  island,
}: {
  namespace: Namespace
  path: string
  intro?: (
    t: (key: 'intro' | 'introForCode', values?: Record<string, string>) => string,
    code?: string,
  ) => string
  island: (props: { code?: string; issuer: string; locale: Locale }) => ReactNode
}) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale, code } = await params
    if (!hasLocale(routing.locales, locale)) return {}
    const t = await getTranslations({ locale, namespace })
    return {
      ...fixedPageMetadata(locale, code ? `${path}/${code}` : path, {
        title: t('title'),
        description: t('description'),
      }),
      // A page per code says nothing worth indexing.
      ...(code ? { robots: { index: false } } : {}),
    }
  }

  async function Page({ params }: Props) {
    const { locale, code: raw } = await params
    if (!hasLocale(routing.locales, locale)) notFound()
    setRequestLocale(locale)
    const code = raw === undefined ? undefined : decodeURIComponent(raw)
    const [t, settings, messages] = await Promise.all([
      getTranslations({ locale, namespace }),
      loadSettings(locale),
      getMessages(),
    ])
    const text = t as unknown as (key: 'intro' | 'introForCode', values?: Record<string, string>) => string
    return (
      <DocumentPageFrame title={t('title')} intro={intro ? intro(text, code) : text('intro')}>
        <QueryIsland
          messages={{
            [namespace]: messages[namespace],
            DocumentValidation: messages.DocumentValidation,
            IssuedDocuments: { kinds: messages.IssuedDocuments.kinds },
            Errors: messages.Errors,
          }}
        >
          {island({ code, issuer: settings.footer_title, locale })}
        </QueryIsland>
      </DocumentPageFrame>
    )
  }

  return { generateMetadata: enabledAlternatesOf(generateMetadata), Page }
}
