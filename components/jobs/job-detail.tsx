import Box from '@mui/material/Box'
import type { ReactNode } from 'react'
import { JsonLd } from '@/components/ui/json-ld'
import type { Job } from '@/lib/contract/jobs'
import { Fact } from '@/components/ui/fact'
import type { Locale } from '@/lib/contract/locales'
import { Link } from '@/lib/i18n/navigation'
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
    <Box component="article" sx={{ maxWidth: 880, mx: 'auto', px: { xs: 2, md: 3 }, py: { xs: 4, md: 6 } }}>
      <JsonLd data={jobPosting(job, url)} />
      <Box component="p" sx={{ mt: 0, mb: 2 }}>
        <Link href="/jobs">← {t('backToList')}</Link>
      </Box>
      <Box component="h1" sx={{ typography: 'h1', mt: 0, mb: 1, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {job.title}
      </Box>
      <Box component="p" sx={{ mt: 0, mb: 3, fontSize: '1.125rem' }}>
        {job.company} · {place(job)}
      </Box>
      {job.closed && job.closes_at && (
        <Box
          component="p"
          className="job-closed-notice"
          sx={{ p: 2, mb: 3, borderLeft: '6px solid #f44336', bgcolor: '#fdecea', color: '#1a1a1a' }}
        >
          {t.rich('closedNotice', { date: date(job.closes_at), time: timeTag(job.closes_at) })}
        </Box>
      )}
      <Box component="h2" className="visually-hidden">
        {t('details')}
      </Box>
      <Box component="dl" sx={{ mt: 0, mb: 4 }}>
        <Fact term={t('company')}>{job.company}</Fact>
        <Fact term={t('location')}>{place(job)}</Fact>
        <Fact term={t('contract')}>{contract(job)}</Fact>
        <Fact term={t('workingDay')}>{workingDay(job)}</Fact>
        <Fact term={t('workplace')}>{workplace(job)}</Fact>
        <Fact term={t('salary')}>{salary(job)}</Fact>
        <Fact term={t('publishedLabel')}>{time(job.publish_at)}</Fact>
        <Fact term={t('deadline')}>{job.closes_at ? time(job.closes_at) : t('openUntilFilled')}</Fact>
      </Box>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: job.body }} />
      <Box component="section" aria-labelledby="job-apply-title" sx={{ mt: 4 }}>
        <Box component="h2" id="job-apply-title" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
          {t('howToApply')}
        </Box>
        {job.closed ? (
          <p>{t('applicationsClosed')}</p>
        ) : job.contact_email || job.contact_url ? (
          <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
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
          </Box>
        ) : (
          <p>{t('noContact')}</p>
        )}
      </Box>
      <Box
        component="section"
        aria-labelledby={complaintHeadingId}
        sx={{ mt: 6, pt: 3, borderTop: '1px solid #d4d4d4' }}
      >
        <Box component="h2" id={complaintHeadingId} sx={{ fontSize: '1.5rem', mb: 1.5 }}>
          {t('complaintTitle')}
        </Box>
        <Box component="p" sx={{ mt: 0, mb: 3 }}>
          {t('complaintIntro')}
        </Box>
        {complaintForm}
      </Box>
    </Box>
  )
}
