// What `npm run bench` measures and what `npm run test:load` replays: one line per page or endpoint.
//
// kind: 'public' (anonymous page; goal ≥ 0.8× the bare app's static page's req/s), 'private' (signed-in page;
// goal ≥ 0.6× the bare app's dynamic page's), 'api' (goal p95 < 20 ms at 10 connections), 'portal-floor-static'
// and 'portal-floor-dynamic' (bare pages inside the portal's build, served by its server without the proxy: a
// reference between the bare app of scripts/bench/floor-app.mjs and the portal's pages), 'portal-floor-api' (the
// same for the API). `nginx: true` pages are measured through the shipped nginx site file as well.
// `lighthouse: true` pages are audited on a phone and a desktop, `'mobile'` ones (the floors) on the phone only.
// A line with `path: null` is a measurement whose page does not exist yet: the bench reports it as "not built
// yet"; the issue named in `arrivesWith` fills in the path.

/**
 * What people type into the registry of collegiates: surnames, names with and without accents, full names,
 * whole and partial numbers, over the 100,000 seeded collegiates; one is two letters (no trigram to use), a few ask for a second page.
 */
export const registrySearches = [
  'garcia',
  'García López',
  'etxeberria',
  'Etxeberria Agirre',
  'maría',
  'maria martinez',
  'jordi puig',
  'iñaki',
  'inaki urrutia',
  'núñez',
  'nunez castro',
  'ferrer',
  'montserrat vila',
  'goikoetxea',
  'zubizarreta',
  'álvaro ruiz',
  'beatriz',
  'sergio molina',
  'herrera marquez',
  'santos',
  'an',
  '28-41327',
  '12-000123',
  '004512',
  '09999',
  'garcia&skip=20',
  'maria&skip=40',
]
const registrySearchPath = (query) => {
  const [q, paging = ''] = query.split('&')
  return `/api/public/registry/collegiates?q=${encodeURIComponent(q)}${paging ? `&${paging}` : ''}`
}

export const targets = [
  { name: 'home', path: '/', kind: 'public', lighthouse: true, nginx: true },
  { name: 'content page', path: '/el-colegio', kind: 'public', lighthouse: true },
  { name: 'home (en)', path: '/en', kind: 'public', lighthouse: false },
  { name: 'no-permission page', path: '/no-permission', kind: 'public', lighthouse: false },
  { name: 'login page', path: '/login', kind: 'public', lighthouse: false },
  { name: 'news list', path: '/news', kind: 'public', lighthouse: true, nginx: true },
  { name: 'news search', path: '/news?q=jubilacion', kind: 'public', lighthouse: false },
  {
    name: 'news detail',
    path: '/news/jornada-sobre-la-jubilacion-activa-de-los-profesionales',
    kind: 'public',
    lighthouse: false,
  },
  {
    name: 'event page',
    path: '/events/congreso-anual-del-colegio',
    kind: 'public',
    lighthouse: true,
    nginx: true,
  },
  { name: 'events list', path: '/events', kind: 'public', lighthouse: false },
  { name: 'jobs list', path: '/jobs', kind: 'public', lighthouse: false, nginx: true },
  {
    name: 'generic procedure',
    path: '/generic-procedure/consulta-asesoria-juridica',
    kind: 'public',
    lighthouse: false,
  },
  { name: 'resources', path: '/resources', kind: 'public', lighthouse: false, nginx: true },
  { name: 'pre-collegiate registration', path: '/precollegiate', kind: 'public', lighthouse: false },
  {
    name: 'document validation',
    path: '/document-validation/0000-0000-0000-0000-0000',
    kind: 'public',
    lighthouse: false,
  },
  // The public registries: the page is the same for every question (the island asks the API).
  {
    name: 'registry of collegiates',
    path: '/registry/collegiates?q=martin',
    kind: 'public',
    lighthouse: false,
    nginx: true,
  },
  { name: 'registry of societies', path: '/registry/societies?q=slp', kind: 'public', lighthouse: false },
  { name: 'complaint service', path: '/complaints', kind: 'public', lighthouse: false },
  { name: 'one-stop shop', path: '/ventanilla-unica', kind: 'public', lighthouse: false },
  // Signed in as the demo collegiate (signedInHeaders): the real page, not the redirect to the login.
  { name: 'profile', path: '/profile', kind: 'private', lighthouse: false },
  { name: 'my movements', path: '/my-movements', kind: 'private', lighthouse: false },
  // Previews are rendered for each request (staff see drafts): compared with the dynamic floor.
  { name: 'content preview', path: '/tmp/el-colegio', kind: 'private', lighthouse: false },
  { name: 'API news list', path: '/api/news/es?skip=0&limit=10&status_id=1', kind: 'api', lighthouse: false },
  {
    name: 'API news search',
    path: '/api/news/es?skip=0&limit=10&status_id=1&q=jubilacion',
    kind: 'api',
    lighthouse: false,
  },
  {
    name: 'API events list',
    path: '/api/events/es?skip=0&limit=10&operator=and',
    kind: 'api',
    lighthouse: false,
  },
  { name: 'API languages', path: '/api/masters/general/languages', kind: 'api', lighthouse: false },
  { name: 'API navbar', path: '/api/public/navbar?lang=es', kind: 'api', lighthouse: false },
  {
    name: 'API registry search',
    path: registrySearchPath(registrySearches[0]),
    kind: 'api',
    lighthouse: false,
    connections: 20,
    goalP95Ms: 50,
    requests: () => registrySearches.map((q) => ({ method: 'GET', path: registrySearchPath(q) })),
  },
  {
    // The same searches, each request made unique so that none is answered from the API's shared cache.
    name: 'API registry search, uncached',
    path: registrySearchPath(registrySearches[0]),
    kind: 'api',
    lighthouse: false,
    connections: 20,
    goalP95Ms: 50,
    requests: () => {
      let sent = 0
      return [
        {
          method: 'GET',
          setupRequest: (request) => {
            sent += 1
            return {
              ...request,
              path: `${registrySearchPath(registrySearches[sent % registrySearches.length])}&n=${sent}`,
            }
          },
        },
      ]
    },
  },
  {
    name: 'portal floor, static',
    path: '/bench-floor/static',
    kind: 'portal-floor-static',
    lighthouse: 'mobile',
  },
  {
    name: 'portal floor, dynamic',
    path: '/bench-floor/dynamic',
    kind: 'portal-floor-dynamic',
    lighthouse: false,
  },
  {
    // What a public page with a form costs before the portal adds anything: react-hook-form and zod, as chosen.
    name: 'portal floor, form',
    path: '/bench-floor/form',
    kind: 'portal-floor-static',
    lighthouse: false,
  },
  {
    // The API's own floor: its middleware around an answer it already holds (readiness reuses its checks for 5 s).
    name: 'portal floor, API',
    path: '/api/ready',
    kind: 'portal-floor-api',
    lighthouse: false,
    connections: 10,
    headers: { accept: 'application/json' },
  },
  {
    // What the profile's MUI form alone costs per request: the floor below the private pages' goal.
    name: 'portal floor, MUI form',
    path: '/bench-floor/mui-form',
    kind: 'portal-floor-dynamic',
    lighthouse: false,
  },
  {
    // The same form in the portal's plain fields: what a private page's form costs without MUI.
    name: 'portal floor, plain form',
    path: '/bench-floor/plain-form',
    kind: 'portal-floor-dynamic',
    lighthouse: false,
  },
]

export const isBuilt = (target) => target.path !== null

/** The load test's mix: every built public page and API target, the other languages, more pages and a 404. */
export const loadMix = [
  ...Array.from(
    new Set(
      targets
        .filter((target) => isBuilt(target) && (target.kind === 'public' || target.kind === 'api'))
        .map(({ path }) => path),
    ),
    (path) => ({ path, status: 200 }),
  ),
  { path: '/ca', status: 200 },
  { path: '/eu', status: 200 },
  { path: '/colegiarse', status: 200 },
  { path: '/ca/el-collegi', status: 200 },
  { path: '/en/the-association', status: 200 },
  { path: '/eu/harremanetarako', status: 200 },
  { path: '/aviso-legal', status: 200 },
  { path: '/esta-pagina-no-existe', status: 404 },
  { path: '/api/public/settings?lang=es', status: 200 },
  { path: '/api/public/pages/es/el-colegio', status: 200 },
  { path: '/api/public/home/ca', status: 200 },
  { path: '/api/health', status: 200 },
]

/**
 * Headers of a signed-in collegiate, for 'private' targets: the session cookie of a real sign-in of the demo
 * collegiate, checked with /api/user/me so that a refused session stops the bench instead of measuring redirects.
 */
export async function signedInHeaders(baseUrl) {
  const response = await fetch(new URL('/api/auth/jwt/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-session-transport': 'cookie' },
    body: new URLSearchParams({ username: 'colegiada@demo.colegio.example', password: 'Colegiada2026' }),
  })
  if (!response.ok) throw new Error(`Signing the bench in failed with ${response.status}`)
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  const me = await fetch(new URL('/api/user/me', baseUrl), { headers: { cookie } })
  if (!me.ok) throw new Error(`The bench's session was refused: /api/user/me answered ${me.status}`)
  return { cookie }
}

/** Headers of a Spanish browser, so / answers the Spanish home instead of redirecting by language. */
export const browserHeaders = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'es-ES,es;q=0.9',
  'accept-encoding': 'gzip, deflate, br',
}

const acceptLanguages = {
  ca: 'ca-ES,ca;q=0.9,es;q=0.8',
  en: 'en-GB,en;q=0.9',
  eu: 'eu-ES,eu;q=0.9,es;q=0.8',
}

/**
 * A browser that asks for the page's own language, as most of a page's visitors do: a Spanish browser on /en
 * would be sent the remembered-language cookie on every request (it keeps none here), which only a visitor who
 * switches language, once, gets.
 */
export const browserHeadersFor = (path) => {
  const language = /^\/(ca|en|eu)(?:[/?]|$)/.exec(path)?.[1]
  return language ? { ...browserHeaders, 'accept-language': acceptLanguages[language] } : browserHeaders
}
