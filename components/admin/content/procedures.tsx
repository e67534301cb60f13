'use client'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import {
  DataTable,
  DateField,
  HttpError,
  List,
  SelectInput,
  TextInput,
  useNotify,
  useRecordContext,
  useTranslate,
  type Validator,
} from 'react-admin'
import { AdminSearchInput } from '../search-input'
import type { AdminProcedure } from '@/lib/contract/admin-procedures'
import { applicationWindowStatuses, processTypes } from '@/lib/contract/content'
import { subjectOnlyForm } from '@/lib/contract/generic-procedure-forms'
import { defaultLocale, type Locale } from '@/lib/contract/locales'
import { EuroField } from '../money/money-fields'
import {
  ContentLanguages,
  ContentStatusChip,
  contentStatusChoices,
  PublishAtInput,
  saveTransform,
  toLocalInput,
  useSaveErrorNotifier,
} from './content-form'
import { AnsweredFieldsContext, feeEurosOf, formForSave, ProcedureFormEditor } from './procedure-form-editor'
import { baseTranslationFields, TranslationsEditor } from './translations-editor'
import { ContentCreate, ContentEdit } from './content-screens'

const processTypeChoices = processTypes.map((type) => ({
  id: type,
  name: `admin.applications.processTypes.${type}`,
}))
const windowChoices = applicationWindowStatuses.map((status) => ({
  id: status,
  name: `admin.procedures.windowStatuses.${status}`,
}))

const procedureFilters = [
  <AdminSearchInput key="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={contentStatusChoices} alwaysOn />,
  <SelectInput key="process_type" source="process_type" choices={processTypeChoices} />,
  <SelectInput key="window_status" source="window_status" choices={windowChoices} />,
]

function Worded({ prefix, value }: { prefix: string; value: string }) {
  const translate = useTranslate()
  return <>{translate(`${prefix}.${value}`)}</>
}

export function ProcedureList() {
  return (
    <List filters={procedureFilters} sort={{ field: 'updated_at', order: 'DESC' }} exporter={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="title" />
        <DataTable.Col
          source="process_type"
          disableSort
          render={(record) => <Worded prefix="admin.applications.processTypes" value={record.process_type} />}
        />
        <DataTable.Col
          source="window_status"
          disableSort
          render={(record) => (
            <Worded prefix="admin.procedures.windowStatuses" value={record.window_status} />
          )}
        />
        <DataTable.Col source="status" render={() => <ContentStatusChip />} />
        <DataTable.Col
          source="fee_cents"
          disableSort
          render={(record) =>
            record.fee_cents === null ? (
              <Worded prefix="admin.procedures" value="free" />
            ) : (
              <EuroField source="fee_cents" />
            )
          }
        />
        <DataTable.Col source="questions" disableSort />
        <DataTable.Col source="languages" disableSort render={() => <ContentLanguages />} />
        <DataTable.Col source="updated_at">
          <DateField source="updated_at" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  )
}

const closesAfterOpens: Validator = (value, values) => {
  const opens = (values as { opens_at?: string | null }).opens_at
  return value && opens && new Date(value as string) <= new Date(opens)
    ? 'admin.procedures.closesAfterOpens'
    : undefined
}

function MomentInput({ source, validate }: { source: string; validate?: Validator }) {
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

function ProcedureSharedFields() {
  const translate = useTranslate()
  return (
    <Stack component="section" aria-labelledby="procedure-title" sx={{ width: '100%' }}>
      <Typography id="procedure-title" component="h2" variant="h6">
        {translate('admin.procedures.procedure')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <SelectInput source="process_type" choices={processTypeChoices} defaultValue="legal_advice" />
        <SelectInput source="status" choices={contentStatusChoices} defaultValue="draft" />
        <PublishAtInput />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <SelectInput
          source="window_status"
          choices={windowChoices}
          defaultValue="published"
          helperText="admin.procedures.windowHelp"
        />
        <MomentInput source="opens_at" />
        <MomentInput source="closes_at" validate={closesAfterOpens} />
      </Stack>
    </Stack>
  )
}

function procedureTransform(data: Record<string, unknown>) {
  const instant = (value: unknown) => (value ? new Date(value as string).toISOString() : null)
  return formForSave({
    ...saveTransform(data),
    opens_at: instant(data.opens_at),
    closes_at: instant(data.closes_at),
  })
}

/** A refused save: an answered question is named; the rest as the content forms word them. */
function useProcedureSaveError() {
  const notify = useNotify()
  const fallback = useSaveErrorNotifier()
  return (error: unknown) => {
    const reason =
      error instanceof HttpError ? (error.body as { reason?: unknown } | undefined)?.reason : undefined
    if (
      error instanceof HttpError &&
      error.message === 'admin.errors.FORM_QUESTION_ANSWERED' &&
      typeof reason === 'string'
    ) {
      notify('admin.procedures.questionAnswered', { type: 'error', messageArgs: { name: reason } })
      return
    }
    fallback(error)
  }
}

function AnsweredFields({ children }: { children: ReactNode }) {
  const record = useRecordContext<AdminProcedure>()
  const translate = useTranslate()
  return (
    <AnsweredFieldsContext.Provider value={record?.answered_fields ?? []}>
      {record ? (
        <Typography color="text.secondary">
          {translate('admin.procedures.applications', { smart_count: record.applications })}
        </Typography>
      ) : null}
      {children}
    </AnsweredFieldsContext.Provider>
  )
}

function FeeDefault() {
  const record = useRecordContext<AdminProcedure>()
  return <ProcedureFormEditor feeDefault={feeEurosOf(record?.form)} />
}

const procedurePreviewPath = (lang: Locale, slug: string) =>
  `${lang === defaultLocale ? '' : `/${lang}`}/tmp/generic-procedure/${encodeURIComponent(slug)}`

export function ProcedureCreate() {
  const onError = useProcedureSaveError()
  return (
    <ContentCreate
      onError={onError}
      transform={procedureTransform}
      form={{ defaultValues: { form: subjectOnlyForm, fee_euros: '' } }}
    >
      <ProcedureSharedFields />
      <TranslationsEditor fields={baseTranslationFields} previewPath={procedurePreviewPath} />
      <ProcedureFormEditor feeDefault="" />
    </ContentCreate>
  )
}

export function ProcedureEdit() {
  const onError = useProcedureSaveError()
  return (
    <ContentEdit history="generic_procedure" onError={onError} transform={procedureTransform}>
      <AnsweredFields>
        <ProcedureSharedFields />
        <TranslationsEditor fields={baseTranslationFields} previewPath={procedurePreviewPath} />
        <FeeDefault />
      </AnsweredFields>
    </ContentEdit>
  )
}
