import 'server-only'
import { OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { adminBasePath, StaffActionSchema } from '@/lib/contract/admin'
import { staffActionsOn } from '@/lib/server/services/staff-actions'
import { adminRoute } from '../admin'
import { type ApiEnv, errorResponses, jsonContent, respond } from '../http'

export const adminStaffActionsRoutes = new OpenAPIHono<ApiEnv>()

const StaffActionListSchema = z.array(StaffActionSchema).meta({ id: 'StaffActionList' })

adminStaffActionsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/staff-actions`,
    tags: ['Back-office'],
    summary: 'The back-office log of one object (staff)',
    description:
      'Who changed what and when on one object (an application, a news item, a member…), newest first, at most 100.',
    request: {
      query: z.object({
        entity: z.string().min(1).max(40).describe('The kind of object: registration, news, member…'),
        entity_id: z.string().min(1).max(64).describe('Its id'),
      }),
    },
    responses: {
      200: jsonContent(StaffActionListSchema, 'The log, newest first'),
      ...errorResponses(422),
    },
  }),
  async (c) => {
    const { entity, entity_id } = c.req.valid('query')
    return respond(c, StaffActionListSchema, await staffActionsOn(c.var.db, entity, entity_id))
  },
)
