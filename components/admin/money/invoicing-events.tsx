'use client'
import DownloadIcon from '@mui/icons-material/Download'
import Alert from '@mui/material/Alert'
import MuiButton from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { DataTable, FunctionField, List, SelectInput, TopToolbar, useTranslate } from 'react-admin'
import {
  type AdminInvoicingEvent,
  invoicingEventExportFormats,
  invoicingEventTypes,
} from '@/lib/contract/invoicing-events'
import {
  invoicingEventActions,
  invoicingEventsExportUrl,
  useInvoiceSigningStatus,
} from '@/lib/client/admin/invoicing-events'
import { VerifyChainButton } from './verify-chain-button'

/**
 * In the non-verifiable mode every record must be signed: staff are told when no certificate signs them (the demo
 * runs so) and how many records were kept unsigned.
 */
export function SigningWarning() {
  const translate = useTranslate()
  const { data } = useInvoiceSigningStatus()
  if (!data || data.signing === 'configured' || data.signing === 'not_needed') return null
  return (
    <Alert severity="warning" sx={{ mx: 2, mt: 1 }}>
      {translate(`admin.invoiceSigning.${data.signing}`, { count: data.unsigned_records })}
    </Alert>
  )
}

const eventTypeLabel = (type: string) =>
  (invoicingEventTypes as readonly string[]).includes(type)
    ? `admin.invoicingEvents.types.${type}`
    : 'admin.invoicingEvents.types.other'

function ExportEventsButtons() {
  const translate = useTranslate()
  return invoicingEventExportFormats.map((format) => (
    <MuiButton
      key={format}
      component="a"
      href={invoicingEventsExportUrl(format)}
      download
      startIcon={<DownloadIcon />}
      size="small"
    >
      {translate(`admin.invoicingEvents.export.${format}`)}
    </MuiButton>
  ))
}

const filters = [
  <SelectInput
    key="event_type"
    source="event_type"
    label="resources.invoicing-events.fields.event_type"
    choices={invoicingEventTypes.map((type) => ({ id: type, name: eventTypeLabel(type) }))}
  />,
]

/** The start of a Huella is enough to follow the chain by eye; the whole value is in its title. */
const shortHash = (hash: string | null) => (hash ? `${hash.slice(0, 12)}…` : '—')

/** The registro de eventos of the non-verifiable mode, newest first, with its check and exports. */
export function InvoicingEventList() {
  const translate = useTranslate()
  return (
    <List
      empty={false}
      sort={{ field: 'position', order: 'DESC' }}
      filters={filters}
      actions={
        <TopToolbar>
          <ExportEventsButtons />
          <VerifyChainButton
            messages="admin.invoicingEvents"
            verifyChain={invoicingEventActions.verifyChain}
          />
        </TopToolbar>
      }
    >
      <SigningWarning />
      <Typography variant="body2" sx={{ px: 2, pt: 1 }}>
        {translate('admin.invoicingEvents.help')}
      </Typography>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="position" />
        <DataTable.Col source="event_type" disableSort>
          <FunctionField
            source="event_type"
            render={(event: AdminInvoicingEvent) =>
              `${event.event_type} · ${translate(eventTypeLabel(event.event_type))}`
            }
          />
        </DataTable.Col>
        <DataTable.Col source="generated_at" disableSort />
        <DataTable.Col source="summary" disableSort>
          <FunctionField source="summary" render={(event: AdminInvoicingEvent) => event.summary ?? '—'} />
        </DataTable.Col>
        <DataTable.Col source="hash" disableSort>
          <FunctionField
            source="hash"
            render={(event: AdminInvoicingEvent) => <span title={event.hash}>{shortHash(event.hash)}</span>}
          />
        </DataTable.Col>
        <DataTable.Col source="previous_hash" disableSort>
          <FunctionField
            source="previous_hash"
            render={(event: AdminInvoicingEvent) => (
              <span title={event.previous_hash ?? undefined}>{shortHash(event.previous_hash)}</span>
            )}
          />
        </DataTable.Col>
        <DataTable.Col source="signed" disableSort>
          <FunctionField
            source="signed"
            render={(event: AdminInvoicingEvent) =>
              translate(event.signed ? 'admin.invoicingEvents.signed' : 'admin.invoicingEvents.unsigned')
            }
          />
        </DataTable.Col>
      </DataTable>
    </List>
  )
}
