'use client'

import Box from '@mui/material/Box'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { ActionOutcome } from '@/components/ui/action-outcome'
import { useErrorMessage } from '@/lib/client/errors'
import { useRegistryVisibility, useSaveRegistryVisibility } from '@/lib/client/registry-visibility'
import { registryOptionalFields, type RegistryOptionalField } from '@/lib/contract/registry'
import { Link } from '@/lib/i18n/navigation'
import { SubmitButton } from './account-form-parts'
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
      <Box component="p" sx={{ mt: 0, mb: 2, maxWidth: '70ch' }}>
        {t('intro')}
      </Box>
      <Box component="p" sx={{ mt: 0, mb: 3, maxWidth: '70ch' }}>
        {t('optional')}
      </Box>
      {body}
      <Box component="p" sx={{ mt: 0 }}>
        <Link href="/registry/collegiates">{t('registryLink')}</Link>
      </Box>
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
    <Box component="form" method="post" noValidate onSubmit={submit} sx={{ mb: 3 }}>
      <ActionOutcome failure={failure} success={saved} />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
        <Box component="legend" sx={{ fontWeight: 600, mb: 1 }}>
          {t('legend')}
        </Box>
        {registryOptionalFields.map((field) => (
          <Box key={field}>
            <FormControlLabel
              label={t(`fields.${field}`)}
              sx={{ minHeight: 44 }}
              control={
                <Switch
                  checked={shown.includes(field)}
                  onChange={(event) => toggle(field, event.target.checked)}
                />
              }
            />
          </Box>
        ))}
      </Box>
      <SubmitButton pending={save.isPending}>{save.isPending ? t('saving') : t('save')}</SubmitButton>
    </Box>
  )
}
