import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const root = fileURLToPath(new URL('.', import.meta.url))

const apiProject = (engine: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `api-${engine}`,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    env: { API_TEST_ENGINE: engine },
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
    setupFiles: ['tests/support/setup.ts'],
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{lib,components,app,tests/unit}/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['{lib,components,app}/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/support/setup-dom.ts'],
        },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
})
