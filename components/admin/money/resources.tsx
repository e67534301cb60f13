'use client'
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet'
import DescriptionIcon from '@mui/icons-material/Description'
import DrawIcon from '@mui/icons-material/Draw'
import EventRepeatIcon from '@mui/icons-material/EventRepeat'
import GavelIcon from '@mui/icons-material/Gavel'
import HistoryIcon from '@mui/icons-material/History'
import LinkIcon from '@mui/icons-material/Link'
import PaymentsIcon from '@mui/icons-material/Payments'
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong'
import { Resource } from 'react-admin'
import { ChargeList, ChargeShow } from './charges'
import { FeeRunCreate, FeeRunList, FeeRunShow } from './fee-runs'
import { InvoiceRecordList } from './invoice-records'
import { InvoicingEventList } from './invoicing-events'
import { MovementCreate } from './charge-create'
import { SoftwareDeclarationPage } from './software-declaration'
import { MandateList, MandateShow } from './mandates'
import { MovementList, MovementShow } from './movements'
import { PaymentList, PaymentShow } from './payments'
import { RemittanceList, RemittanceShow } from './remittances'

export function moneyResources() {
  return [
    <Resource
      key="movements"
      name="movements"
      list={MovementList}
      show={MovementShow}
      create={MovementCreate}
      icon={ReceiptLongIcon}
      options={{ label: 'resources.movements.name' }}
    />,
    <Resource
      key="fee-runs"
      name="fee-runs"
      list={FeeRunList}
      show={FeeRunShow}
      create={FeeRunCreate}
      icon={EventRepeatIcon}
      options={{ label: 'resources.fee-runs.name' }}
    />,
    <Resource
      key="payments"
      name="payments"
      list={PaymentList}
      show={PaymentShow}
      icon={PaymentsIcon}
      options={{ label: 'resources.payments.name' }}
    />,
    <Resource
      key="sepa-mandates"
      name="sepa-mandates"
      list={MandateList}
      show={MandateShow}
      icon={DrawIcon}
      options={{ label: 'resources.sepa-mandates.name' }}
    />,
    <Resource
      key="remittances"
      name="remittances"
      list={RemittanceList}
      show={RemittanceShow}
      icon={DescriptionIcon}
      options={{ label: 'resources.remittances.name' }}
    />,
    <Resource
      key="direct-debit-charges"
      name="direct-debit-charges"
      list={ChargeList}
      show={ChargeShow}
      icon={AccountBalanceWalletIcon}
      options={{ label: 'resources.direct-debit-charges.name' }}
    />,
    <Resource
      key="invoice-records"
      name="invoice-records"
      list={InvoiceRecordList}
      icon={LinkIcon}
      options={{ label: 'resources.invoice-records.name' }}
    />,
    <Resource
      key="invoicing-events"
      name="invoicing-events"
      list={InvoicingEventList}
      icon={HistoryIcon}
      options={{ label: 'resources.invoicing-events.name' }}
    />,
    <Resource
      key="software-declaration"
      name="software-declaration"
      list={SoftwareDeclarationPage}
      icon={GavelIcon}
      options={{ label: 'resources.software-declaration.name' }}
    />,
  ]
}
