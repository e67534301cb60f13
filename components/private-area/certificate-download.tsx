'use client'

import Download from '@mui/icons-material/Download'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useLocale, useTranslations } from 'next-intl'
import { useErrorMessage } from '@/lib/client/errors'
import {
  attendanceCertificateUrl,
  goodStandingCertificateUrl,
  useDownloadPdf,
  useGoodStandingAvailability,
} from '@/lib/client/issued-documents'
import type { ApplicationDetail, ApplicationGroup } from '@/lib/contract/applications'
import type { GoodStandingBlocker } from '@/lib/contract/issued-documents'
import { defaultLocale, isLocale } from '@/lib/contract/locales'
import { useFormatter } from '@/lib/i18n/format'
import { Link } from '@/lib/i18n/navigation'
import { formatMoney } from '@/lib/i18n/money'

function CertificateButton({ url, filename, label }: { url: string; filename: string; label: string }) {
  const t = useTranslations('Certificates')
  const errorMessage = useErrorMessage()
  const download = useDownloadPdf()
  return (
    <Box sx={{ my: 2 }}>
      <Button
        variant="outlined"
        startIcon={<Download />}
        disabled={download.isPending}
        onClick={() => download.mutate({ url, filename })}
        sx={{ minHeight: 44 }}
      >
        {label}
      </Button>
      {download.isPending && (
        <Box role="status" sx={{ mt: 1 }}>
          {t('downloading')}
        </Box>
      )}
      {download.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {errorMessage(download.error)}
        </Alert>
      )}
    </Box>
  )
}

/** Whether an application earns an attendance certificate: an accepted place in a course that has ended. */
export const attendanceCertificateAvailable = (application: ApplicationDetail, now = new Date()) =>
  application.status === 'accepted' &&
  application.event.kind === 'course' &&
  new Date(application.event.ends_at) <= now

export function AttendanceCertificate({
  group,
  application,
}: {
  group: ApplicationGroup
  application: ApplicationDetail
}) {
  const t = useTranslations('Certificates')
  const locale = useLocale()
  const lang = isLocale(locale) ? locale : defaultLocale
  if (!attendanceCertificateAvailable(application)) return null
  return (
    <>
      <CertificateButton
        url={attendanceCertificateUrl(group, application.id, lang)}
        filename="attendance-certificate.pdf"
        label={t('attendance.button')}
      />
      <Box component="p" sx={{ mt: 0, color: 'text.secondary' }}>
        {t('attendance.hint')}
      </Box>
    </>
  )
}

function GoodStandingBlockers({ blockers }: { blockers: GoodStandingBlocker[] }) {
  const t = useTranslations('Certificates.goodStanding.blocked')
  const statuses = useTranslations('ProfileData.statuses')
  const format = useFormatter()
  const locale = useLocale()
  const day = (iso: string | null) =>
    iso ? format.dateTime(new Date(`${iso}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' }) : '—'
  const owes = blockers.some((blocker) => blocker.kind === 'payment')
  return (
    <Alert severity="warning" sx={{ my: 2, maxWidth: '70ch' }}>
      <Box component="p" sx={{ mt: 0, fontWeight: 700 }}>
        {t('title')}
      </Box>
      <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
        {blockers.map((blocker) => (
          <li key={blocker.kind === 'status' ? 'status' : blocker.transaction_number}>
            {blocker.kind === 'status'
              ? blocker.collegiate_status
                ? t('status', { status: statuses(blocker.collegiate_status) })
                : t('noStatus')
              : t(blocker.reason, {
                  number: blocker.transaction_number,
                  amount: formatMoney(blocker.total_cents, locale),
                  date: day(blocker.due_date),
                })}
          </li>
        ))}
      </Box>
      {blockers.some((blocker) => blocker.kind === 'status') && (
        <Box component="p" sx={{ my: 1 }}>
          {t('statusWayOut')}
        </Box>
      )}
      {owes && (
        <Box component="p" sx={{ mb: 0 }}>
          <Link href="/my-movements">{t('payWayOut')}</Link>
        </Box>
      )}
    </Alert>
  )
}

export function GoodStandingCertificate() {
  const t = useTranslations('Certificates')
  const locale = useLocale()
  const lang = isLocale(locale) ? locale : defaultLocale
  const availability = useGoodStandingAvailability()
  return (
    <section aria-labelledby="good-standing-certificate">
      <h2 id="good-standing-certificate">{t('goodStanding.title')}</h2>
      <Box component="p" sx={{ maxWidth: '70ch' }}>
        {t('goodStanding.description')}
      </Box>
      {availability.data && !availability.data.available ? (
        <GoodStandingBlockers blockers={availability.data.blockers} />
      ) : (
        <CertificateButton
          url={goodStandingCertificateUrl(lang)}
          filename="good-standing-certificate.pdf"
          label={t('goodStanding.button')}
        />
      )}
    </section>
  )
}
