'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { Controller } from 'react-hook-form'
import { ActionOutcome } from '@/components/ui/action-outcome'
import plainStyles from '@/components/ui/plain-form.module.css'
import { PlainSwitch } from '@/components/ui/plain-switch'
import { schemaMessage, useContractForm } from '@/lib/client/contract-form'
import { useConsentHistory, useConsents, useSaveConsents } from '@/lib/client/preferences'
import { type Consent, type ConsentUpdate, ConsentUpdateSchema } from '@/lib/contract/preferences'
import { SubmitButton } from './account-form-parts'
import styles from './preferences.module.css'
import privateStyles from './private-area.module.css'
import { QueryStatus } from './query-states'
import { useFormatter } from '@/lib/i18n/format'

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
      <p className={privateStyles.intro}>{t('intro')}</p>
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
    <form method="post" noValidate onSubmit={(event) => void submit(event)} className={styles.consentsForm}>
      <ActionOutcome failure={failure} success={saved} />
      <ul className={styles.consents}>
        {list.map((consent) => {
          const index = optional.findIndex((item) => item.key === consent.key)
          return (
            <li key={consent.key} className={styles.consent}>
              <ConsentItem consent={consent}>
                {index >= 0 && (
                  <Controller
                    control={control}
                    name={`consents.${index}.granted`}
                    render={({ field }) => (
                      <PlainSwitch
                        label={t('grant', { title: t(`items.${consent.key}.title`) })}
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                        onBlur={field.onBlur}
                      />
                    )}
                  />
                )}
              </ConsentItem>
            </li>
          )
        })}
      </ul>
      <SubmitButton pending={save.isPending}>{save.isPending ? t('saving') : t('save')}</SubmitButton>
    </form>
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
      <h3 className={styles.subheading}>{t(`items.${consent.key}.title`)}</h3>
      <p className={styles.consentText}>{t(`items.${consent.key}.description`)}</p>
      <p className={styles.legalBasis}>
        {t(`legalBasis.${consent.legal_basis}`)}
        {consent.required && ` ${t('notWithdrawable')}`}
      </p>
      <p className={styles.consentStatus}>{status}</p>
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
    else if (query.data.length === 0) body = <p>{t('history.empty')}</p>
    else {
      body = (
        <div className={styles.historyFrame}>
          <table className={styles.history}>
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
          </table>
        </div>
      )
    }
  }

  return (
    <section aria-labelledby={`${regionId}-title`}>
      <h3 id={`${regionId}-title`} className={styles.subheading}>
        {t('history.title')}
      </h3>
      <button
        type="button"
        className={`${plainStyles.outlinedButton} ${styles.historyToggle}`}
        aria-expanded={shown}
        aria-controls={regionId}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? t('history.hide') : t('history.show')}
      </button>
      <div id={regionId}>{body}</div>
    </section>
  )
}
