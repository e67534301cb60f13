import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { configDefaults, defineConfig } from 'vitest/config'

const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * The malformed-input walk checks how routes read their input, and the OpenAPI test the document they publish,
 * which are the same on both engines (PGlite is PostgreSQL): they run once, on PostgreSQL when the run has it,
 * where they take half the time.
 */
const onOneEngine = ['tests/api/malformed-input.test.ts', 'tests/api/openapi.test.ts']

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

const componentTests = '{lib,components,app}/**/*.test.tsx'

/** The component tests that call vi.mock or vi.doMock, as globs (an App Router folder's brackets escaped). */
const mockingComponentTests = ['lib', 'components', 'app']
  .flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.tsx'))
      .map((file) => `${dir}/${file}`),
  )
  .filter((file) => /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(join(root, file), 'utf8')))
  .map((file) => file.replace(/[[\](){}*?!]/g, '\\$&'))

const componentProject = (options: {
  name: string
  isolate: boolean
  include?: string[]
  exclude?: string[]
}) => ({
  extends: true as const,
  test: {
    name: options.name,
    include: options.include ?? [componentTests],
    exclude: [...configDefaults.exclude, ...(options.exclude ?? [])],
    isolate: options.isolate,
    environment: 'jsdom',
    setupFiles: ['tests/support/setup-dom.ts'],
    // A form's whole journey in jsdom takes seconds; on a busy two-core machine, more than Vitest's default 5.
    testTimeout: 20_000,
    // mui-tiptap's package offers its ES modules only under the bundlers' `module` condition; Node would load
    // its CommonJS build, and with it a second Tiptap and ProseMirror beside the ES modules imported elsewhere.
    alias: { 'mui-tiptap': `${root}/node_modules/mui-tiptap/dist/esm/index.js` },
    server: { deps: { inline: [/mui-tiptap/] } },
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
      // Files that replace modules (vi.mock) get a module graph each, so that their mocks reach no other file; the
      // others share one per worker, which saves importing React, MUI and the page's modules again for each.
      componentProject({ name: 'components', isolate: false, exclude: mockingComponentTests }),
      componentProject({ name: 'components-mocking', isolate: true, include: mockingComponentTests }),
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
})
