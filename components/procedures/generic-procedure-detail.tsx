import { getFormatter, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import pageStyles from '@/components/ui/page.module.css'
import type { Locale } from '@/lib/contract/locales'
import type { GenericProcedure } from '@/lib/contract/procedures'
import styles from './procedure.module.css'

const formHeadingId = 'generic-procedure-form-heading'

/** `form` is the client island that decides what this visitor may do. */
export async function GenericProcedureDetail({
  procedure,
  locale,
  form,
}: {
  procedure: GenericProcedure
  locale: Locale
  form: ReactNode
}) {
  const [t, types, format] = await Promise.all([
    getTranslations({ locale, namespace: 'GenericProcedureForm' }),
    getTranslations({ locale, namespace: 'ProcedureApplications' }),
    getFormatter({ locale }),
  ])
  const date = (value: string) =>
    format.dateTime(new Date(value), { dateStyle: 'long', timeZone: 'Europe/Madrid' })
  return (
    <article className={`${pageStyles.article} ${styles.detail}`}>
      <p className={styles.kind}>{types(`types.${procedure.process_type}`)}</p>
      <h1 className={`${pageStyles.title} ${pageStyles.titleClose}`}>{procedure.title}</h1>
      {procedure.summary && <p className={styles.summary}>{procedure.summary}</p>}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: procedure.body }} />
      {(procedure.opens_at || procedure.closes_at) && (
        <ul className={styles.window}>
          {procedure.opens_at && <li>{t('window.opens', { date: date(procedure.opens_at) })}</li>}
          {procedure.closes_at && <li>{t('window.closes', { date: date(procedure.closes_at) })}</li>}
        </ul>
      )}
      <section aria-labelledby={formHeadingId} className={styles.formSection}>
        <h2 id={formHeadingId} className={styles.formHeading}>
          {t('heading')}
        </h2>
        {form}
      </section>
    </article>
  )
}
