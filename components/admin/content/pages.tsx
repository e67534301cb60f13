'use client'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { BooleanInput, DataTable, DateField, List, SelectInput, useTranslate } from 'react-admin'
import { AdminSearchInput } from '../search-input'
import {
  ContentLanguages,
  ContentStatusChip,
  contentStatusChoices,
  pagePreviewPath,
  PublishAtInput,
} from './content-form'
import { baseTranslationFields, TranslationsEditor } from './translations-editor'
import { ContentCreate, ContentEdit } from './content-screens'

const pageFilters = [
  <AdminSearchInput key="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={contentStatusChoices} alwaysOn />,
]

export function PageList() {
  return (
    <List filters={pageFilters} sort={{ field: 'updated_at', order: 'DESC' }}>
      <DataTable rowClick="edit">
        <DataTable.Col source="title" />
        <DataTable.Col source="status" render={() => <ContentStatusChip />} />
        <DataTable.Col source="languages" disableSort render={() => <ContentLanguages />} />
        <DataTable.Col source="is_home" disableSort render={(record) => (record.is_home ? '⌂' : '')} />
        <DataTable.Col source="updated_at">
          <DateField source="updated_at" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  )
}

function PageSharedFields() {
  const translate = useTranslate()
  return (
    <Stack component="section" aria-labelledby="publication-title" sx={{ width: '100%' }}>
      <Typography id="publication-title" component="h2" variant="h6">
        {translate('admin.content.publication')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <SelectInput source="status" choices={contentStatusChoices} defaultValue="draft" />
        <PublishAtInput />
      </Stack>
      <BooleanInput source="is_home" helperText="admin.content.isHomeHelp" />
    </Stack>
  )
}

export function PageCreate() {
  return (
    <ContentCreate>
      <PageSharedFields />
      <TranslationsEditor fields={baseTranslationFields} previewPath={pagePreviewPath} />
    </ContentCreate>
  )
}

export function PageEdit() {
  return (
    <ContentEdit history="page">
      <PageSharedFields />
      <TranslationsEditor fields={baseTranslationFields} previewPath={pagePreviewPath} />
    </ContentEdit>
  )
}
