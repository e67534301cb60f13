import { z } from 'zod'

export { errorCodes, isErrorCode, type ErrorCode } from './error-codes'

/** FastAPI-style answers, as the association back end gives them. */
const ValidationIssueSchema = z
  .object({
    loc: z
      .array(z.union([z.string(), z.number()]))
      .describe('Where the problem is: body, query, path or header, then the field'),
    msg: z.string().describe('What is wrong, in English, for developers'),
    type: z.string().describe('Machine-readable kind of problem'),
  })
  .meta({ id: 'ValidationIssue' })

export const ErrorEnvelopeSchema = z
  .object({
    detail: z.union([
      z.string().describe('An error code such as PAGE_NOT_FOUND, or the HTTP phrase such as "Not Found"'),
      z
        .object({ code: z.string(), reason: z.string() })
        .describe('An error code with a reason, for password rules'),
      z.array(ValidationIssueSchema).describe('Request validation problems (422)'),
    ]),
  })
  .meta({ id: 'ErrorEnvelope', description: 'The error body every API route answers with' })

export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>
export type ValidationIssue = z.infer<typeof ValidationIssueSchema>
