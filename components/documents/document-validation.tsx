'use client'

import Download from '@mui/icons-material/Download'
import Verified from '@mui/icons-material/Verified'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { ApiError } from '@/lib/client/api-client'
import { useErrorMessage } from '@/lib/client/errors'
import {
  documentFileUrl,
  documentValidationPath,
  useDocumentSummary,
  useDownloadPdf,
} from '@/lib/client/issued-documents'
import { normalizeVerificationCode, type IssuedDocumentSummary } from '@/lib/contract/issued-documents'
import { Link, useRouter } from '@/lib/i18n/navigation'
import { CodeEntryForm } from '@/components/ui/code-entry-form'
import { useFormatter } from '@/lib/i18n/format'
import { languageName } from '@/lib/i18n/display-names'

export function DocumentCodeForm({ initialCode = '' }: { initialCode?: string }) {
  const t = useTranslations('DocumentValidation')
  const router = useRouter()
  const [code, setCode] = useState(initialCode)
  const [error, setError] = useState<string | null>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!code.trim()) return setError(t('missingCode'))
    if (!normalizeVerificationCode(code)) return setError(t('invalidCode'))
    setError(null)
    router.push(documentValidationPath(code))
  }
  return (
    <CodeEntryForm
      id="document-code"
      title={t('title')}
      label={t('codeLabel')}
      hint={t('codeHint')}
      submitLabel={t('submit')}
      value={code}
      onChange={setCode}
      error={error}
      onSubmit={submit}
    />
  )
}

/** "Invoice FAC-2026-000045, issued by … on …", the holder's initials and language, as the API disclosed them. */
export function IssuedDocumentFacts({
  document,
  issuer,
}: {
  document: IssuedDocumentSummary
  issuer: string
}) {
  const t = useTranslations('DocumentValidation')
  const kinds = useTranslations('IssuedDocuments.kinds')
  const format = useFormatter()
  const locale = useLocale()
  const language = languageName(document.lang, locale)
  return (
    <>
      <Box component="p" sx={{ mt: 0 }}>
        {t('issuedBy', {
          kind: kinds(document.kind),
          reference: document.reference,
          issuer,
          date: format.dateTime(new Date(document.issued_at), {
            dateStyle: 'long',
            timeZone: 'Europe/Madrid',
          }),
        })}
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {document.holder && <li>{t('holder', { holder: document.holder })}</li>}
        <li>{t('language', { language })}</li>
        <li>{t('code', { code: document.code })}</li>
      </Box>
    </>
  )
}

export function DocumentValidationResult({ code, issuer }: { code: string; issuer: string }) {
  const t = useTranslations('DocumentValidation')
  const errorMessage = useErrorMessage()
  const format = useFormatter()
  const valid = normalizeVerificationCode(code) !== undefined
  const summary = useDocumentSummary(code)
  const download = useDownloadPdf()
  const ref = useRef<HTMLDivElement>(null)
  const settled = valid && !summary.isPending
  useEffect(() => {
    if (settled) ref.current?.focus()
  }, [settled])

  if (!valid) {
    return (
      <Alert severity="error" role="alert">
        {code.trim() ? t('invalidCode') : t('missingCode')}
      </Alert>
    )
  }
  if (summary.isPending) {
    return (
      <Box role="status" sx={{ py: 2 }}>
        {t('checking')}
      </Box>
    )
  }
  if (summary.isError) {
    const { error } = summary
    const unknown = error instanceof ApiError && (error.status === 404 || error.status === 422)
    return (
      <Alert ref={ref} tabIndex={-1} severity="error" role="alert">
        {unknown ? t('invalidCode') : errorMessage(error)}
      </Alert>
    )
  }
  const document = summary.data
  return (
    <Box ref={ref} tabIndex={-1} role="region" aria-labelledby="document-validation-result">
      <Alert
        severity={document.revoked ? 'warning' : 'success'}
        icon={document.revoked ? undefined : <Verified />}
        sx={{ mb: 3 }}
      >
        <AlertTitle id="document-validation-result" component="h2" sx={{ fontSize: '1.25rem', m: 0, mb: 1 }}>
          {t('authentic')}
        </AlertTitle>
        <IssuedDocumentFacts document={document} issuer={issuer} />
        {document.revoked && document.revoked_at && (
          <Box component="p" sx={{ mb: 0, fontWeight: 700 }}>
            {t('revoked', {
              date: format.dateTime(new Date(document.revoked_at), {
                dateStyle: 'long',
                timeZone: 'Europe/Madrid',
              }),
            })}
          </Box>
        )}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <Button
          variant="contained"
          startIcon={<Download />}
          disabled={download.isPending}
          onClick={() => download.mutate({ url: documentFileUrl(code), filename: document.filename })}
        >
          {t('download')}
        </Button>
        <Button component={Link} href={`/content-verification/${document.code}`} variant="outlined">
          {t('verifyCopy')}
        </Button>
      </Stack>
      {download.isError && (
        <Alert severity="error" role="alert">
          {download.error instanceof ApiError && download.error.status === 429
            ? errorMessage(download.error)
            : t('downloadError')}
        </Alert>
      )}
    </Box>
  )
}
