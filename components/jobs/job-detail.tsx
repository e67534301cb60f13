import type { ReactNode } from 'react'
import { JsonLd } from '@/components/ui/json-ld'
import type { Job } from '@/lib/contract/jobs'
import { Fact } from '@/components/ui/fact'
import pageStyles from '@/components/ui/page.module.css'
import type { Locale } from '@/lib/contract/locales'
import { Link } from '@/lib/i18n/navigation'
import styles from './job-detail.module.css'
import { jobWording } from './job-format'
import { jobPosting } from './job-posting'

export const complaintHeadingId = 'job-complaint-title'

export async function JobDetail({
  job,
  locale,
  url,
  complaintForm,
}: {
  job: Job
  locale: Locale
  /** The offer's public address, for the structured data. */
  url?: string
  complaintForm: ReactNode
}) {
  const { t, date, timeTag, salary, contract, workingDay, workplace, place } = await jobWording(locale)
  const time = (iso: string) => <time dateTime={iso}>{date(iso)}</time>
  return (
    <article className={pageStyles.article}>
      <JsonLd data={jobPosting(job, url)} />
      <p className={pageStyles.back}>
        <Link href="/jobs">← {t('backToList')}</Link>
      </p>
      <h1 className={`${pageStyles.title} ${pageStyles.titleTight}`}>{job.title}</h1>
      <p className={pageStyles.lead}>
        {job.company} · {place(job)}
      </p>
      {job.closed && job.closes_at && (
        <p className={`job-closed-notice ${styles.closed}`}>
          {t.rich('closedNotice', { date: date(job.closes_at), time: timeTag(job.closes_at) })}
        </p>
      )}
      <h2 className="visually-hidden">{t('details')}</h2>
      <dl className={styles.facts}>
        <Fact term={t('company')}>{job.company}</Fact>
        <Fact term={t('location')}>{place(job)}</Fact>
        <Fact term={t('contract')}>{contract(job)}</Fact>
        <Fact term={t('workingDay')}>{workingDay(job)}</Fact>
        <Fact term={t('workplace')}>{workplace(job)}</Fact>
        <Fact term={t('salary')}>{salary(job)}</Fact>
        <Fact term={t('publishedLabel')}>{time(job.publish_at)}</Fact>
        <Fact term={t('deadline')}>{job.closes_at ? time(job.closes_at) : t('openUntilFilled')}</Fact>
      </dl>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: job.body }} />
      <section aria-labelledby="job-apply-title" className={styles.apply}>
        <h2 id="job-apply-title" className={styles.sectionTitle}>
          {t('howToApply')}
        </h2>
        {job.closed ? (
          <p>{t('applicationsClosed')}</p>
        ) : job.contact_email || job.contact_url ? (
          <ul className={styles.contacts}>
            {job.contact_email && (
              <li>
                {t('applyByEmail')} <a href={`mailto:${job.contact_email}`}>{job.contact_email}</a>
              </li>
            )}
            {job.contact_url && (
              <li>
                {t('applyOnline')}{' '}
                <a href={job.contact_url} rel="noopener noreferrer nofollow">
                  {t('applyOnlineLink', { company: job.company })}
                </a>
              </li>
            )}
          </ul>
        ) : (
          <p>{t('noContact')}</p>
        )}
      </section>
      <section aria-labelledby={complaintHeadingId} className={styles.complaint}>
        <h2 id={complaintHeadingId} className={styles.sectionTitle}>
          {t('complaintTitle')}
        </h2>
        <p className={styles.complaintIntro}>{t('complaintIntro')}</p>
        {complaintForm}
      </section>
    </article>
  )
}
