'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { ActionOutcome } from '@/components/ui/action-outcome'
import { PlainSwitch } from '@/components/ui/plain-switch'
import { useErrorMessage } from '@/lib/client/errors'
import { useRegistryVisibility, useSaveRegistryVisibility } from '@/lib/client/registry-visibility'
import { registryOptionalFields, type RegistryOptionalField } from '@/lib/contract/registry'
import { Link } from '@/lib/i18n/navigation'
import { SubmitButton } from './account-form-parts'
import styles from './preferences.module.css'
import privateStyles from './private-area.module.css'
import { QueryStatus } from './query-states'

/** Ley 2/1974 art. 10: name, number and standing always shown; specialties and workplace opt-out. */
export function RegistryVisibilityPanel() {
  const t = useTranslations('RegistryVisibility')
  const query = useRegistryVisibility()
  let body
  if (!query.isSuccess)
    body = <QueryStatus query={query} loading={t('loading')} failed={t('loadFailed')} retry={t('retry')} />
  else body = <VisibilityForm hidden={query.data.hidden} />
  return (
    <>
      <p className={styles.registryIntro}>{t('intro')}</p>
      <p className={privateStyles.intro}>{t('optional')}</p>
      {body}
      <p className={styles.registryLink}>
        <Link href="/registry/collegiates">{t('registryLink')}</Link>
      </p>
    </>
  )
}

function VisibilityForm({ hidden }: { hidden: RegistryOptionalField[] }) {
  const t = useTranslations('RegistryVisibility')
  const failureText = useErrorMessage()
  const save = useSaveRegistryVisibility()
  const [shown, setShown] = useState(() => registryOptionalFields.filter((field) => !hidden.includes(field)))
  const [failure, setFailure] = useState<string>()
  const [saved, setSaved] = useState<string>()

  const toggle = (field: RegistryOptionalField, show: boolean) =>
    setShown((current) => registryOptionalFields.filter((f) => (f === field ? show : current.includes(f))))

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setFailure(undefined)
    setSaved(undefined)
    save.mutate(
      { hidden: registryOptionalFields.filter((field) => !shown.includes(field)) },
      {
        onSuccess: (answer) => {
          setShown(registryOptionalFields.filter((field) => !answer.hidden.includes(field)))
          setSaved(t('saved'))
        },
        onError: (error) => setFailure(failureText(error)),
      },
    )
  }

  return (
    <form method="post" noValidate onSubmit={submit} className={styles.visibilityForm}>
      <ActionOutcome failure={failure} success={saved} />
      <fieldset className={styles.visibilityChoices}>
        <legend className={styles.visibilityLegend}>{t('legend')}</legend>
        {registryOptionalFields.map((field) => (
          <div key={field}>
            <PlainSwitch
              label={t(`fields.${field}`)}
              checked={shown.includes(field)}
              onChange={(event) => toggle(field, event.target.checked)}
            />
          </div>
        ))}
      </fieldset>
      <SubmitButton pending={save.isPending}>{save.isPending ? t('saving') : t('save')}</SubmitButton>
    </form>
  )
}
