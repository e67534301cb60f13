'use client'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  AutocompleteInput,
  DataTable,
  DateField,
  List,
  SelectInput,
  TextInput,
  useTranslate,
  type Validator,
} from 'react-admin'
import { AdminSearchInput } from '../search-input'
import { ImageSourceInput } from '../media/image-input'
import { postalCodePattern, provinceOfPostalCode } from '@/lib/contract/admin-jobs'
import { defaultLocale, type Locale } from '@/lib/contract/locales'
import { ContentLanguages, ContentStatusChip, contentStatusChoices, PublishAtInput } from './content-form'
import { provinceChoices } from './jobs'
import { baseTranslationFields, TranslationsEditor } from './translations-editor'
import { ContentCreate, ContentEdit } from './content-screens'

const workplacePreviewPath = (lang: Locale, slug: string) =>
  `${lang === defaultLocale ? '' : `/${lang}`}/tmp/workplaces/${encodeURIComponent(slug)}`

const workplaceFilters = [
  <AdminSearchInput key="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={contentStatusChoices} alwaysOn />,
  <AutocompleteInput key="province" source="province" choices={provinceChoices} />,
]

export function WorkplaceList() {
  return (
    <List filters={workplaceFilters} sort={{ field: 'updated_at', order: 'DESC' }}>
      <DataTable rowClick="edit">
        <DataTable.Col source="title" />
        <DataTable.Col source="city" />
        <DataTable.Col source="province" disableSort />
        <DataTable.Col source="status" render={() => <ContentStatusChip />} />
        <DataTable.Col source="languages" disableSort render={() => <ContentLanguages />} />
        <DataTable.Col source="updated_at">
          <DateField source="updated_at" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  )
}

/** Five digits, and the first two those of the province chosen (the API checks the same). */
const postalCodeMatches: Validator = (value, values) => {
  const code = String(value ?? '').trim()
  if (!code) return undefined
  if (!postalCodePattern.test(code)) return 'admin.workplaces.postalCodeInvalid'
  const province = (values as { province?: string }).province
  return province && provinceOfPostalCode[code.slice(0, 2)] !== province
    ? 'admin.workplaces.postalCodeProvince'
    : undefined
}

function WorkplaceSharedFields() {
  const translate = useTranslate()
  return (
    <>
      <Stack component="section" aria-labelledby="publication-title" sx={{ width: '100%' }}>
        <Typography id="publication-title" component="h2" variant="h6">
          {translate('admin.content.publication')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <SelectInput source="status" choices={contentStatusChoices} defaultValue="draft" />
          <PublishAtInput />
        </Stack>
      </Stack>
      <Stack component="section" aria-labelledby="place-title" sx={{ width: '100%' }}>
        <Typography id="place-title" component="h2" variant="h6">
          {translate('admin.workplaces.place')}
        </Typography>
        <TextInput source="address" isRequired fullWidth />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextInput source="postal_code" isRequired validate={postalCodeMatches} />
          <TextInput source="city" isRequired sx={{ flex: 1 }} />
          <AutocompleteInput source="province" choices={provinceChoices} isRequired sx={{ flex: 1 }} />
        </Stack>
        {/* One per line: side by side, axe finds the address fields' targets too close (WCAG 2.5.8). */}
        <TextInput source="phone" type="tel" />
        <TextInput source="email" type="email" fullWidth />
        <TextInput source="website" type="url" helperText="admin.workplaces.websiteHelp" fullWidth />
        <ImageSourceInput source="image_src" helperText="admin.media.helpContent" />
      </Stack>
    </>
  )
}

export function WorkplaceCreate() {
  return (
    <ContentCreate>
      <WorkplaceSharedFields />
      <TranslationsEditor fields={baseTranslationFields} previewPath={workplacePreviewPath} />
    </ContentCreate>
  )
}

export function WorkplaceEdit() {
  return (
    <ContentEdit history="workplace">
      <WorkplaceSharedFields />
      <TranslationsEditor fields={baseTranslationFields} previewPath={workplacePreviewPath} />
    </ContentEdit>
  )
}
