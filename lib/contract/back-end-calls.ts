/**
 * The calls the portal makes to an existing back end when it runs as a front end (API_BASE_URL): what the
 * association's back end must answer. Each rests on a line of the specification's calls (§7); the server reads
 * build their paths from these templates, docs/operations.md lists them and the fake back end of the front-end
 * smoke answers these and nothing else, so the three cannot drift apart.
 */
export interface BackEndCall {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  /** Relative to API_BASE_URL; `{name}` is a path parameter, a trailing `/…` any path below it. */
  path: string
  /** The query parameters sent; repeated ones end with `[]`. */
  query?: readonly string[]
  /** What the portal uses it for. */
  use: string
}

/** Read by the server to render the public pages (cached, tagged, refreshed by POST /api/cache/revalidate). */
export const serverReads = {
  languages: { method: 'GET', path: 'masters/general/languages', use: 'the language switcher' },
  settings: { method: 'GET', path: 'settings/{lang}', use: 'theme, footer, navbar slugs, analytics id' },
  navbars: { method: 'GET', path: 'public/navbar', query: ['lang'], use: 'header and footer menus' },
  page: {
    method: 'GET',
    path: 'public/pages/{lang}/{slug}',
    use: 'content pages; the home page is the slug `inicio` (in another language, its alternate)',
  },
  news: {
    method: 'GET',
    path: 'news/{lang}',
    query: ['skip', 'limit', 'status_id', 'q', 'category'],
    use: 'news lists; the category filter is made from the categories of the news listed',
  },
  newsItem: { method: 'GET', path: 'public/news/{lang}/{slug}', use: 'a news item' },
  template: { method: 'GET', path: 'public/templates/{section}/{lang}', use: 'the text above a list' },
  jobs: {
    method: 'GET',
    path: 'jobs/{lang}',
    query: ['skip', 'limit', 'q', 'province', 'contract_type', 'working_day', 'workplace_type', 'min_salary'],
    use: 'job lists, and a job offer found by its slug in them',
  },
  workplaces: {
    method: 'GET',
    path: 'public/workplaces/{lang}',
    query: ['skip', 'limit', 'q', 'province'],
    use: 'workplace lists',
  },
  workplace: { method: 'GET', path: 'public/workplaces/{lang}/{slug}', use: 'a workplace' },
  events: {
    method: 'GET',
    path: 'events/{lang}',
    query: [
      'skip',
      'limit',
      'operator',
      'categories[]',
      'event_types[]',
      'modes[]',
      'sort[]',
      'kind',
      'q',
      'from',
      'to',
      'past',
      'free',
    ],
    use: 'event and course lists',
  },
  event: { method: 'GET', path: 'public/events/{lang}/{slug}', use: 'an event or course' },
  eventCategories: { method: 'GET', path: 'public/events/categories/{lang}', use: 'event filters' },
  eventTypes: { method: 'GET', path: 'public/events/types/{lang}', use: 'event filters' },
  eventModes: { method: 'GET', path: 'public/events/modes/{lang}', use: 'event filters' },
  eventsConfig: { method: 'GET', path: 'events-config/{lang}', use: 'the events list settings' },
  resources: {
    method: 'GET',
    path: 'resources/{lang}',
    query: ['skip', 'limit', 'applicable_online', 'categories[]', 'q', 'format'],
    use: 'the library',
  },
  resourceCards: {
    method: 'GET',
    path: 'resource-cards/{lang}',
    query: ['skip', 'limit', 'categories[]', 'q'],
    use: 'resource cards',
  },
  resourceCategories: {
    method: 'GET',
    path: 'resource-categories/{lang}',
    query: ['skip', 'limit'],
    use: 'library filters',
  },
  resource: { method: 'GET', path: 'public/resources/{lang}/{slug}', use: 'a resource' },
  genericProcedure: {
    method: 'GET',
    path: 'public/generic-procedures/{lang}/{slug}',
    use: 'a procedure page',
  },
  procedureDescription: {
    method: 'GET',
    path: 'public/procedures/{kind}/{lang}',
    use: 'the collegiate, precollegiate and professional-societies procedures',
  },
} as const satisfies Record<string, BackEndCall>

export type ServerRead = keyof typeof serverReads

/** Spec §7's profile paths, the same for collegiates and precollegiates. */
function profilePaths(group: 'collegiates' | 'precollegiates'): BackEndCall[] {
  const base = `public/${group}`
  const who = group === 'collegiates' ? '' : ' (precollegiate)'
  return [
    { method: 'GET', path: base, use: `profile${who}` },
    { method: 'PATCH', path: base, use: `profile edit${who}` },
    { method: 'GET', path: `${base}/files`, use: `attachments${who}` },
    { method: 'GET', path: `${base}/files/{id}`, use: `an attachment${who}` },
    { method: 'POST', path: `${base}/files/add`, use: `an attachment added${who}` },
    { method: 'POST', path: `${base}/files/remove`, use: `an attachment removed${who}` },
    { method: 'GET', path: `${base}/events/applications`, use: `event applications${who}` },
    { method: 'POST', path: `${base}/events/applications`, use: `an enrolment${who}` },
    { method: 'GET', path: `${base}/events/applications/…`, use: `an application, its certificate${who}` },
    { method: 'POST', path: `${base}/events/applications/…`, use: `an application cancelled${who}` },
    { method: 'GET', path: `${base}/generic-procedures/applications`, use: `procedure applications${who}` },
    {
      method: 'GET',
      path: `${base}/generic-procedures/applications/…`,
      use: `a procedure application${who}`,
    },
    { method: 'POST', path: `${base}/generic-procedures/applications`, use: `a procedure application${who}` },
    { method: 'GET', path: `${base}/procedures/applications`, use: `registration procedures${who}` },
  ]
}

/** Sent by the browser through the portal's gateway (`/api/...`), with the session's token. */
export const browserCalls: readonly BackEndCall[] = [
  { method: 'POST', path: 'auth/jwt/login', use: 'sign in (form: username, password)' },
  { method: 'POST', path: 'auth/jwt/refresh', use: 'a new token 10 days or less before expiry' },
  { method: 'GET', path: 'user/me', use: 'who is signed in' },
  { method: 'GET', path: 'user/expire-cookie', use: 'sign out' },
  { method: 'GET', path: 'auth/jwt/refresh-cookie', use: 'the session cookie back' },
  ...(['collegiates', 'precollegiates'] as const).flatMap(profilePaths),
  { method: 'GET', path: 'public/collegiate-transactions', use: 'movements' },
  { method: 'GET', path: 'public/collegiate-transactions/…', use: 'a movement, its invoice' },
  { method: 'PATCH', path: 'user/password', use: 'password change' },
  { method: 'GET', path: 'public/events/applications/documents', use: 'enrolment documents' },
  { method: 'POST', path: 'public/events/applications/documents', use: 'enrolment documents' },
  { method: 'GET', path: 'masters/collegiates/consents/…', use: 'consents' },
  {
    method: 'GET',
    path: 'public/dni-verification-content/verify-dni-verification/me',
    use: 'non-member DNI check',
  },
  { method: 'PATCH', path: 'resource-cards/{id}/stars', use: 'a star rating (body {stars})' },
  { method: 'PATCH', path: 'resources/{id}/stars', use: 'a star rating (body {stars})' },
  { method: 'PATCH', path: 'jobs/{id}/{lang}/complaint', use: 'a job complaint (body {description})' },
  { method: 'GET', path: 'public/generic-procedures/{lang}', use: 'procedure lists' },
]

/** Features whose calls go beyond the specification: they work only with a back end that answers them too. */
export const callsBeyondSpec: readonly { feature: string; calls: string }[] = [
  { feature: 'Enrolment box (whether a person may enrol)', calls: 'GET public/events/{id}/enrolment' },
  {
    feature: 'Consumer complaints and their lookup',
    calls: 'POST public/complaints, GET public/complaints/{code}',
  },
  {
    feature: 'Your own star rating shown',
    calls: 'GET resources/{id}/stars/me, resource-cards/{id}/stars/me',
  },
  {
    feature: 'Library loans',
    calls: 'public/collegiates/resources/loans…, public/resources/{id}/availability',
  },
  { feature: 'Payments', calls: 'public/payments/…, public/payment-configuration/{lang}, payments/redsys/…' },
  { feature: 'Public registries', calls: 'GET public/registry/collegiates, public/registry/societies' },
  { feature: 'Document verification', calls: 'GET public/documents/{code}, public/documents/verify' },
  {
    feature: 'Registration and account e-mails',
    calls: 'POST auth/register, auth/verify, auth/forgot-password…',
  },
  { feature: 'Accessibility feedback', calls: 'POST public/accessibility-feedback' },
  { feature: 'The back-office (/admin)', calls: 'admin/…' },
]

/** The path of a call with its parameters filled in, relative to the back end's base. */
export function backEndPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`No value for {${name}} in ${template}`)
    return encodeURIComponent(String(value))
  })
}

/** The call of the lists above that a method and path (relative to the base, no query) is, if any. */
export function backEndCallOf(method: string, path: string): BackEndCall | undefined {
  const calls: readonly BackEndCall[] = [...Object.values(serverReads), ...browserCalls]
  return calls.find((call) => call.method === method.toUpperCase() && callPattern(call.path).test(path))
}

export const isBackEndCall = (method: string, path: string) => backEndCallOf(method, path) !== undefined

function callPattern(template: string): RegExp {
  const below = template.endsWith('/…')
  const body = (below ? template.slice(0, -2) : template)
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+')
  return new RegExp(`^${body}${below ? '/.+' : ''}$`)
}
