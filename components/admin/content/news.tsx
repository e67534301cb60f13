'use client'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  BooleanInput,
  Create,
  CreateButton,
  DataTable,
  DateField,
  DateTimeInput,
  Edit,
  ExportButton,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import type { AdminNewsSummary } from '@/lib/contract/admin-content'
import { localeAutonyms } from '@/lib/contract/locales'
import { StaffActionHistory } from '../staff-action-history'
import {
  contentStatusChoices,
  newsPreviewPath,
  publishAtNeeded,
  saveTransform,
  useNewsCategoryChoices,
  useSaveErrorNotifier,
} from './content-form'
import { baseTranslationFields, TranslationsEditor } from './translations-editor'

const newsTranslationFields = [...baseTranslationFields, { name: 'image_alt' }]

function useNewsFilters() {
  const categories = useNewsCategoryChoices()
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={contentStatusChoices} alwaysOn />,
    <SelectInput key="category_id" source="category_id" choices={categories} />,
  ]
}

function StatusChip() {
  const record = useRecordContext<AdminNewsSummary>()
  const translate = useTranslate()
  if (!record) return null
  return (
    <Chip
      size="small"
      label={translate(`admin.statuses.${record.status}`)}
      color={record.status === 'published' ? 'success' : record.status === 'programmed' ? 'info' : 'default'}
    />
  )
}

function Languages() {
  const record = useRecordContext<AdminNewsSummary>()
  if (!record) return null
  return (
    <span>
      {record.languages.map((lang) => (
        <abbr key={lang} title={localeAutonyms[lang]} style={{ marginInlineEnd: 6, textDecoration: 'none' }}>
          {lang.toUpperCase()}
        </abbr>
      ))}
    </span>
  )
}

export function NewsList() {
  return (
    <List
      filters={useNewsFilters()}
      sort={{ field: 'publish_at', order: 'DESC' }}
      actions={
        <TopToolbar>
          <FilterButton />
          <CreateButton />
          <ExportButton />
        </TopToolbar>
      }
    >
      <DataTable rowClick="edit">
        <DataTable.Col source="title" />
        <DataTable.Col source="status" render={() => <StatusChip />} />
        <DataTable.Col source="languages" disableSort render={() => <Languages />} />
        <DataTable.Col source="publish_at" field={DateField} />
        <DataTable.Col source="updated_at">
          <DateField source="updated_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="featured" disableSort render={(record) => (record.featured ? '★' : '')} />
      </DataTable>
    </List>
  )
}

/** Status, date, category, featured and picture: what the four languages share. */
function NewsSharedFields() {
  const translate = useTranslate()
  const categories = useNewsCategoryChoices()
  return (
    <Stack component="section" aria-labelledby="publication-title" sx={{ width: '100%' }}>
      <Typography id="publication-title" component="h2" variant="h6">
        {translate('admin.content.publication')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <SelectInput source="status" choices={contentStatusChoices} defaultValue="draft" />
        <DateTimeInput
          source="publish_at"
          validate={publishAtNeeded}
          helperText="admin.content.publishAtHelp"
        />
        <SelectInput
          source="category_id"
          choices={categories}
          emptyText="admin.content.noCategory"
          emptyValue={null}
        />
      </Stack>
      <BooleanInput source="featured" />
      <TextInput source="image_src" fullWidth />
    </Stack>
  )
}

function NewsForm() {
  return (
    <SimpleForm>
      <NewsSharedFields />
      <TranslationsEditor fields={newsTranslationFields} previewPath={newsPreviewPath} />
    </SimpleForm>
  )
}

export function NewsCreate() {
  const onError = useSaveErrorNotifier()
  return (
    <Create redirect="edit" transform={saveTransform} mutationOptions={{ onError }}>
      <NewsForm />
    </Create>
  )
}

export function NewsEdit() {
  const onError = useSaveErrorNotifier()
  return (
    <Edit mutationMode="pessimistic" transform={saveTransform} mutationOptions={{ onError }} redirect={false}>
      <SimpleForm>
        <NewsSharedFields />
        <TranslationsEditor fields={newsTranslationFields} previewPath={newsPreviewPath} />
        <StaffActionHistory entity="news" />
      </SimpleForm>
    </Edit>
  )
}
