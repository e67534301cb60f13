/**
 * The database schema, one file per domain. drizzle-kit reads this file (drizzle.config.ts), so every table, enum
 * and sequence must be exported from here; the column sets in columns.ts are not tables and stay inside.
 */
export {
  applicationStatusEnum,
  applicationWindowEnum,
  attachmentContentTypeEnum,
  contentStatusEnum,
} from './columns'
export * from './languages'
export * from './settings'
export * from './users'
export * from './members'
export * from './content'
export * from './events'
export * from './library'
export * from './procedures'
export * from './societies'
export * from './fee-runs'
export * from './money'
export * from './documents'
export * from './complaints'
export * from './accessibility-feedback'
export * from './media'
export * from './staff-actions'
export * from './demo-seeds'
export * from './installation'
export * from './pending-jobs'
export * from './invoice-records'
export * from './invoice-record-submissions'
export * from './invoicing-events'
