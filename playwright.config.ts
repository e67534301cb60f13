import { defineConfig } from '@playwright/test'
import {
  cookieBannerAnswered,
  e2eBrowser as browser,
  e2eLaunchOptions,
  e2eTrace,
} from './tests/support/e2e-browser-options'

const port = Number(process.env.E2E_PORT ?? 3200)
/** The second server, on its own fresh database, for the journeys that only read and the accessibility sweep. */
const readOnlyPort = port + 1
/** The local card gateway the e2e server sends payments to (see lib/server/integrations/redsys/simulator.ts). */
export const e2eSimulatorPort = Number(process.env.E2E_SIMULATOR_PORT ?? port + 1100)
const adminUrl = process.env.TEST_DATABASE_URL

const databaseNamed = (name: string) => {
  const url = new URL(adminUrl!)
  url.pathname = `/${name}`
  return url.toString()
}

/** With PostgreSQL available the e2e server runs on it (tests can then change data under it); else on PGlite. */
export const e2eDatabaseUrl = adminUrl ? databaseNamed('portal_e2e') : undefined

/** Where the e2e server writes the e-mails it would send (one JSON file each, in `mail/`), for tests to read. */
export const e2eOutboxDir = 'data/e2e-outbox'

/** Where the e2e server keeps uploaded attachments; emptied with the database at each start. */
export const e2eUploadsDir = 'data/e2e-uploads'

/** Lets the e2e tests refresh cached pages after they change data under the server, as the back end would. */
export const e2eRevalidateSecret = 'e2e-revalidate-secret-0123456789abcdef'

/**
 * The journeys that change nothing another test reads (they read the demo seed, change only the browser's own
 * cookies and storage, or file accessibility communications that no test counts): they may run side by side, and
 * next to the accessibility sweep.
 */
const readOnlyJourneys =
  /\/(accessibility-statement|admin|cookie-consent|events|i18n|movements|my-applications|my-procedures|navigation|news|registry|security|seo|smoke|status-pages|ventanilla|visual)\.spec\.ts$/

const readOnlyBrowser = { ...browser, baseURL: `http://localhost:${readOnlyPort}` }

/** A portal server on a fresh database (scripts/e2e-database.mjs) with the demo seed. */
function portalServer(
  serverPort: number,
  dirs: { databaseUrl: string | undefined; pgliteDir: string; outboxDir: string; uploadsDir: string },
) {
  return {
    command: 'node scripts/e2e-database.mjs && node scripts/start.mjs',
    url: `http://localhost:${serverPort}/api/health`,
    // The first run builds the portal (start.mjs): about 4 minutes on 2 busy cores.
    timeout: 480_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe' as const,
    env: {
      PORT: String(serverPort),
      // A line per request would flood the run's output; warnings and errors still show.
      LOG_LEVEL: 'warn',
      PGLITE_DIR: dirs.pgliteDir,
      SEED_DEMO: 'true',
      // As behind a proxy on this host: tests pose as clients of their own with X-Forwarded-For.
      TRUSTED_PROXIES: 'loopback',
      OUTBOX_DIR: dirs.outboxDir,
      UPLOADS_DIR: dirs.uploadsDir,
      REVALIDATE_SECRET: e2eRevalidateSecret,
      // Card payments go to the simulator, which notifies and returns the browser to this server.
      PUBLIC_SITE_URL: `http://localhost:${serverPort}`,
      REDSYS_URL: `http://127.0.0.1:${e2eSimulatorPort}/sis/realizarPago`,
      ...(dirs.databaseUrl ? { DATABASE_URL: dirs.databaseUrl, E2E_ADMIN_DATABASE_URL: adminUrl! } : {}),
    },
  }
}

export default defineConfig({
  testDir: 'tests/e2e',
  // One journey at a time on one server, beside two readers on the other (projects below).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'es-ES',
    trace: e2eTrace,
    // Every test starts with the cookie banner answered; the consent tests start from `noCookieAnswer`.
    storageState: cookieBannerAnswered,
    launchOptions: e2eLaunchOptions,
  },
  // Most journeys change data under the server, so they run one at a time. The accessibility sweep and the
  // journeys that only read (readOnlyJourneys) run beside them, two at a time, on a second server with its own
  // fresh database, where nothing a journey changes can reach them.
  projects: [
    {
      name: 'journeys',
      testIgnore: [/a11y\.spec\.ts/, /no-javascript\.spec\.ts/, readOnlyJourneys],
      workers: 1,
      use: browser,
    },
    { name: 'journeys-readonly', testMatch: readOnlyJourneys, workers: 2, use: readOnlyBrowser },
    { name: 'a11y', testMatch: /a11y\.spec\.ts/, fullyParallel: true, workers: 2, use: readOnlyBrowser },
    // The HTML alone, as crawlers and link previews see it. It files one complaint, which no reader counts.
    {
      name: 'no-javascript',
      testMatch: /no-javascript\.spec\.ts/,
      use: { ...readOnlyBrowser, javaScriptEnabled: false },
    },
  ],
  webServer: [
    {
      command: 'npm run payments:simulator',
      url: `http://127.0.0.1:${e2eSimulatorPort}/health`,
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      env: { PAYMENT_SIMULATOR_PORT: String(e2eSimulatorPort) },
    },
    portalServer(port, {
      databaseUrl: e2eDatabaseUrl,
      pgliteDir: 'data/e2e',
      outboxDir: e2eOutboxDir,
      uploadsDir: e2eUploadsDir,
    }),
    portalServer(readOnlyPort, {
      databaseUrl: adminUrl ? databaseNamed('portal_e2e_read_only') : undefined,
      pgliteDir: 'data/e2e-read-only',
      outboxDir: 'data/e2e-read-only-outbox',
      uploadsDir: 'data/e2e-read-only-uploads',
    }),
  ],
})
