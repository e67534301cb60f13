'use client'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import {
  BooleanField,
  DataTable,
  DateField,
  DateInput,
  FunctionField,
  List as RaList,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { AdminSearchInput } from '../search-input'
import { applicationStatuses } from '@/lib/contract/applications'
import { StaffActionHistory } from '../staff-action-history'
import { ApplicationDocuments, ApplicationStatusHistory, Word } from './application-parts'
import { StatusChangeButtons } from './status-change'

const statusChoices = applicationStatuses.map((status) => ({ id: status, name: `admin.statuses.${status}` }))
const activeChoices = [
  { id: 'true', name: 'ra.boolean.true' },
  { id: 'false', name: 'ra.boolean.false' },
]

const filters = [
  <AdminSearchInput key="q" alwaysOn placeholder="admin.applications.societySearch" />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="active" source="active" choices={activeChoices} />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
]

interface SocietyRecord {
  id: string
  status: string
  lang: string
  components: Array<{
    id: string
    name: string
    surnames: string
    collegiate_number: string | null
    administrator: boolean
  }>
}

export function SocietyList() {
  return (
    <>
      <RaList filters={filters} exporter={false} sort={{ field: 'submitted_at', order: 'DESC' }}>
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="tracking_code" />
          <DataTable.Col source="social_reason" disableSort />
          <DataTable.Col source="cif" disableSort />
          <DataTable.Col source="applicant_name" disableSort />
          <DataTable.Col<SocietyRecord>
            source="status"
            render={(record) => <Word prefix="admin.statuses" value={record.status} />}
          />
          <DataTable.Col source="active" disableSort field={BooleanField} />
          <DataTable.Col source="submitted_at" field={DateField} />
        </DataTable>
      </RaList>
    </>
  )
}

function SocietyComponents() {
  const record = useRecordContext<SocietyRecord>()
  const translate = useTranslate()
  if (!record?.components) return null
  return (
    <section aria-labelledby="society-components">
      <Typography id="society-components" component="h2" variant="h6" sx={{ mt: 3 }}>
        {translate('admin.applications.components')}
      </Typography>
      <List dense>
        {record.components.map((component) => (
          <ListItem key={component.id} disableGutters>
            <ListItemText
              primary={`${component.name} ${component.surnames}`}
              secondary={[
                component.collegiate_number,
                component.administrator ? translate('admin.applications.administrator') : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </section>
  )
}

export function SocietyShow() {
  return (
    <>
      <Show>
        <SimpleShowLayout>
          <TextField source="tracking_code" />
          <TextField source="social_reason" />
          <TextField source="cif" />
          <TextField source="sspp_number" />
          <TextField source="email" />
          <TextField source="applicant_name" />
          <TextField source="applicant_email" />
          <FunctionField<SocietyRecord>
            source="status"
            render={(record) => <Word prefix="admin.statuses" value={record.status} />}
          />
          <BooleanField source="active" />
          <BooleanField source="publication_consent" />
          <FunctionField<SocietyRecord>
            source="lang"
            render={(record) => <Word prefix="admin.applications.languages" value={record.lang} />}
          />
          <DateField source="submitted_at" showTime />
          <StatusChangeButtons />
          <ApplicationDocuments />
          <SocietyComponents />
          <ApplicationStatusHistory />
          <StaffActionHistory entity="professional_society" />
        </SimpleShowLayout>
      </Show>
    </>
  )
}
