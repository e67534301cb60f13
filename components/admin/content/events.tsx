'use client'
import Link from '@mui/material/Link'
import MuiList from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useMemo, type ReactNode } from 'react'
import { useWatch } from 'react-hook-form'
import {
  BooleanField,
  BooleanInput,
  CheckboxGroupInput,
  CreateButton,
  DataTable,
  DateField,
  EditButton,
  FilterButton,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  ReferenceManyField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  useCreatePath,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type Validator,
} from 'react-admin'
import { AdminSearchInput } from '../search-input'
import { ImageSourceInput } from '../media/image-input'
import { Link as RouterLink } from 'react-router-dom'
import { z } from 'zod'
import { groupsFitKind } from '@/lib/contract/admin-events'
import { applicationWindowStatuses, eventKinds } from '@/lib/contract/content'
import { enrolmentGroups } from '@/lib/contract/enrolment'
import { TermSchema } from '@/lib/contract/listing'
import { defaultLocale, isLocale } from '@/lib/contract/locales'
import { apiFetch } from '@/lib/client/api-client'
import { EuroField } from '../money/money-fields'
import { StaffActionHistory } from '../staff-action-history'
import {
  ContentLanguages,
  ContentStatusChip,
  contentStatusChoices,
  PublishAtInput,
  saveTransform,
  toLocalInput,
} from './content-form'
import { baseTranslationFields, TranslationsEditor } from './translations-editor'
import { ContentCreate, ContentEdit } from './content-screens'

const eventTranslationFields = [...baseTranslationFields, { name: 'venue' }]

const kindChoices = eventKinds.map((kind) => ({ id: kind, name: `admin.events.kinds.${kind}` }))
const windowChoices = applicationWindowStatuses.map((status) => ({
  id: status,
  name: `admin.events.windows.${status}`,
}))
const groupChoices = enrolmentGroups.map((group) => ({ id: group, name: `admin.events.groups.${group}` }))

const TermListSchema = z.array(TermSchema)
const noTerms: z.infer<typeof TermListSchema> = []

function useEventTermChoices(segment: 'categories' | 'types' | 'modes') {
  const [locale] = useLocaleState()
  const lang = isLocale(locale) ? locale : defaultLocale
  const { data = noTerms } = useQuery({
    queryKey: ['admin', 'event-terms', segment, lang],
    queryFn: () => apiFetch(`/public/events/${segment}/${lang}`, TermListSchema),
    staleTime: 5 * 60_000,
  })
  return useMemo(() => data.map((term) => ({ id: term.id, name: term.name })), [data])
}

type Values = Record<string, unknown>
const instant = (value: unknown) => (value ? new Date(value as string).getTime() : Number.NaN)

const endsAfterStart: Validator = (value, values) =>
  instant(value) < instant((values as Values).starts_at) ? 'admin.events.endsBeforeStarts' : undefined
const closesAfterOpens: Validator = (value, values) =>
  instant(value) <= instant((values as Values).enrolment_opens_at)
    ? 'admin.events.closesBeforeOpens'
    : undefined
const notBelowTaken: Validator = (value, values) => {
  const taken = Number((values as Values).slots_taken ?? 0)
  return value !== null && value !== undefined && value !== '' && Number(value) < taken
    ? 'admin.events.slotsBelowTaken'
    : undefined
}
const groupsForKind: Validator = (value, values) =>
  Array.isArray(value) && !groupsFitKind(((values as Values).kind as 'event' | 'course') ?? 'event', value)
    ? 'admin.events.precollegiatesOnlyCourses'
    : undefined
const required: Validator = (value) => (value ? undefined : 'ra.validation.required')

const dateTimeFields = ['starts_at', 'ends_at', 'enrolment_opens_at', 'enrolment_closes_at'] as const
const nullableFields = [
  'category_id',
  'type_id',
  'mode_id',
  'slots',
  'hours',
  'price_cents',
  'member_price_cents',
]

/** What the form sends: the content form's transform, the dates as instants, empty numbers and terms as none. */
export function eventSaveTransform(data: Values) {
  const base: Values = saveTransform(data)
  for (const field of dateTimeFields) {
    const value = base[field]
    base[field] = value ? new Date(value as string).toISOString() : null
  }
  for (const field of nullableFields) {
    const value = base[field]
    base[field] = value === '' || value === undefined || value === null ? null : Number(value)
  }
  base.max_companions = Number(base.max_companions ?? 0) || 0
  return base
}

export const toEuros = (cents: unknown) =>
  cents === null || cents === undefined || cents === '' ? '' : Number(cents) / 100
export const toCents = (euros: unknown) =>
  euros === null || euros === undefined || euros === '' || Number.isNaN(Number(euros))
    ? null
    : Math.round(Number(euros) * 100)

function EuroInput({ source }: { source: string }) {
  return (
    <NumberInput
      source={source}
      format={toEuros}
      parse={toCents}
      min={0}
      step={0.01}
      helperText="admin.events.eurosHelp"
    />
  )
}

function DateTimeInput({ source, validate }: { source: string; validate?: Validator | Validator[] }) {
  return (
    <TextInput
      source={source}
      type="datetime-local"
      format={toLocalInput}
      validate={validate}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  )
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const translate = useTranslate()
  return (
    <Stack component="section" aria-labelledby={id} sx={{ width: '100%', mt: 2 }}>
      <Typography id={id} component="h2" variant="h6">
        {translate(title)}
      </Typography>
      {children}
    </Stack>
  )
}

function useEventFilters() {
  const categories = useEventTermChoices('categories')
  const types = useEventTermChoices('types')
  const modes = useEventTermChoices('modes')
  return [
    <AdminSearchInput key="q" alwaysOn />,
    <SelectInput key="kind" source="kind" choices={kindChoices} alwaysOn />,
    <SelectInput key="status" source="status" choices={contentStatusChoices} alwaysOn />,
    <SelectInput key="category_id" source="category_id" choices={categories} />,
    <SelectInput key="type_id" source="type_id" choices={types} />,
    <SelectInput key="mode_id" source="mode_id" choices={modes} alwaysOn />,
  ]
}

interface EventRecord {
  id: number
  kind: string
  slots: number | null
  slots_taken: number
  slots_left?: number | null
  window_status: string
}

const Places = ({ record }: { record: EventRecord }) => {
  const translate = useTranslate()
  return record.slots === null
    ? translate('admin.events.placesUnlimited', { taken: record.slots_taken })
    : translate('admin.events.places', {
        taken: record.slots_taken,
        left: Math.max(record.slots - record.slots_taken, 0),
        slots: record.slots,
      })
}

export function EventList() {
  const translate = useTranslate()
  return (
    <List
      filters={useEventFilters()}
      sort={{ field: 'starts_at', order: 'DESC' }}
      actions={
        <TopToolbar>
          <FilterButton />
          <CreateButton />
        </TopToolbar>
      }
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="title" />
        <DataTable.Col<EventRecord>
          source="kind"
          disableSort
          render={(record) => translate(`admin.events.kinds.${record.kind}`)}
        />
        <DataTable.Col source="status" render={() => <ContentStatusChip />} />
        <DataTable.Col source="starts_at">
          <DateField source="starts_at" showTime />
        </DataTable.Col>
        <DataTable.Col<EventRecord>
          source="slots"
          disableSort
          render={(record) => <Places record={record} />}
        />
        <DataTable.Col<EventRecord>
          source="window_status"
          disableSort
          render={(record) => translate(`admin.events.windows.${record.window_status}`)}
        />
        <DataTable.Col source="languages" disableSort render={() => <ContentLanguages />} />
      </DataTable>
    </List>
  )
}

function EventSharedFields() {
  const categories = useEventTermChoices('categories')
  const types = useEventTermChoices('types')
  const modes = useEventTermChoices('modes')
  return (
    <>
      <Section id="publication-title" title="admin.content.publication">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <SelectInput source="kind" choices={kindChoices} defaultValue="course" validate={required} />
          <SelectInput source="status" choices={contentStatusChoices} defaultValue="draft" />
          <PublishAtInput />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <SelectInput source="category_id" choices={categories} emptyText="admin.content.noCategory" />
          <SelectInput source="type_id" choices={types} emptyText="admin.content.noCategory" />
          <SelectInput source="mode_id" choices={modes} emptyText="admin.content.noCategory" />
        </Stack>
        <ImageSourceInput source="image_src" helperText="admin.media.helpContent" />
      </Section>
      <Section id="when-title" title="admin.events.when">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <DateTimeInput source="starts_at" validate={required} />
          <DateTimeInput source="ends_at" validate={[required, endsAfterStart]} />
          <NumberInput source="hours" min={0} step={1} />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextInput source="city" />
          <TextInput source="address" sx={{ flex: 1 }} />
        </Stack>
      </Section>
      <Section id="places-title" title="admin.events.placesAndPrices">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <EuroInput source="price_cents" />
          <EuroInput source="member_price_cents" />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <NumberInput
            source="slots"
            min={0}
            step={1}
            validate={notBelowTaken}
            helperText="admin.events.slotsHelp"
          />
          <NumberInput source="max_companions" min={0} max={20} step={1} defaultValue={0} />
        </Stack>
      </Section>
      <Section id="applications-title" title="admin.events.applicationsWindow">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <SelectInput source="window_status" choices={windowChoices} defaultValue="published" />
          <DateTimeInput source="enrolment_opens_at" />
          <DateTimeInput source="enrolment_closes_at" validate={closesAfterOpens} />
        </Stack>
        <CheckboxGroupInput
          source="admitted_groups"
          choices={groupChoices}
          defaultValue={['collegiates']}
          validate={groupsForKind}
          helperText="admin.events.groupsHelp"
        />
        <BooleanInput source="requires_documents" />
      </Section>
    </>
  )
}

function EventTranslations() {
  const kind = useWatch({ name: 'kind' })
  const segment = kind === 'course' ? 'course' : 'events'
  return (
    <TranslationsEditor
      fields={eventTranslationFields}
      previewPath={(lang, slug) =>
        `${lang === defaultLocale ? '' : `/${lang}`}/tmp/${segment}/${encodeURIComponent(slug)}`
      }
    />
  )
}

export function EventCreate() {
  return (
    <ContentCreate redirect="show" transform={eventSaveTransform}>
      <EventSharedFields />
      <EventTranslations />
    </ContentCreate>
  )
}

export function EventEdit() {
  return (
    <ContentEdit history="event" transform={eventSaveTransform}>
      <EventSharedFields />
      <EventTranslations />
    </ContentEdit>
  )
}

interface Waiting {
  id: string
  applicant_name: string
  applicant_email: string
  companions: number
  waitlisted_at: string
}

function WaitingList() {
  const record = useRecordContext<EventRecord & { waiting_list: Waiting[] }>()
  const translate = useTranslate()
  const createPath = useCreatePath()
  // Until the record is read, react-admin shows the list's row, which has no waiting list.
  if (!record?.waiting_list) return null
  return (
    <section aria-labelledby="waiting-list-title">
      <Typography id="waiting-list-title" component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate('admin.events.waitingList', { smart_count: record.waiting_list.length })}
      </Typography>
      {record.waiting_list.length === 0 ? (
        <Typography>{translate('admin.events.noneWaiting')}</Typography>
      ) : (
        <MuiList component="ol" dense>
          {record.waiting_list.map((waiting) => (
            <ListItem key={waiting.id} component="li">
              <ListItemText
                primary={
                  <Link
                    component={RouterLink}
                    to={createPath({ resource: 'event-applications', id: waiting.id, type: 'show' })}
                  >
                    {waiting.applicant_name || waiting.applicant_email}
                  </Link>
                }
                secondary={translate('admin.events.companions', { smart_count: waiting.companions })}
              />
            </ListItem>
          ))}
        </MuiList>
      )}
    </section>
  )
}

function Applications() {
  const translate = useTranslate()
  return (
    <section aria-labelledby="event-applications-title">
      <Typography id="event-applications-title" component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate('admin.events.applicationsTitle')}
      </Typography>
      <ReferenceManyField
        reference="event-applications"
        target="event_id"
        sort={{ field: 'submitted_at', order: 'ASC' }}
        perPage={100}
      >
        <DataTable
          rowClick="show"
          bulkActionButtons={false}
          empty={<Typography>{translate('admin.events.noApplications')}</Typography>}
        >
          <DataTable.Col source="applicant_name" disableSort />
          <DataTable.Col source="applicant_email" disableSort />
          <DataTable.Col<{ status: string }>
            source="status"
            disableSort
            render={(record) => translate(`admin.statuses.${record.status}`)}
          />
          <DataTable.Col source="waitlisted" disableSort field={BooleanField} />
          <DataTable.Col source="companions" disableSort field={NumberField} />
          <DataTable.Col source="submitted_at" disableSort field={DateField} />
        </DataTable>
      </ReferenceManyField>
    </section>
  )
}

export function EventShow() {
  const translate = useTranslate()
  return (
    <Show
      actions={
        <TopToolbar>
          <EditButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="title" />
        <FunctionField<EventRecord>
          source="kind"
          render={(record) => translate(`admin.events.kinds.${record.kind}`)}
        />
        <FunctionField source="status" render={() => <ContentStatusChip />} />
        <DateField source="starts_at" showTime />
        <DateField source="ends_at" showTime />
        <FunctionField<EventRecord> source="slots" render={(record) => <Places record={record} />} />
        <FunctionField<EventRecord>
          source="window_status"
          render={(record) => translate(`admin.events.windows.${record.window_status}`)}
        />
        <DateField source="enrolment_opens_at" showTime emptyText="—" />
        <DateField source="enrolment_closes_at" showTime emptyText="—" />
        <EuroField source="price_cents" emptyText="—" />
        <EuroField source="member_price_cents" emptyText="—" />
        <WaitingList />
        <Applications />
        <StaffActionHistory entity="event" />
      </SimpleShowLayout>
    </Show>
  )
}
