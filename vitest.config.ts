import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { configDefaults, defineConfig } from 'vitest/config'

const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * The malformed-input walk checks how routes read their input, which is the same on both engines (PGlite is
 * PostgreSQL): it runs once, on PostgreSQL when the run has it, where it takes half the time.
 */
const onOneEngine = ['tests/api/malformed-input.test.ts']

const apiProject = (engine: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `api-${engine}`,
    include: ['tests/api/**/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      ...(engine === 'pglite' && process.env.TEST_DATABASE_URL ? onOneEngine : []),
    ],
    environment: 'node',
    env: { API_TEST_ENGINE: engine },
    // One module graph per worker instead of one per file: importing the API took most of each file's time.
    isolate: false,
    setupFiles: ['tests/support/setup-api.ts'],
    globalSetup: ['tests/support/template-database.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@/': `${root}/`,
      'server-only': `${root}/tests/stubs/empty.ts`,
    },
  },
  test: {
    // Vitest's default for `run` is one worker fewer than the cores: one on two cores. The API files mostly wait for
    // PostgreSQL, and the others are short, so two keep both cores busy.
    maxWorkers: 2,
    setupFiles: ['tests/support/setup.ts'],
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Plain modules without a DOM: one module graph for every file saves re-importing it per file (half the CPU).
          isolate: false,
          include: ['{lib,components,app,tests/unit}/**/*.test.ts'],
          environment: 'node',
          // next-intl's middleware imports `next/server` without the extension Node needs outside Next.js.
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['{lib,components,app}/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/support/setup-dom.ts'],
          // A form's whole journey in jsdom takes seconds; on a busy two-core machine, more than Vitest's default 5.
          testTimeout: 20_000,
          // mui-tiptap's package offers its ES modules only under the bundlers' `module` condition; Node would load
          // its CommonJS build, and with it a second Tiptap and ProseMirror beside the ES modules imported elsewhere.
          alias: { 'mui-tiptap': `${root}/node_modules/mui-tiptap/dist/esm/index.js` },
          server: { deps: { inline: [/mui-tiptap/] } },
        },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
})
