import 'server-only'
import { OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { adminBasePath, UuidSchema } from '@/lib/contract/admin'
import {
  AdminChargeCreateSchema,
  AdminFeeRunDetailSchema,
  AdminFeeRunInputSchema,
  AdminFeeRunPageSchema,
  AdminFeeRunPreviewSchema,
  AdminFeeRunsQuerySchema,
} from '@/lib/contract/admin-fee-runs'
import { AdminMovementDetailSchema } from '@/lib/contract/admin-money'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import {
  cancelFeeRun,
  createCharge,
  feeRunDetail,
  issueFeeRun,
  listFeeRuns,
  previewFeeRun,
} from '@/lib/server/services/admin-money'
import { adminRoute, staffActor } from '../admin'
import { type ApiEnv, errorResponses, jsonContent, respond } from '../http'

export const adminFeeRunsRoutes = new OpenAPIHono<ApiEnv>()

const tags = ['Back-office: money']
const idParams = z.object({ id: UuidSchema.describe('The fee run') })
const envelope = (codes: string) => jsonContent(ErrorEnvelopeSchema, codes)
const json = <S extends z.ZodType>(schema: S) => ({
  body: { required: true, content: { 'application/json': { schema } } },
})

// POST /admin/movements – staff charge one member
adminFeeRunsRoutes.openapi(
  adminRoute({
    method: 'post',
    path: `${adminBasePath}/movements`,
    tags,
    summary: 'Charge a member (staff)',
    description:
      'A pending movement for one collegiate or precollegiate (concept, amount, VAT treatment, due date), payable from their movements by card, transfer or direct debit like any other. Logged. 404 USER_NOT_FOUND; 409 NOT_A_MEMBER when the account has no member profile; 422 for a due date before today.',
    request: json(AdminChargeCreateSchema),
    responses: {
      201: jsonContent(AdminMovementDetailSchema, 'The movement'),
      ...errorResponses(400, 415, 422),
      404: envelope('USER_NOT_FOUND'),
      409: envelope('NOT_A_MEMBER'),
    },
  }),
  async (c) => {
    const movement = await createCharge(c.var.db, staffActor(c), c.req.valid('json'))
    return respond(c, AdminMovementDetailSchema, movement, 201)
  },
)

// GET /admin/fee-runs – the fee runs issued
adminFeeRunsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/fee-runs`,
    tags,
    summary: 'Fee runs (staff)',
    description: 'Every fee run issued, newest first; status=issued or cancelled.',
    request: { query: AdminFeeRunsQuerySchema },
    responses: { 200: jsonContent(AdminFeeRunPageSchema, 'One page'), ...errorResponses(422) },
  }),
  async (c) => respond(c, AdminFeeRunPageSchema, await listFeeRuns(c.var.db, c.req.valid('query'))),
)

// POST /admin/fee-runs/preview – who a fee run would charge, issuing nothing
adminFeeRunsRoutes.openapi(
  adminRoute({
    method: 'post',
    path: `${adminBasePath}/fee-runs/preview`,
    tags,
    summary: 'Preview a fee run (staff)',
    description:
      'Who the period’s fee would charge among the members in the statuses given, with each one’s discount (the highest valid on the period’s first day) and whether a mandate collects it, the total, and who is left out and why. Changes nothing. 409 FEE_RUN_ALREADY_ISSUED when the period and group are issued.',
    request: json(AdminFeeRunInputSchema),
    responses: {
      200: jsonContent(AdminFeeRunPreviewSchema, 'What issuing would do'),
      ...errorResponses(400, 415, 422),
      409: envelope('FEE_RUN_ALREADY_ISSUED'),
    },
  }),
  async (c) => respond(c, AdminFeeRunPreviewSchema, await previewFeeRun(c.var.db, c.req.valid('json'))),
)

// POST /admin/fee-runs – issue a fee run
adminFeeRunsRoutes.openapi(
  adminRoute({
    method: 'post',
    path: `${adminBasePath}/fee-runs`,
    tags,
    summary: 'Issue a fee run (staff)',
    description:
      'Issues what the preview shows, in one transaction: one pending fee movement per member, and for members with a signed mandate a direct debit the next remittance presents. A period is issued once per group, whatever the timing (a unique index). Logged. 409 FEE_RUN_ALREADY_ISSUED, FEE_RUN_NOTHING_TO_ISSUE.',
    request: json(AdminFeeRunInputSchema),
    responses: {
      201: jsonContent(AdminFeeRunDetailSchema, 'The run and its charges'),
      ...errorResponses(400, 415, 422),
      409: envelope('FEE_RUN_ALREADY_ISSUED, FEE_RUN_NOTHING_TO_ISSUE'),
    },
  }),
  async (c) => {
    const run = await issueFeeRun(c.var.db, staffActor(c), c.req.valid('json'))
    return respond(c, AdminFeeRunDetailSchema, run, 201)
  },
)

// GET /admin/fee-runs/{id} – a fee run and its charges
adminFeeRunsRoutes.openapi(
  adminRoute({
    method: 'get',
    path: `${adminBasePath}/fee-runs/{id}`,
    tags,
    summary: 'A fee run (staff)',
    description: 'The run, the movements it issued with their status, and who it left out and why.',
    request: { params: idParams },
    responses: {
      200: jsonContent(AdminFeeRunDetailSchema, 'The run'),
      ...errorResponses(422),
      404: envelope('FEE_RUN_NOT_FOUND'),
    },
  }),
  async (c) => respond(c, AdminFeeRunDetailSchema, await feeRunDetail(c.var.db, c.req.valid('param').id)),
)

// POST /admin/fee-runs/{id}/cancel – annul a fee run before collection
adminFeeRunsRoutes.openapi(
  adminRoute({
    method: 'post',
    path: `${adminBasePath}/fee-runs/{id}/cancel`,
    tags,
    summary: 'Cancel a fee run (staff)',
    description:
      'Annuls every movement of the run (and cancels their pending payments) while none is collected; the period and group may then be issued again. Logged. 409 FEE_RUN_CANCELLED; FEE_RUN_CHARGE_PAID when a member paid; FEE_RUN_CHARGE_PRESENTED when a charge is in a live remittance or the bank collected or returned it.',
    request: { params: idParams },
    responses: {
      200: jsonContent(AdminFeeRunDetailSchema, 'The cancelled run'),
      ...errorResponses(422),
      404: envelope('FEE_RUN_NOT_FOUND'),
      409: envelope('FEE_RUN_CANCELLED, FEE_RUN_CHARGE_PAID, FEE_RUN_CHARGE_PRESENTED'),
    },
  }),
  async (c) => {
    const run = await cancelFeeRun(c.var.db, staffActor(c), c.req.valid('param').id)
    return respond(c, AdminFeeRunDetailSchema, run)
  },
)
