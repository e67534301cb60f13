import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { reachedPackages, root } from '@/tests/support/static-imports'

const shellFiles = readdirSync(path.join(root, 'components/layout'))
  .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
  .map((name) => `components/layout/${name}`)

describe('the public shell’s client code', () => {
  // zod is some 30 kB gzipped: the contract's plain lists (locale-codes.ts, roles.ts) keep it off every page.
  it('does not import zod, react-hook-form or the captcha library', () => {
    const packages = reachedPackages([
      ...shellFiles,
      'components/providers/theme-registry.tsx',
      'app/global-error.tsx',
      'lib/i18n/navigation.ts',
    ])
    for (const heavy of ['zod', 'react-hook-form', 'react-google-recaptcha-v3']) {
      expect(packages.get(heavy), `${heavy} through ${packages.get(heavy)?.join(' → ')}`).toBeUndefined()
    }
    expect(packages.has('next-intl')).toBe(true)
  })
})
