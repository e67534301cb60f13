'use client'
import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import {
  CheckboxGroupInput,
  DataTable,
  Edit,
  List,
  SaveButton,
  SimpleForm,
  Toolbar,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import type { AdminPaymentConfiguration } from '@/lib/contract/admin-settings'
import { localeAutonyms } from '@/lib/contract/locales'
import { isCardPayment, paymentConcepts, paymentTypes, type PaymentConcept } from '@/lib/contract/payments'
import { StaffActionHistory } from '../staff-action-history'

type ConfigurationRecord = AdminPaymentConfiguration & RaRecord

function Methods({ concept }: { concept: PaymentConcept }) {
  const record = useRecordContext<ConfigurationRecord>()
  const translate = useTranslate()
  if (!record) return null
  return (
    <>
      {(record.methods[concept] ?? [])
        .map((method) => translate(`admin.settings.methods.${method}`))
        .join(', ')}
    </>
  )
}

function LanguageName() {
  const record = useRecordContext<ConfigurationRecord>()
  return record ? <span lang={record.id}>{localeAutonyms[record.id]}</span> : null
}

export function PaymentConfigurationList() {
  return (
    <>
      <List resource="payment-configurations" pagination={false} exporter={false} actions={false}>
        <DataTable bulkActionButtons={false} rowClick="edit">
          <DataTable.Col source="id" disableSort render={() => <LanguageName />} />
          {paymentConcepts.map((concept) => (
            <DataTable.Col
              key={concept}
              source={`methods.${concept}`}
              label={`admin.settings.concepts.${concept}`}
              disableSort
              render={() => <Methods concept={concept} />}
            />
          ))}
        </DataTable>
      </List>
    </>
  )
}

/** The card methods chosen whose terminal is not configured: members will not see them until it is. */
function TerminalWarning() {
  const record = useRecordContext<ConfigurationRecord>()
  const translate = useTranslate()
  if (!record) return null
  const missing = paymentTypes.filter(
    (type) =>
      isCardPayment(type) &&
      !record.card_types_available.includes(type) &&
      paymentConcepts.some((concept) => record.methods[concept]?.includes(type)),
  )
  if (missing.length === 0) return null
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {translate('admin.settings.payments.noTerminal', {
        methods: missing.map((type) => translate(`admin.settings.methods.${type}`)).join(', '),
      })}
    </Alert>
  )
}

function Inherited() {
  const record = useRecordContext<ConfigurationRecord>()
  const translate = useTranslate()
  if (!record || record.inherited.length === 0) return null
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {translate('admin.settings.payments.inherited', {
        concepts: record.inherited
          .map((concept) => translate(`admin.settings.concepts.${concept}`))
          .join(', '),
      })}
    </Alert>
  )
}

function Title() {
  const record = useRecordContext<ConfigurationRecord>()
  const translate = useTranslate()
  return (
    <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
      {translate('admin.settings.payments.title', { name: record ? localeAutonyms[record.id] : '' })}
    </Typography>
  )
}

export function PaymentConfigurationEdit() {
  const translate = useTranslate()
  const choices = paymentTypes.map((type) => ({ id: type, name: `admin.settings.methods.${type}` }))
  return (
    <Edit resource="payment-configurations" mutationMode="pessimistic" redirect="list">
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <Title />
        <Typography color="text.secondary">{translate('admin.settings.payments.intro')}</Typography>
        <Inherited />
        <TerminalWarning />
        {paymentConcepts.map((concept) => (
          <CheckboxGroupInput
            key={concept}
            source={`methods.${concept}`}
            label={`admin.settings.concepts.${concept}`}
            choices={choices}
            row={false}
          />
        ))}
        <StaffActionHistory entity="payment_configuration" />
      </SimpleForm>
    </Edit>
  )
}
