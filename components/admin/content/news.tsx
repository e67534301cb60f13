'use client'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  BooleanInput,
  Create,
  CreateButton,
  DataTable,
  DateField,
  Edit,
  ExportButton,
  FilterButton,
  List,
  SelectInput,
  SimpleForm,
  TopToolbar,
  useTranslate,
} from 'react-admin'
import { AdminSearchInput } from '../search-input'
import { ImageSourceInput } from '../media/image-input'
import { StaffActionHistory } from '../staff-action-history'
import {
  ContentLanguages,
  ContentStatusChip,
  contentStatusChoices,
  newsPreviewPath,
  PublishAtInput,
  saveTransform,
  useEditSaved,
  useNewsCategoryChoices,
  useSaveErrorNotifier,
} from './content-form'
import { baseTranslationFields, TranslationsEditor } from './translations-editor'

const newsTranslationFields = [...baseTranslationFields, { name: 'image_alt' }]

function useNewsFilters() {
  const categories = useNewsCategoryChoices()
  return [
    <AdminSearchInput key="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={contentStatusChoices} alwaysOn />,
    <SelectInput key="category_id" source="category_id" choices={categories} />,
  ]
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
        <DataTable.Col source="status" render={() => <ContentStatusChip />} />
        <DataTable.Col source="languages" disableSort render={() => <ContentLanguages />} />
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
        <PublishAtInput />
        <SelectInput source="category_id" choices={categories} emptyText="admin.content.noCategory" />
      </Stack>
      <BooleanInput source="featured" />
      <ImageSourceInput source="image_src" helperText="admin.media.helpContent" />
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
  const onSuccess = useEditSaved()
  return (
    <Edit
      mutationMode="pessimistic"
      transform={saveTransform}
      mutationOptions={{ onError, onSuccess }}
      redirect={false}
    >
      <SimpleForm>
        <NewsSharedFields />
        <TranslationsEditor fields={newsTranslationFields} previewPath={newsPreviewPath} />
        <StaffActionHistory entity="news" />
      </SimpleForm>
    </Edit>
  )
}
