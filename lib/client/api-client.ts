import type { z } from 'zod'
import { ErrorEnvelopeSchema, isErrorCode, type ErrorCode, type ErrorEnvelope } from '@/lib/contract/errors'
import { apiUrl } from './api-url'
import { prepareSession } from './auth-session'
import { buildQuery, type QueryValues } from './query-string'

export class ApiError extends Error {
  readonly code: ErrorCode | undefined

  constructor(
    readonly status: number,
    readonly detail: ErrorEnvelope['detail'] | undefined,
    readonly retryAfterSeconds?: number,
  ) {
    const code =
      typeof detail === 'string' ? detail : !Array.isArray(detail) && detail ? detail.code : undefined
    super(code ?? `HTTP ${status}`)
    this.name = 'ApiError'
    this.code = isErrorCode(code) ? code : undefined
  }
}

export interface ApiRequest extends Omit<RequestInit, 'body'> {
  query?: QueryValues
  json?: unknown
  form?: Record<string, string>
  /** A multipart body (an upload); the browser sets its Content-Type with the boundary. */
  formData?: FormData
}

/** In the browser the session is refreshed first when it needs to be (prepareSession). */
export async function apiFetch<S extends z.ZodType>(
  path: string,
  schema: S,
  { query, json, form, formData, headers, ...init }: ApiRequest = {},
): Promise<z.output<S>> {
  await prepareSession()
  const url = `${apiUrl(path)}${buildQuery(query)}`
  const response = await fetch(url, {
    credentials: 'same-origin',
    ...init,
    headers: {
      Accept: 'application/json',
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body:
      formData ?? (form ? new URLSearchParams(form) : json === undefined ? undefined : JSON.stringify(json)),
  })
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => undefined)
  if (!response.ok) {
    const envelope = ErrorEnvelopeSchema.safeParse(body)
    throw new ApiError(
      response.status,
      envelope.success ? envelope.data.detail : undefined,
      retryAfterSeconds(response.headers.get('Retry-After')),
    )
  }
  return schema.parse(body)
}

export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined
  if (/^\d+$/.test(header.trim())) return Number(header.trim())
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000))
}
