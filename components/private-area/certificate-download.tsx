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
} from '@/lib/client/issued-documents'
import type { ApplicationDetail, ApplicationGroup } from '@/lib/contract/applications'
import { defaultLocale, isLocale } from '@/lib/contract/locales'

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

export function GoodStandingCertificate() {
  const t = useTranslations('Certificates')
  const locale = useLocale()
  const lang = isLocale(locale) ? locale : defaultLocale
  return (
    <section aria-labelledby="good-standing-certificate">
      <h2 id="good-standing-certificate">{t('goodStanding.title')}</h2>
      <Box component="p" sx={{ maxWidth: '70ch' }}>
        {t('goodStanding.description')}
      </Box>
      <CertificateButton
        url={goodStandingCertificateUrl(lang)}
        filename="good-standing-certificate.pdf"
        label={t('goodStanding.button')}
      />
    </section>
  )
}
