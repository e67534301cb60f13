'use client'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  BooleanInput,
  CreateButton,
  DataTable,
  DateField,
  ExportButton,
  FilterButton,
  List,
  SelectInput,
  TopToolbar,
  useTranslate,
} from 'react-admin'
import { AdminSearchInput } from '../search-input'
import { ImageSourceInput } from '../media/image-input'
import {
  ContentLanguages,
  ContentStatusChip,
  contentStatusChoices,
  newsPreviewPath,
  PublishAtInput,
  useNewsCategoryChoices,
} from './content-form'
import { baseTranslationFields, TranslationsEditor } from './translations-editor'
import { ContentCreate, ContentEdit } from './content-screens'

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

export function NewsCreate() {
  return (
    <ContentCreate>
      <NewsSharedFields />
      <TranslationsEditor fields={newsTranslationFields} previewPath={newsPreviewPath} />
    </ContentCreate>
  )
}

export function NewsEdit() {
  return (
    <ContentEdit history="news">
      <NewsSharedFields />
      <TranslationsEditor fields={newsTranslationFields} previewPath={newsPreviewPath} />
    </ContentEdit>
  )
}
