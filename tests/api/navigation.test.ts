import { readFileSync } from 'node:fs'
import { and, asc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { locales, type Locale } from '@/lib/contract/locales'
import { NavbarSchema, NavbarsSchema, type Navbars } from '@/lib/contract/navigation'
import { SettingsSchema } from '@/lib/contract/settings'
import { navbars, navigationItems, settings } from '@/lib/server/db/schema'
import { demoNavbars, navbarSlugs } from '@/lib/server/db/seed/site'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()

const slotSettings = {
  navbar_top: 'slug_navbar_top',
  navbar_bottom_black_section: 'slug_navbar_bottom_four',
  navbar_bottom_one: 'slug_navbar_bottom_one',
  navbar_bottom_two: 'slug_navbar_bottom_two',
  navbar_bottom_three: 'slug_navbar_bottom_three',
} as const

async function getNavbars(lang: Locale): Promise<Navbars> {
  const response = await api.request(`/api/public/navbar?lang=${lang}`)
  expect(response.status).toBe(200)
  return NavbarsSchema.parse(await response.json())
}

/** Labels of a navbar's items, each with its children's labels, to compare with the seed. */
function outline(items: Array<{ label: string; children?: Array<{ label: string }> }> | undefined) {
  return items?.map((item) => ({
    label: item.label,
    children: (item.children ?? []).map((child) => child.label),
  }))
}

async function findItem(lang: Locale, navbarSlug: string, label: string) {
  const [row] = await api.db
    .select({ id: navigationItems.id, position: navigationItems.position })
    .from(navigationItems)
    .innerJoin(navbars, eq(navbars.id, navigationItems.navbar_id))
    .where(and(eq(navbars.lang, lang), eq(navbars.slug, navbarSlug), eq(navigationItems.label, label)))
  if (!row) throw new Error(`No item ${label} in ${lang}/${navbarSlug}`)
  return row
}

/** Deletes a navbar (its items go with it) while `run` runs, then puts back the very same rows. */
async function withoutNavbar(lang: Locale, slug: string, run: () => Promise<void>) {
  const [bar] = await api.db
    .select()
    .from(navbars)
    .where(and(eq(navbars.lang, lang), eq(navbars.slug, slug)))
  if (!bar) throw new Error(`No navbar ${lang}/${slug}`)
  const items = await api.db
    .select()
    .from(navigationItems)
    .where(eq(navigationItems.navbar_id, bar.id))
    .orderBy(asc(navigationItems.id))
  await api.db.delete(navbars).where(eq(navbars.id, bar.id))
  try {
    await run()
  } finally {
    await api.db.insert(navbars).values(bar)
    const parents = items.filter((item) => item.parent_id === null)
    const children = items.filter((item) => item.parent_id !== null)
    if (parents.length > 0) await api.db.insert(navigationItems).values(parents)
    if (children.length > 0) await api.db.insert(navigationItems).values(children)
  }
}

describe('GET /api/public/navbar', () => {
  it.each(locales)('answers the five navbars chosen by the %s settings, as seeded', async (lang) => {
    const languageSettings = SettingsSchema.parse(await (await api.request(`/api/settings/${lang}`)).json())
    const body = await getNavbars(lang)

    expect(Object.keys(body).sort()).toEqual(Object.keys(slotSettings).sort())
    const seeded = demoNavbars(lang)
    for (const [slot, setting] of Object.entries(slotSettings)) {
      const navbar = body[slot as keyof Navbars]
      const seed = seeded.find((candidate) => candidate.slug === languageSettings[setting])
      expect(navbar?.slug, slot).toBe(languageSettings[setting])
      expect(navbar?.title, slot).toBe(seed?.title)
      expect(outline(navbar?.items), slot).toEqual(outline(seed?.items))
    }
  })

  it('defaults to Spanish without a lang query', async () => {
    const response = await api.request('/api/public/navbar')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(await getNavbars('es'))
  })

  it('nests the children under their parent, in the language asked for', async () => {
    const { navbar_top: top } = await getNavbars('es')
    expect(top?.items.map((item) => item.label)).toEqual([
      'Inicio',
      'El Colegio',
      'Colegiarse',
      'Actualidad',
      'Profesión',
      'Bolsa de empleo',
      'Ventanilla única',
      'Área privada',
    ])
    const about = top?.items.find((item) => item.label === 'El Colegio')
    expect(about).toMatchObject({ url: '/el-colegio', target: '_self' })
    expect(about?.children).toEqual([
      expect.objectContaining({ label: 'Quiénes somos', url: '/el-colegio' }),
      expect.objectContaining({ label: 'Contacto', url: '/contacto' }),
    ])
    expect(
      top?.items.find((item) => item.label === 'Actualidad')?.children.map((child) => child.url),
    ).toEqual(['/news', '/events', '/courses'])
    expect(
      top?.items
        .filter((item) => item.url === '/' || item.url === '/profile')
        .every((item) => item.children.length === 0),
    ).toBe(true)

    const { navbar_top: catalanTop } = await getNavbars('ca')
    expect(catalanTop?.items[1]).toMatchObject({ label: 'El Col·legi', url: '/el-collegi' })
    expect(catalanTop?.items[1]?.children.map((child) => child.label)).toEqual(['Qui som', 'Contacte'])
  })

  it('passes the hidden, need_login, is_public, icon and target flags through', async () => {
    const {
      navbar_top: top,
      navbar_bottom_two: privateArea,
      navbar_bottom_three: links,
    } = await getNavbars('es')
    expect(top?.items.find((item) => item.label === 'Inicio')).toMatchObject({
      hidden: false,
      need_login: false,
      is_public: true,
      icon: null,
      color: null,
    })
    expect(top?.items.find((item) => item.label === 'Bolsa de empleo')).toMatchObject({
      url: '/jobs',
      hidden: true,
      need_login: false,
      is_public: true,
    })
    expect(top?.items.find((item) => item.label === 'Área privada')).toMatchObject({
      url: '/profile',
      icon: 'person',
      hidden: false,
      need_login: true,
      is_public: false,
    })
    expect(privateArea?.items.every((item) => item.need_login && !item.is_public)).toBe(true)
    expect(links?.items[0]).toMatchObject({ target: '_blank', url: expect.stringMatching(/^https:\/\//) })
  })

  it('orders items and children by position, not by insertion order', async () => {
    const home = await findItem('es', navbarSlugs.top, 'Inicio')
    const who = await findItem('es', navbarSlugs.top, 'Quiénes somos')
    await api.db.update(navigationItems).set({ position: 99 }).where(eq(navigationItems.id, home.id))
    await api.db.update(navigationItems).set({ position: 99 }).where(eq(navigationItems.id, who.id))
    try {
      const { navbar_top: top } = await getNavbars('es')
      expect(top?.items.map((item) => item.label)).toEqual([
        'El Colegio',
        'Colegiarse',
        'Actualidad',
        'Profesión',
        'Bolsa de empleo',
        'Ventanilla única',
        'Área privada',
        'Inicio',
      ])
      expect(top?.items[0]?.children.map((child) => child.label)).toEqual(['Contacto', 'Quiénes somos'])
    } finally {
      await api.db
        .update(navigationItems)
        .set({ position: home.position })
        .where(eq(navigationItems.id, home.id))
      await api.db
        .update(navigationItems)
        .set({ position: who.position })
        .where(eq(navigationItems.id, who.id))
    }
    expect((await getNavbars('es')).navbar_top?.items[0]?.label).toBe('Inicio')
  })

  it('answers the navbar named by slug_navbar_bottom_four as the black section', async () => {
    const before = await getNavbars('en')
    expect(before.navbar_bottom_black_section?.slug).toBe(navbarSlugs.four)
    expect(before.navbar_bottom_black_section?.items.map((item) => item.label)).toEqual([
      'Legal notice',
      'Privacy',
      'Cookies',
      'Accessibility',
    ])

    await api.db
      .update(settings)
      .set({ slug_navbar_bottom_four: navbarSlugs.one })
      .where(eq(settings.lang, 'en'))
    try {
      const after = await getNavbars('en')
      expect(after.navbar_bottom_black_section).toEqual(after.navbar_bottom_one)
      expect(after.navbar_top).toEqual(before.navbar_top)
    } finally {
      await api.db
        .update(settings)
        .set({ slug_navbar_bottom_four: navbarSlugs.four })
        .where(eq(settings.lang, 'en'))
    }
  })

  it('answers null in the slot of a navbar missing from the database', async () => {
    const before = await getNavbars('es')
    await withoutNavbar('es', navbarSlugs.three, async () => {
      const body = await getNavbars('es')
      expect(body.navbar_bottom_three).toBeNull()
      expect(body.navbar_top).toEqual(before.navbar_top)
      expect(body.navbar_bottom_black_section).toEqual(before.navbar_bottom_black_section)
      // The other languages keep their own copy of the navbar.
      expect((await getNavbars('ca')).navbar_bottom_three?.slug).toBe(navbarSlugs.three)
    })
    expect(await getNavbars('es')).toEqual(before)
  })

  it('answers null in every slot whose slug names no navbar', async () => {
    await api.db.update(settings).set({ slug_navbar_top: 'no-such-navbar' }).where(eq(settings.lang, 'eu'))
    try {
      const body = await getNavbars('eu')
      expect(body.navbar_top).toBeNull()
      expect(body.navbar_bottom_one?.slug).toBe(navbarSlugs.one)
    } finally {
      await api.db.update(settings).set({ slug_navbar_top: navbarSlugs.top }).where(eq(settings.lang, 'eu'))
    }
  })

  it('answers 422 for an unknown language', async () => {
    const response = await api.request('/api/public/navbar?lang=fr')
    expect(response.status).toBe(422)
    const body = await response.json()
    expect(body.detail[0]).toMatchObject({ loc: ['query', 'lang'], type: expect.any(String) })
  })
})

describe('GET /api/navbar/{slug}', () => {
  it('answers one navbar, the same the navbars list shows', async () => {
    const response = await api.request(`/api/navbar/${navbarSlugs.top}?lang=es`)
    expect(response.status).toBe(200)
    const navbar = NavbarSchema.parse(await response.json())
    expect(navbar.slug).toBe(navbarSlugs.top)
    expect(navbar).toEqual((await getNavbars('es')).navbar_top)
  })

  it('answers the navbar in the language asked for', async () => {
    const navbar = NavbarSchema.parse(
      await (await api.request(`/api/navbar/${navbarSlugs.four}?lang=eu`)).json(),
    )
    expect(navbar.title).toBe('Lege-oharra')
    expect(navbar.items.map((item) => item.url)).toEqual([
      '/lege-oharra',
      '/pribatutasun-politika',
      '/cookie-politika',
      '/accessibility',
    ])
  })

  it('answers 404 with the HTTP phrase for an unknown slug', async () => {
    const response = await api.request('/api/navbar/no-such-navbar?lang=es')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: 'Not Found' })
  })

  it('answers 404 for a navbar that only exists in another language', async () => {
    const [created] = await api.db
      .insert(navbars)
      .values({ lang: 'ca', slug: 'nomes-catala', title: 'Només en català' })
      .returning({ id: navbars.id })
    try {
      expect((await api.request('/api/navbar/nomes-catala?lang=ca')).status).toBe(200)
      expect((await api.request('/api/navbar/nomes-catala?lang=es')).status).toBe(404)
    } finally {
      await api.db.delete(navbars).where(eq(navbars.id, created!.id))
    }
  })

  it('answers 422 for an unknown language', async () => {
    const response = await api.request(`/api/navbar/${navbarSlugs.top}?lang=fr`)
    expect(response.status).toBe(422)
    const body = await response.json()
    expect(body.detail[0]).toMatchObject({ loc: ['query', 'lang'], type: expect.any(String) })
  })

  it('answers an empty item list for a navbar with no items', async () => {
    const [created] = await api.db
      .insert(navbars)
      .values({ lang: 'es', slug: 'vacia', title: 'Vacía' })
      .returning({ id: navbars.id })
    try {
      const body = await (await api.request('/api/navbar/vacia?lang=es')).json()
      expect(body).toEqual({ slug: 'vacia', title: 'Vacía', items: [] })
    } finally {
      await api.db.delete(navbars).where(eq(navbars.id, created!.id))
    }
  })
})

describe('migration 0002_accessibility_statement_link', () => {
  const migration = sql.raw(readFileSync('drizzle/0002_accessibility_statement_link.sql', 'utf8'))
  const legalUrls = async (lang: Locale) =>
    (await getNavbars(lang)).navbar_bottom_black_section?.items.map((item) => item.url)

  it('adds the statement link, once, to legal strips seeded before the statement existed', async () => {
    const seeded = await getNavbars('ca')
    const legalIds = await api.db
      .select({ id: navbars.id })
      .from(navbars)
      .where(eq(navbars.slug, navbarSlugs.four))
    for (const { id } of legalIds) {
      await api.db
        .delete(navigationItems)
        .where(and(eq(navigationItems.navbar_id, id), eq(navigationItems.url, '/accessibility')))
    }
    expect(await legalUrls('ca')).not.toContain('/accessibility')

    await api.db.execute(migration)
    await api.db.execute(migration)

    for (const lang of locales) expect((await legalUrls(lang))?.at(-1), lang).toBe('/accessibility')
    expect((await legalUrls('es'))?.filter((url) => url === '/accessibility')).toHaveLength(1)
    expect(await getNavbars('ca')).toEqual(seeded)
  })
})
