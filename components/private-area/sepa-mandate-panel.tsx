'use client'

import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { friendlyFormatIBAN } from 'ibantools'
import { useLocale, useTranslations } from 'next-intl'
import { useId, useState, type ReactNode } from 'react'
import { ActionOutcome } from '@/components/ui/action-outcome'
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
import { FileField, useFileUpload } from './file-field'
import { QueryStatus } from './query-states'
import { useFormatter } from '@/lib/i18n/format'

const headingSx = { typography: 'h2', fontSize: { xs: '1.375rem', md: '1.625rem' }, mt: 0 } as const

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} sx={{ mb: 5, maxWidth: 720 }}>
      <Box component="h2" id={`${id}-title`} sx={headingSx}>
        {title}
      </Box>
      {children}
    </Box>
  )
}

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
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {steps.map((step, index) => {
        const date = dates[step]
        return (
          <Box
            component="li"
            key={step}
            data-step={step}
            data-done={date ? 'true' : 'false'}
            aria-current={step === next ? 'step' : undefined}
            sx={{
              border: 1,
              borderColor: date ? 'success.main' : 'grey.500',
              borderInlineStartWidth: 6,
              borderRadius: 1,
              px: 2,
              py: 1.5,
            }}
          >
            <Box component="strong" sx={{ display: 'block' }}>
              {index + 1}. {t(`steps.${step}`)}
            </Box>
            <span>
              {date
                ? t('stepDone', { date: format.dateTime(new Date(date), { dateStyle: 'medium' }) })
                : t('stepPending')}
            </span>
          </Box>
        )
      })}
    </Box>
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
      <Button
        variant="contained"
        href={mandateDocumentUrl()}
        download
        sx={{ minHeight: 44, alignSelf: 'flex-start' }}
      >
        {label}
      </Button>
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
    <Stack spacing={2}>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Button
        variant="contained"
        onClick={download}
        disabled={generate.isPending}
        sx={{ minHeight: 44, alignSelf: 'flex-start' }}
      >
        {generate.isPending ? t('preparing') : label}
      </Button>
    </Stack>
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
    <Box component="form" method="post" noValidate onSubmit={submit} aria-labelledby="upload-title">
      <ActionOutcome {...outcome} />
      <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
        <FileField id={fileId} label={t('file')} hint={t('fileHint')} {...field} />
        <SubmitButton pending={upload.isPending}>
          {upload.isPending ? t('sending') : t('submit')}
        </SubmitButton>
      </Stack>
    </Box>
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

  return (
    <>
      <Section id="state" title={t('stepsTitle')}>
        {!mandate && <p>{t('none')}</p>}
        {mandate && (
          <Box
            component="dl"
            sx={{
              m: 0,
              mb: 2,
              '& dt': { fontWeight: 700 },
              '& dd': { m: 0, mb: 1, fontFamily: 'monospace' },
            }}
          >
            <dt>{t('reference')}</dt>
            <dd>{mandate.reference}</dd>
            <dt>{t('creditorId')}</dt>
            <dd>{mandate.creditor_id}</dd>
          </Box>
        )}
        <MandateSteps mandate={mandate} />
      </Section>
      <Section id="account" title={t('accountTitle')}>
        {mandate && <p>{t('ibanFor', { iban: friendlyFormatIBAN(mandate.iban) ?? mandate.iban })}</p>}
        {mandate?.iban_changed && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('ibanChanged')}
          </Alert>
        )}
        <Stack spacing={2}>
          <DownloadButton mandate={mandate} />
          <Box component={Link} href="/profile#economic" sx={{ alignSelf: 'flex-start' }}>
            {t('changeIban')}
          </Box>
        </Stack>
      </Section>
      <Section id="upload" title={t('uploadTitle')}>
        <Box component="p" sx={{ mt: 0 }}>
          {current ? t('uploadIntro') : t('uploadFirst')}
        </Box>
        {current?.signed_copy && <p>{t('signedCopy', { name: current.signed_copy.filename })}</p>}
        {current && <SignedCopyForm />}
      </Section>
    </>
  )
}
