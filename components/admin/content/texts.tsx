'use client'
import Typography from '@mui/material/Typography'
import {
  DataTable,
  DateField,
  Edit,
  List,
  SaveButton,
  SimpleForm,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { AdminSearchInput } from '../search-input'
import { locales } from '@/lib/contract/locales'
import { StaffActionHistory } from '../staff-action-history'
import { ContentLanguages, useEditSaved, useSaveErrorNotifier } from './content-form'
import { translationsForSave, TranslationsEditor, type TranslationField } from './translations-editor'

/** Templates and registration descriptions: kept per key and language, never created or deleted, no status. */

const searchFilter = [<AdminSearchInput key="q" alwaysOn />]

function KeyName({ group }: { group: 'sections' | 'kinds' }) {
  const record = useRecordContext<{ id: string }>()
  const translate = useTranslate()
  if (!record) return null
  return <>{translate(`admin.texts.${group}.${record.id}`, { _: record.id })}</>
}

/** Texts without statuses: what is saved is shown, so the page says so. */
function SavedIsPublic() {
  const translate = useTranslate()
  return (
    <Typography color="text.secondary" sx={{ mb: 1 }}>
      {translate('admin.texts.savedIsPublic')}
    </Typography>
  )
}

/** Only a save button: these texts are never deleted. */
const saveOnly = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
)

function TextsList({ group, sort }: { group: 'sections' | 'kinds'; sort: string }) {
  return (
    <List filters={searchFilter} sort={{ field: sort, order: 'ASC' }} exporter={false}>
      <DataTable rowClick="edit">
        <DataTable.Col source="id" disableSort render={() => <KeyName group={group} />} />
        <DataTable.Col source="title" disableSort />
        <DataTable.Col source="languages" disableSort render={() => <ContentLanguages />} />
        <DataTable.Col source="updated_at">
          <DateField source="updated_at" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  )
}

export const TemplateList = () => <TextsList group="sections" sort="section" />
export const ProcedureDescriptionList = () => <TextsList group="kinds" sort="kind" />

const templateFields: TranslationField[] = [{ name: 'title' }, { name: 'body', rich: true }]
const descriptionFields: TranslationField[] = [
  { name: 'title' },
  { name: 'summary', multiline: true },
  { name: 'body', rich: true },
]

type TextsForm = { translations?: Parameters<typeof translationsForSave>[0] }

/** A template's languages as content's: Spanish always, another only when written. */
const templateTransform = (data: TextsForm) => ({ translations: translationsForSave(data.translations) })

/** A description's four languages, all sent (the API needs them), without the fields left empty. */
const descriptionTransform = (data: TextsForm) => ({
  translations: Object.fromEntries(
    locales.map((lang) => [
      lang,
      Object.fromEntries(
        Object.entries(data.translations?.[lang] ?? {}).filter(([, value]) => value != null),
      ),
    ]),
  ),
})

export function TemplateEdit() {
  const onError = useSaveErrorNotifier()
  const onSuccess = useEditSaved()
  return (
    <Edit
      mutationMode="pessimistic"
      transform={templateTransform}
      mutationOptions={{ onError, onSuccess }}
      redirect={false}
    >
      <SimpleForm toolbar={saveOnly}>
        <SavedIsPublic />
        <TranslationsEditor fields={templateFields} />
        <StaffActionHistory entity="template" />
      </SimpleForm>
    </Edit>
  )
}

export function ProcedureDescriptionEdit() {
  const onError = useSaveErrorNotifier()
  const onSuccess = useEditSaved()
  return (
    <Edit
      mutationMode="pessimistic"
      transform={descriptionTransform}
      mutationOptions={{ onError, onSuccess }}
      redirect={false}
    >
      <SimpleForm toolbar={saveOnly}>
        <SavedIsPublic />
        <TranslationsEditor
          fields={descriptionFields}
          required={locales}
          requiredHelp="admin.texts.everyLanguageRequired"
        />
        <StaffActionHistory entity="procedure_description" />
      </SimpleForm>
    </Edit>
  )
}
