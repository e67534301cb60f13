import 'server-only'
import { OpenAPIHono } from '@hono/zod-openapi'
import { Hono } from 'hono'
import { etag } from 'hono/etag'
import { apiContentSecurityPolicy } from '@/lib/http/security-headers'
import type { Database } from '@/lib/server/db/client'
import type { VerifyCaptcha } from '@/lib/server/integrations/captcha'
import type { FileStorage } from '@/lib/server/integrations/file-storage'
import { fileStorageFromEnv } from '@/lib/server/integrations/file-storage-from-env'
import { smsSenderFromEnv, type SmsSender } from '@/lib/server/integrations/sms'
import { nudgeJobWorker } from '@/lib/server/jobs/worker'
import { pause, type Pause } from '@/lib/server/services/auth'
import { limitEveryBody } from './body-limit'
import { findNul, refuseNulInAddress } from './nul-characters'
import { docsStyleHash, renderApiDocsArea, renderApiDocsIndex } from './docs'
import { envelope, handleError, handleNotFound, toValidationIssues } from './errors'
import { apiSecurityPolicy, type ApiEnv } from './http'
import { completeOperations, isTrailingSlashAlias } from './openapi'
import type { SharedCache } from './shared-cache'
import { cacheRoutes } from './routes/cache'
import { adminComplaintsRoutes } from './routes/admin-complaints'
import { adminMembersRoutes } from './routes/admin-members'
import { adminSettingsRoutes } from './routes/admin-settings'
import { adminMediaRoutes } from './routes/admin-media'
import { adminInvoiceRecordsRoutes } from './routes/admin-invoice-records'
import { adminInvoicingEventsRoutes } from './routes/admin-invoicing-events'
import { adminMoneyRoutes } from './routes/admin-money'
import { adminFeeRunsRoutes } from './routes/admin-fee-runs'
import { adminContentRoutes } from './routes/admin-content'
import { adminTermsRoutes } from './routes/admin-terms'
import { adminApplicationsRoutes } from './routes/admin-applications'
import { adminStaffActionsRoutes } from './routes/admin-staff-actions'
import { adminTextsRoutes } from './routes/admin-texts'
import { adminSummaryRoutes } from './routes/admin-summary'
import { accessibilityFeedbackRoutes } from './routes/accessibility-feedback'
import { accountRoutes } from './routes/account'
import { applicationsRoutes } from './routes/applications'
import { enrolmentRoutes } from './routes/enrolment'
import { attachmentsRoutes } from './routes/attachments'
import { preferencesRoutes } from './routes/preferences'
import { profileRoutes } from './routes/profile'
import { loansRoutes } from './routes/loans'
import { procedureApplicationsRoutes } from './routes/procedure-applications'
import { genericProcedureFormsRoutes } from './routes/generic-procedure-forms'
import { dniVerificationRoutes } from './routes/dni-verification'
import { eventsRoutes } from './routes/events'
import { proceduresRoutes } from './routes/procedures'
import { healthRoutes } from './routes/health'
import { readinessRoutes } from './routes/readiness'
import { jobsRoutes } from './routes/jobs'
import { movementsRoutes } from './routes/movements'
import { cardPaymentsRoutes } from './routes/card-payments'
import { paymentsRoutes } from './routes/payments'
import { sepaRoutes } from './routes/sepa'
import { issuedDocumentsRoutes } from './routes/issued-documents'
import { certificatesRoutes } from './routes/certificates'
import { complaintLookupRoutes } from './routes/complaint-lookup'
import { consumerComplaintRoutes } from './routes/consumer-complaints'
import { languagesRoutes } from './routes/languages'
import { navigationRoutes } from './routes/navigation'
import { newsRoutes } from './routes/news'
import { pagesRoutes } from './routes/pages'
import { resourcesRoutes } from './routes/resources'
import { sessionRoutes } from './routes/session'
import { settingsRoutes } from './routes/settings'
import { workplacesRoutes } from './routes/workplaces'
import { templatesRoutes } from './routes/templates'
import { professionalSocietiesRoutes } from './routes/professional-societies'
import { registrationRoutes } from './routes/registration'
import { registryRoutes } from './routes/registry'
import { registryVisibilityRoutes } from './routes/registry-visibility'

const locationOf = {
  param: 'path',
  json: 'body',
  form: 'body',
  query: 'query',
  header: 'header',
  cookie: 'cookie',
}

const openApiInfo = {
  openapi: '3.1.0',
  info: {
    title: 'Association portal API',
    version: '1.0.0',
    description:
      'Public and member API of the association portal. Errors answer `{"detail": ...}` in the style of the association back end.',
  },
  servers: [{ url: '/api' }],
}

export interface ApiOptions {
  getDb: () => Promise<Database>
  /** Bearer token that may ask for cached public pages to be rendered again; none refuses every call. */
  revalidateSecret?: string
  /** Drops cached public pages; the Next.js host passes `revalidatePath`, tests a spy. */
  onContentChange?: () => void | Promise<void>
  /** Keeps public reads in memory between content changes; tests that edit the database leave it out. */
  sharedCache?: SharedCache
  /** Checks the captcha token of protected forms; none (no RECAPTCHA_SECRET) lets them through unchecked. */
  verifyCaptcha?: VerifyCaptcha
  /**
   * Runs after each request that may have changed data, once its transactions have committed: by default it nudges
   * the server's job worker so that queued e-mails leave at once. Tests pass one that sends them before answering.
   */
  afterWrite?: () => void | Promise<void>
  /** By default the log and the outbox folder. */
  sms?: SmsSender
  /** By default the UPLOADS_DIR folder. */
  fileStorage?: FileStorage
  /** By default a timer; tests record the waits instead. */
  signInPause?: Pause
}

/** Routes validate their input and output against lib/contract. */
export function createApi({
  getDb,
  revalidateSecret,
  onContentChange = () => {},
  sharedCache,
  verifyCaptcha,
  afterWrite = nudgeJobWorker,
  sms = smsSenderFromEnv(),
  fileStorage = fileStorageFromEnv(),
  signInPause = pause,
}: ApiOptions) {
  const contentChanged = async () => {
    sharedCache?.clear()
    await onContentChange()
  }

  const api = new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => {
      const location = locationOf[result.target as keyof typeof locationOf] ?? result.target
      if (!result.success) return envelope(c, 422, toValidationIssues(result.error, location))
      const nul = findNul(result.data, [location])
      if (nul) return envelope(c, 422, [nul])
    },
  })

  api.use('*', async (c, next) => {
    await next()
    if (c.req.method === 'GET' && [200, 304].includes(c.res.status) && !c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', 'public, max-age=0, must-revalidate')
    }
  })
  api.use('*', etag())
  api.use('*', limitEveryBody)
  api.use('*', refuseNulInAddress)

  api.openAPIRegistry.registerComponent('securitySchemes', 'revalidateSecret', {
    type: 'http',
    scheme: 'bearer',
  })
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access_token of POST /auth/jwt/login',
  })
  api.openAPIRegistry.registerComponent('securitySchemes', 'sessionCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: 'iar_cookie',
    description: 'The httpOnly cookie the portal pages sign in with; unsafe requests must be same-origin',
  })
  const document = () => completeOperations(api.getOpenAPI31Document(openApiInfo))
  api.get('/openapi.json', (c) => c.json(document()))
  api.get('/docs', (c) => {
    c.header('Content-Security-Policy', apiContentSecurityPolicy([docsStyleHash]))
    return c.html(renderApiDocsIndex(document()))
  })
  api.get('/docs/:area', (c) => {
    const html = renderApiDocsArea(document(), c.req.param('area'))
    if (!html) return handleNotFound(c)
    c.header('Content-Security-Policy', apiContentSecurityPolicy([docsStyleHash]))
    return c.html(html)
  })

  api.route('/', readinessRoutes({ getDb, fileStorage }))
  // The database opens only for the routes below; the documentation and readiness answer without it.
  api.use('*', async (c, next) => {
    c.set('db', await getDb())
    c.set('sharedCache', sharedCache)
    c.set('verifyCaptcha', verifyCaptcha)
    c.set('sms', sms)
    c.set('fileStorage', fileStorage)
    c.set('contentChanged', contentChanged)
    c.set('signInPause', signInPause)
    await next()
    if (!['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) await afterWrite()
  })
  api.route('/', healthRoutes)
  api.route('/', languagesRoutes)
  api.route('/', settingsRoutes)
  api.route('/', navigationRoutes)
  api.route('/', pagesRoutes)
  api.route('/', jobsRoutes)
  api.route('/', workplacesRoutes)
  // Before the resources: /public/resources/{id}/availability would otherwise reach /public/resources/{lang}/{slug}.
  api.route('/', loansRoutes)
  api.route('/', resourcesRoutes)
  api.route('/', newsRoutes)
  api.route('/', templatesRoutes)
  api.route('/', cacheRoutes({ secret: revalidateSecret, onContentChange: contentChanged }))
  api.route('/', accessibilityFeedbackRoutes)
  api.route('/', sessionRoutes)
  api.route('/', accountRoutes)
  api.route('/', dniVerificationRoutes)
  api.route('/', proceduresRoutes)
  api.route('/', attachmentsRoutes)
  api.route('/', applicationsRoutes)
  api.route('/', enrolmentRoutes)
  api.route('/', preferencesRoutes)
  api.route('/', profileRoutes)
  api.route('/', movementsRoutes)
  api.route('/', paymentsRoutes)
  api.route('/', sepaRoutes)
  api.route('/', cardPaymentsRoutes)
  api.route('/', issuedDocumentsRoutes)
  api.route('/', certificatesRoutes)
  api.route('/', complaintLookupRoutes)
  api.route('/', consumerComplaintRoutes)
  api.route('/', procedureApplicationsRoutes)
  api.route('/', professionalSocietiesRoutes)
  api.route('/', genericProcedureFormsRoutes)
  api.route('/', registrationRoutes)
  api.route('/', registryRoutes)
  api.route('/', registryVisibilityRoutes)
  // Every /admin/* route is for the staff role only (lib/server/api/admin.ts).
  api.route('/', adminStaffActionsRoutes)
  api.route('/', adminSummaryRoutes)
  api.route('/', adminMembersRoutes)
  api.route('/', adminComplaintsRoutes)
  api.route('/', adminSettingsRoutes)
  api.route('/', adminMediaRoutes)
  api.route('/', adminMoneyRoutes)
  api.route('/', adminInvoiceRecordsRoutes)
  api.route('/', adminInvoicingEventsRoutes)
  api.route('/', adminFeeRunsRoutes)
  api.route('/', adminContentRoutes)
  api.route('/', adminTextsRoutes)
  api.route('/', adminTermsRoutes)
  api.route('/', adminApplicationsRoutes)
  // Last: its /public/events/{lang}/{slug} would take /public/events/{id}/enrolment and …/applications/documents.
  api.route('/', eventsRoutes)

  api.onError(handleError)
  api.notFound(handleNotFound)

  const root = new Hono().basePath('/api')
  root.use('*', apiSecurityPolicy)
  root.route('/', api)
  root.onError(handleError)
  root.notFound(handleNotFound)
  const servedRoutes = () => [
    ...new Set(
      api.routes
        .filter(
          (route) =>
            route.method !== 'ALL' &&
            !['/openapi.json', '/docs', '/docs/:area'].includes(route.path) &&
            !isTrailingSlashAlias(route.path),
        )
        .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
    ),
  ]
  return { fetch: root.fetch, document, servedRoutes }
}
