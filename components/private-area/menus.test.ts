import { describe, expect, it } from 'vitest'
import { roles } from '@/lib/contract/auth'
import { privateMenuFor, privateMenus } from './menus'

const hrefs = (role: keyof typeof privateMenus) => privateMenuFor(role).map((entry) => entry.href)

describe('private menus (spec §2)', () => {
  it('gives collegiates the three profile sections, every private list and the three procedure lists', () => {
    expect(hrefs('collegiate')).toEqual([
      '/profile#main',
      '/profile#economic',
      '/profile#proffesional',
      '/my-documents',
      '/my-courses',
      '/my-events',
      '/my-resources',
      '/my-movements',
      '/subscriptions',
      '/generic-procedures-profile?type=legal-advice',
      '/generic-procedures-profile?type=single-window',
      '/generic-procedures-profile?type=other-procedures',
      '/professional-societies/procedure',
    ])
  })

  it('gives pre-collegiates the reduced menu: profile, attachments, the procedure lists, courses, subscriptions', () => {
    expect(hrefs('precollegiate')).toEqual([
      '/profile#main',
      '/profile#attachments',
      '/generic-procedures-profile?type=legal-advice',
      '/generic-procedures-profile?type=single-window',
      '/generic-procedures-profile?type=other-procedures',
      '/my-courses',
      '/subscriptions',
    ])
  })

  it('gives staff and non-members their personal data only: they have no private lists of their own', () => {
    expect(hrefs('staff')).toEqual(['/profile#main'])
    expect(hrefs('non_member')).toEqual(['/profile#main'])
  })

  it('lists only pages the role may open', () => {
    for (const role of roles) expect(privateMenuFor(role)).toEqual(privateMenus[role])
  })
})
