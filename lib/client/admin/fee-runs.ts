import {
  AdminFeeRunDetailSchema,
  AdminFeeRunPreviewSchema,
  type AdminFeeRunInput,
} from '@/lib/contract/admin-fee-runs'
import { adminFetch, adminPath } from './data-provider'

export const feeRunActions = {
  preview: (body: AdminFeeRunInput) =>
    adminFetch(adminPath('fee-runs', 'preview'), AdminFeeRunPreviewSchema, { method: 'POST', json: body }),
  cancel: (id: string) =>
    adminFetch(adminPath('fee-runs', id, 'cancel'), AdminFeeRunDetailSchema, { method: 'POST' }),
}
