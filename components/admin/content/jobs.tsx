'use client'
import Alert from '@mui/material/Alert'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  AutocompleteInput,
  DataTable,
  DateField,
  DeleteButton,
  List,
  NumberInput,
  ReferenceManyField,
  SaveButton,
  SelectInput,
  TextInput,
  Toolbar,
  useCreatePath,
  useRecordContext,
  useTranslate,
  type Validator,
} from 'react-admin'
import { Link as RouterLink } from 'react-router-dom'
import { AdminSearchInput } from '../search-input'
import { jobContractTypes, jobWorkingDays, jobWorkplaceTypes } from '@/lib/contract/content'
import { defaultLocale, type Locale } from '@/lib/contract/locales'
import { spanishProvinces } from '@/lib/contract/provinces'
import {
  ContentLanguages,
  ContentStatusChip,
  contentStatusChoices,
  PublishAtInput,
  useSaveErrorNotifier,
} from './content-form'
import { baseTranslationFields, TranslationsEditor } from './translations-editor'
import { ContentCreate, ContentEdit } from './content-screens'

const jobPreviewPath = (lang: Locale, slug: string) =>
  `${lang === defaultLocale ? '' : `/${lang}`}/tmp/job/${encodeURIComponent(slug)}`

/** The provinces of Spain, as choices (their names are the same in every language). */
export const provinceChoices = spanishProvinces.map((name) => ({ id: name, name }))

const choicesOf = (values: readonly string[], prefix: string) =>
  values.map((value) => ({ id: value, name: `${prefix}.${value}` }))
const contractChoices = choicesOf(jobContractTypes, 'admin.jobs.contractTypes')
const workingDayChoices = choicesOf(jobWorkingDays, 'admin.jobs.workingDays')
const workplaceTypeChoices = choicesOf(jobWorkplaceTypes, 'admin.jobs.workplaceTypes')

const jobFilters = [
  <AdminSearchInput key="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={contentStatusChoices} alwaysOn />,
  <AutocompleteInput key="province" source="province" choices={provinceChoices} />,
  <SelectInput key="contract_type" source="contract_type" choices={contractChoices} />,
]

export function JobList() {
  return (
    <List filters={jobFilters} sort={{ field: 'publish_at', order: 'DESC' }}>
      <DataTable rowClick="edit">
        <DataTable.Col source="title" />
        <DataTable.Col source="company" />
        <DataTable.Col source="province" disableSort />
        <DataTable.Col source="status" render={() => <ContentStatusChip />} />
        <DataTable.Col source="languages" disableSort render={() => <ContentLanguages />} />
        <DataTable.Col source="publish_at" field={DateField} />
        <DataTable.Col source="closes_at" field={DateField} />
      </DataTable>
    </List>
  )
}

/** The highest salary cannot be below the lowest (the API says the same). */
const notBelowMinimum: Validator = (value, values) => {
  const minimum = (values as { salary_min?: number | null }).salary_min
  return typeof value === 'number' && typeof minimum === 'number' && value < minimum
    ? 'admin.jobs.salaryRange'
    : undefined
}

/** An offer the public complained about: it says how many, and that it is archived rather than deleted. */
function ComplaintsNote() {
  const record = useRecordContext<{ complaints?: number }>()
  const translate = useTranslate()
  if (!record?.complaints) return null
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {translate('admin.jobs.complaintsNote', { smart_count: record.complaints })}
    </Alert>
  )
}

export const complaintsOfJobSearch = (jobId: number | string) =>
  `?${new URLSearchParams({ filter: JSON.stringify({ job_id: Number(jobId) }) })}`

type ComplaintRow = { id: string; tracking_code: string; status: string }

function JobComplaints() {
  const record = useRecordContext<{ id: number; complaints?: number }>()
  const translate = useTranslate()
  const createPath = useCreatePath()
  if (!record?.complaints) return null
  const complaintPath = (id: string) => createPath({ resource: 'job-complaints', id, type: 'show' })
  return (
    <Stack component="section" aria-labelledby="job-complaints-title" sx={{ width: '100%', mt: 2 }}>
      <Typography id="job-complaints-title" component="h2" variant="h6">
        {translate('admin.jobs.complaintsTitle')}
      </Typography>
      <ReferenceManyField
        reference="job-complaints"
        target="job_id"
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={25}
      >
        <DataTable<ComplaintRow> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col<ComplaintRow>
            source="tracking_code"
            disableSort
            render={(row) => (
              <Link component={RouterLink} to={complaintPath(row.id)} onClick={(e) => e.stopPropagation()}>
                {row.tracking_code}
              </Link>
            )}
          />
          <DataTable.Col<ComplaintRow>
            source="status"
            disableSort
            render={(row) => translate(`admin.statuses.${row.status}`)}
          />
          <DataTable.Col source="created_at" disableSort field={DateField} />
        </DataTable>
      </ReferenceManyField>
      <Link
        component={RouterLink}
        to={`${createPath({ resource: 'job-complaints', type: 'list' })}${complaintsOfJobSearch(record.id)}`}
        sx={{ mt: 1 }}
      >
        {translate('admin.jobs.complaintsList', { count: record.complaints })}
      </Link>
    </Stack>
  )
}

function JobSharedFields() {
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
          <TextInput
            source="closes_on"
            type="date"
            helperText="admin.jobs.closesOnHelp"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </Stack>
      <Stack component="section" aria-labelledby="offer-title" sx={{ width: '100%' }}>
        <Typography id="offer-title" component="h2" variant="h6">
          {translate('admin.jobs.offer')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextInput source="company" isRequired sx={{ flex: 2 }} />
          <TextInput source="city" isRequired sx={{ flex: 1 }} />
          <AutocompleteInput source="province" choices={provinceChoices} isRequired sx={{ flex: 1 }} />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <SelectInput source="contract_type" choices={contractChoices} defaultValue="permanent" />
          <SelectInput source="working_day" choices={workingDayChoices} defaultValue="full_time" />
          <SelectInput source="workplace_type" choices={workplaceTypeChoices} defaultValue="on_site" />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <NumberInput source="salary_min" min={0} step={500} helperText="admin.jobs.salaryHelp" />
          <NumberInput source="salary_max" min={0} step={500} validate={notBelowMinimum} />
        </Stack>
        <TextInput source="contact_email" type="email" fullWidth />
        <TextInput source="contact_url" type="url" helperText="admin.jobs.contactHelp" fullWidth />
      </Stack>
    </>
  )
}

export function JobCreate() {
  return (
    <ContentCreate>
      <JobSharedFields />
      <TranslationsEditor fields={baseTranslationFields} previewPath={jobPreviewPath} />
    </ContentCreate>
  )
}

/** Save, and delete once the API agrees (an offer with complaints is refused: it stays, and staff archive it). */
function JobEditToolbar() {
  const onError = useSaveErrorNotifier()
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" mutationOptions={{ onError }} />
    </Toolbar>
  )
}

export function JobEdit() {
  return (
    <ContentEdit history="job" form={{ toolbar: <JobEditToolbar /> }}>
      <ComplaintsNote />
      <JobSharedFields />
      <TranslationsEditor fields={baseTranslationFields} previewPath={jobPreviewPath} />
      <JobComplaints />
    </ContentEdit>
  )
}
