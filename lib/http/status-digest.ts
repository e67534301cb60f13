/**
 * Production builds pass only an error's digest from server components to the browser's error page, so a page that
 * fails for a known reason carries its HTTP status there: `PORTAL_STATUS;503`.
 */
const statusDigestPrefix = 'PORTAL_STATUS;'

export const statusDigest = (status: number) => `${statusDigestPrefix}${status}`

export function statusFromDigest(digest: unknown): number | undefined {
  if (typeof digest !== 'string' || !digest.startsWith(statusDigestPrefix)) return undefined
  const status = Number(digest.slice(statusDigestPrefix.length))
  return Number.isInteger(status) ? status : undefined
}
