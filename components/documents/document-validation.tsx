'use client'

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
import pageStyles from '@/components/ui/page.module.css'
import { PlainAlert, PlainIcon } from '@/components/ui/plain-alert'
import styles from '@/components/ui/plain-form.module.css'
import { useFormatter } from '@/lib/i18n/format'
import { languageName } from '@/lib/i18n/display-names'

// @mui/icons-material's Download and Verified, inline.
const downloadPath = 'M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z'
const verifiedPath =
  'm23 12-2.44-2.79.34-3.69-3.61-.82-1.89-3.2L12 2.96 8.6 1.5 6.71 4.69 3.1 5.5l.34 3.7L1 12l2.44 2.79-.34 3.7 3.61.82L8.6 22.5l3.4-1.47 3.4 1.46 1.89-3.19 3.61-.82-.34-3.69zm-12.91 4.72-3.8-3.81 1.48-1.48 2.32 2.33 5.85-5.87 1.48 1.48z'

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
      <p className={styles.paragraph}>
        {t('issuedBy', {
          kind: kinds(document.kind),
          reference: document.reference,
          issuer,
          date: format.dateTime(new Date(document.issued_at), {
            dateStyle: 'long',
            timeZone: 'Europe/Madrid',
          }),
        })}
      </p>
      <ul className={styles.facts}>
        {document.holder && <li>{t('holder', { holder: document.holder })}</li>}
        <li>{t('language', { language })}</li>
        <li>{t('code', { code: document.code })}</li>
      </ul>
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
    return <PlainAlert severity="error">{code.trim() ? t('invalidCode') : t('missingCode')}</PlainAlert>
  }
  if (summary.isPending) {
    return (
      <div role="status" className={styles.status}>
        {t('checking')}
      </div>
    )
  }
  if (summary.isError) {
    const { error } = summary
    const unknown = error instanceof ApiError && (error.status === 404 || error.status === 422)
    return (
      <PlainAlert ref={ref} tabIndex={-1} severity="error">
        {unknown ? t('invalidCode') : errorMessage(error)}
      </PlainAlert>
    )
  }
  const document = summary.data
  return (
    <div ref={ref} tabIndex={-1} role="region" aria-labelledby="document-validation-result">
      <PlainAlert
        severity={document.revoked ? 'warning' : 'success'}
        icon={document.revoked ? undefined : <PlainIcon path={verifiedPath} />}
        title={t('authentic')}
        titleId="document-validation-result"
        className={styles.spaced}
      >
        <IssuedDocumentFacts document={document} issuer={issuer} />
        {document.revoked && document.revoked_at && (
          <p className={styles.strongParagraph}>
            {t('revoked', {
              date: format.dateTime(new Date(document.revoked_at), {
                dateStyle: 'long',
                timeZone: 'Europe/Madrid',
              }),
            })}
          </p>
        )}
      </PlainAlert>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${pageStyles.button} ${styles.button}`}
          disabled={download.isPending}
          onClick={() => download.mutate({ url: documentFileUrl(code), filename: document.filename })}
        >
          <PlainIcon path={downloadPath} className={styles.buttonIcon} />
          {t('download')}
        </button>
        <Link href={`/content-verification/${document.code}`} className={styles.outlinedButton}>
          {t('verifyCopy')}
        </Link>
      </div>
      {download.isError && (
        <PlainAlert severity="error">
          {download.error instanceof ApiError && download.error.status === 429
            ? errorMessage(download.error)
            : t('downloadError')}
        </PlainAlert>
      )}
    </div>
  )
}
