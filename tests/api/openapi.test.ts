import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  consumerComplaintDocuments,
  directDebitCharges,
  directDebitRemittances,
  eventApplications,
  events,
  eventTranslations,
  jobComplaints,
  jobs,
  memberProfiles,
  movements,
  news,
  pages,
  payments,
  sepaMandates,
  users,
} from '@/lib/server/db/schema'
import { locales } from '@/lib/contract/locales'
import { demoAccounts } from '@/lib/server/db/seed/site'
import { recordInvoiceIssued } from '@/lib/server/services/invoice-records'
import { bearerFor, createTestUser } from '../support/auth'
import { pdfQrText } from '../support/pdf'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()

const servedOperations = [
  'get /health',
  'get /ready',
  'get /admin/summary',
  'get /admin/staff-actions',
  // Members and complaints
  'get /admin/members',
  'get /admin/members/{id}',
  'put /admin/members/{id}',
  'put /admin/members/{id}/staff',
  'patch /admin/members/{id}/collegiate-profile',
  'patch /admin/members/{id}/precollegiate-profile',
  'post /admin/members/{id}/discounts',
  'delete /admin/members/{id}/discounts/{discountId}',
  'get /admin/members/{id}/attachments/{attachmentId}',
  'get /admin/staff-users',
  'get /admin/consumer-complaints',
  'get /admin/consumer-complaints/{id}',
  'get /admin/consumer-complaints/{id}/documents/{documentId}',
  'post /admin/consumer-complaints/{id}/assign',
  'post /admin/consumer-complaints/{id}/answer',
  'post /admin/consumer-complaints/{id}/status',
  'get /admin/job-complaints',
  'get /admin/job-complaints/{id}',
  'post /admin/job-complaints/{id}/assign',
  'post /admin/job-complaints/{id}/answer',
  'post /admin/job-complaints/{id}/status',
  // Back-office settings
  'get /admin/settings/{id}',
  'put /admin/settings/{id}',
  'get /admin/languages',
  'get /admin/languages/{id}',
  'put /admin/languages/{id}',
  'get /admin/navbars',
  'post /admin/navbars',
  'get /admin/navbars/{id}',
  'put /admin/navbars/{id}',
  'delete /admin/navbars/{id}',
  'get /admin/navigation-items',
  'post /admin/navigation-items',
  'get /admin/navigation-items/{id}',
  'put /admin/navigation-items/{id}',
  'delete /admin/navigation-items/{id}',
  'post /admin/navigation-items/{id}/move',
  'get /admin/payment-configurations',
  'get /admin/payment-configurations/{id}',
  'put /admin/payment-configurations/{id}',
  // Uploaded pictures
  'get /admin/media',
  'post /admin/media',
  'get /admin/media/{id}',
  'delete /admin/media/{id}',
  'get /public/media/{id}',
  'get /masters/general/languages',
  'get /public/settings',
  'get /microservice/public/settings',
  'get /settings/{lang}',
  'get /public/navbar',
  'get /navbar/{slug}',
  'get /public/pages/{lang}/{slug}',
  'get /microservice/public/pages/{lang}/{slug}',
  'get /public/home/{lang}',
  'get /jobs/{lang}',
  'get /public/jobs/{lang}',
  'get /public/jobs/{lang}/{slug}',
  'patch /jobs/{id}/{lang}/complaint',
  'get /workplaces/{lang}',
  'get /public/workplaces/{lang}',
  'get /public/workplaces/{lang}/{slug}',
  'get /events/{lang}',
  'get /public/events/categories/{lang}',
  'get /public/events/types/{lang}',
  'get /public/events/modes/{lang}',
  'get /events-config/{lang}',
  'get /public/events/config/{lang}',
  'get /public/events/{lang}/{slug}',
  'get /microservice/public/events/{lang}/{slug}',
  'get /resources/{lang}',
  'get /resource-cards/{lang}',
  'get /public/cards/resources/{lang}',
  'get /resource-categories/{lang}',
  'get /public/resources/categories/{lang}',
  'get /public/resources/{lang}/{slug}',
  'patch /resources/{id}/stars',
  'get /resources/{id}/stars/me',
  'patch /resource-cards/{id}/stars',
  'get /resource-cards/{id}/stars/me',
  'get /news/{lang}',
  'get /public/news/categories/{lang}',
  'get /public/news/{lang}/{slug}',
  'get /public/templates/{section}/{lang}',
  'post /cache/revalidate',
  'post /public/accessibility-feedback',
  'post /auth/jwt/login',
  'post /auth/jwt/refresh',
  'post /auth/jwt/logout',
  'get /user/me',
  'get /user/expire-cookie',
  'get /auth/jwt/refresh-cookie',
  'post /auth/register',
  'post /auth/forgot-password',
  'post /auth/reset-password',
  'post /auth/first-password',
  'post /auth/request-verify-token',
  'post /auth/verify',
  'patch /user/me',
  'post /auth/verify-tmp-email',
  'patch /user/password',
  'get /public/dni-verification-content/verify-dni-verification/me',
  'post /public/dni-verification-content/verify-dni-verification/me',
  'post /public/dni-verification-content/verify-dni-verification/me/confirm',
  'get /public/generic-procedures/{lang}',
  'get /public/generic-procedures/{lang}/{slug}',
  'get /public/procedures/{kind}/{lang}',
  'get /public/collegiates',
  'patch /public/collegiates',
  'get /public/precollegiates',
  'patch /public/precollegiates',
  'get /public/collegiates/files',
  'post /public/collegiates/files/add',
  'post /public/collegiates/files/remove',
  'get /public/collegiates/files/{id}',
  'get /public/precollegiates/files',
  'post /public/precollegiates/files/add',
  'post /public/precollegiates/files/remove',
  'get /public/precollegiates/files/{id}',
  'get /public/collegiates/events/applications',
  'get /public/collegiates/events/applications/{id}',
  'post /public/collegiates/events/applications',
  'post /public/collegiates/events/applications/{id}/cancel',
  'get /public/collegiates/events/applications/{id}/calendar',
  'get /public/precollegiates/events/applications',
  'get /public/precollegiates/events/applications/{id}',
  'post /public/precollegiates/events/applications',
  'post /public/precollegiates/events/applications/{id}/cancel',
  'get /public/precollegiates/events/applications/{id}/calendar',
  'get /public/events/{id}/enrolment',
  'get /public/events/applications/documents',
  'post /public/events/applications/documents',
  'get /public/collegiates/subscriptions',
  'put /public/collegiates/subscriptions',
  'get /public/precollegiates/subscriptions',
  'put /public/precollegiates/subscriptions',
  'get /masters/collegiates/consents',
  'put /masters/collegiates/consents',
  'get /masters/collegiates/consents/history',
  'get /public/collegiate-transactions',
  'get /public/collegiate-transactions/{id}/invoice',
  'get /public/collegiate-transactions/{id}/invoice-corrections/{number}',
  // SEPA mandates
  'get /public/collegiates/sepa-mandate',
  'post /public/collegiates/sepa-mandate',
  'get /public/collegiates/sepa-mandate/document',
  'post /public/collegiates/sepa-mandate/signed',
  'get /public/collegiates/resources/loans',
  'post /public/collegiates/resources/loans',
  'post /public/collegiates/resources/loans/{id}/cancel',
  'get /public/resources/{id}/availability',
  'get /public/collegiates/generic-procedures/applications',
  'get /public/collegiates/generic-procedures/applications/{id}',
  'get /public/collegiates/procedures/applications',
  'get /public/precollegiates/generic-procedures/applications',
  'get /public/precollegiates/generic-procedures/applications/{id}',
  'get /public/precollegiates/procedures/applications',
  // Professional societies
  'get /public/collegiates/professional-societies',
  'post /public/collegiates/professional-societies',
  'get /public/collegiates/professional-societies/{id}',
  'post /public/collegiates/professional-societies/{id}/components',
  'post /public/collegiates/professional-societies/{id}/components/{componentId}/remove',
  'post /public/collegiates/professional-societies/{id}/components/{componentId}/administrator',
  'post /public/collegiates/professional-societies/{id}/deactivate',
  'post /public/collegiates/professional-societies/{id}/activate',
  'post /public/collegiates/generic-procedures/applications',
  'post /public/precollegiates/generic-procedures/applications',
  // Online registration
  'post /public/procedures/{kind}/applications',
  // Payments
  'get /public/payment-configuration/{lang}',
  'post /public/payments/bank-transfer',
  'post /public/payments/direct-debit',
  'get /public/payments/{id}',
  'post /public/payments/card',
  'post /payments/redsys/notification',
  // Issued documents, certificates and complaint lookup
  'get /public/documents/{code}',
  'get /verify-document/{code}',
  'get /public/documents/{code}/file',
  'post /public/documents/verify',
  'get /public/collegiates/events/applications/{id}/certificate',
  'get /public/precollegiates/events/applications/{id}/certificate',
  'get /public/collegiates/certificates/good-standing',
  'get /public/collegiates/certificates/good-standing/availability',
  'get /public/complaints/{code}',
  // Public registries
  'get /public/registry/collegiates',
  'get /public/registry/societies',
  // Ventanilla única
  'post /public/complaints',
  // Registry visibility
  'get /public/collegiates/registry-visibility',
  'put /public/collegiates/registry-visibility',
  // Back-office: money
  'get /admin/invoice-records',
  'get /admin/invoice-series',
  'post /admin/invoice-records/verification',
  'post /admin/invoice-cancellations',
  'post /admin/invoice-corrections',
  'get /admin/invoice-corrections/{number}/pdf',
  'get /admin/software-declaration',
  'get /admin/invoice-records/export',
  'get /admin/invoicing-events',
  'post /admin/invoicing-events/verification',
  'get /admin/invoicing-events/export',
  'get /admin/invoice-signing',
  'get /admin/remittances',
  'post /admin/remittances',
  'get /admin/remittances/{id}',
  'get /admin/remittances/{id}/file',
  'post /admin/remittances/{id}/withdraw',
  'post /admin/movements',
  'get /admin/fee-runs',
  'post /admin/fee-runs',
  'post /admin/fee-runs/preview',
  'get /admin/fee-runs/{id}',
  'post /admin/fee-runs/{id}/cancel',
  'get /admin/direct-debit-charges',
  'get /admin/direct-debit-charges/{id}',
  'post /admin/direct-debit-charges/{id}/collected',
  'post /admin/direct-debit-charges/{id}/returned',
  'get /admin/sepa-mandates',
  'get /admin/sepa-mandates/{id}',
  'post /admin/sepa-mandates/{id}/validate',
  'get /admin/movements',
  'get /admin/movements/{id}',
  'get /admin/payments',
  'get /admin/payments/{id}',
  'post /admin/payments/{id}/received',
  'post /admin/payments/{id}/reviewed',
  // Back-office: content
  'get /admin/news',
  'post /admin/news',
  'get /admin/news/{id}',
  'put /admin/news/{id}',
  'delete /admin/news/{id}',
  'get /admin/pages',
  'post /admin/pages',
  'get /admin/pages/{id}',
  'put /admin/pages/{id}',
  'delete /admin/pages/{id}',
  'get /admin/jobs',
  'post /admin/jobs',
  'get /admin/jobs/{id}',
  'put /admin/jobs/{id}',
  'delete /admin/jobs/{id}',
  'get /admin/workplaces',
  'post /admin/workplaces',
  'get /admin/workplaces/{id}',
  'put /admin/workplaces/{id}',
  'delete /admin/workplaces/{id}',
  'get /admin/templates',
  'get /admin/templates/{id}',
  'put /admin/templates/{id}',
  'get /admin/procedure-descriptions',
  'get /admin/procedure-descriptions/{id}',
  'put /admin/procedure-descriptions/{id}',
  'get /admin/events',
  'post /admin/events',
  'get /admin/events/{id}',
  'put /admin/events/{id}',
  'delete /admin/events/{id}',
  'get /admin/resources',
  'post /admin/resources',
  'get /admin/resources/{id}',
  'put /admin/resources/{id}',
  'delete /admin/resources/{id}',
  'get /admin/resource-cards',
  'post /admin/resource-cards',
  'get /admin/resource-cards/{id}',
  'put /admin/resource-cards/{id}',
  'delete /admin/resource-cards/{id}',
  'get /admin/terms',
  'post /admin/terms',
  'get /admin/terms/{id}',
  'put /admin/terms/{id}',
  'delete /admin/terms/{id}',
  'get /admin/generic-procedures',
  'post /admin/generic-procedures',
  'get /admin/generic-procedures/{id}',
  'put /admin/generic-procedures/{id}',
  'delete /admin/generic-procedures/{id}',
  // Back-office: applications
  'get /admin/registrations',
  'get /admin/registrations/{id}',
  'post /admin/registrations/{id}/status',
  'get /admin/event-applications',
  'get /admin/event-applications/{id}',
  'post /admin/event-applications/{id}/status',
  'get /admin/procedure-applications',
  'get /admin/procedure-applications/{id}',
  'post /admin/procedure-applications/{id}/status',
  'get /admin/professional-societies',
  'get /admin/professional-societies/{id}',
  'post /admin/professional-societies/{id}/status',
  'get /admin/loans',
  'get /admin/loans/{id}',
  'post /admin/loans/{id}/status',
]

/** Operations that take no parameters and no body. */
const withoutInput = [
  'get /health',
  'get /admin/invoice-series',
  'get /public/collegiates/certificates/good-standing/availability',
  'get /admin/software-declaration',
  'post /admin/invoice-records/verification',
  'post /admin/invoicing-events/verification',
  'get /admin/invoice-signing',
  'get /ready',
  'get /admin/summary',
  'get /admin/staff-users',
  'get /admin/languages',
  'get /admin/payment-configurations',
  'get /masters/general/languages',
  'post /cache/revalidate',
  'post /auth/jwt/refresh',
  'post /auth/jwt/logout',
  'get /user/me',
  'get /user/expire-cookie',
  'get /auth/jwt/refresh-cookie',
  'get /public/dni-verification-content/verify-dni-verification/me',
  'get /public/collegiates',
  'get /public/precollegiates',
  'get /public/collegiates/files',
  'get /public/precollegiates/files',
  'get /public/collegiates/subscriptions',
  'get /public/precollegiates/subscriptions',
  'get /masters/collegiates/consents',
  'get /masters/collegiates/consents/history',
  'get /public/collegiates/professional-societies',
  'get /public/collegiates/sepa-mandate',
  'get /public/collegiates/sepa-mandate/document',
  'get /public/collegiates/registry-visibility',
]

/** Operations that answer a file rather than JSON. */
/** Downloads and the types they answer. */
const binaryDownloads: Record<string, string[]> = {
  'get /admin/consumer-complaints/{id}/documents/{documentId}': [
    'application/pdf',
    'image/jpeg',
    'image/png',
  ],
  'get /admin/members/{id}/attachments/{attachmentId}': ['application/pdf', 'image/jpeg', 'image/png'],
  'get /public/collegiates/files/{id}': ['application/pdf', 'image/jpeg', 'image/png'],
  'get /public/media/{id}': ['image/jpeg', 'image/png'],
  'get /public/precollegiates/files/{id}': ['application/pdf', 'image/jpeg', 'image/png'],
  'get /public/collegiate-transactions/{id}/invoice': ['application/pdf'],
  'get /public/collegiate-transactions/{id}/invoice-corrections/{number}': ['application/pdf'],
  'get /public/collegiates/sepa-mandate/document': ['application/pdf'],
  'get /public/collegiates/events/applications/{id}/calendar': ['text/calendar'],
  'get /public/precollegiates/events/applications/{id}/calendar': ['text/calendar'],
  'get /public/documents/{code}/file': ['application/pdf'],
  'get /public/collegiates/events/applications/{id}/certificate': ['application/pdf'],
  'get /public/precollegiates/events/applications/{id}/certificate': ['application/pdf'],
  'get /public/collegiates/certificates/good-standing': ['application/pdf'],
  'get /admin/remittances/{id}/file': ['application/xml'],
  'get /admin/invoice-corrections/{number}/pdf': ['application/pdf'],
  'get /admin/invoice-records/export': ['text/csv'],
  'get /admin/invoicing-events/export': ['application/xml', 'text/csv'],
}

const contractSchemas = [
  'SepaMandate',
  'SepaMandateUpload',
  'CardPaymentRequest',
  'CardPaymentStart',
  'PaymentDetail',
  'GatewayNotification',
  'AccessibilityFeedbackInput',
  'AccessibilityFeedbackReceipt',
  'Settings',
  'Navbars',
  'Navbar',
  'NavigationItem',
  'Page',
  'JobList',
  'JobSummary',
  'Job',
  'JobComplaintInput',
  'JobComplaintReceipt',
  'WorkplaceList',
  'WorkplaceSummary',
  'Workplace',
  'EventPage',
  'EventSummary',
  'EventDetail',
  'EventsConfig',
  'Term',
  'NewsPage',
  'NewsSummary',
  'NewsDetail',
  'Template',
  'ErrorEnvelope',
  'LanguageList',
  'Attachment',
  'AttachmentList',
  'AttachmentUpload',
  'AttachmentRemove',
  'ApplicationPage',
  'Application',
  'ApplicationEvent',
  'ApplicationDetail',
  'ApplicationStatusChange',
  'Subscription',
  'SubscriptionList',
  'SubscriptionUpdate',
  'Consent',
  'ConsentList',
  'ConsentUpdate',
  'ConsentDecision',
  'ConsentHistory',
  'LoanPage',
  'GenericProcedureApplicationPage',
  'GenericProcedureApplicationDetail',
  'RegistrationApplicationPage',
  'EnrolmentRequest',
  'EnrolmentState',
  'ApplicationDocumentUpload',
  'IssuedDocumentSummary',
  'ContentVerificationInput',
  'ContentVerification',
  'ComplaintStatus',
  'RegistryCollegiate',
  'RegistryCollegiatePage',
  'RegistrySociety',
  'RegistrySocietyPage',
  'RegistryVisibility',
]

interface Parameter {
  name: string
  in: string
  required?: boolean
  schema?: { type?: string; enum?: string[]; pattern?: string; format?: string }
}

interface Response {
  description?: string
  content?: Record<string, { schema?: Record<string, unknown> }>
}

interface Operation {
  operationId?: string
  summary?: string
  security?: Array<Record<string, string[]>>
  parameters?: Parameter[]
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Record<string, unknown> }> }
  responses: Record<string, Response>
}

interface OpenApiDocument {
  openapi: string
  info: { title: string; version: string }
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> }
}

async function fetchDocument(): Promise<OpenApiDocument> {
  const response = await api.request('/api/openapi.json')
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  return response.json()
}

function operations(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  )
}

/** Every `pattern` anywhere in a JSON value. */
function patternsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(patternsIn)
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'pattern' && typeof inner === 'string' ? [inner] : patternsIn(inner),
  )
}

/** Every `$ref` anywhere in a JSON value. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn)
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner),
  )
}

describe('GET /api/openapi.json', () => {
  it('answers an OpenAPI 3.1.0 document', async () => {
    const document = await fetchDocument()
    expect(document.openapi).toBe('3.1.0')
    expect(document.info).toMatchObject({ title: expect.any(String), version: expect.any(String) })
  })

  it('documents exactly the operations the app serves', async () => {
    const documented = operations(await fetchDocument()).map(({ method, path }) => `${method} ${path}`)
    expect(documented.sort()).toEqual([...servedOperations].sort())
  })

  // One request per documented path: it grows with the API and took close to 30 s on a loaded machine.
  it('serves every documented GET path', async () => {
    const examples: Record<string, string> = {
      '/settings/{lang}': '/settings/ca',
      '/public/payment-configuration/{lang}': '/public/payment-configuration/en',
      '/navbar/{slug}': '/navbar/principal?lang=en',
      '/public/pages/{lang}/{slug}': '/public/pages/eu/elkargoa',
      '/microservice/public/pages/{lang}/{slug}': '/microservice/public/pages/es/el-colegio',
      '/public/home/{lang}': '/public/home/es',
      '/jobs/{lang}': '/jobs/es?province=Madrid',
      '/public/jobs/{lang}': '/public/jobs/eu',
      '/public/jobs/{lang}/{slug}': '/public/jobs/en/theatre-nurse-donostia',
      '/workplaces/{lang}': '/workplaces/ca?q=hospital',
      '/public/workplaces/{lang}': '/public/workplaces/en',
      '/public/workplaces/{lang}/{slug}': '/public/workplaces/es/clinica-urgull',
      '/events/{lang}': '/events/ca',
      '/public/events/categories/{lang}': '/public/events/categories/es',
      '/public/events/types/{lang}': '/public/events/types/en',
      '/public/events/modes/{lang}': '/public/events/modes/eu',
      '/events-config/{lang}': '/events-config/es',
      '/public/events/config/{lang}': '/public/events/config/ca',
      '/public/events/{lang}/{slug}': '/public/events/es/asamblea-general-ordinaria',
      '/microservice/public/events/{lang}/{slug}':
        '/microservice/public/events/es/asamblea-general-ordinaria',
      '/resources/{lang}': '/resources/es?applicable_online=false',
      '/resource-cards/{lang}': '/resource-cards/ca',
      '/public/cards/resources/{lang}': '/public/cards/resources/en',
      '/resource-categories/{lang}': '/resource-categories/en',
      '/public/resources/categories/{lang}': '/public/resources/categories/eu',
      '/public/resources/{lang}/{slug}':
        '/public/resources/eu/pazientearen-autonomiari-buruzko-legearen-gida-praktikoa',
      '/resources/{id}/stars/me': '/resources/1/stars/me',
      '/resource-cards/{id}/stars/me': '/resource-cards/1/stars/me',
      '/public/resources/{id}/availability': '/public/resources/1/availability?lang=ca',
      '/news/{lang}': '/news/eu?q=erretiro',
      '/public/news/categories/{lang}': '/public/news/categories/ca',
      '/public/news/{lang}/{slug}': '/public/news/en/welcome-to-our-new-members',
      '/public/templates/{section}/{lang}': '/public/templates/news/eu',
      '/public/generic-procedures/{lang}': '/public/generic-procedures/ca',
      '/public/generic-procedures/{lang}/{slug}': '/public/generic-procedures/en/legal-advice-enquiry',
      '/public/procedures/{kind}/{lang}': '/public/procedures/precollegiate/eu',
      '/public/events/{id}/enrolment': '/public/events/1/enrolment?lang=en',
      '/public/registry/collegiates': '/public/registry/collegiates?q=etxeberria',
      '/public/registry/societies': '/public/registry/societies?q=enfermeria&limit=5',
      '/admin/staff-actions': '/admin/staff-actions?entity=news&entity_id=1',
      '/admin/settings/{id}': '/admin/settings/site',
      '/admin/languages/{id}': '/admin/languages/ca',
      '/admin/navbars/{id}': '/admin/navbars/1',
      '/admin/navigation-items': '/admin/navigation-items?navbar_id=1',
      '/admin/navigation-items/{id}': '/admin/navigation-items/1',
      '/admin/payment-configurations/{id}': '/admin/payment-configurations/eu',
    }
    const [collegiate, precollegiate, nonMember] = demoAccounts
    const token = await bearerFor(api.request, collegiate.email, collegiate.password)
    // The DNI validation is the non-members' own, the pre-collegiate paths the pre-collegiates'.
    const nonMemberToken = await bearerFor(api.request, nonMember.email, nonMember.password)
    const precollegiateToken = await bearerFor(api.request, precollegiate.email, precollegiate.password)
    for (const [group, bearer] of [
      ['collegiates', token],
      ['precollegiates', precollegiateToken],
    ] as const) {
      const form = new FormData()
      form.set('kind', 'other')
      form.set('file', new File(['%PDF-1.7\n'], 'example.pdf'))
      const added = await api.request(`/api/public/${group}/files/add`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${bearer}` },
        body: form,
      })
      expect(added.status).toBe(201)
      const { id } = (await added.json()) as { id: string }
      examples[`/public/${group}/files/{id}`] = `/public/${group}/files/${id}`
    }
    for (const [group, bearer] of [
      ['collegiates', token],
      ['precollegiates', precollegiateToken],
    ] as const) {
      const list = await api.request(`/api/public/${group}/events/applications`, {
        headers: { Authorization: `Bearer ${bearer}` },
      })
      const { items } = (await list.json()) as { items: Array<{ id: string }> }
      examples[`/public/${group}/events/applications/{id}`] =
        `/public/${group}/events/applications/${items[0]!.id}?lang=eu`
      examples[`/public/${group}/events/applications/{id}/calendar`] =
        `/public/${group}/events/applications/${items[0]!.id}/calendar?lang=ca`
      if (group === 'collegiates') {
        examples['/public/events/applications/documents'] =
          `/public/events/applications/documents?application_id=${items[0]!.id}`
      }
      const applications = await api.request(`/api/public/${group}/generic-procedures/applications`, {
        headers: { Authorization: `Bearer ${bearer}` },
      })
      const procedureItems = ((await applications.json()) as { items: Array<{ id: string }> }).items
      examples[`/public/${group}/generic-procedures/applications/{id}`] =
        `/public/${group}/generic-procedures/applications/${procedureItems[0]!.id}`
    }
    const paid = await api.request('/api/public/collegiate-transactions?status=paid&limit=1', {
      headers: { Authorization: `Bearer ${token}` },
    })
    const [invoiced] = ((await paid.json()) as { items: Array<{ id: string }> }).items
    examples['/public/collegiate-transactions/{id}/invoice'] =
      `/public/collegiate-transactions/${invoiced!.id}/invoice`
    // The mandate's GETs answer 404 until the collegiate has one.
    const mandate = await api.request('/api/public/collegiates/sepa-mandate', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    })
    expect([200, 201]).toContain(mandate.status)
    const pending = await api.request('/api/public/collegiate-transactions?status=pending&limit=1', {
      headers: { Authorization: `Bearer ${token}` },
    })
    const [owed] = ((await pending.json()) as { items: Array<{ id: string }> }).items
    const transfer = await api.request('/api/public/payments/bank-transfer', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ movement_id: owed!.id }),
    })
    examples['/public/payments/{id}'] = `/public/payments/${((await transfer.json()) as { id: string }).id}`
    const invoice = await api.request(`/api/public/collegiate-transactions/${invoiced!.id}/invoice`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    const code = (await pdfQrText(new Uint8Array(await invoice.arrayBuffer())))!.split('/').at(-1)!
    examples['/public/documents/{code}'] = `/public/documents/${code}`
    examples['/verify-document/{code}'] = `/verify-document/${code}`
    examples['/public/documents/{code}/file'] = `/public/documents/${code}/file`
    const [job] = await api.db.select({ id: jobs.id }).from(jobs).limit(1)
    await api.db
      .insert(jobComplaints)
      .values({ tracking_code: 'JOB-1999-000001', job_id: job!.id, lang: 'es', description: 'Ejemplo.' })
    examples['/public/complaints/{code}'] = '/public/complaints/JOB-1999-000001?lang=en'
    // Certificates: a course that has ended for both demo members, and a collegiate in good standing.
    const [course] = await api.db
      .insert(events)
      .values({
        kind: 'course',
        status: 'published',
        starts_at: new Date('2025-01-01T09:00:00Z'),
        ends_at: new Date('2025-01-01T14:00:00Z'),
      })
      .returning({ id: events.id })
    await api.db
      .insert(eventTranslations)
      .values({ event_id: course!.id, lang: 'es', title: 'Curso', slug: `curso-openapi-${course!.id}` })
    for (const [group, account] of [
      ['collegiates', collegiate],
      ['precollegiates', precollegiate],
    ] as const) {
      const [user] = await api.db.select({ id: users.id }).from(users).where(eq(users.email, account.email))
      const [application] = await api.db
        .insert(eventApplications)
        .values({ event_id: course!.id, user_id: user!.id, status: 'accepted' })
        .returning({ id: eventApplications.id })
      examples[`/public/${group}/events/applications/{id}/certificate`] =
        `/public/${group}/events/applications/${application!.id}/certificate?lang=ca`
    }
    const standing = await createTestUser(api.db, { principals: ['role:collegiate'] })
    await api.db.insert(memberProfiles).values({ user_id: standing.id, collegiate_status: 'active' })
    const standingToken = await bearerFor(api.request, standing.email, standing.password)
    const societies = await api.request('/api/public/collegiates/professional-societies', {
      headers: { Authorization: `Bearer ${token}` },
    })
    const [society] = (await societies.json()) as Array<{ id: string }>
    examples['/public/collegiates/professional-societies/{id}'] =
      `/public/collegiates/professional-societies/${society!.id}`
    const staff = await createTestUser(api.db, { principals: ['role:staff'] })
    const staffToken = await bearerFor(api.request, staff.email, staff.password)
    const [member] = await api.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, collegiate.email))
    examples['/admin/members/{id}'] = `/admin/members/${member!.id}`
    examples['/admin/members/{id}/attachments/{attachmentId}'] =
      `/admin/members/${member!.id}/attachments/${examples['/public/collegiates/files/{id}']!.split('/').at(-1)}`
    const [jobComplaint] = await api.db
      .select({ id: jobComplaints.id })
      .from(jobComplaints)
      .where(eq(jobComplaints.tracking_code, 'JOB-1999-000001'))
    examples['/admin/job-complaints/{id}'] = `/admin/job-complaints/${jobComplaint!.id}`
    const complaintForm = new FormData()
    complaintForm.set(
      'form_data',
      JSON.stringify({
        complainant: 'consumer',
        name: 'Ejemplo',
        email: 'ejemplo@correo.example',
        topic: 'other',
        description: 'Una queja de ejemplo con texto suficiente.',
        privacy_accepted: true,
      }),
    )
    complaintForm.append('documents', new File(['%PDF-1.7\n'], 'ejemplo.pdf'))
    expect(
      (await api.request('/api/public/complaints', { method: 'POST', body: complaintForm })).status,
    ).toBe(201)
    const [consumerComplaint] = await api.db
      .select({ id: consumerComplaintDocuments.complaint_id, document: consumerComplaintDocuments.id })
      .from(consumerComplaintDocuments)
      .limit(1)
    examples['/admin/consumer-complaints/{id}'] = `/admin/consumer-complaints/${consumerComplaint!.id}`
    examples['/admin/consumer-complaints/{id}/documents/{documentId}'] =
      `/admin/consumer-complaints/${consumerComplaint!.id}/documents/${consumerComplaint!.document}`
    const [someNews] = await api.db.select({ id: news.id }).from(news).limit(1)
    examples['/admin/news/{id}'] = `/admin/news/${someNews!.id}`
    const [somePage] = await api.db.select({ id: pages.id }).from(pages).limit(1)
    examples['/admin/pages/{id}'] = `/admin/pages/${somePage!.id}`
    examples['/admin/staff-actions'] = `/admin/staff-actions?entity=news&entity_id=${someNews!.id}`
    examples['/admin/settings/{id}'] = '/admin/settings/site'
    // The other back-office records: the first of their list (and a remittance file, as an export stores it).
    await api.db.insert(directDebitRemittances).values({
      message_id: 'R-OPENAPI-EXAMPLE',
      due_on: '2026-01-31',
      number_of_transactions: 1,
      control_sum_cents: 4_500,
      xml: '<?xml version="1.0" encoding="UTF-8"?><Document/>',
    })
    const [mandateRow] = await api.db.select().from(sepaMandates).where(eq(sepaMandates.user_id, member!.id))
    const [fee] = await api.db
      .insert(movements)
      .values({
        user_id: member!.id,
        transaction_number: 'C-2026-999999',
        date: '2026-01-15',
        type: 'C',
        fee_period: '2026-Q1',
        amount_cents: 4_500,
        total_cents: 4_500,
      })
      .returning()
    const [debit] = await api.db
      .insert(payments)
      .values({
        user_id: member!.id,
        movement_id: fee!.id,
        type: 'direct_debit_1',
        amount_cents: 4_500,
        mandate_id: mandateRow!.id,
      })
      .returning()
    await api.db
      .insert(directDebitCharges)
      .values({ payment_id: debit!.id, sequence: 1, amount_cents: 4_500, due_on: '2026-01-31' })
    const asStaff = { Authorization: `Bearer ${staffToken}` }
    // A rectificativa of the collegiate's invoice with its record, for its PDF (staff's and the member's).
    const [correctedFee] = await api.db
      .insert(movements)
      .values({
        user_id: member!.id,
        transaction_number: 'C-2026-999998',
        date: '2026-01-15',
        type: 'C',
        fee_period: '2026-Q1',
        amount_cents: 4_500,
        total_cents: 4_500,
        status: 'paid',
        invoice_number: 'FAC-2026-999998',
        invoice_issued_on: '2026-01-15',
      })
      .returning({ id: movements.id })
    await api.db.transaction((tx) =>
      recordInvoiceIssued(tx, {
        number: 'FAC-2026-999998',
        issuedOn: '2026-01-15',
        totalCents: 4_500,
        userId: member!.id,
      }),
    )
    const correction = await api.request('/api/admin/invoice-corrections', {
      method: 'POST',
      headers: { ...asStaff, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        invoice_number: 'FAC-2026-999998',
        type: 'R1',
        method: 'differences',
        amount_cents: -500,
        reason: 'Ejemplo',
      }),
    })
    const correctionNumber = ((await correction.json()) as { invoice_number: string }).invoice_number
    examples['/admin/invoice-corrections/{number}/pdf'] = `/admin/invoice-corrections/${correctionNumber}/pdf`
    examples['/public/collegiate-transactions/{id}/invoice-corrections/{number}'] =
      `/public/collegiate-transactions/${correctedFee!.id}/invoice-corrections/${correctionNumber}`
    // A picture, so that the media list has a record and the public address an example.
    const picture = new FormData()
    picture.set('file', new File([readFileSync(join(__dirname, '../fixtures/media/logo.png'))], 'logo.png'))
    const uploaded = await api.request('/api/admin/media', {
      method: 'POST',
      headers: asStaff,
      body: picture,
    })
    expect(uploaded.status).toBe(201)
    examples['/public/media/{id}'] = `/public/media/${((await uploaded.json()) as { id: string }).id}`
    // A fee run, so that the runs' list has a record.
    const run = await api.request('/api/admin/fee-runs', {
      method: 'POST',
      headers: { ...asStaff, 'Content-Type': 'application/json' },
      body: JSON.stringify({ period: '2030', statuses: ['active'], amount: '45', due_date: '2030-01-15' }),
    })
    expect(run.status).toBe(201)
    const gets = operations(await fetchDocument()).filter(({ method }) => method === 'get')
    for (const { path } of gets) {
      const record = /^(\/admin\/[a-z-]+)\/\{id\}(.*)$/.exec(path)
      if (!record || examples[path]) continue
      const list = await api.request(`/api${record[1]}?limit=1`, { headers: asStaff })
      const [first] = ((await list.json()) as { items: Array<{ id: string | number }> }).items
      expect(first, `no ${record[1]} to read`).toBeDefined()
      examples[path] = `${record[1]}/${first!.id}${record[2]}`
    }
    for (const { path, operation } of gets) {
      const url = `/api${examples[path] ?? path}`
      const signedIn = operation.security?.some((scheme) => 'bearer' in scheme)
      const bearer = path.startsWith('/admin/')
        ? staffToken
        : path.startsWith('/public/dni-verification')
          ? nonMemberToken
          : path.startsWith('/public/precollegiates')
            ? precollegiateToken
            : path === '/public/collegiates/certificates/good-standing'
              ? standingToken
              : token
      const init = signedIn ? { headers: { Authorization: `Bearer ${bearer}` } } : {}
      expect([200, 204], url).toContain((await api.request(url, init)).status)
    }
  }, 120_000)

  it('documents a JSON success response with a schema for every operation', async () => {
    for (const { path, method, operation } of operations(await fetchDocument())) {
      const success = Object.keys(operation.responses).find((status) => /^2\d\d$/.test(status))
      expect(operation.summary, `${method} ${path}`).toBeTruthy()
      if (success === '204') continue
      const binaryTypes = binaryDownloads[`${method} ${path}`]
      if (binaryTypes) {
        const content = operation.responses[success ?? '']?.content ?? {}
        expect(Object.keys(content).sort()).toEqual(binaryTypes)
        for (const media of Object.values(content)) {
          expect(media.schema).toEqual({ type: 'string', format: 'binary' })
        }
        continue
      }
      const schema = operation.responses[success ?? '']?.content?.['application/json']?.schema
      expect(schema, `${method} ${path}`).toBeDefined()
      expect(Object.keys(schema!).length, `${method} ${path}`).toBeGreaterThan(0)
    }
  })

  it('documents 422 with the error envelope for every operation with parameters or a body', async () => {
    const withParameters = operations(await fetchDocument()).filter(
      ({ operation }) => operation.parameters?.length || operation.requestBody,
    )
    expect(withParameters.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(
      servedOperations.filter((operation) => !withoutInput.includes(operation)).sort(),
    )
    for (const { path, operation } of withParameters) {
      expect(operation.responses['422']?.content?.['application/json']?.schema, path).toEqual({
        $ref: '#/components/schemas/ErrorEnvelope',
      })
    }
  })

  it('documents each path parameter as a required parameter in path', async () => {
    for (const { path, operation } of operations(await fetchDocument())) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1])
      const inPath = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path')
      expect(inPath.map((parameter) => parameter.name).sort(), path).toEqual(names.sort())
      expect(
        inPath.every((parameter) => parameter.required === true),
        path,
      ).toBe(true)
    }
  })

  it('documents the lang query of the public lists as optional', async () => {
    const document = await fetchDocument()
    for (const path of ['/public/settings', '/public/navbar', '/navbar/{slug}']) {
      expect(document.paths[path]!.get!.parameters, path).toContainEqual(
        expect.objectContaining({ name: 'lang', in: 'query', required: false }),
      )
    }
  })

  it('documents patterns as plain regular expressions, without the flags of a JavaScript literal', async () => {
    const document = await fetchDocument()
    const patterns = patternsIn(document)
    expect(patterns.length).toBeGreaterThan(0)
    for (const pattern of patterns) {
      expect(pattern).not.toMatch(/\/[dgimsuvy]+$/)
      expect(() => new RegExp(pattern, 'u'), pattern).not.toThrow()
    }
    const slug = document.paths['/public/pages/{lang}/{slug}']!.get!.parameters!.find(
      (parameter) => parameter.name === 'slug',
    ) as Parameter & { schema: { pattern: string } }
    const slugPattern = new RegExp(slug.schema.pattern, 'u')
    expect(['el-colegio', 'elkargoa', 'año-2026'].filter((text) => !slugPattern.test(text))).toEqual([])
    expect(['El-Colegio', 'a--b', '-a', 'a b', ''].filter((text) => slugPattern.test(text))).toEqual([])
  })

  it('documents the accessibility feedback body, its idempotency key, its captcha token, and its refusals', async () => {
    const operation = (await fetchDocument()).paths['/public/accessibility-feedback']!.post!
    expect(operation.requestBody).toMatchObject({
      required: true,
      content: {
        'application/json': { schema: { $ref: '#/components/schemas/AccessibilityFeedbackInput' } },
      },
    })
    expect(operation.parameters).toContainEqual(
      expect.objectContaining({ name: 'idempotency-key', in: 'header', required: false }),
    )
    expect(operation.parameters).toContainEqual(
      expect.objectContaining({
        name: 'x-captcha-token',
        in: 'header',
        required: false,
        schema: expect.objectContaining({ type: 'string', minLength: 1, maxLength: 8192 }),
        description: expect.stringContaining('CAPTCHA_INVALID'),
      }),
    )
    for (const status of ['400', '413', '415', '422', '429', '503']) {
      expect(operation.responses[status]?.content?.['application/json']?.schema, status).toEqual({
        $ref: '#/components/schemas/ErrorEnvelope',
      })
    }
  })

  it('names the contract schemas as components, and every reference resolves', async () => {
    const document = await fetchDocument()
    const schemas = Object.keys(document.components.schemas)
    expect(schemas).toEqual(expect.arrayContaining(contractSchemas))
    for (const ref of refsIn(document)) {
      expect(ref).toMatch(/^#\/components\/schemas\//)
      expect(schemas, ref).toContain(ref.replace('#/components/schemas/', ''))
    }
  })

  it('names every operation with a unique camelCase operationId', async () => {
    const ids = operations(await fetchDocument()).map(
      ({ method, path, operation }) => [`${method} ${path}`, operation.operationId] as const,
    )
    expect(ids.filter(([, id]) => !/^[a-z][a-zA-Z0-9]*$/.test(id ?? ''))).toEqual([])
    expect(new Set(ids.map(([, id]) => id)).size).toBe(ids.length)
    expect(Object.fromEntries(ids)).toMatchObject({
      'get /public/events/{id}/enrolment': 'getPublicEventsByIdEnrolment',
      'post /auth/jwt/login': 'postAuthJwtLogin',
    })
  })

  it('documents the security of every operation: none for a public one, else a scheme it defines', async () => {
    const document = await fetchDocument()
    for (const { method, path, operation } of operations(document)) {
      expect(operation.security, `${method} ${path}`).toBeDefined()
      for (const requirement of operation.security!) {
        for (const scheme of Object.keys(requirement)) {
          expect(Object.keys(document.components.securitySchemes), `${method} ${path}`).toContain(scheme)
        }
      }
    }
    expect(document.paths['/public/settings']!.get!.security).toEqual([])
    expect(document.paths['/user/me']!.get!.security).toEqual([{ bearer: [] }, { sessionCookie: [] }])
  })

  it('documents every {lang} in a path as one of the four locales', async () => {
    const langs = operations(await fetchDocument()).flatMap(({ operation }) =>
      (operation.parameters ?? []).filter(
        (parameter) => parameter.in === 'path' && parameter.name === 'lang',
      ),
    )
    expect(langs.length).toBeGreaterThan(20)
    for (const lang of langs) {
      expect(lang.schema?.enum).toEqual([...locales])
    }
  })

  it('tells overlapping paths apart by their parameters, which never take the other path’s words', async () => {
    const document = await fetchDocument()
    const schemaAt = (path: string, name: string) =>
      Object.values(document.paths[path]!)
        .flatMap((operation) => operation.parameters ?? [])
        .find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema ?? {}
    const isParameter = (segment: string) => /^\{\w+\}$/.test(segment)
    const takes = (path: string, segment: string, word: string) => {
      if (!isParameter(segment)) return segment === word
      const schema = schemaAt(path, segment.slice(1, -1))
      if (schema.enum) return schema.enum.includes(word)
      if (schema.type === 'integer') return /^\d+$/.test(word)
      if (schema.format === 'uuid') return /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i.test(word)
      return schema.pattern ? new RegExp(schema.pattern, 'u').test(word) : true
    }
    // The words a segment stands for, when they can be listed: a literal, or a parameter's enum.
    const wordsOf = (path: string, segment: string) =>
      isParameter(segment) ? schemaAt(path, segment.slice(1, -1)).enum : [segment]
    const refuses = (path: string, segment: string, words: string[] | undefined) =>
      words !== undefined && words.every((word) => !takes(path, segment, word))
    const apart = (a: string, b: string) => {
      const right = b.split('/')
      return a
        .split('/')
        .some((l, i) => refuses(b, right[i]!, wordsOf(a, l)) || refuses(a, l, wordsOf(b, right[i]!)))
    }
    const shareAMethod = (a: string, b: string) =>
      Object.keys(document.paths[a]!).some((method) => method in document.paths[b]!)
    const paths = Object.keys(document.paths)
    const overlapping = paths.flatMap((a, i) =>
      paths
        .slice(i + 1)
        .flatMap((b) =>
          a.split('/').length === b.split('/').length && shareAMethod(a, b) && !apart(a, b)
            ? [`${a} ${b}`]
            : [],
        ),
    )
    expect(overlapping).toEqual([])
  })

  it('names no path with a trailing slash, while the spec’s spelling of the consents still answers', async () => {
    expect(Object.keys((await fetchDocument()).paths).filter((path) => path.endsWith('/'))).toEqual([])
    expect((await api.request('/api/masters/collegiates/consents/')).status).toBe(401)
    const [collegiate] = demoAccounts
    const token = await bearerFor(api.request, collegiate.email, collegiate.password)
    const headers = { Authorization: `Bearer ${token}` }
    const [aliased, documented] = await Promise.all([
      api.request('/api/masters/collegiates/consents/', { headers }),
      api.request('/api/masters/collegiates/consents', { headers }),
    ])
    expect(aliased.status).toBe(200)
    expect(await aliased.json()).toEqual(await documented.json())
  })
})

describe('the documentation is complete', () => {
  it('documents every route the app answers', () => {
    const documented = Object.entries(api.document().paths ?? {}).flatMap(([path, methods]) =>
      Object.keys(methods ?? {}).map((method) => `${method} ${path}`),
    )
    const served = api.servedRoutes()
    expect(served.length).toBeGreaterThan(0)
    expect(served.filter((route) => !documented.includes(route))).toEqual([])
  })
})

describe('api.document()', () => {
  it('builds without throwing, and is what /api/openapi.json serves', async () => {
    let document: ReturnType<typeof api.document> | undefined
    expect(() => {
      document = api.document()
    }).not.toThrow()
    expect(JSON.parse(JSON.stringify(document))).toEqual(await fetchDocument())
  })
})

describe('GET /api/docs', () => {
  const areaLinks = (html: string) => [
    ...new Set([...html.matchAll(/href="\/api\/docs\/([a-z0-9-]+)"/g)].map((m) => m[1]!)),
  ]

  it('answers a front page listing every documented operation, each linking to its area', async () => {
    const response = await api.request('/api/docs')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(html).toMatch(/^<!doctype html>/i)
    for (const operation of servedOperations) {
      const [method, path] = operation.split(' ')
      expect(html).toMatch(
        new RegExp(
          `href="/api/docs/[a-z0-9-]+#op-[a-z0-9-]+"><code>${method!.toUpperCase()} /api${path!.replace(/[{}]/g, '\\$&')}</code>`,
        ),
      )
    }
    expect(html).toContain('href="/api/openapi.json"')
    expect(areaLinks(html)).toContain('back-office-content')
  })

  it('gives each area a page with its operations in full and every schema they use, so the pages together name all', async () => {
    const front = await (await api.request('/api/docs')).text()
    const pages = await Promise.all(
      areaLinks(front).map(async (area) => {
        const response = await api.request(`/api/docs/${area}`)
        expect(response.status, area).toBe(200)
        return response.text()
      }),
    )
    const all = pages.join('')
    for (const operation of servedOperations) {
      const [method, path] = operation.split(' ')
      expect(all).toContain(`<code>${method!.toUpperCase()} /api${path}</code></h3>`)
    }
    expect(all).toContain('Request body')
    for (const schema of contractSchemas) expect(all).toContain(`id="schema-${schema}"`)
    for (const html of pages) {
      const defined = new Set([...html.matchAll(/id="(schema-[^"]+)"/g)].map((m) => m[1]))
      const linked = [...html.matchAll(/href="#(schema-[^"]+)"/g)].map((m) => m[1])
      expect(linked.filter((anchor) => !defined.has(anchor))).toEqual([])
    }
    for (const html of pages) {
      const anchors = new Set([...html.matchAll(/<section id="(op-[^"]+)"/g)].map((m) => m[1]))
      const linkedFromFront = [...front.matchAll(/href="\/api\/docs\/[a-z0-9-]+#(op-[^"]+)"/g)].map(
        (m) => m[1],
      )
      expect(linkedFromFront.some((anchor) => anchors.has(anchor))).toBe(true)
    }
  }, 120_000)

  it('answers 404 with the error envelope for an area it does not have', async () => {
    const response = await api.request('/api/docs/no-such-area')
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ detail: 'Not Found' })
  })
})
