import { describe, expect, it } from 'vitest'
import { privateMenuFor, privateMenus } from './menus'

describe('private menus (spec §2)', () => {
  it('gives pre-collegiates the reduced menu: profile, attachments, the procedure lists, courses, subscriptions', () => {
    expect(privateMenus.precollegiate.map((entry) => entry.label)).toEqual([
      'personalData',
      'attachments',
      'legalAdvice',
      'singleWindow',
      'otherProcedures',
      'myCourses',
      'subscriptions',
    ])
  })

  it('gives collegiates the three profile sections and every private list', () => {
    const hrefs = privateMenus.collegiate.map((entry) => entry.href)
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/profile#main',
        '/profile#economic',
        '/profile#proffesional',
        '/my-movements',
      ]),
    )
  })

  it('shows only the entries whose pages exist', () => {
    expect(privateMenuFor('collegiate').every((entry) => entry.ready)).toBe(true)
    expect(privateMenuFor('precollegiate').map((entry) => entry.href)).toContain('/profile#main')
  })

  it('shows the attachments, loans and procedure lists: my documents and loans to collegiates, the profile section to pre-collegiates', () => {
    const procedureLists = [
      '/generic-procedures-profile?type=legal-advice',
      '/generic-procedures-profile?type=single-window',
      '/generic-procedures-profile?type=other-procedures',
    ]
    expect(privateMenuFor('collegiate').map((entry) => entry.href)).toEqual([
      '/profile#main',
      '/my-documents',
      '/my-resources',
      ...procedureLists,
    ])
    expect(privateMenuFor('precollegiate').map((entry) => entry.href)).toEqual([
      '/profile#main',
      '/profile#attachments',
      ...procedureLists,
    ])
  })

  it('leaves out what the role may not open: staff have no documents, loans or applications of their own', () => {
    expect(privateMenuFor('staff').map((entry) => entry.href)).toEqual(['/profile#main'])
    expect(privateMenuFor('non_member').map((entry) => entry.href)).toEqual(['/profile#main'])
  })
})
