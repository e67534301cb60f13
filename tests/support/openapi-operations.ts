/** The part of JSON Schema (OpenAPI 3.1) that the contract produces and the input generators understand. */
export interface JsonSchema {
  $ref?: string
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  default?: unknown
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
}

type ParameterLocation = 'path' | 'query' | 'header' | 'cookie'

export interface Parameter {
  name: string
  in: ParameterLocation
  required: boolean
  schema: JsonSchema
}

export interface Operation {
  /** Upper case, as sent on the wire. */
  method: string
  /** The OpenAPI path template, such as /public/pages/{lang}/{slug}. */
  path: string
  /** Where the document says the API is mounted, such as /api. */
  base: string
  parameters: Parameter[]
  /** Media types the request body may have, with their schemas. Absent when the operation takes no body. */
  body?: { required: boolean; media: { type: string; schema: JsonSchema }[] }
  /** False for a route the app serves that the document does not describe. */
  documented: boolean
  /** Resolves a `$ref` against the document's components. */
  resolve: (schema: JsonSchema) => JsonSchema
}

interface RawParameter {
  $ref?: string
  name: string
  in: ParameterLocation
  required?: boolean
  schema?: JsonSchema
}

interface RawRequestBody {
  $ref?: string
  required?: boolean
  content?: Record<string, { schema?: JsonSchema }>
}

interface OpenApiDocumentLike {
  servers?: { url: string }[]
  paths?: Record<string, Record<string, unknown> | undefined>
  components?: Record<string, Record<string, unknown> | undefined>
}

const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

function referenceResolver(document: OpenApiDocumentLike) {
  return function resolve<T extends { $ref?: string }>(value: T): T {
    let current = value
    for (let hops = 0; current.$ref !== undefined; hops++) {
      const match = /^#\/components\/(\w+)\/(.+)$/.exec(current.$ref)
      const target = match && document.components?.[match[1]!]?.[match[2]!]
      if (!target || hops > 20) throw new Error(`Cannot resolve ${current.$ref} in the OpenAPI document`)
      current = target as T
    }
    return current
  }
}

/**
 * Every operation of an OpenAPI document, plus the routes the app serves that the document leaves out (as
 * "get /path/{param}"), so that a new route is covered as soon as it exists.
 */
export function operationsOf(openApiDocument: object, servedRoutes: string[] = []): Operation[] {
  const document = openApiDocument as OpenApiDocumentLike
  const resolve = referenceResolver(document)
  const base = (document.servers?.[0]?.url ?? '').replace(/\/$/, '')
  const operations: Operation[] = []

  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const shared = ((item?.parameters ?? []) as RawParameter[]).map(resolve)
    for (const method of httpMethods) {
      const operation = item?.[method] as
        { parameters?: RawParameter[]; requestBody?: RawRequestBody } | undefined
      if (!operation) continue
      const own = (operation.parameters ?? []).map(resolve)
      const byKey = new Map(
        [...shared, ...own].map((parameter) => [`${parameter.in} ${parameter.name}`, parameter]),
      )
      const requestBody = operation.requestBody && resolve(operation.requestBody)
      operations.push({
        method: method.toUpperCase(),
        path,
        base,
        parameters: [...byKey.values()].map((parameter) => ({
          name: parameter.name,
          in: parameter.in,
          required: parameter.in === 'path' || parameter.required === true,
          schema: parameter.schema ?? {},
        })),
        body: requestBody && {
          required: requestBody.required === true,
          media: Object.entries(requestBody.content ?? {}).map(([type, media]) => ({
            type,
            schema: media.schema ?? {},
          })),
        },
        documented: true,
        resolve,
      })
    }
  }

  const known = new Set(operations.map((operation) => `${operation.method.toLowerCase()} ${operation.path}`))
  for (const route of servedRoutes) {
    if (known.has(route)) continue
    const [method = 'get', path = '/'] = route.split(' ')
    operations.push({
      method: method.toUpperCase(),
      path,
      base,
      parameters: [...path.matchAll(/\{(\w+)\}/g)].map((match) => ({
        name: match[1]!,
        in: 'path' as const,
        required: true,
        schema: { type: 'string' },
      })),
      documented: false,
      resolve,
    })
  }
  return operations
}
