'use client'

import { useLocale, useTranslations } from 'next-intl'
import { muiIconPaths } from '@/components/ui/mui-icon-paths'
import { PlainAlert, PlainIcon } from '@/components/ui/plain-alert'
import plainStyles from '@/components/ui/plain-form.module.css'
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
import styles from './documents.module.css'

function CertificateButton({ url, filename, label }: { url: string; filename: string; label: string }) {
  const t = useTranslations('Certificates')
  const errorMessage = useErrorMessage()
  const download = useDownloadPdf()
  return (
    <div className={styles.certificate}>
      <button
        type="button"
        className={plainStyles.outlinedButton}
        disabled={download.isPending}
        onClick={() => download.mutate({ url, filename })}
      >
        <PlainIcon path={muiIconPaths.download} className={plainStyles.buttonIcon} />
        {label}
      </button>
      {download.isPending && (
        <div role="status" className={styles.downloading}>
          {t('downloading')}
        </div>
      )}
      {download.isError && (
        <PlainAlert severity="error" role="alert" className={styles.downloadFailure}>
          {errorMessage(download.error)}
        </PlainAlert>
      )}
    </div>
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
      <p className={styles.hint}>{t('attendance.hint')}</p>
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
    <PlainAlert severity="warning" className={styles.blockers}>
      <p className={styles.blockersTitle}>{t('title')}</p>
      <ul className={styles.blockerList}>
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
      </ul>
      {blockers.some((blocker) => blocker.kind === 'status') && (
        <p className={styles.wayOut}>{t('statusWayOut')}</p>
      )}
      {owes && (
        <p className={styles.lastWayOut}>
          <Link href="/my-movements">{t('payWayOut')}</Link>
        </p>
      )}
    </PlainAlert>
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
      <p className={styles.readable}>{t('goodStanding.description')}</p>
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
