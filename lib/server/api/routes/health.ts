import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { type ApiEnv, jsonContent, respond } from '../http'

export const healthRoutes = new OpenAPIHono<ApiEnv>()

const HealthSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Health' })

healthRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/health',
    tags: ['Operations'],
    summary: 'Liveness and database check',
    responses: { 200: jsonContent(HealthSchema, 'Everything answers') },
  }),
  async (c) => {
    await c.var.db.execute(sql`select 1`)
    return respond(c, HealthSchema, { status: 'ok' })
  },
)
