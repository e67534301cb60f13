export { listMovements, movementDetail } from './movements'
export { listPayments, markPaymentReviewed, paymentDetail, recordTransferReceived } from './payments'
export { chargeDetail, listCharges, recordChargeCollected, recordChargeReturned } from './charges'
export {
  exportRemittance,
  listRemittances,
  remittanceDetail,
  remittanceFile,
  withdrawRemittance,
} from './remittances'
export { listMandates, mandateDetail, validateMandateByStaff } from './mandates'
export { cancelFeeRun, createCharge, feeRunDetail, issueFeeRun, listFeeRuns, previewFeeRun } from './fee-runs'
