import type { KnipConfig } from 'knip'

// knip's Next.js, Vitest, Playwright, Drizzle and ESLint plugins find the routes, proxy.ts, instrumentation.ts, the
// configs and the tests, and package.json's scripts name the other scripts and the payment simulator: only what
// they cannot see is listed here.
const config: KnipConfig = {
  entry: [
    // scripts/bench.mjs runs it as `node --import tsx scripts/bench/seed.ts`.
    'scripts/bench/seed.ts',
    // vitest.config.ts aliases `server-only` to it.
    'tests/stubs/empty.ts',
  ],
  // Lints the OpenAPI document (npm run lint:api); its CLI is started by path, which knip does not follow.
  // @next/env comes with next: the backup commands read the .env files as the portal's server does.
  ignoreDependencies: ['@redocly/cli', '@next/env'],
  // System tools of Debian the deploy test calls (installed by .ci/run).
  ignoreBinaries: ['apt-get', 'openssl'],
}

export default config
