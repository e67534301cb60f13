import 'server-only'
import { createRoute, type RouteConfig } from '@hono/zod-openapi'

type Operation = { operationId?: string; security?: Array<Record<string, string[]>> }

const methods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'])

/** Some spec paths end in a slash; Next.js redirects them (308), so the document omits them. */
export const isTrailingSlashAlias = (path: string) => path.length > 1 && path.endsWith('/')

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/** The paths are the association back end's wire contract and never change, so neither do the names. */
function operationIdOf(method: string, path: string): string {
  const words = path.split('/').flatMap((segment) => {
    const parameter = /^\{(\w+)\}$/.exec(segment)
    return parameter ? ['by', parameter[1]!] : segment.split(/[^A-Za-z0-9]+/)
  })
  return [method.toLowerCase(), ...words.filter(Boolean).map(capitalised)].join('')
}

/** Public unless the route declared a security; the authorisation walk checks both ways. */
export function completeOperations<D extends { paths?: object }>(document: D): D {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
      if (!methods.has(method)) continue
      operation.operationId ??= operationIdOf(method, path)
      operation.security ??= []
    }
  }
  return document
}

/**
 * A route, then the same route under each other name the specification gives its call (spec §7): one handler, each
 * path its own operation, whose description names the operation it aliases.
 */
export function withSpecAliases<R extends RouteConfig>(route: R, ...aliases: string[]) {
  const aliasOf = `Alias of \`${route.method.toUpperCase()} ${route.path}\` (\`${operationIdOf(route.method, route.path)}\`) under the name the specification also gives it: the same parameters and answers.`
  return [
    route as Omit<R, 'path'> & { path: string },
    ...aliases.map((path) =>
      createRoute({
        ...route,
        path,
        description: route.description ? `${aliasOf}\n\n${route.description}` : aliasOf,
      }),
    ),
  ]
}
