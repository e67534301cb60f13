'use client'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { DataTable, DateField, List, required, SelectInput, TextInput, useTranslate } from 'react-admin'
import { AdminSearchInput } from '../search-input'
import { ImageSourceInput } from '../media/image-input'
import {
  ContentLanguages,
  ContentStatusChip,
  contentStatusChoices,
  PublishAtInput,
} from '../content/content-form'
import { TranslationsEditor, type TranslationField } from '../content/translations-editor'
import {
  httpsAddress,
  RatingCell,
  RatingSummary,
  ResourceCategoriesInput,
  useTermChoices,
} from './library-parts'
import { ContentCreate, ContentEdit } from '../content/content-screens'

/** A card has a title and a summary per language; it links out, so it has no address of its own. */
const cardTranslationFields: TranslationField[] = [{ name: 'title' }, { name: 'summary', multiline: true }]

function useCardFilters() {
  const { choices } = useTermChoices('resource_category')
  return [
    <AdminSearchInput key="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={contentStatusChoices} alwaysOn />,
    <SelectInput key="category_id" source="category_id" choices={choices} translateChoice={false} />,
  ]
}

export function ResourceCardList() {
  return (
    <List filters={useCardFilters()} sort={{ field: 'publish_at', order: 'DESC' }}>
      <DataTable rowClick="edit">
        <DataTable.Col source="title" />
        <DataTable.Col source="status" render={() => <ContentStatusChip />} />
        <DataTable.Col source="url" disableSort />
        <DataTable.Col source="languages" disableSort render={() => <ContentLanguages />} />
        <DataTable.Col source="stars_average" disableSort render={() => <RatingCell />} />
        <DataTable.Col source="publish_at" field={DateField} />
      </DataTable>
    </List>
  )
}

function ResourceCardFields() {
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
      <TextInput source="url" type="url" fullWidth validate={[required(), httpsAddress]} />
      <ResourceCategoriesInput />
      <ImageSourceInput source="image_src" helperText="admin.media.helpContent" />
    </Stack>
  )
}

export function ResourceCardCreate() {
  return (
    <ContentCreate>
      <ResourceCardFields />
      <TranslationsEditor fields={cardTranslationFields} />
    </ContentCreate>
  )
}

export function ResourceCardEdit() {
  return (
    <ContentEdit history="resource_card">
      <ResourceCardFields />
      <RatingSummary />
      <TranslationsEditor fields={cardTranslationFields} />
    </ContentEdit>
  )
}
