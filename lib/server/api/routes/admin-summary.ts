import 'server-only'
import { OpenAPIHono } from '@hono/zod-openapi'
import { adminBasePath, AdminSummarySchema } from '@/lib/contract/admin'
import { adminSummary } from '@/lib/server/services/admin-summary'
import { adminRoute } from '../admin'
import { type ApiEnv, jsonContent, respond } from '../http'

export const adminSummaryRoutes = new OpenAPIHono<ApiEnv>()

adminSummaryRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/summary`,
    tags: ['Back-office'],
    summary: 'What waits for staff (staff)',
    description:
      'Counts of the applications, complaints, mandates, payments and direct debits that wait for a decision or an action.',
    responses: { 200: jsonContent(AdminSummarySchema, 'The counts') },
  }),
  async (c) => respond(c, AdminSummarySchema, await adminSummary(c.var.db)),
)
