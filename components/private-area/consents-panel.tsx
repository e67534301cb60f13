'use client'

import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { Controller } from 'react-hook-form'
import { ActionOutcome } from '@/components/ui/action-outcome'
import { schemaMessage, useContractForm } from '@/lib/client/contract-form'
import { useConsentHistory, useConsents, useSaveConsents } from '@/lib/client/preferences'
import { type Consent, type ConsentUpdate, ConsentUpdateSchema } from '@/lib/contract/preferences'
import { SubmitButton } from './account-form-parts'
import { QueryStatus } from './query-states'
import { useFormatter } from '@/lib/i18n/format'

const subheadingSx = { fontSize: '1.15rem', mt: 0, mb: 1 } as const

/** RGPD/LOPDGDD consents: the required ones read-only with their legal basis, the others with a switch. */
export function ConsentsPanel() {
  const t = useTranslations('Consents')
  const query = useConsents()
  let body
  if (!query.isSuccess)
    body = <QueryStatus query={query} loading={t('loading')} failed={t('loadFailed')} retry={t('retry')} />
  else body = <ConsentsForm list={query.data} />
  return (
    <>
      <Box component="p" sx={{ mt: 0, mb: 3, maxWidth: '70ch' }}>
        {t('intro')}
      </Box>
      {body}
      <ConsentHistory />
    </>
  )
}

const toValues = (list: Consent[]): ConsentUpdate => ({
  consents: list.filter((consent) => consent.withdrawable).map(({ key, granted }) => ({ key, granted })),
})

function ConsentsForm({ list }: { list: Consent[] }) {
  const t = useTranslations('Consents')
  const save = useSaveConsents()
  const [failure, setFailure] = useState<string>()
  const [saved, setSaved] = useState<string>()
  const { control, handleSubmit, reset, failureText } = useContractForm<ConsentUpdate>({
    schema: ConsentUpdateSchema,
    message: schemaMessage,
    defaultValues: toValues(list),
  })
  const optional = list.filter((consent) => consent.withdrawable)

  const submit = handleSubmit(
    (update) => {
      setFailure(undefined)
      setSaved(undefined)
      save.mutate(update, {
        onSuccess: (answer) => {
          reset(toValues(answer))
          setSaved(t('saved'))
        },
        onError: (error) => setFailure(failureText(error)),
      })
    },
    () => setFailure(t('invalid')),
  )

  return (
    <Box component="form" method="post" noValidate onSubmit={(event) => void submit(event)} sx={{ mb: 4 }}>
      <ActionOutcome failure={failure} success={saved} />
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, display: 'grid', gap: 2, maxWidth: 720 }}
      >
        {list.map((consent) => {
          const index = optional.findIndex((item) => item.key === consent.key)
          return (
            <Box
              component="li"
              key={consent.key}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
            >
              <ConsentItem consent={consent}>
                {index >= 0 && (
                  <Controller
                    control={control}
                    name={`consents.${index}.granted`}
                    render={({ field }) => (
                      <FormControlLabel
                        label={t('grant', { title: t(`items.${consent.key}.title`) })}
                        sx={{ minHeight: 44 }}
                        control={
                          <Switch
                            checked={field.value}
                            onChange={(event) => field.onChange(event.target.checked)}
                            onBlur={field.onBlur}
                          />
                        }
                      />
                    )}
                  />
                )}
              </ConsentItem>
            </Box>
          )
        })}
      </Box>
      <SubmitButton pending={save.isPending}>{save.isPending ? t('saving') : t('save')}</SubmitButton>
    </Box>
  )
}

function ConsentItem({ consent, children }: { consent: Consent; children: React.ReactNode }) {
  const t = useTranslations('Consents')
  const format = useFormatter()
  const date = consent.decided_at
    ? format.dateTime(new Date(consent.decided_at), { dateStyle: 'long' })
    : undefined
  let status: string
  if (consent.required) status = date ? t('status.requiredSince', { date }) : t('status.required')
  else if (consent.granted) status = date ? t('status.grantedOn', { date }) : t('status.granted')
  else status = date ? t('status.withdrawnOn', { date }) : t('status.never')
  return (
    <>
      <Box component="h3" sx={subheadingSx}>
        {t(`items.${consent.key}.title`)}
      </Box>
      <Box component="p" sx={{ mt: 0, mb: 1 }}>
        {t(`items.${consent.key}.description`)}
      </Box>
      <Box component="p" sx={{ mt: 0, mb: 1, color: 'text.secondary' }}>
        {t(`legalBasis.${consent.legal_basis}`)}
        {consent.required && ` ${t('notWithdrawable')}`}
      </Box>
      <Box component="p" sx={{ m: 0, fontWeight: 500 }}>
        {status}
      </Box>
      {children}
    </>
  )
}

function ConsentHistory() {
  const t = useTranslations('Consents')
  const format = useFormatter()
  const [shown, setShown] = useState(false)
  const regionId = useId()
  const query = useConsentHistory(shown)

  let body = null
  if (shown) {
    if (!query.isSuccess)
      body = (
        <QueryStatus
          query={query}
          loading={t('history.loading')}
          failed={t('history.loadFailed')}
          retry={t('retry')}
        />
      )
    else if (query.data.length === 0) body = <Box component="p">{t('history.empty')}</Box>
    else {
      body = (
        <Box sx={{ overflowX: 'auto' }}>
          <Box
            component="table"
            sx={{
              borderCollapse: 'collapse',
              '& th, & td': { textAlign: 'start', p: 1, borderBottom: 1, borderColor: 'divider' },
            }}
          >
            <caption className="visually-hidden">{t('history.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('history.date')}</th>
                <th scope="col">{t('history.consent')}</th>
                <th scope="col">{t('history.decision')}</th>
                <th scope="col">{t('history.version')}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((decision, index) => (
                <tr key={`${decision.decided_at}-${decision.key}-${index}`}>
                  <td>
                    <time dateTime={decision.decided_at}>
                      {format.dateTime(new Date(decision.decided_at), {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      })}
                    </time>
                  </td>
                  <td>{t(`items.${decision.key}.title`)}</td>
                  <td>{decision.granted ? t('history.granted') : t('history.withdrawn')}</td>
                  <td>{decision.version}</td>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      )
    }
  }

  return (
    <Box component="section" aria-labelledby={`${regionId}-title`}>
      <Box component="h3" id={`${regionId}-title`} sx={subheadingSx}>
        {t('history.title')}
      </Box>
      <Button
        variant="outlined"
        aria-expanded={shown}
        aria-controls={regionId}
        onClick={() => setShown((value) => !value)}
        sx={{ minHeight: 44, mb: 2 }}
      >
        {shown ? t('history.hide') : t('history.show')}
      </Button>
      <Box id={regionId}>{body}</Box>
    </Box>
  )
}
