import 'server-only'
import type { Context } from 'hono'
import { attachmentMaxBytes } from '@/lib/contract/attachments'
import { consumerComplaintLimits } from '@/lib/contract/consumer-complaints'
import { procedureFormLimits } from '@/lib/contract/generic-procedure-forms'
import { registrationMaxFiles } from '@/lib/contract/registration'
import { ApiError } from '@/lib/server/errors'
import { limitBody } from './body-limit'
import { findNul } from './nul-characters'
import type { ApiEnv } from './http'

/** The multipart field that carries a form's answers as JSON, as the association back end names it. */
export const formDataField = 'form_data'

/** Room for the boundaries, part headers and the JSON answers around the files. */
const formOverheadBytes = 256 * 1024

const formBodyMaxBytes = (files: number) => files * attachmentMaxBytes + formOverheadBytes

export const limitFormBody = (files: number) => limitBody(formBodyMaxBytes(files), 'ATTACHMENT_TOO_LARGE')

/** The largest form body any route takes. */
export const largestFormBodyBytes = formBodyMaxBytes(
  Math.max(procedureFormLimits.filesPerForm, registrationMaxFiles, consumerComplaintLimits.documents),
)

export interface FormSubmission {
  data: Record<string, unknown>
  files: Map<string, File[]>
}

/** 415 when not multipart; 400 EMPTY_FORM_DATA for missing or `{}` answers, else INVALID_JSON_FORMAT. */
export async function readFormSubmission(c: Context<ApiEnv>): Promise<FormSubmission> {
  if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
    throw new ApiError(415, 'Unsupported Media Type')
  }
  let body: FormData
  try {
    body = await c.req.formData()
  } catch {
    throw new ApiError(400, 'EMPTY_FORM_DATA')
  }
  const answers = body.get(formDataField)
  if (typeof answers !== 'string' || answers.trim() === '') throw new ApiError(400, 'EMPTY_FORM_DATA')
  let data: unknown
  try {
    data = JSON.parse(answers)
  } catch {
    throw new ApiError(400, 'INVALID_JSON_FORMAT')
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ApiError(400, 'INVALID_JSON_FORMAT')
  }
  if (Object.keys(data).length === 0) throw new ApiError(400, 'EMPTY_FORM_DATA')
  const nul = findNul(data, ['body', formDataField])
  if (nul) throw new ApiError(422, [nul])

  const files = new Map<string, File[]>()
  for (const [field, value] of body.entries()) {
    if (field === formDataField || typeof value === 'string') continue
    files.set(field, [...(files.get(field) ?? []), value])
  }
  return { data: data as Record<string, unknown>, files }
}
