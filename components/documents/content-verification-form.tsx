'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { ApiError } from '@/lib/client/api-client'
import { useErrorMessage } from '@/lib/client/errors'
import { useVerifyDocumentContent } from '@/lib/client/issued-documents'
import { verifiedFileMaxBytes, type ContentVerification } from '@/lib/contract/issued-documents'
import { Link } from '@/lib/i18n/navigation'
import { HelperText } from '@/components/ui/helper-text'
import { OutlinedField } from '@/components/ui/outlined-field'
import pageStyles from '@/components/ui/page.module.css'
import { PlainAlert } from '@/components/ui/plain-alert'
import styles from '@/components/ui/plain-form.module.css'
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
      <PlainAlert
        ref={ref}
        tabIndex={-1}
        severity={document.revoked ? 'warning' : 'success'}
        data-testid="verification-result"
        title={t('match', { date: day(document.issued_at) })}
      >
        <p className={styles.paragraph}>
          {t('matchDetail', {
            kind: kinds(document.kind),
            reference: document.reference,
            holder: document.holder ?? '—',
          })}
        </p>
        <IssuedDocumentFacts document={document} issuer={issuer} />
        {document.revoked && document.revoked_at && (
          <p className={styles.strongParagraph}>{t('revoked', { date: day(document.revoked_at) })}</p>
        )}
      </PlainAlert>
    )
  }
  return (
    <PlainAlert
      ref={ref}
      tabIndex={-1}
      severity="error"
      data-testid="verification-result"
      title={
        code && document
          ? t('mismatchForCode', { code: document.code, date: day(document.issued_at) })
          : t('mismatch')
      }
    />
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
    <div className={styles.stack}>
      <form noValidate onSubmit={submit} aria-label={t('title')}>
        <div className={styles.fields}>
          <div>
            <label htmlFor={fileId} className={styles.blockLabel}>
              {t('fileLabel')}
            </label>
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
              className={styles.fileInput}
            />
            <HelperText id={fileHintId} error={Boolean(fileError)}>
              {fileError ?? t('fileHint')}
            </HelperText>
          </div>
          {!code && (
            <OutlinedField
              id="verification-code"
              name="code"
              label={t('codeLabel')}
              value={typedCode}
              onChange={(event) => setTypedCode(event.target.value)}
              helperText={t('codeHint')}
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
            />
          )}
          <div>
            <button
              type="submit"
              className={`${pageStyles.button} ${styles.button}`}
              disabled={verification.isPending}
            >
              {t('submit')}
            </button>
          </div>
          {verification.isPending && <div role="status">{t('checking')}</div>}
        </div>
      </form>
      {verification.isSuccess && (
        <VerificationOutcome result={verification.data} code={code ?? typedCode} issuer={issuer} />
      )}
      {failureText && <PlainAlert severity="error">{failureText}</PlainAlert>}
      <p className={styles.plainParagraph}>
        <Link href={code ? `/document-validation/${code}` : '/document-validation'}>{t('validateCode')}</Link>
      </p>
    </div>
  )
}
