import { getFormatter, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import pageStyles from '@/components/ui/page.module.css'
import styles from './accessibility.module.css'

/** When the statement was prepared and last reviewed; a review updates the second and the texts it changes. */
const statementDates = { prepared: '2026-11-21', reviewed: '2026-11-21' } as const

export const feedbackFormHeadingId = 'feedback-form'

/**
 * The accessibility statement of RD 1112/2018, in the structure of the model statement of Decision (EU)
 * 2018/1523, rendered on the server; `feedbackForm` is the client form placed in its last section.
 */
export async function AccessibilityStatement({
  organisation,
  feedbackForm,
}: {
  organisation: string
  feedbackForm: ReactNode
}) {
  const t = await getTranslations('AccessibilityStatement')
  const format = await getFormatter()
  const date = (iso: string) =>
    format.dateTime(new Date(`${iso}T12:00:00Z`), { dateStyle: 'long', timeZone: 'Europe/Madrid' })

  return (
    <article className={pageStyles.article}>
      <h1 className={`${pageStyles.title} ${pageStyles.titleSpaced}`}>{t('title')}</h1>
      <div className="rich-text">
        <p>{t('intro', { organisation })}</p>
        <p>{t('scope')}</p>

        <h2>{t('status.title')}</h2>
        <p>{t('status.text')}</p>
        <p>{t('status.construction')}</p>

        <h2>{t('nonAccessible.title')}</h2>
        <p>{t('nonAccessible.intro')}</p>
        <h3>{t('nonAccessible.nonCompliance.title')}</h3>
        <ul>
          <li>{t('nonAccessible.nonCompliance.documents')}</li>
          <li>{t('nonAccessible.nonCompliance.pages')}</li>
        </ul>
        <h3>{t('nonAccessible.burden.title')}</h3>
        <p>{t('nonAccessible.burden.text')}</p>
        <h3>{t('nonAccessible.outOfScope.title')}</h3>
        <ul>
          <li>{t('nonAccessible.outOfScope.thirdParty')}</li>
          <li>{t('nonAccessible.outOfScope.oldDocuments')}</li>
        </ul>

        <h2>{t('preparation.title')}</h2>
        <p>{t('preparation.date', { date: date(statementDates.prepared) })}</p>
        <p>{t('preparation.method')}</p>
        <p>{t('preparation.review', { date: date(statementDates.reviewed) })}</p>

        <h2>{t('feedback.title')}</h2>
        <p>{t('feedback.intro')}</p>
        <ul>
          <li>{t('feedback.report')}</li>
          <li>{t('feedback.difficulties')}</li>
          <li>{t('feedback.suggestions')}</li>
        </ul>
        <p>{t('feedback.requests')}</p>
        <p>{t('feedback.answer')}</p>
        <p>{t('feedback.alternative')}</p>
        <p>
          <a href={`#${feedbackFormHeadingId}`}>{t('feedback.toForm')}</a>
        </p>

        <h2>{t('enforcement.title')}</h2>
        <p>{t('enforcement.claim')}</p>
        <p>{t('enforcement.how')}</p>
        <p>{t('enforcement.escalate')}</p>
      </div>

      <section aria-labelledby={feedbackFormHeadingId} className={styles.formSection}>
        <h2 id={feedbackFormHeadingId} className={styles.formTitle}>
          {t('form.title')}
        </h2>
        {feedbackForm}
      </section>
    </article>
  )
}
