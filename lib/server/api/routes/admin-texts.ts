import 'server-only'
import { OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { adminBasePath } from '@/lib/contract/admin'
import {
  AdminProcedureDescriptionInputSchema,
  AdminProcedureDescriptionListQuerySchema,
  AdminProcedureDescriptionPageSchema,
  AdminProcedureDescriptionSchema,
  AdminTemplateInputSchema,
  AdminTemplateListQuerySchema,
  AdminTemplatePageSchema,
  AdminTemplateSchema,
} from '@/lib/contract/admin-texts'
import { ProcedureKindSchema } from '@/lib/contract/content'
import { TemplateSectionSchema } from '@/lib/contract/templates'
import {
  adminGetProcedureDescription,
  adminGetTemplate,
  adminListProcedureDescriptions,
  adminListTemplates,
  adminUpdateProcedureDescription,
  adminUpdateTemplate,
} from '@/lib/server/services/admin-texts'
import { adminRoute, staffActor } from '../admin'
import { type ApiEnv, errorResponses, jsonContent, respond } from '../http'

export const adminTextsRoutes = new OpenAPIHono<ApiEnv>()

const tags = ['Back-office: content']
const templatesPath = `${adminBasePath}/templates`
const descriptionsPath = `${adminBasePath}/procedure-descriptions`
const sectionParam = z.object({ id: TemplateSectionSchema.describe('The section') })
const kindParam = z.object({ id: ProcedureKindSchema.describe('The kind of procedure') })

adminTextsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: templatesPath,
    tags,
    summary: 'The templates of every section (staff)',
    description: 'The sections the portal shows and any other kept; `q` finds the section or a title.',
    request: { query: AdminTemplateListQuerySchema },
    responses: { 200: jsonContent(AdminTemplatePageSchema, 'A page of templates'), ...errorResponses(422) },
  }),
  async (c) => respond(c, AdminTemplatePageSchema, await adminListTemplates(c.var.db, c.req.valid('query'))),
)

adminTextsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${templatesPath}/{id}`,
    tags,
    summary: "A section's template in every language (staff)",
    request: { params: sectionParam },
    responses: { 200: jsonContent(AdminTemplateSchema, 'The template'), ...errorResponses(404, 422) },
  }),
  async (c) => respond(c, AdminTemplateSchema, await adminGetTemplate(c.var.db, c.req.valid('param').id)),
)

adminTextsRoutes.openapi(
  adminRoute({
    method: 'put',
    path: `${templatesPath}/{id}`,
    tags,
    summary: "Edit a section's template (staff)",
    description:
      'Spanish is required; a language sent as null loses its text (the list page shows its own words). ' +
      'Bodies are sanitised. The public pages are revalidated. Logged.',
    request: {
      params: sectionParam,
      body: { content: { 'application/json': { schema: AdminTemplateInputSchema } }, required: true },
    },
    responses: {
      200: jsonContent(AdminTemplateSchema, 'The template as saved'),
      ...errorResponses(404, 422),
    },
  }),
  async (c) => {
    const write = await adminUpdateTemplate(
      c.var.db,
      staffActor(c),
      c.req.valid('param').id,
      c.req.valid('json'),
    )
    if (write.publicChange) await c.var.contentChanged()
    return respond(c, AdminTemplateSchema, write.item)
  },
)

adminTextsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: descriptionsPath,
    tags,
    summary: 'The descriptions of the registration procedures (staff)',
    description: 'Collegiate, pre-collegiate and professional societies; `q` finds the kind or a title.',
    request: { query: AdminProcedureDescriptionListQuerySchema },
    responses: {
      200: jsonContent(AdminProcedureDescriptionPageSchema, 'The descriptions'),
      ...errorResponses(422),
    },
  }),
  async (c) =>
    respond(
      c,
      AdminProcedureDescriptionPageSchema,
      await adminListProcedureDescriptions(c.var.db, c.req.valid('query')),
    ),
)

adminTextsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${descriptionsPath}/{id}`,
    tags,
    summary: "A registration procedure's description in every language (staff)",
    request: { params: kindParam },
    responses: {
      200: jsonContent(AdminProcedureDescriptionSchema, 'The description'),
      ...errorResponses(422),
    },
  }),
  async (c) =>
    respond(
      c,
      AdminProcedureDescriptionSchema,
      await adminGetProcedureDescription(c.var.db, c.req.valid('param').id),
    ),
)

adminTextsRoutes.openapi(
  adminRoute({
    method: 'put',
    path: `${descriptionsPath}/{id}`,
    tags,
    summary: "Edit a registration procedure's description (staff)",
    description:
      'All four languages are required: the registration page of a language without one answers 404. ' +
      'Bodies are sanitised. The public pages are revalidated. Logged.',
    request: {
      params: kindParam,
      body: {
        content: { 'application/json': { schema: AdminProcedureDescriptionInputSchema } },
        required: true,
      },
    },
    responses: {
      200: jsonContent(AdminProcedureDescriptionSchema, 'The description as saved'),
      ...errorResponses(422),
    },
  }),
  async (c) => {
    const write = await adminUpdateProcedureDescription(
      c.var.db,
      staffActor(c),
      c.req.valid('param').id,
      c.req.valid('json'),
    )
    if (write.publicChange) await c.var.contentChanged()
    return respond(c, AdminProcedureDescriptionSchema, write.item)
  },
)
