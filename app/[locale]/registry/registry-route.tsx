import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { DocumentPageFrame } from '@/components/documents/document-page-frame'
import { QueryIsland } from '@/components/providers/query-island'
import { fixedPageMetadata } from '@/lib/i18n/page-metadata'
import { Link } from '@/lib/i18n/navigation'
import { routing } from '@/lib/i18n/routing'
import { enabledAlternatesOf } from '@/lib/server/hreflang'
import styles from './registry-route.module.css'

type Kind = 'collegiates' | 'societies'
type Props = { params: Promise<{ locale: string }> }

const paths: Record<Kind, string> = {
  collegiates: '/registry/collegiates',
  societies: '/registry/societies',
}

/**
 * A public registry of the ventanilla única (Ley 2/1974 art. 10), cached; the search is a client island, answered
 * in the HTML when the address holds a question (../lookups).
 */
export function registryPage(kind: Kind, island: () => ReactNode) {
  const other: Kind = kind === 'collegiates' ? 'societies' : 'collegiates'

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params
    if (!hasLocale(routing.locales, locale)) return {}
    const t = await getTranslations({ locale, namespace: `Registry.${kind}` })
    return fixedPageMetadata(locale, paths[kind], { title: t('title'), description: t('description') })
  }

  async function Page({ params }: Props) {
    const { locale } = await params
    if (!hasLocale(routing.locales, locale)) notFound()
    setRequestLocale(locale)
    const [t, messages] = await Promise.all([
      getTranslations({ locale, namespace: `Registry.${kind}` }),
      getMessages(),
    ])
    return (
      <DocumentPageFrame title={t('title')} intro={t('intro')}>
        <QueryIsland
          messages={{
            Registry: messages.Registry,
            ProfileData: { specialties: messages.ProfileData.specialties },
            Errors: messages.Errors,
          }}
        >
          {island()}
        </QueryIsland>
        <p className={styles.other}>
          {t('other')} <Link href={paths[other]}>{t('otherLink')}</Link>
        </p>
      </DocumentPageFrame>
    )
  }

  return { generateMetadata: enabledAlternatesOf(generateMetadata), Page }
}
