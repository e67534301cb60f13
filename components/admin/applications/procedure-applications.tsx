'use client'
import Typography from '@mui/material/Typography'
import {
  DataTable,
  DateField,
  DateInput,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { applicationStatuses } from '@/lib/contract/applications'
import { processTypes } from '@/lib/contract/content'
import { StaffActionHistory } from '../staff-action-history'
import { ApplicationDocuments, ApplicationStatusHistory, Word } from './application-parts'
import { StatusChangeButtons } from './status-change'

const statusChoices = applicationStatuses.map((status) => ({ id: status, name: `admin.statuses.${status}` }))
const typeChoices = processTypes.map((type) => ({
  id: type,
  name: `admin.applications.processTypes.${type}`,
}))

/** The list's filters, the search box worded in the back-office's language. */
function useFilters() {
  const translate = useTranslate()
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('admin.applications.procedureSearch')} />,
    <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
    <SelectInput key="type" source="type" choices={typeChoices} />,
    <DateInput key="from" source="from" />,
    <DateInput key="to" source="to" />,
  ]
}

interface ProcedureApplicationRecord {
  id: string
  process_type: string
  status: string
  lang: string
  answers: Array<{ name: string; label: string; value: unknown; option_label: string | null }>
}

export function ProcedureApplicationList() {
  return (
    <>
      <List filters={useFilters()} exporter={false} sort={{ field: 'submitted_at', order: 'DESC' }}>
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="tracking_code" />
          <DataTable.Col source="procedure_title" disableSort />
          <DataTable.Col source="subject" disableSort />
          <DataTable.Col source="applicant_name" disableSort />
          <DataTable.Col<ProcedureApplicationRecord>
            source="status"
            render={(record) => <Word prefix="admin.statuses" value={record.status} />}
          />
          <DataTable.Col source="submitted_at" field={DateField} />
        </DataTable>
      </List>
    </>
  )
}

/** The answers in the order of the form, each under its question. */
function ProcedureAnswers() {
  const record = useRecordContext<ProcedureApplicationRecord>()
  const translate = useTranslate()
  if (!record?.answers) return null
  return (
    <section aria-labelledby="procedure-answers">
      <Typography id="procedure-answers" component="h2" variant="h6" sx={{ mt: 3 }}>
        {translate('admin.applications.answers')}
      </Typography>
      <Typography component="dl" sx={{ m: 0, '& dt': { fontWeight: 600, mt: 1 }, '& dd': { ml: 2 } }}>
        {record.answers.map((answer) => (
          <div key={answer.name}>
            <dt>{answer.label}</dt>
            <dd>
              {answer.option_label ??
                (typeof answer.value === 'boolean'
                  ? translate(answer.value ? 'ra.boolean.true' : 'ra.boolean.false')
                  : Array.isArray(answer.value)
                    ? answer.value.join(', ')
                    : String(answer.value))}
            </dd>
          </div>
        ))}
      </Typography>
    </section>
  )
}

export function ProcedureApplicationShow() {
  return (
    <>
      <Show>
        <SimpleShowLayout>
          <TextField source="tracking_code" />
          <TextField source="procedure_title" />
          <FunctionField<ProcedureApplicationRecord>
            source="process_type"
            render={(record) => <Word prefix="admin.applications.processTypes" value={record.process_type} />}
          />
          <TextField source="subject" />
          <TextField source="applicant_name" />
          <TextField source="applicant_email" />
          <FunctionField<ProcedureApplicationRecord>
            source="status"
            render={(record) => <Word prefix="admin.statuses" value={record.status} />}
          />
          <FunctionField<ProcedureApplicationRecord>
            source="lang"
            render={(record) => <Word prefix="admin.applications.languages" value={record.lang} />}
          />
          <DateField source="submitted_at" showTime />
          <StatusChangeButtons />
          <ApplicationDocuments />
          <ProcedureAnswers />
          <ApplicationStatusHistory />
          <StaffActionHistory entity="procedure_application" />
        </SimpleShowLayout>
      </Show>
    </>
  )
}
