import { getMessages } from 'next-intl/server'
import { complaintHeadingId, JobDetail } from '@/components/jobs/job-detail'
import { JobComplaintForm } from '@/components/jobs/job-complaint-form'
import { CaptchaProvider } from '@/components/providers/captcha-provider'
import { MuiScope } from '@/components/providers/mui-scope'
import { QueryIsland } from '@/components/providers/query-island'
import { contentPaths } from '@/lib/contract/sitemap'
import { publicSiteUrl } from '@/lib/env'
import { getPathname } from '@/lib/i18n/navigation'
import { publicCaptchaSettings } from '@/lib/server/integrations/captcha'
import { loadJob } from '@/lib/server/portal'
import { detail } from '../detail-route'

// Closed offers still show (marked so), with the complaint form.
export const jobDetail = detail({
  path: contentPaths.job,
  load: async (locale, slug, audience) => {
    const job = await loadJob(locale, slug, audience)
    return job && { ...job, is_home: false }
  },
  render: async (job, locale) => {
    const messages = await getMessages({ locale })
    const url = `${publicSiteUrl()}${getPathname({ locale, href: contentPaths.job(job.slug) })}`
    return (
      <JobDetail
        job={job}
        locale={locale}
        url={url}
        complaintForm={
          <QueryIsland messages={{ JobComplaint: messages.JobComplaint, Captcha: messages.Captcha }}>
            <CaptchaProvider settings={publicCaptchaSettings()} language={locale}>
              <MuiScope>
                <JobComplaintForm jobId={job.id} labelledBy={complaintHeadingId} />
              </MuiScope>
            </CaptchaProvider>
          </QueryIsland>
        }
      />
    )
  },
})
