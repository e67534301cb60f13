import { z } from 'zod'

const ReadinessChecksSchema = z
  .object({
    database: z.literal('ok').describe('The database answers'),
    migrations: z.literal('ok').describe('Every migration the code knows is applied'),
    storage: z.literal('ok').describe('File storage takes and deletes a file'),
  })
  .describe('The checks, each of which passed')

export const ReadinessSchema = z
  .object({ status: z.literal('ready'), checks: ReadinessChecksSchema })
  .meta({ id: 'Readiness' })

export type ReadinessCheck = keyof z.infer<typeof ReadinessChecksSchema>

/** The code of the 503 envelope; its reason names the checks that failed, never their internals. */
export const notReadyCode = 'NOT_READY'
