import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { reachedPackages } from '@/tests/support/static-imports'

/**
 * MUI components are client components: one of them on a page ships MUI and Emotion in its first load. The public
 * content pages are server HTML; what of them needs MUI (the enrolment form, a failure's alert) is imported with
 * `import()` when shown. The document and complaint look-ups and the account pages draw their forms and answers with
 * plain HTML (components/ui/outlined-field.tsx, plain-form-field.tsx, plain-alert.tsx), and so do the complaint
 * service, the procedures and the registrations.
 */
const publicPages = [
  'app/[locale]/page.tsx',
  'app/[locale]/[...slug]/page.tsx',
  'app/[locale]/news/[slug]/page.tsx',
  'app/[locale]/new/[slug]/page.tsx',
  'app/[locale]/events/[slug]/page.tsx',
  'app/[locale]/course/[slug]/page.tsx',
  'app/[locale]/en-construccion/page.tsx',
  'app/[locale]/workplaces/[slug]/page.tsx',
  'app/[locale]/lists/[kind]/[query]/page.tsx',
  'app/[locale]/lists/resources/[query]/page.tsx',
  'app/[locale]/no-permission/page.tsx',
  'app/[locale]/registry/collegiates/page.tsx',
  'app/[locale]/registry/societies/page.tsx',
  'app/[locale]/lookups/[kind]/[query]/page.tsx',
  'app/[locale]/document-validation/page.tsx',
  'app/[locale]/document-validation/[code]/page.tsx',
  'app/[locale]/content-verification/page.tsx',
  'app/[locale]/content-verification/[code]/page.tsx',
  'app/[locale]/complaint-lookup/page.tsx',
  'app/[locale]/lookups/complaints/page.tsx',
  'app/[locale]/(auth)/login/page.tsx',
  'app/[locale]/(auth)/logout/page.tsx',
  'app/[locale]/(auth)/redirect/page.tsx',
  'app/[locale]/(auth)/auth/first-password/page.tsx',
  'app/[locale]/(auth)/auth/new-verification/page.tsx',
  'app/[locale]/(auth)/auth/password-recovery/page.tsx',
  'app/[locale]/(auth)/auth/request-verify-token/page.tsx',
  'app/[locale]/(auth)/auth/reset-password/page.tsx',
  'app/[locale]/(auth)/auth/verify-tmp-email/page.tsx',
  'app/[locale]/complaints/page.tsx',
  'app/[locale]/accessibility/page.tsx',
  'app/[locale]/generic-procedure/[slug]/page.tsx',
  'app/[locale]/precollegiate/page.tsx',
  'app/[locale]/collegiate/page.tsx',
  // A preview shows the pages as they will be published, under a banner that adds no MUI.
  'app/[locale]/tmp/layout.tsx',
]

describe('the public content pages', () => {
  it('import no MUI or Emotion module', () => {
    const packages = reachedPackages(publicPages)
    const mui = [...packages].filter(([name]) => /^@(mui|emotion)\//.test(name))
    expect(mui.map(([name, trail]) => `${name} through ${trail.join(' → ')}`)).toEqual([])
  })

  // The live parts read the API through the contract's schemas: zod (some 30 kB gzipped) comes with them, later.
  it('hydrate islands that import their zod-reading parts when mounted', () => {
    const packages = reachedPackages([
      'components/resources/star-rating-island.tsx',
      'app/[locale]/_components/page-enrolment-island.tsx',
    ])
    expect(packages.get('zod'), `zod through ${packages.get('zod')?.join(' → ')}`).toBeUndefined()
  })
})

describe('the cookie banner', () => {
  // Every first view shows it: MUI comes only with its settings dialog, when opened.
  it('imports no MUI or Emotion module', () => {
    const packages = reachedPackages(['components/layout/cookie-consent.tsx'])
    const mui = [...packages].filter(([name]) => /^@(mui|emotion)\//.test(name))
    expect(mui.map(([name, trail]) => `${name} through ${trail.join(' → ')}`)).toEqual([])
  })
})

describe('the private area', () => {
  // Its frame, menu and every page are plain; their dialogs (MUI) are imported when about to open.
  it('imports no MUI or Emotion module in its layout or on any of its pages', () => {
    const area = 'app/[locale]/(private)'
    const pages = readdirSync(area, { recursive: true, encoding: 'utf8' })
      .filter((file) => path.basename(file) === 'page.tsx')
      .map((file) => path.join(area, file))
    expect(pages.length).toBeGreaterThan(10)
    const packages = reachedPackages([path.join(area, 'layout.tsx'), ...pages])
    const mui = [...packages].filter(([name]) => /^@(mui|emotion)\//.test(name))
    expect(mui.map(([name, trail]) => `${name} through ${trail.join(' → ')}`)).toEqual([])
  })
})
