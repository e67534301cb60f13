'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { ApiError } from '@/lib/client/api-client'
import { useComplaintStatus } from '@/lib/client/complaint-lookup'
import { useErrorMessage } from '@/lib/client/errors'
import type { ComplaintStatus } from '@/lib/contract/complaint-lookup'
import { defaultLocale, isLocale } from '@/lib/contract/locales'
import { CodeEntryForm } from '@/components/ui/code-entry-form'
import { PlainAlert } from '@/components/ui/plain-alert'
import formStyles from '@/components/ui/plain-form.module.css'
import styles from './complaint-lookup.module.css'
import { useFormatter } from '@/lib/i18n/format'

function ComplaintResult({ complaint }: { complaint: ComplaintStatus }) {
  const t = useTranslations('ComplaintLookup')
  const format = useFormatter()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [complaint])
  const day = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'long', timeZone: 'Europe/Madrid' })
  return (
    <PlainAlert
      ref={ref}
      tabIndex={-1}
      severity="info"
      data-testid="complaint-status"
      title={t('result', { code: complaint.tracking_code })}
    >
      <p className={formStyles.paragraph}>
        {t(`source.${complaint.source}`, { subject: complaint.subject })}
      </p>
      <p className={styles.status}>{t('status', { status: t(`statuses.${complaint.status}`) })}</p>
      <h3 id="complaint-history" className={styles.historyTitle}>
        {t('historyTitle')}
      </h3>
      <ol aria-labelledby="complaint-history" data-testid="complaint-history" className={styles.history}>
        {complaint.history.map((entry, index) => (
          <li key={`${entry.status}-${entry.changed_at}-${index}`}>
            <time dateTime={entry.changed_at} className={styles.date}>
              {day(entry.changed_at)}
            </time>
            {t(`statuses.${entry.status}`)}
          </li>
        ))}
      </ol>
    </PlainAlert>
  )
}

/** `known`: what the server found for the address's code (null: no complaint has it), shown without asking again. */
export function ComplaintLookup({ known }: { known?: ComplaintStatus | null }) {
  const t = useTranslations('ComplaintLookup')
  const errorMessage = useErrorMessage()
  const locale = useLocale()
  const lang = isLocale(locale) ? locale : defaultLocale
  const fromAddress = useSearchParams().get('code')?.trim() ?? ''
  // `known` answers the code the page was rendered for, not a code typed later.
  const [renderedFor] = useState(fromAddress)
  const [typed, setTyped] = useState(fromAddress)
  const [asked, setAsked] = useState<string | null>(fromAddress || null)
  const [missing, setMissing] = useState(false)
  const fromServer = asked === renderedFor ? known : undefined
  const status = useComplaintStatus(asked, lang, fromServer)
  const unknownCode = fromServer === null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const code = typed.trim()
    setMissing(!code)
    if (!code) return
    setAsked(code)
    // The address keeps the code for a reload or a link, without rendering the page again on the server, which
    // would look the code up a second time against the same limit.
    window.history.replaceState(null, '', `?code=${encodeURIComponent(code)}`)
  }

  const error = status.error
  return (
    <div className={formStyles.stack}>
      <CodeEntryForm
        id="tracking-code"
        title={t('title')}
        label={t('codeLabel')}
        hint={t('codeHint')}
        submitLabel={t('submit')}
        value={typed}
        onChange={setTyped}
        error={missing ? t('codeRequired') : null}
        onSubmit={submit}
      />
      {asked && status.isPending && !unknownCode && <div role="status">{t('checking')}</div>}
      {status.isSuccess && <ComplaintResult complaint={status.data} />}
      {(error || unknownCode) && (
        <PlainAlert severity="error">
          {unknownCode || (error instanceof ApiError && (error.status === 404 || error.status === 422))
            ? t('notFound')
            : errorMessage(error)}
        </PlainAlert>
      )}
    </div>
  )
}
