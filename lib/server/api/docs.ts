import 'server-only'
import { createHash } from 'node:crypto'

const docsStyle =
  'body{font-family:system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;line-height:1.5;color:#1a1a1a}code{background:#f2f2f2;padding:0 .25rem}table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}section{border-top:1px solid #ddd;padding-top:.5rem}a{color:#0b57d0}'

/** Lets the reference's one <style> through a policy that allows nothing else. */
export const docsStyleHash = `sha256-${createHash('sha256').update(docsStyle).digest('base64')}`

type Json = Record<string, unknown>

const escape = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

function schemaLabel(schema: Json | undefined): string {
  if (!schema) return ''
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop()
    return `<a href="#schema-${escape(name)}">${escape(name)}</a>`
  }
  if (schema.type === 'array') return `array of ${schemaLabel(schema.items as Json)}`
  if (Array.isArray(schema.enum))
    return `one of ${schema.enum.map((v) => `<code>${escape(v)}</code>`).join(', ')}`
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Json[]).map(schemaLabel).join(' or ')
  if (Array.isArray(schema.type)) return schema.type.join(' or ')
  return escape(schema.type ?? 'object')
}

function propertiesTable(schema: Json): string {
  const properties = (schema.properties ?? {}) as Record<string, Json>
  const required = new Set((schema.required ?? []) as string[])
  const rows = Object.entries(properties).map(
    ([name, property]) =>
      `<tr><th scope="row"><code>${escape(name)}</code>${required.has(name) ? '' : ' (optional)'}</th><td>${schemaLabel(property)}</td><td>${escape(property.description)}</td></tr>`,
  )
  if (rows.length === 0) return `<p>${schemaLabel(schema)}</p>`
  return `<table><thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
}

/** A readable reference of the OpenAPI document, rendered on the server with no external scripts or styles. */
export function renderApiDocs(openApiDocument: object): string {
  const document = openApiDocument as Json
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>
  const operations = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = ((operation.parameters ?? []) as Json[])
        .map(
          (p) =>
            `<li><code>${escape(p.name)}</code> in ${escape(p.in)}${p.required ? ', required' : ''}: ${schemaLabel(p.schema as Json)}</li>`,
        )
        .join('')
      const body = operation.requestBody as { content?: Record<string, { schema?: Json }> } | undefined
      const bodySchema = body?.content?.['application/json']?.schema
      const responses = Object.entries((operation.responses ?? {}) as Record<string, Json>)
        .map(([status, response]) => {
          const content = response.content as Record<string, { schema?: Json }> | undefined
          return `<li><strong>${escape(status)}</strong> ${escape(response.description)} ${schemaLabel(content?.['application/json']?.schema)}</li>`
        })
        .join('')
      return `<section><h3><code>${escape(method.toUpperCase())} /api${escape(path)}</code></h3><p>${escape(operation.summary)}</p>${parameters ? `<h4>Parameters</h4><ul>${parameters}</ul>` : ''}${bodySchema ? `<h4>Request body</h4><p>JSON: ${schemaLabel(bodySchema)}</p>` : ''}<h4>Responses</h4><ul>${responses}</ul></section>`
    }),
  )
  const schemas = Object.entries(
    ((document.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>,
  )
    .map(
      ([name, schema]) =>
        `<section id="schema-${escape(name)}"><h3>${escape(name)}</h3>${schema.description ? `<p>${escape(schema.description)}</p>` : ''}${propertiesTable(schema)}</section>`,
    )
    .join('')
  const info = document.info as Json
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(info.title)} reference</title><style>${docsStyle}</style></head><body><main><h1>${escape(info.title)} ${escape(info.version)}</h1><p>${escape(info.description)}</p><p>Machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escape(document.openapi)}).</p><h2>Operations</h2>${operations.join('')}<h2>Schemas</h2>${schemas}</main></body></html>`
}
