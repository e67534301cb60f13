'use client'

import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { ApiError } from '@/lib/client/api-client'
import { useErrorMessage } from '@/lib/client/errors'
import { useVerifyDocumentContent } from '@/lib/client/issued-documents'
import { verifiedFileMaxBytes, type ContentVerification } from '@/lib/contract/issued-documents'
import { Link } from '@/lib/i18n/navigation'
import { helperTextSx } from '@/components/ui/form-text-field'
import { IssuedDocumentFacts } from './document-validation'
import { useFormatter } from '@/lib/i18n/format'

function VerificationOutcome({
  result,
  code,
  issuer,
}: {
  result: ContentVerification
  code?: string
  issuer: string
}) {
  const t = useTranslations('ContentVerification')
  const kinds = useTranslations('IssuedDocuments.kinds')
  const format = useFormatter()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [result])
  const day = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'long', timeZone: 'Europe/Madrid' })
  const { document } = result
  if (result.match && document) {
    return (
      <Alert
        ref={ref}
        tabIndex={-1}
        severity={document.revoked ? 'warning' : 'success'}
        data-testid="verification-result"
      >
        <AlertTitle component="h2" sx={{ fontSize: '1.25rem', m: 0, mb: 1 }}>
          {t('match', { date: day(document.issued_at) })}
        </AlertTitle>
        <Box component="p" sx={{ mt: 0 }}>
          {t('matchDetail', {
            kind: kinds(document.kind),
            reference: document.reference,
            holder: document.holder ?? '—',
          })}
        </Box>
        <IssuedDocumentFacts document={document} issuer={issuer} />
        {document.revoked && document.revoked_at && (
          <Box component="p" sx={{ mb: 0, fontWeight: 700 }}>
            {t('revoked', { date: day(document.revoked_at) })}
          </Box>
        )}
      </Alert>
    )
  }
  return (
    <Alert ref={ref} tabIndex={-1} severity="error" data-testid="verification-result">
      <AlertTitle component="h2" sx={{ fontSize: '1.25rem', m: 0 }}>
        {code && document
          ? t('mismatchForCode', { code: document.code, date: day(document.issued_at) })
          : t('mismatch')}
      </AlertTitle>
    </Alert>
  )
}

/** With `code` (/content-verification/{code}) the copy is compared with that document only. */
export function ContentVerificationForm({ code, issuer }: { code?: string; issuer: string }) {
  const t = useTranslations('ContentVerification')
  const validation = useTranslations('DocumentValidation')
  const errorMessage = useErrorMessage()
  const verification = useVerifyDocumentContent()
  const [file, setFile] = useState<File | null>(null)
  const [typedCode, setTypedCode] = useState('')
  const [fileError, setFileError] = useState<string | null>(null)
  const fileId = useId()
  const fileHintId = useId()
  const fileInput = useRef<HTMLInputElement>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!file) {
      setFileError(t('fileRequired'))
      fileInput.current?.focus()
      return
    }
    if (file.size > verifiedFileMaxBytes) {
      setFileError(t('tooLarge'))
      fileInput.current?.focus()
      return
    }
    setFileError(null)
    verification.mutate({ file, code: code ?? typedCode })
  }

  const failure = verification.error
  const failureText =
    failure instanceof ApiError && failure.status === 404
      ? validation('invalidCode')
      : failure instanceof ApiError && failure.status === 422 && failure.code === 'DOCUMENT_CODE_INVALID'
        ? validation('invalidCode')
        : failure
          ? errorMessage(failure)
          : null

  return (
    <Stack spacing={3}>
      <Box component="form" noValidate onSubmit={submit} aria-label={t('title')}>
        <Stack spacing={3} sx={{ maxWidth: 560 }}>
          <div>
            <Box component="label" htmlFor={fileId} sx={{ display: 'block', fontWeight: 700, mb: 1 }}>
              {t('fileLabel')}
            </Box>
            <input
              ref={fileInput}
              id={fileId}
              name="file"
              type="file"
              accept="application/pdf,.pdf"
              aria-describedby={fileHintId}
              aria-invalid={fileError ? true : undefined}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null)
                setFileError(null)
                verification.reset()
              }}
              style={{ minHeight: 44 }}
            />
            <FormHelperText id={fileHintId} error={Boolean(fileError)} sx={helperTextSx}>
              {fileError ?? t('fileHint')}
            </FormHelperText>
          </div>
          {!code && (
            <TextField
              id="verification-code"
              name="code"
              label={t('codeLabel')}
              value={typedCode}
              onChange={(event) => setTypedCode(event.target.value)}
              helperText={t('codeHint')}
              autoComplete="off"
              spellCheck={false}
              slotProps={{ formHelperText: { sx: helperTextSx }, htmlInput: { maxLength: 40 } }}
            />
          )}
          <div>
            <Button type="submit" variant="contained" disabled={verification.isPending}>
              {t('submit')}
            </Button>
          </div>
          {verification.isPending && <Box role="status">{t('checking')}</Box>}
        </Stack>
      </Box>
      {verification.isSuccess && (
        <VerificationOutcome result={verification.data} code={code ?? typedCode} issuer={issuer} />
      )}
      {failureText && (
        <Alert severity="error" role="alert">
          {failureText}
        </Alert>
      )}
      <Box component="p" sx={{ m: 0 }}>
        <Link href={code ? `/document-validation/${code}` : '/document-validation'}>{t('validateCode')}</Link>
      </Box>
    </Stack>
  )
}
