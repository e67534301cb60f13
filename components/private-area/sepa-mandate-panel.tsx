'use client'

import { friendlyFormatIBAN } from 'ibantools'
import { useLocale, useTranslations } from 'next-intl'
import { useId, useState, type ReactNode } from 'react'
import { ActionOutcome } from '@/components/ui/action-outcome'
import pageStyles from '@/components/ui/page.module.css'
import { PlainAlert } from '@/components/ui/plain-alert'
import plainStyles from '@/components/ui/plain-form.module.css'
import { ApiError } from '@/lib/client/api-client'
import { useErrorMessage } from '@/lib/client/errors'
import {
  mandateDocumentUrl,
  useGenerateMandate,
  useSepaMandate,
  useUploadSignedMandate,
} from '@/lib/client/sepa'
import type { Locale } from '@/lib/contract/locales'
import type { SepaMandate } from '@/lib/contract/sepa'
import { Link } from '@/lib/i18n/navigation'
import { SubmitButton } from './account-form-parts'
import accountStyles from './account-forms.module.css'
import styles from './documents.module.css'
import { FileField, useFileUpload } from './file-field'
import { ProfileSection } from './profile-section'
import { QueryStatus } from './query-states'
import { useFormatter } from '@/lib/i18n/format'

function startDownload(url: string) {
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = ''
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
}

const steps = ['generated', 'uploaded', 'validated'] as const

function MandateSteps({ mandate }: { mandate: SepaMandate | null }) {
  const t = useTranslations('Sepa')
  const format = useFormatter()
  const dates = {
    generated: mandate?.generated_at,
    uploaded: mandate?.uploaded_at,
    validated: mandate?.validated_at,
  }
  const next = steps.find((step) => !dates[step])
  return (
    <ol className={`${styles.boxList} ${styles.steps}`}>
      {steps.map((step, index) => {
        const date = dates[step]
        return (
          <li
            key={step}
            data-step={step}
            data-done={date ? 'true' : 'false'}
            aria-current={step === next ? 'step' : undefined}
            className={`${styles.edgedBox} ${styles.step}${date ? ` ${styles.done}` : ''}`}
          >
            <strong className={styles.stepName}>
              {index + 1}. {t(`steps.${step}`)}
            </strong>
            <span>
              {date
                ? t('stepDone', { date: format.dateTime(new Date(date), { dateStyle: 'medium' }) })
                : t('stepPending')}
            </span>
          </li>
        )
      })}
    </ol>
  )
}

function DownloadButton({ mandate }: { mandate: SepaMandate | null }) {
  const t = useTranslations('Sepa')
  const locale = useLocale() as Locale
  const failureText = useErrorMessage()
  const generate = useGenerateMandate()
  const [failure, setFailure] = useState<ReactNode>()
  const needsNew = !mandate || mandate.iban_changed
  const label = mandate?.iban_changed ? t('downloadNew') : t('download')

  if (!needsNew) {
    return (
      <a
        href={mandateDocumentUrl()}
        download
        className={`${pageStyles.button} ${plainStyles.button} ${styles.startAligned}`}
      >
        {label}
      </a>
    )
  }
  const download = () => {
    setFailure(undefined)
    generate.mutate(locale, {
      onSuccess: () => startDownload(mandateDocumentUrl()),
      onError: (error) =>
        setFailure(
          error instanceof ApiError && error.code === 'IBAN_REQUIRED' ? (
            <>
              {t('ibanRequired')} <Link href="/profile#economic">{t('addIban')}</Link>
            </>
          ) : (
            failureText(error)
          ),
        ),
    })
  }
  return (
    <div className={styles.column}>
      {failure && (
        <PlainAlert severity="error" role="alert">
          {failure}
        </PlainAlert>
      )}
      <button
        type="button"
        onClick={download}
        disabled={generate.isPending}
        className={`${pageStyles.button} ${plainStyles.button} ${styles.startAligned}`}
      >
        {generate.isPending ? t('preparing') : label}
      </button>
    </div>
  )
}

function SignedCopyForm() {
  const t = useTranslations('Sepa')
  const upload = useUploadSignedMandate()
  const fileId = useId()
  const { field, outcome, submit } = useFileUpload({
    send: (file, { onSuccess, onError }) =>
      upload.mutate(file, {
        onSuccess: (mandate) => onSuccess({ filename: mandate.signed_copy?.filename ?? file.name }),
        onError,
      }),
    addedText: (stored) => t('uploaded', { name: stored.filename }),
  })
  return (
    <form method="post" noValidate onSubmit={submit} aria-labelledby="upload-title">
      <ActionOutcome {...outcome} />
      <div className={accountStyles.fields}>
        <FileField id={fileId} label={t('file')} hint={t('fileHint')} {...field} />
        <SubmitButton pending={upload.isPending}>
          {upload.isPending ? t('sending') : t('submit')}
        </SubmitButton>
      </div>
    </form>
  )
}

/** Spec §2 /sepa; the mandate is generated on first download, or again for a new IBAN. */
export function SepaMandatePanel() {
  const t = useTranslations('Sepa')
  const query = useSepaMandate()

  if (!query.isSuccess)
    return <QueryStatus query={query} loading={t('loading')} failed={t('loadFailed')} retry={t('retry')} />
  const mandate = query.data
  const current = mandate && !mandate.iban_changed ? mandate : null

  // Every section at a readable width.
  return (
    <div className={styles.mandate}>
      <ProfileSection id="state" title={t('stepsTitle')}>
        {!mandate && <p>{t('none')}</p>}
        {mandate && (
          <dl className={styles.mandateFacts}>
            <dt>{t('reference')}</dt>
            <dd>{mandate.reference}</dd>
            <dt>{t('creditorId')}</dt>
            <dd>{mandate.creditor_id}</dd>
          </dl>
        )}
        <MandateSteps mandate={mandate} />
      </ProfileSection>
      <ProfileSection id="account" title={t('accountTitle')}>
        {mandate && <p>{t('ibanFor', { iban: friendlyFormatIBAN(mandate.iban) ?? mandate.iban })}</p>}
        {mandate?.iban_changed && (
          <PlainAlert severity="warning" className={styles.ibanChanged}>
            {t('ibanChanged')}
          </PlainAlert>
        )}
        <div className={styles.column}>
          <DownloadButton mandate={mandate} />
          <Link href="/profile#economic" className={styles.startAligned}>
            {t('changeIban')}
          </Link>
        </div>
      </ProfileSection>
      <ProfileSection id="upload" title={t('uploadTitle')}>
        <p className={styles.lead}>{current ? t('uploadIntro') : t('uploadFirst')}</p>
        {current?.signed_copy && <p>{t('signedCopy', { name: current.signed_copy.filename })}</p>}
        {current && <SignedCopyForm />}
      </ProfileSection>
    </div>
  )
}
