import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { isValidAnalyticsId } from '@/lib/http/analytics-origins'
import {
  AdminLanguageSchema,
  analyticsIdPattern,
  AdminNavigationItemSchema,
  AdminPaymentConfigurationSchema,
  AdminSiteSettingsSchema,
  contrastRatio,
  textOnLightColour,
} from '@/lib/contract/admin-settings'
import { NavbarSchema } from '@/lib/contract/navigation'
import { PaymentConfigurationSchema } from '@/lib/contract/payments'
import { SettingsSchema } from '@/lib/contract/settings'
import { createSharedCache } from '@/lib/server/api/shared-cache'
import { languages, navbars, paymentConfigurations, staffActions } from '@/lib/server/db/schema'
import { bearerFor, createTestUser } from '../support/auth'
import { setupTestApi } from '../support/test-api'

const onContentChange = vi.fn()
// A shared cache, as in production: a save must drop it, so the public API answers the change at once.
const api = setupTestApi({ sharedCache: createSharedCache({ ttlMs: 300_000 }), onContentChange })

let staff: string
let member: string
beforeAll(async () => {
  const user = await createTestUser(api.db, { principals: ['role:staff'] })
  staff = await bearerFor(api.request, user.email, user.password)
  const collegiate = await createTestUser(api.db)
  member = await bearerFor(api.request, collegiate.email, collegiate.password)
})

const call = (method: string, path: string, body?: unknown, token = staff) =>
  api.request(path, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

const logOf = (entity: string, entityId: string) =>
  api.db
    .select()
    .from(staffActions)
    .where(and(eq(staffActions.entity, entity), eq(staffActions.entity_id, entityId)))

const publicSettings = async (lang: string) =>
  SettingsSchema.parse(await (await api.request(`/api/public/settings?lang=${lang}`)).json())

describe('site settings', () => {
  it('answers the four languages side by side, for staff only', async () => {
    const response = await call('GET', '/api/admin/settings/site')
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    const body = AdminSiteSettingsSchema.parse(await response.json())
    expect(body.ca.footer_title).toBeTruthy()
    expect((await call('GET', '/api/admin/settings/site', undefined, member)).status).toBe(403)
    expect((await api.request('/api/admin/settings/site')).status).toBe(401)
    expect((await call('GET', '/api/admin/settings/other')).status).toBe(422)
  })

  it('saves one language, leaves the others, logs it and the public API shows it at once', async () => {
    const before = AdminSiteSettingsSchema.parse(await (await call('GET', '/api/admin/settings/site')).json())
    // Warm the shared cache of the public reads.
    expect((await publicSettings('ca')).footer_text).toBe(before.ca.footer_text)
    await publicSettings('es')
    onContentChange.mockClear()

    const response = await call('PUT', '/api/admin/settings/site', {
      ...before,
      ca: { ...before.ca, footer_text: '  Text nou del peu  ', google_analytics: '' },
    })
    expect(response.status).toBe(200)
    const saved = AdminSiteSettingsSchema.parse(await response.json())
    expect(saved.ca.footer_text).toBe('Text nou del peu')
    expect(saved.ca.google_analytics).toBeNull()
    expect(saved.es).toEqual(before.es)
    expect(onContentChange).toHaveBeenCalledOnce()

    expect((await publicSettings('ca')).footer_text).toBe('Text nou del peu')
    expect((await publicSettings('es')).footer_text).toBe(before.es.footer_text)

    const log = await logOf('settings', 'site')
    expect(log).toHaveLength(1)
    expect(log[0]).toMatchObject({ action: 'settings_updated', details: { fields: 'ca.footer_text' } })
    const history = await (
      await call('GET', '/api/admin/staff-actions?entity=settings&entity_id=site')
    ).json()
    expect(history[0]).toMatchObject({ action: 'settings_updated' })
  })

  it('gives the logos the demo files’ sizes, and the public settings a size staff change', async () => {
    const before = AdminSiteSettingsSchema.parse(await (await call('GET', '/api/admin/settings/site')).json())
    expect(before.en).toMatchObject({
      logo_width: 240,
      logo_height: 48,
      logo_small_width: 48,
      logo_small_height: 48,
    })
    const { logo_width: _left, ...withoutWidth } = before.en
    const response = await call('PUT', '/api/admin/settings/site', {
      en: { ...withoutWidth, logo_height: 60 },
    })
    expect(response.status).toBe(200)
    expect(await publicSettings('en')).toMatchObject({
      logo_width: 240,
      logo_height: 60,
      logo_small_width: 48,
    })
    expect((await call('PUT', '/api/admin/settings/site', { en: before.en })).status).toBe(200)
  })

  it('saves nothing and logs nothing when nothing changed', async () => {
    const before = AdminSiteSettingsSchema.parse(await (await call('GET', '/api/admin/settings/site')).json())
    const logged = (await logOf('settings', 'site')).length
    onContentChange.mockClear()
    expect((await call('PUT', '/api/admin/settings/site', { es: before.es })).status).toBe(200)
    expect(await logOf('settings', 'site')).toHaveLength(logged)
    expect(onContentChange).not.toHaveBeenCalled()
  })

  it.each([
    ['a colour that is not hex', { color_primary: 'green' }, 'color_primary'],
    ['a light colour text cannot be read on', { color_light: '#555555' }, 'color_light'],
    ['a font the portal does not ship', { font_family: 'Comic Sans MS' }, 'font_family'],
    ['a size out of range', { font_size: '40px' }, 'font_size'],
    ['a remote logo', { logo_src: 'https://cdn.example/logo.png' }, 'logo_src'],
    ['a logo path that climbs', { logo_small_src: '/../secret.png' }, 'logo_small_src'],
    ['a logo file that is not there', { logo_src: '/brand/missing.svg' }, 'logo_src'],
    ['a logo width of zero', { logo_width: 0 }, 'logo_width'],
    ['a logo height that is not whole', { logo_small_height: 47.5 }, 'logo_small_height'],
    ['a social link over http', { facebook_url: 'http://facebook.com/x' }, 'facebook_url'],
    ['a script link', { twitter_url: 'javascript:alert(1)' }, 'twitter_url'],
    ['an analytics id that is not one', { google_analytics: 'G-1"><script>' }, 'google_analytics'],
    ['an empty association name', { footer_title: '   ' }, 'footer_title'],
    ['a public address that is not one', { public_url: 'colegio' }, 'public_url'],
  ])('refuses %s with a 422 naming the field', async (_, change, field) => {
    const before = AdminSiteSettingsSchema.parse(await (await call('GET', '/api/admin/settings/site')).json())
    const response = await call('PUT', '/api/admin/settings/site', { eu: { ...before.eu, ...change } })
    expect(response.status).toBe(422)
    const body = (await response.json()) as { detail: { loc: string[] }[] }
    expect(body.detail.map((issue) => issue.loc.join('.'))).toContain(`body.eu.${field}`)
    expect(
      AdminSiteSettingsSchema.parse(await (await call('GET', '/api/admin/settings/site')).json()).eu,
    ).toEqual(before.eu)
  })

  it('takes the analytics ids the page header would load, and no other', () => {
    for (const id of ['G-ABC123', 'gt-x1', 'UA-1234-5', 'AW-99', 'G-', 'X-1', 'G-1 2', 'G-1"', ''])
      expect(analyticsIdPattern.test(id), id).toBe(isValidAnalyticsId(id))
  })

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#DEECD8', textOnLightColour)).toBeGreaterThan(4.5)
    expect(contrastRatio('#777', '#fff')).toBeLessThan(4.5)
  })
})

describe('languages', () => {
  it('lists the four, and turning one off takes it out of the public list at once', async () => {
    const list = await (await call('GET', '/api/admin/languages')).json()
    expect(list.total).toBe(4)
    expect(list.items.map((language: { id: string }) => language.id)).toEqual(['es', 'ca', 'en', 'eu'])
    expect(await (await api.request('/api/masters/general/languages')).json()).toEqual([
      'es',
      'ca',
      'en',
      'eu',
    ])

    const response = await call('PUT', '/api/admin/languages/eu', { enabled: false })
    expect(response.status).toBe(200)
    expect(AdminLanguageSchema.parse(await response.json())).toMatchObject({ id: 'eu', enabled: false })
    expect(await (await api.request('/api/masters/general/languages')).json()).toEqual(['es', 'ca', 'en'])
    expect((await publicSettings('es')).languages).toEqual(['es', 'ca', 'en'])
    expect(await logOf('language', 'eu')).toMatchObject([{ action: 'language_disabled' }])

    expect((await call('PUT', '/api/admin/languages/eu', { enabled: true })).status).toBe(200)
    expect(await (await api.request('/api/masters/general/languages')).json()).toEqual([
      'es',
      'ca',
      'en',
      'eu',
    ])
  })

  it('keeps Spanish on (409) and refuses an unknown language (422)', async () => {
    const response = await call('PUT', '/api/admin/languages/es', { enabled: false })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ detail: 'LANGUAGE_DEFAULT_REQUIRED' })
    const [spanish] = await api.db.select().from(languages).where(eq(languages.code, 'es'))
    expect(spanish?.enabled).toBe(true)
    expect((await call('PUT', '/api/admin/languages/fr', { enabled: true })).status).toBe(422)
  })
})

describe('navbars and menu items', () => {
  const navbarOf = async (lang: string, slug: string) => {
    const [row] = await api.db
      .select()
      .from(navbars)
      .where(and(eq(navbars.lang, lang as 'es'), eq(navbars.slug, slug)))
    return row!
  }
  const publicNavbar = async (lang: string, slug: string) =>
    NavbarSchema.parse(await (await api.request(`/api/navbar/${slug}?lang=${lang}`)).json())

  it('lists the navbars of a language with where they are shown', async () => {
    const body = await (await call('GET', '/api/admin/navbars?lang=en')).json()
    expect(body.total).toBe(5)
    expect(body.items.map((navbar: { placement: string }) => navbar.placement).sort()).toEqual(
      ['bottom_four', 'bottom_one', 'bottom_three', 'bottom_two', 'top'].sort(),
    )
    expect((await call('GET', '/api/admin/navbars/999999')).status).toBe(404)
  })

  it('creates, edits, reorders and deletes an item; the public navbar follows at once', async () => {
    const navbar = await navbarOf('ca', 'pie-enlaces')
    await publicNavbar('ca', 'pie-enlaces') // cached
    const created = await call('POST', '/api/admin/navigation-items', {
      navbar_id: navbar.id,
      label: 'Notícies',
      url: '/news',
    })
    expect(created.status).toBe(201)
    const item = AdminNavigationItemSchema.parse(await created.json())
    expect(item).toMatchObject({ parent_id: null, target: '_self', is_public: true, depth: 0 })
    let labels = (await publicNavbar('ca', 'pie-enlaces')).items.map((entry) => entry.label)
    expect(labels.at(-1)).toBe('Notícies')

    const moved = await call('POST', `/api/admin/navigation-items/${item.id}/move`, { direction: 'up' })
    expect(moved.status).toBe(200)
    labels = (await publicNavbar('ca', 'pie-enlaces')).items.map((entry) => entry.label)
    expect(labels[0]).toBe('Notícies')

    const edited = await call('PUT', `/api/admin/navigation-items/${item.id}`, {
      ...item,
      label: 'Actualitat',
      url: 'https://www.example.org/actualitat',
      target: '_blank',
    })
    expect(edited.status).toBe(200)
    expect((await publicNavbar('ca', 'pie-enlaces')).items[0]).toMatchObject({
      label: 'Actualitat',
      target: '_blank',
    })
    // The same navbar in Spanish is untouched.
    expect((await publicNavbar('es', 'pie-enlaces')).items.map((entry) => entry.label)).not.toContain(
      'Actualitat',
    )

    const child = AdminNavigationItemSchema.parse(
      await (
        await call('POST', '/api/admin/navigation-items', {
          navbar_id: navbar.id,
          parent_id: item.id,
          label: 'Sub',
          url: '/events',
        })
      ).json(),
    )
    expect(child).toMatchObject({ parent_id: item.id, depth: 1, position: 0 })
    const list = await (await call('GET', `/api/admin/navigation-items?navbar_id=${navbar.id}`)).json()
    expect(list.items.map((entry: { id: number }) => entry.id).slice(0, 2)).toEqual([item.id, child.id])

    expect((await call('DELETE', `/api/admin/navigation-items/${item.id}`)).status).toBe(200)
    expect((await call('GET', `/api/admin/navigation-items/${child.id}`)).status).toBe(404)
    expect((await publicNavbar('ca', 'pie-enlaces')).items.map((entry) => entry.label)).not.toContain(
      'Actualitat',
    )

    const log = await logOf('navbar', String(navbar.id))
    expect(log.map((row) => row.action).sort()).toEqual(
      [
        'navigation_item_created',
        'navigation_item_created',
        'navigation_item_deleted',
        'navigation_item_moved',
        'navigation_item_updated',
      ].sort(),
    )
  })

  it.each([
    ['a link to another site over http', { url: 'http://example.org' }],
    ['a protocol-relative link', { url: '//evil.example' }],
    ['a script link', { url: 'javascript:alert(1)' }],
    ['an empty label', { label: ' ' }],
    ['an unknown target', { target: '_top' }],
  ])('refuses %s (422)', async (_, change) => {
    const navbar = await navbarOf('es', 'pie-enlaces')
    const response = await call('POST', '/api/admin/navigation-items', {
      navbar_id: navbar.id,
      label: 'Enlace',
      url: '/news',
      ...change,
    })
    expect(response.status).toBe(422)
  })

  it('refuses a parent from another navbar or a nested one (409), and unknown ids (404)', async () => {
    const top = await navbarOf('es', 'principal')
    const footer = await navbarOf('es', 'pie-enlaces')
    const items = await (await call('GET', `/api/admin/navigation-items?navbar_id=${top.id}`)).json()
    const parent = items.items.find((entry: { depth: number }) => entry.depth === 0)
    const nested = items.items.find((entry: { depth: number }) => entry.depth === 1)
    for (const body of [
      { navbar_id: footer.id, parent_id: parent.id, label: 'x', url: '/x' },
      { navbar_id: top.id, parent_id: nested.id, label: 'x', url: '/x' },
    ]) {
      const response = await call('POST', '/api/admin/navigation-items', body)
      expect(response.status).toBe(409)
      expect(await response.json()).toEqual({ detail: 'NAVIGATION_ITEM_PARENT_INVALID' })
    }
    // An item with sub-items cannot become a sub-item.
    const withChildren = items.items.find((entry: { id: number }) =>
      items.items.some((other: { parent_id: number | null }) => other.parent_id === entry.id),
    )
    const other = items.items.find(
      (entry: { depth: number; id: number }) => entry.depth === 0 && entry.id !== withChildren.id,
    )
    expect(
      (
        await call('PUT', `/api/admin/navigation-items/${withChildren.id}`, {
          ...withChildren,
          parent_id: other.id,
        })
      ).status,
    ).toBe(409)

    const missing = await call('POST', '/api/admin/navigation-items', {
      navbar_id: 999999,
      label: 'x',
      url: '/x',
    })
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ detail: 'NAVBAR_NOT_FOUND' })
    const unknown = await call('PUT', '/api/admin/navigation-items/999999', { label: 'x', url: '/x' })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ detail: 'NAVIGATION_ITEM_NOT_FOUND' })
    expect((await call('DELETE', '/api/admin/navigation-items/999999')).status).toBe(404)
    expect((await call('GET', '/api/admin/navigation-items?navbar_id=999999')).status).toBe(404)
  })

  it('refuses a NUL in a navbar title, and in a query, with 422', async () => {
    const navbar = await navbarOf('en', 'pie-enlaces')
    const response = await call('PUT', `/api/admin/navbars/${navbar.id}`, { ...navbar, title: 'Links\u0000' })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      detail: [{ loc: ['body', 'title'], msg: 'NUL characters are not allowed', type: 'nul_character' }],
    })
    expect((await call('GET', '/api/admin/staff-actions?entity=a%00b')).status).toBe(422)
  })

  it('renames a navbar and logs it', async () => {
    const navbar = await navbarOf('en', 'pie-enlaces')
    const response = await call('PUT', `/api/admin/navbars/${navbar.id}`, {
      ...navbar,
      title: 'Links we recommend',
    })
    expect(response.status).toBe(200)
    expect((await publicNavbar('en', 'pie-enlaces')).title).toBe('Links we recommend')
    expect(await logOf('navbar', String(navbar.id))).toMatchObject([{ action: 'navbar_updated' }])
  })
})

describe('payment configuration', () => {
  it('shows and saves a language’s methods; the public configuration follows at once', async () => {
    const list = await (await call('GET', '/api/admin/payment-configurations')).json()
    expect(list.total).toBe(4)
    const before = AdminPaymentConfigurationSchema.parse(
      await (await call('GET', '/api/admin/payment-configurations/en')).json(),
    )
    expect(before.inherited).toEqual([])
    await api.request('/api/public/payment-configuration/en') // cached

    const methods = { ...before.methods, course: ['bank_transfer'] }
    const response = await call('PUT', '/api/admin/payment-configurations/en', { methods })
    expect(response.status).toBe(200)
    expect(AdminPaymentConfigurationSchema.parse(await response.json()).methods.course).toEqual([
      'bank_transfer',
    ])
    const publicConfiguration = PaymentConfigurationSchema.parse(
      await (await api.request('/api/public/payment-configuration/en')).json(),
    )
    expect(publicConfiguration.methods.course).toEqual(['bank_transfer'])
    const [row] = await api.db
      .select()
      .from(paymentConfigurations)
      .where(and(eq(paymentConfigurations.lang, 'es'), eq(paymentConfigurations.concept, 'course')))
    expect(row?.methods).not.toEqual(['bank_transfer'])
    expect(await logOf('payment_configuration', 'en')).toMatchObject([
      { action: 'payment_configuration_updated', details: { concepts: 'course', course: 'bank_transfer' } },
    ])
  })

  it.each([
    ['no method for a concept', { course: [] }],
    ['a method the portal does not support', { fee: ['bizum'] }],
    ['a method twice', { event: ['bank_transfer', 'bank_transfer'] }],
  ])('refuses %s (422)', async (_, change) => {
    const before = AdminPaymentConfigurationSchema.parse(
      await (await call('GET', '/api/admin/payment-configurations/ca')).json(),
    )
    const response = await call('PUT', '/api/admin/payment-configurations/ca', {
      methods: { ...before.methods, ...change },
    })
    expect(response.status).toBe(422)
  })

  it('is for staff only', async () => {
    expect((await call('GET', '/api/admin/payment-configurations/ca', undefined, member)).status).toBe(403)
  })
})
