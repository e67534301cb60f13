/** Without React or the session code: server components build the browser's query strings with it too. */

export type QueryValues = Record<
  string,
  string | number | boolean | null | undefined | Array<string | number>
>

export function buildQuery(query: QueryValues = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined && item !== '') params.append(key, String(item))
    }
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
