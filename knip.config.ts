import type { KnipConfig } from 'knip'

// knip's Next.js, Vitest, Playwright, Drizzle and ESLint plugins find the routes, proxy.ts, instrumentation.ts, the
// configs and the tests, and package.json's scripts name the other scripts and the payment simulator: only what
// they cannot see is listed here.
const config: KnipConfig = {
  entry: [
    // scripts/bench.mjs runs it as `node --import tsx scripts/bench/seed.ts`.
    'scripts/bench/seed.ts',
    // tests/api/pending-jobs.test.ts runs it as a process of its own, to kill it.
    'tests/support/commit-then-hang.ts',
    // scripts/bundle-commands.mjs bundles them with esbuild.
    'lib/server/commands/*.ts',
    // vitest.config.ts aliases `server-only` to it.
    'tests/stubs/empty.ts',
    // next.config.ts names it by path (`cacheHandler`).
    'lib/http/page-cache-handler.mjs',
    // Copied into the standalone bundle, where npm start, npm run serve and the container run it.
    'scripts/server.mjs',
  ],
  // The front-end smoke's config (the step `frontend` of scripts/test-all.mjs), beside the default one.
  playwright: { config: ['playwright.config.ts', 'playwright.frontend.config.ts'] },
  // The types TypeScript reads for these plain JavaScript files, which knip does not pair with them.
  ignore: [
    'lib/http/page-cache-handler.d.mts',
    'scripts/server.d.mts',
    'scripts/e2e-browser.d.mts',
    'scripts/bench/budget.d.mts',
    'scripts/bench/targets.d.mts',
    // The benchmark's bare Next.js app, built and served on its own by scripts/bench/floor-app.mjs.
    'bench/floor-app/**',
  ],
  // Lints the OpenAPI document (npm run lint:api); its CLI is started by path, which knip does not follow. The
  // server loads .env files with Next.js's own @next/env, the version that comes with next (the backup commands too).
  // The PDFs' fonts are read from dejavu-fonts-ttf by path (lib/server/integrations/pdf/fonts.ts).
  ignoreDependencies: ['@redocly/cli', '@next/env', 'dejavu-fonts-ttf'],
  // System tools of Debian the deploy test calls (installed by .ci/run).
  ignoreBinaries: ['apt-get', 'openssl'],
}

export default config
