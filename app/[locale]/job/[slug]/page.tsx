import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { complaintHeadingId, JobDetail } from '@/components/jobs/job-detail'
import { JobComplaintForm } from '@/components/jobs/job-complaint-form'
import { CaptchaProvider } from '@/components/providers/captcha-provider'
import { QueryProvider } from '@/components/providers/query-provider'
import { getPathname } from '@/lib/i18n/navigation'
import { notFoundMetadata, pageMetadata } from '@/lib/i18n/page-metadata'
import { publicCaptchaSettings } from '@/lib/server/integrations/captcha'
import { detailParams } from '@/lib/i18n/detail-params'
import { loadJob, loadSettings } from '@/lib/server/portal'

type Props = PageProps<'/[locale]/job/[slug]'>

export const generateStaticParams = () => []

const jobPath = (slug: string) => `/job/${slug}`

async function resolve({ params }: Props) {
  const found = await detailParams(params)
  const job = found && (await loadJob(found.locale, found.slug))
  return job ? { locale: found.locale, job } : null
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const resolved = await resolve(props)
  return resolved ? pageMetadata({ ...resolved.job, is_home: false }, jobPath) : notFoundMetadata(props)
}

/** /job/{slug}: a job offer (closed ones too, marked so) with its complaint form; the same for every visitor. */
export default async function JobPage(props: Props) {
  const resolved = await resolve(props)
  if (!resolved) notFound()
  const { locale, job } = resolved
  setRequestLocale(locale)
  const [settings, messages] = await Promise.all([loadSettings(locale), getMessages()])
  const url = URL.canParse(settings.public_url)
    ? new URL(getPathname({ locale, href: jobPath(job.slug) }), settings.public_url).toString()
    : undefined
  return (
    <JobDetail
      job={job}
      locale={locale}
      url={url}
      complaintForm={
        <NextIntlClientProvider messages={{ JobComplaint: messages.JobComplaint, Captcha: messages.Captcha }}>
          <QueryProvider>
            <CaptchaProvider settings={publicCaptchaSettings()} language={locale}>
              <JobComplaintForm jobId={job.id} labelledBy={complaintHeadingId} />
            </CaptchaProvider>
          </QueryProvider>
        </NextIntlClientProvider>
      }
    />
  )
}
