import 'server-only'

type Operation = { operationId?: string; security?: Array<Record<string, string[]>> }

const methods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'])

/**
 * The spec writes some paths with a trailing slash. The API answers that spelling too (Next.js redirects it, 308,
 * to the form without the slash before the API sees it), but the document names only the form without it.
 */
export const isTrailingSlashAlias = (path: string) => path.length > 1 && path.endsWith('/')

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/**
 * `get /public/events/{id}/enrolment` → `getPublicEventsByIdEnrolment`. The paths are the association back end's
 * wire contract and never change, so neither do the names; method and path are unique, so the names are too.
 */
function operationIdOf(method: string, path: string): string {
  const words = path.split('/').flatMap((segment) => {
    const parameter = /^\{(\w+)\}$/.exec(segment)
    return parameter ? ['by', parameter[1]!] : segment.split(/[^A-Za-z0-9]+/)
  })
  return [method.toLowerCase(), ...words.filter(Boolean).map(capitalised)].join('')
}

/**
 * Names every operation, and documents it as public unless its route declared a security: a route behind
 * requireUser() declares `signedIn` (adminRoute() does it for the back-office), and the authorisation walk checks
 * the document against what the routes answer, both ways.
 */
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
