'use client'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  BooleanInput,
  DataTable,
  DateField,
  List,
  minValue,
  NumberInput,
  required,
  SelectInput,
  TextInput,
  useRecordContext,
  useTranslate,
  type Validator,
} from 'react-admin'
import { AdminSearchInput } from '../search-input'
import { ImageSourceInput } from '../media/image-input'
import { isValidIsbn } from '@/lib/contract/admin-resources'
import {
  ContentLanguages,
  ContentStatusChip,
  contentStatusChoices,
  PublishAtInput,
} from '../content/content-form'
import { baseTranslationFields, TranslationsEditor } from '../content/translations-editor'
import {
  formatChoices,
  RatingCell,
  RatingSummary,
  ResourceCategoriesInput,
  resourcePreviewPath,
  useTermChoices,
} from './library-parts'
import { ContentCreate, ContentEdit } from '../content/content-screens'

function useResourceFilters() {
  const { choices } = useTermChoices('resource_category')
  return [
    <AdminSearchInput key="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={contentStatusChoices} alwaysOn />,
    <SelectInput key="format" source="format" choices={formatChoices} />,
    <SelectInput key="category_id" source="category_id" choices={choices} translateChoice={false} />,
  ]
}

export function LibraryItemList() {
  return (
    <List filters={useResourceFilters()} sort={{ field: 'publish_at', order: 'DESC' }}>
      <DataTable rowClick="edit">
        <DataTable.Col source="title" />
        <DataTable.Col source="status" render={() => <ContentStatusChip />} />
        <DataTable.Col
          source="format"
          disableSort
          render={(record) => <FormatName format={String(record.format)} />}
        />
        <DataTable.Col source="copies" />
        <DataTable.Col source="languages" disableSort render={() => <ContentLanguages />} />
        <DataTable.Col source="stars_average" disableSort render={() => <RatingCell />} />
        <DataTable.Col source="publish_at" field={DateField} />
      </DataTable>
    </List>
  )
}

function FormatName({ format }: { format: string }) {
  const translate = useTranslate()
  return <>{translate(`admin.library.formats.${format}`)}</>
}

const validIsbn: Validator = (value) =>
  value && !isValidIsbn(String(value)) ? 'admin.library.isbnInvalid' : undefined

/** Never fewer copies than those lent now (the API refuses it too: 409 RESOURCE_COPIES_ON_LOAN). */
const notBelowLoans: Validator = (value, values) => {
  const onLoan = Number((values as { on_loan?: number }).on_loan ?? 0)
  return typeof value === 'number' && value < onLoan
    ? { message: 'admin.library.copiesBelowLoans', args: { count: onLoan } }
    : undefined
}

function CopiesInput() {
  const record = useRecordContext<{ on_loan: number }>()
  const translate = useTranslate()
  return (
    <NumberInput
      source="copies"
      defaultValue={1}
      min={0}
      step={1}
      validate={[required(), minValue(0), notBelowLoans]}
      helperText={record ? translate('admin.library.onLoan', { count: record.on_loan }) : false}
    />
  )
}

function LibraryItemFields() {
  const translate = useTranslate()
  return (
    <Stack sx={{ width: '100%' }}>
      <Stack component="section" aria-labelledby="publication-title">
        <Typography id="publication-title" component="h2" variant="h6">
          {translate('admin.content.publication')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <SelectInput source="status" choices={contentStatusChoices} defaultValue="draft" />
          <PublishAtInput />
        </Stack>
      </Stack>
      <Stack component="section" aria-labelledby="details-title">
        <Typography id="details-title" component="h2" variant="h6">
          {translate('admin.library.details')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <SelectInput source="format" choices={formatChoices} defaultValue="book" validate={required()} />
          <TextInput source="author" />
          <TextInput source="publisher" />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <NumberInput source="year" min={1000} max={2200} step={1} />
          <TextInput source="isbn" validate={validIsbn} />
          <CopiesInput />
        </Stack>
        <BooleanInput source="applicable_online" defaultValue />
        <ResourceCategoriesInput />
        <ImageSourceInput source="image_src" helperText="admin.media.helpContent" />
      </Stack>
    </Stack>
  )
}

export function LibraryItemCreate() {
  return (
    <ContentCreate>
      <LibraryItemFields />
      <TranslationsEditor fields={baseTranslationFields} previewPath={resourcePreviewPath} />
    </ContentCreate>
  )
}

export function LibraryItemEdit() {
  return (
    <ContentEdit history="resource">
      <LibraryItemFields />
      <RatingSummary />
      <TranslationsEditor fields={baseTranslationFields} previewPath={resourcePreviewPath} />
    </ContentEdit>
  )
}
