import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import clientNoServer from './eslint-rules/client-no-server.mjs'
import kebabCasePath from './eslint-rules/kebab-case-path.mjs'

const local = { rules: { 'client-no-server': clientNoServer, 'kebab-case-path': kebabCasePath } }

const serverOnly = {
  group: ['@/lib/server', '@/lib/server/*', '**/lib/server/**'],
  message:
    'Only server code may import lib/server: read data through lib/client or props from a server component.',
}

// Browsers without Basque data would turn the dates of a Basque page into another language when it hydrates.
const basqueDates = {
  name: 'next-intl',
  importNames: ['useFormatter'],
  message: 'Use useFormatter from @/lib/i18n/format: it writes Basque dates from bundled data.',
}

const componentPatterns = [
  serverOnly,
  {
    // The providers (MuiScope for an island built of MUI) are shared like components/ui.
    group: ['@/components/*/*', '!@/components/ui/*', '!@/components/providers/*'],
    message: 'A feature folder in components/ does not import another; share through components/ui.',
  },
]

/** Every file here may reach the browser, so the folder's import rules already keep lib/server out. */
const clientFolders = ['lib/client/**', 'lib/i18n/**', 'lib/theme/**', 'components/**']

/** One-way imports (docs/architecture.md): contract → server → client → components → app. */
const boundaries = [
  {
    files: ['lib/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|ibantools$|\\./)',
              message: 'lib/contract imports only zod, ibantools and itself.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/client/**', 'lib/i18n/**', 'lib/theme/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverOnly,
            {
              group: ['@/components', '@/components/*', '**/components/**'],
              message: 'Components use lib/client, not the other way round: move what both need here.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['components/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: componentPatterns, paths: [basqueDates] }],
    },
  },
  {
    // Elsewhere (the islands in app/) a module is the browser's when it says 'use client'.
    files: ['**/*.{js,jsx,mjs,ts,tsx}'],
    ignores: clientFolders,
    plugins: { local },
    rules: { 'local/client-no-server': 'error' },
  },
  {
    // The back-office's lists search through one named input (docs/decisions/0015-back-office-react-admin.md).
    files: ['components/admin/**'],
    ignores: ['components/admin/search-input.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: componentPatterns,
          paths: [
            basqueDates,
            {
              name: 'react-admin',
              importNames: ['SearchInput'],
              message:
                'Use AdminSearchInput (components/admin/search-input.tsx): it is named in four languages.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/components/*', '@/lib/client/*', '@/app/*'],
              message: 'Server code does not import UI.',
            },
          ],
        },
      ],
    },
  },
]

const config = [
  {
    ignores: [
      '.next/**',
      '.next-bench/**',
      'node_modules/**',
      'data/**',
      // The bundled commands (scripts/bundle-commands.mjs).
      'commands/**',
      'drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  ...boundaries,
  {
    // Configuration is read and checked in one place; elsewhere code imports it from there.
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings from lib/env.ts (server) or lib/public-env.ts.',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value=/^(node:)?process$/] > ImportSpecifier[imported.name='env']",
          message: 'Read settings from lib/env.ts (server) or lib/public-env.ts.',
        },
      ],
    },
  },
  {
    files: [
      'lib/env.ts',
      'lib/public-env.ts',
      // Next sets NEXT_RUNTIME for the hook to pick the Node.js runtime before any of the portal's code loads.
      'instrumentation.ts',
      // Tooling runs outside the portal and is configured by its own variables (ports, database, build folder).
      '*.config.{js,mjs,ts}',
      // Next.js loads the page cache by its path, outside the bundle that lib/env.ts is part of.
      'lib/http/page-cache-handler.mjs',
      'scripts/**',
      'tests/**',
    ],
    rules: { 'no-restricted-properties': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    plugins: { local },
    // The address of the spec's preview page (/tmp/components/PrevPageAlert) names this folder.
    ignores: ['app/*/tmp/components/PrevPageAlert/**'],
    rules: { 'local/kebab-case-path': 'error' },
  },
  { files: ['tests/**', '**/*.test.ts', '**/*.test.tsx'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
]
export default config
