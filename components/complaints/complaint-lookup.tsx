'use client'

import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import { useLocale, useTranslations } from 'next-intl'
import { useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { ApiError } from '@/lib/client/api-client'
import { useComplaintStatus } from '@/lib/client/complaint-lookup'
import { useErrorMessage } from '@/lib/client/errors'
import type { ComplaintStatus } from '@/lib/contract/complaint-lookup'
import { defaultLocale, isLocale } from '@/lib/contract/locales'
import { CodeEntryForm } from '@/components/ui/code-entry-form'
import { useFormatter } from '@/lib/i18n/format'

function ComplaintResult({ complaint }: { complaint: ComplaintStatus }) {
  const t = useTranslations('ComplaintLookup')
  const format = useFormatter()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [complaint])
  const day = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'long', timeZone: 'Europe/Madrid' })
  return (
    <Alert ref={ref} tabIndex={-1} severity="info" data-testid="complaint-status">
      <AlertTitle component="h2" sx={{ fontSize: '1.25rem', m: 0, mb: 1 }}>
        {t('result', { code: complaint.tracking_code })}
      </AlertTitle>
      <Box component="p" sx={{ mt: 0 }}>
        {t(`source.${complaint.source}`, { subject: complaint.subject })}
      </Box>
      <Box component="p" sx={{ fontWeight: 700 }}>
        {t('status', { status: t(`statuses.${complaint.status}`) })}
      </Box>
      <Box component="h3" id="complaint-history" sx={{ fontSize: '1.125rem', mt: 2, mb: 1 }}>
        {t('historyTitle')}
      </Box>
      <Box
        component="ol"
        aria-labelledby="complaint-history"
        data-testid="complaint-history"
        sx={{
          m: 0,
          pl: 0,
          listStyle: 'none',
          '& li': { position: 'relative', pl: 3, pb: 1.5 },
          '& li::before': {
            content: '""',
            position: 'absolute',
            left: 4,
            top: 6,
            width: 10,
            height: 10,
            borderRadius: '50%',
            bgcolor: 'primary.main',
          },
          '& li:not(:last-child)::after': {
            content: '""',
            position: 'absolute',
            left: 8,
            top: 18,
            bottom: 0,
            width: 2,
            bgcolor: 'divider',
          },
        }}
      >
        {complaint.history.map((entry, index) => (
          <li key={`${entry.status}-${entry.changed_at}-${index}`}>
            <Box
              component="time"
              dateTime={entry.changed_at}
              sx={{ display: 'block', color: 'text.secondary' }}
            >
              {day(entry.changed_at)}
            </Box>
            {t(`statuses.${entry.status}`)}
          </li>
        ))}
      </Box>
    </Alert>
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
    <Stack spacing={3}>
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
      {asked && status.isPending && !unknownCode && <Box role="status">{t('checking')}</Box>}
      {status.isSuccess && <ComplaintResult complaint={status.data} />}
      {(error || unknownCode) && (
        <Alert severity="error" role="alert">
          {unknownCode || (error instanceof ApiError && (error.status === 404 || error.status === 422))
            ? t('notFound')
            : errorMessage(error)}
        </Alert>
      )}
    </Stack>
  )
}
