import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const serverOnly = {
  group: ['@/lib/server', '@/lib/server/*', '**/lib/server/**'],
  message:
    'Only server code may import lib/server: read data through lib/client or props from a server component.',
}

const clientPatterns = [
  serverOnly,
  {
    group: ['@/components/*/*', '!@/components/ui/*'],
    message: 'A feature folder in components/ does not import another; share through components/ui.',
  },
]

/** One-way imports (ARCHITECTURE.md): contract → server → client → components → app. */
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
    files: ['lib/client/**', 'lib/i18n/**', 'lib/theme/**', 'components/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: clientPatterns }],
    },
  },
  {
    // The back-office's lists search through one named input (README, "Back-office lists").
    files: ['components/admin/**'],
    ignores: ['components/admin/search-input.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: clientPatterns,
          paths: [
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
      'drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  ...nextVitals,
  ...nextTypescript,
  {
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  ...boundaries,
  { files: ['tests/**', '**/*.test.ts', '**/*.test.tsx'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
]
export default config
