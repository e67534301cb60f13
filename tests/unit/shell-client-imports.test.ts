import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { reachedPackages, root } from '@/tests/support/static-imports'

const shellFiles = readdirSync(path.join(root, 'components/layout'))
  .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
  .map((name) => `components/layout/${name}`)

/** None of `heavy` is reached; a failure names the chain of imports that reaches one. */
function expectNone(packages: ReturnType<typeof reachedPackages>, heavy: string[]) {
  for (const name of heavy) {
    expect(packages.get(name), `${name} through ${packages.get(name)?.join(' → ')}`).toBeUndefined()
  }
}

describe('the public shell’s client code', () => {
  // zod is some 30 kB gzipped: the contract's plain lists (locale-codes.ts, roles.ts) keep it off every page.
  it('does not import zod, react-hook-form or the captcha library', () => {
    const packages = reachedPackages([
      ...shellFiles,
      'components/providers/theme-registry.tsx',
      'app/global-error.tsx',
      'lib/i18n/navigation.ts',
    ])
    expectNone(packages, ['zod', 'react-hook-form', 'react-google-recaptcha-v3'])
    expect(packages.has('next-intl')).toBe(true)
  })

  // The notice bar and the cookie banner load later, on their own, with MUI and its theme (a MuiScope inside).
  it('does not import MUI or Emotion, but for the islands that load later', () => {
    const later = ['notice-bar', 'cookie-consent', 'cookie-consent-dialog', 'consent-buttons']
    const packages = reachedPackages([
      ...shellFiles.filter(
        (file) =>
          !later.some(
            (name) => file === `components/layout/${name}.tsx` || file === `components/layout/${name}.ts`,
          ),
      ),
      'app/[locale]/error.tsx',
    ])
    const styling = [...packages.keys()].filter((name) => /^@(mui|emotion)\//.test(name))
    expect(styling.map((name) => `${name} through ${packages.get(name)!.join(' → ')}`)).toEqual([])
  })

  // Most visitors of an event page are not signed in: zod's start-up blocked a phone for a fifth of a second.
  it('reads an event page’s places for a visitor without zod or TanStack Query', () => {
    const packages = reachedPackages([
      'app/[locale]/_components/page-enrolment-island.tsx',
      'app/[locale]/_components/enrolment-island-frame.tsx',
      'components/events/public-enrolment-island.tsx',
    ])
    expectNone(packages, ['zod', '@tanstack/react-query', 'react-hook-form'])
    expect(packages.has('next-intl')).toBe(true)
  })
})
