// The portal as a front end only (API_BASE_URL): the same production build, started twice in front of two back
// ends, (a) another portal on its own fresh database with the demo seed and (b) the fake back end of
// tests/support/fake-back-end.ts, which answers only the specification's calls. `npm test` runs it as the step
// `frontend`; alone: `npx playwright test -c playwright.frontend.config.ts`.
import { defineConfig } from '@playwright/test'
import {
  cookieBannerAnswered,
  e2eBrowser as browser,
  e2eLaunchOptions,
  e2eTrace,
} from './tests/support/e2e-browser-options'

const port = Number(process.env.FRONTEND_E2E_PORT ?? 3700)
export const frontEndPorts = { backEnd: port, fake: port + 1, onPortal: port + 2, onFake: port + 3 }
export const backEndUrl = `http://127.0.0.1:${frontEndPorts.backEnd}/api/`
export const fakeUrl = `http://127.0.0.1:${frontEndPorts.fake}`
export const frontEndRevalidateSecret = 'frontend-revalidate-secret-0123456789abcdef'

/** Where a front end would write if it kept anything locally: the smoke fails if any of them appears. */
export const localFolders = (name: string) => ({
  pgliteDir: `data/frontend/${name}/db`,
  uploadsDir: `data/frontend/${name}/uploads`,
  outboxDir: `data/frontend/${name}/outbox`,
})

const server = (serverPort: number, readyPath: string, env: Record<string, string>) => ({
  // e2e-database.mjs empties PGLITE_DIR and UPLOADS_DIR first.
  command: 'node scripts/e2e-database.mjs && node scripts/start.mjs',
  url: `http://localhost:${serverPort}${readyPath}`,
  timeout: 480_000,
  reuseExistingServer: !process.env.CI,
  stdout: 'pipe' as const,
  env: { PORT: String(serverPort), LOG_LEVEL: 'warn', TRUSTED_PROXIES: 'loopback', ...env },
})

function frontEnd(name: string, serverPort: number, apiBaseUrl: string) {
  const folders = localFolders(name)
  return server(serverPort, '/favicon.svg', {
    API_BASE_URL: apiBaseUrl,
    // A front end has no database to seed: this is a production start.
    SEED_DEMO: 'false',
    PGLITE_DIR: folders.pgliteDir,
    UPLOADS_DIR: folders.uploadsDir,
    OUTBOX_DIR: folders.outboxDir,
    REVALIDATE_SECRET: frontEndRevalidateSecret,
    PUBLIC_SITE_URL: `http://localhost:${serverPort}`,
  })
}

export default defineConfig({
  testDir: 'tests/e2e-frontend',
  // Its own folder, so that this run does not wipe the traces the e2e run left in test-results.
  outputDir: 'test-results/frontend',
  globalSetup: './tests/e2e-frontend/global-setup.ts',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    locale: 'es-ES',
    trace: e2eTrace,
    storageState: cookieBannerAnswered,
    launchOptions: e2eLaunchOptions,
  },
  projects: [
    {
      name: 'portal-back-end',
      use: { ...browser, baseURL: `http://localhost:${frontEndPorts.onPortal}` },
      metadata: { folders: 'on-portal' },
    },
    {
      name: 'fake-back-end',
      testIgnore: /beyond-specification\.spec\.ts/,
      use: { ...browser, baseURL: `http://localhost:${frontEndPorts.onFake}` },
      metadata: { folders: 'on-fake' },
    },
  ],
  webServer: [
    server(frontEndPorts.backEnd, '/api/health', {
      SEED_DEMO: 'true',
      PGLITE_DIR: 'data/frontend/back-end/db',
      UPLOADS_DIR: 'data/frontend/back-end/uploads',
      OUTBOX_DIR: 'data/frontend/back-end/outbox',
      PUBLIC_SITE_URL: `http://localhost:${frontEndPorts.backEnd}`,
    }),
    frontEnd('on-portal', frontEndPorts.onPortal, backEndUrl),
    frontEnd('on-fake', frontEndPorts.onFake, `${fakeUrl}/api/`),
  ],
})
