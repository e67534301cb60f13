'use client'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import {
  DataTable,
  List,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin'
import type { AdminLanguage } from '@/lib/contract/admin-settings'
import { localeAutonyms } from '@/lib/contract/locales'

type LanguageRecord = AdminLanguage & RaRecord

function LanguageName() {
  const record = useRecordContext<LanguageRecord>()
  return record ? (
    <span lang={record.id}>
      {localeAutonyms[record.id]} ({record.id})
    </span>
  ) : null
}

/** On or off, at once (the switch saves); Spanish, the default, stays on. */
function EnabledSwitch() {
  const record = useRecordContext<LanguageRecord>()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const [update, { isPending }] = useUpdate()
  if (!record) return null
  const name = localeAutonyms[record.id]
  return (
    <Switch
      checked={record.enabled}
      disabled={record.is_default || isPending}
      slotProps={{
        input: {
          'aria-label': translate('admin.settings.languages.toggle', { name }),
          'aria-describedby': record.is_default ? 'default-language-note' : undefined,
        },
      }}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => {
        const enabled = event.target.checked
        void update(
          'languages',
          { id: record.id, data: { enabled }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify(enabled ? 'admin.settings.languages.enabled' : 'admin.settings.languages.disabled', {
                type: 'info',
                messageArgs: { name },
              })
              refresh()
            },
            onError: (error) => notify((error as Error).message, { type: 'error' }),
          },
        )
      }}
    />
  )
}

export function LanguageList() {
  const translate = useTranslate()
  return (
    <>
      <List resource="languages" pagination={false} exporter={false} actions={false}>
        <Typography sx={{ p: 2 }} color="text.secondary" id="default-language-note">
          {translate('admin.settings.languages.intro')}
        </Typography>
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="id" disableSort render={() => <LanguageName />} />
          <DataTable.Col source="enabled" disableSort render={() => <EnabledSwitch />} />
          <DataTable.NumberCol source="position" disableSort />
        </DataTable>
      </List>
    </>
  )
}
