/**
 * The browser calls the API on the portal's own origin, always: with API_BASE_URL set the portal forwards each
 * call to the association's back end (lib/server/gateway), so nothing about the back end is frozen by the build.
 */
const apiBase = '/api'

export const apiUrl = (path: string) => `${apiBase}/${path.replace(/^\//, '')}`
