import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'react-admin'
import { z } from 'zod'
import { adminBasePath } from '@/lib/contract/admin'
import { maxListLimit } from '@/lib/contract/listing'
import { ApiError, apiFetch, type ApiRequest } from '../api-client'
import { adminErrorMessage } from './errors'

const RecordSchema = z.looseObject({ id: z.union([z.string(), z.number()]) })
const PageSchema = z.object({ items: z.array(RecordSchema), total: z.number() })

type Query = NonNullable<ApiRequest['query']>

export const adminPath = (resource: string, id?: Identifier, action?: string) =>
  [
    adminBasePath,
    resource,
    ...(id === undefined ? [] : [encodeURIComponent(String(id))]),
    ...(action ? [action] : []),
  ].join('/')

export async function adminFetch<S extends z.ZodType>(path: string, schema: S, request: ApiRequest = {}) {
  try {
    return await apiFetch(path, schema, request)
  } catch (error) {
    if (error instanceof ApiError)
      throw new HttpError(adminErrorMessage(error), error.status, adminErrorBody(error))
    throw error
  }
}

function adminErrorBody(error: ApiError) {
  // A refusal with a reason (e.g. SLUG_TAKEN and the language): the form that sent it can say more.
  if (error.detail && typeof error.detail === 'object' && !Array.isArray(error.detail))
    return { reason: error.detail.reason }
  if (error.status !== 422 || !Array.isArray(error.detail)) return undefined
  const errors: Record<string, string> = {}
  for (const issue of error.detail) {
    const field = issue.loc.filter((part) => part !== 'body').join('.')
    if (field && !errors[field]) errors[field] = issue.msg
  }
  return { errors }
}

function filterQuery(filter: Record<string, unknown>): Query {
  const query: Query = {}
  for (const [key, value] of Object.entries(filter)) {
    if (Array.isArray(value)) query[key] = value.map(String)
    else if (value !== undefined && value !== null && typeof value !== 'object') query[key] = String(value)
  }
  return query
}

export const adminDataProvider: DataProvider = {
  async getList(resource, { pagination, sort, filter }) {
    const page = pagination?.page ?? 1
    const perPage = pagination?.perPage ?? 25
    const query: Query = filterQuery(filter ?? {})
    if (sort?.field && sort.field !== 'id') query.sort = sort.field
    if (sort?.order) query.order = sort.order.toLowerCase()
    const fetchPage = (skip: number, limit: number) =>
      adminFetch(adminPath(resource), PageSchema, { query: { ...query, skip, limit } })
    // The API answers at most maxListLimit items a call: a larger page (an export) is read in turns until it is
    // full or the matching items run out.
    const items: RaRecord[] = []
    let total = 0
    let full = true
    while (full && items.length < perPage) {
      const skip = (page - 1) * perPage + items.length
      const limit = Math.min(perPage - items.length, maxListLimit)
      const answer = await fetchPage(skip, limit)
      items.push(...(answer.items as RaRecord[]))
      total = answer.total
      full = answer.items.length === limit && skip + limit < total
    }
    return { data: items, total } as never
  },
  async getOne(resource, { id }) {
    return { data: (await adminFetch(adminPath(resource, id), RecordSchema)) as never }
  },
  async getMany(resource, { ids }) {
    const records = await Promise.all(ids.map((id) => adminFetch(adminPath(resource, id), RecordSchema)))
    return { data: records as never }
  },
  async getManyReference(resource, { target, id, ...params }) {
    return adminDataProvider.getList(resource, { ...params, filter: { ...params.filter, [target]: id } })
  },
  async create(resource, { data }) {
    return {
      data: (await adminFetch(adminPath(resource), RecordSchema, { method: 'POST', json: data })) as never,
    }
  },
  async update(resource, { id, data }) {
    const record = await adminFetch(adminPath(resource, id), RecordSchema, { method: 'PUT', json: data })
    return { data: record as never }
  },
  async updateMany(resource, { ids, data }) {
    await Promise.all(
      ids.map((id) => adminFetch(adminPath(resource, id), RecordSchema, { method: 'PUT', json: data })),
    )
    return { data: ids }
  },
  async delete(resource, { id, previousData }) {
    await adminFetch(adminPath(resource, id), z.unknown(), { method: 'DELETE' })
    return { data: (previousData ?? { id }) as never }
  },
  async deleteMany(resource, { ids }) {
    await Promise.all(ids.map((id) => adminFetch(adminPath(resource, id), z.unknown(), { method: 'DELETE' })))
    return { data: ids }
  },
}
