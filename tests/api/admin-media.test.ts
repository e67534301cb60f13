import { readFileSync } from 'node:fs'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { AdminMediaPageSchema, AdminMediaSchema, mediaMaxBytes } from '@/lib/contract/admin-media'
import { AdminNavbarSchema, AdminSiteSettingsSchema } from '@/lib/contract/admin-settings'
import { SettingsSchema } from '@/lib/contract/settings'
import { media, navbars, news, settings, staffActions } from '@/lib/server/db/schema'
import { mediaUploadAllowance } from '@/lib/server/api/routes/admin-media'
import { readPictureHeader } from '@/lib/server/services/media-content'
import { bearerFor, createTestUser } from '../support/auth'
import { setupTestApi } from '../support/test-api'

const onContentChange = vi.fn()
const api = setupTestApi({ onContentChange })

const fixture = (name: string) =>
  new Uint8Array(readFileSync(path.join(__dirname, '../fixtures/media', name)))
const png = fixture('logo.png') // 120 × 40
const jpeg = fixture('photo.jpg') // 64 × 48, baseline
const progressive = fixture('progressive.jpg') // 30 × 20
const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')
const svg = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
)

let staff: string
let member: string
beforeAll(async () => {
  const user = await createTestUser(api.db, { principals: ['role:staff'] })
  staff = await bearerFor(api.request, user.email, user.password)
  const collegiate = await createTestUser(api.db)
  member = await bearerFor(api.request, collegiate.email, collegiate.password)
})

function upload(bytes: Uint8Array, name: string, type: string, token: string | undefined = staff) {
  const form = new FormData()
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }))
  return api.request('/api/admin/media', {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  })
}

const call = (method: string, url: string, body?: unknown, token = staff) =>
  api.request(url, {
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

async function uploaded(bytes = png, name = 'logo.png', type = 'image/png') {
  const response = await upload(bytes, name, type)
  expect(response.status).toBe(201)
  return AdminMediaSchema.parse(await response.json())
}

describe('reading a picture header', () => {
  it('reads PNG and JPEG sizes (baseline and progressive) and refuses the rest', () => {
    expect(readPictureHeader(png)).toEqual({ type: 'image/png', width: 120, height: 40 })
    expect(readPictureHeader(jpeg)).toEqual({ type: 'image/jpeg', width: 64, height: 48 })
    expect(readPictureHeader(progressive)).toEqual({ type: 'image/jpeg', width: 30, height: 20 })
    expect(readPictureHeader(pdf)).toBeNull()
    expect(readPictureHeader(svg)).toBeNull()
    expect(readPictureHeader(png.slice(0, 20))).toBeNull()
    expect(readPictureHeader(jpeg.slice(0, 10))).toBeNull()
  })
})

describe('uploading pictures', () => {
  it('stores a real PNG and JPEG with the size read from their headers, and logs each upload', async () => {
    const logo = await uploaded(png, '../../logo.png')
    expect(logo).toMatchObject({ content_type: 'image/png', width: 120, height: 40, size: png.byteLength })
    expect(logo.filename).toBe('logo.png')
    expect(logo.src).toBe(`/media/${logo.id}`)

    // The declared type and the name play no part: a JPEG sent as "photo.png" of type image/png is a JPEG.
    const photo = await uploaded(jpeg, 'photo.png', 'image/png')
    expect(photo).toMatchObject({
      content_type: 'image/jpeg',
      width: 64,
      height: 48,
      filename: 'photo.png.jpg',
    })

    const [row] = await api.db.select().from(media).where(eq(media.id, photo.id))
    expect(row?.created_by).toBeTruthy()
    expect((await logOf('media', logo.id)).map((entry) => entry.action)).toEqual(['media_uploaded'])
  })

  it('refuses a PDF, an SVG and a renamed file by their content, an empty file and one over 5 MiB', async () => {
    const before = (await api.db.select().from(media)).length
    const refused = async (response: Response) => ({ status: response.status, ...(await response.json()) })
    expect(await refused(await upload(pdf, 'logo.pdf', 'application/pdf'))).toEqual({
      status: 415,
      detail: 'MEDIA_TYPE_NOT_ALLOWED',
    })
    expect(await refused(await upload(svg, 'logo.svg', 'image/svg+xml'))).toEqual({
      status: 415,
      detail: 'MEDIA_TYPE_NOT_ALLOWED',
    })
    // A PDF renamed logo.png and declared as a PNG.
    expect(await refused(await upload(pdf, 'logo.png', 'image/png'))).toEqual({
      status: 415,
      detail: 'MEDIA_TYPE_NOT_ALLOWED',
    })
    // Starts as a PNG, but its header is cut short.
    expect(await refused(await upload(png.slice(0, 16), 'broken.png', 'image/png'))).toEqual({
      status: 422,
      detail: 'MEDIA_UNREADABLE',
    })
    expect(await refused(await upload(new Uint8Array(0), 'empty.png', 'image/png'))).toEqual({
      status: 400,
      detail: 'ATTACHMENT_EMPTY',
    })
    const large = new Uint8Array(mediaMaxBytes + 1)
    large.set(png)
    expect(await refused(await upload(large, 'large.png', 'image/png'))).toEqual({
      status: 413,
      detail: 'MEDIA_TOO_LARGE',
    })
    expect((await api.db.select().from(media)).length).toBe(before)
  })

  it('accepts exactly 5 MiB', async () => {
    const exact = new Uint8Array(mediaMaxBytes)
    exact.set(png)
    const stored = await uploaded(exact, 'exact.png')
    expect(stored.size).toBe(mediaMaxBytes)
  })

  it('is for staff only', async () => {
    expect((await upload(png, 'logo.png', 'image/png', member)).status).toBe(403)
    expect((await upload(png, 'logo.png', 'image/png', '')).status).toBe(401)
    expect((await call('GET', '/api/admin/media', undefined, member)).status).toBe(403)
  })

  it('lists the pictures newest first and finds them by name', async () => {
    const first = await uploaded(png, 'first-list.png')
    const second = await uploaded(jpeg, 'second-list.jpg', 'image/jpeg')
    const page = AdminMediaPageSchema.parse(await (await call('GET', '/api/admin/media?limit=2')).json())
    expect(page.items.map((item) => item.id)).toEqual([second.id, first.id])
    const found = AdminMediaPageSchema.parse(
      await (await call('GET', '/api/admin/media?q=first-list')).json(),
    )
    expect(found.items.map((item) => item.id)).toEqual([first.id])
    expect(AdminMediaSchema.parse(await (await call('GET', `/api/admin/media/${first.id}`)).json())).toEqual(
      first,
    )
  })
})

describe('serving pictures', () => {
  it('answers the bytes with their type, nosniff and a long immutable cache, to anyone', async () => {
    const photo = await uploaded(jpeg, 'served.jpg', 'image/jpeg')
    const response = await api.request(`/api/public/media/${photo.id}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/jpeg')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(jpeg)
  })

  it('answers 404 for an unknown picture', async () => {
    const response = await api.request('/api/public/media/00000000-0000-4000-8000-000000000000')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: 'MEDIA_NOT_FOUND' })
    expect((await call('DELETE', '/api/admin/media/00000000-0000-4000-8000-000000000000')).status).toBe(404)
  })
})

describe('deleting pictures', () => {
  it('refuses while a news item uses it, naming it, then deletes it, its file and logs it', async () => {
    const picture = await uploaded(jpeg, 'cover.jpg', 'image/jpeg')
    const [item] = await api.db
      .insert(news)
      .values({ status: 'draft', image_src: picture.src })
      .returning({ id: news.id })
    const refused = await call('DELETE', `/api/admin/media/${picture.id}`)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ detail: { code: 'MEDIA_IN_USE', reason: `news ${item!.id}` } })

    await api.db.update(news).set({ image_src: null }).where(eq(news.id, item!.id))
    const deleted = await call('DELETE', `/api/admin/media/${picture.id}`)
    expect(deleted.status).toBe(200)
    expect((await api.request(`/api/public/media/${picture.id}`)).status).toBe(404)
    expect((await logOf('media', picture.id)).map((entry) => entry.action).sort()).toEqual([
      'media_deleted',
      'media_uploaded',
    ])
  })
})

describe('how many uploads', () => {
  it(`lets a member of staff upload ${mediaUploadAllowance.limit} pictures in ${mediaUploadAllowance.windowMs / 60_000} minutes, then answers 429 TOO_MANY_UPLOADS with Retry-After`, async () => {
    const busy = await createTestUser(api.db, { principals: ['role:staff'] })
    const token = await bearerFor(api.request, busy.email, busy.password)
    const stored: string[] = []
    for (let index = 0; index < mediaUploadAllowance.limit; index++) {
      const response = await upload(png, `logo-${index}.png`, 'image/png', token)
      expect(response.status).toBe(201)
      stored.push(AdminMediaSchema.parse(await response.json()).id)
    }
    const before = await api.db.select({ id: media.id }).from(media)
    const throttled = await upload(png, 'one-more.png', 'image/png', token)
    expect(throttled.status).toBe(429)
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(throttled.headers.get('retry-after'))).toBeLessThanOrEqual(
      mediaUploadAllowance.windowMs / 1000,
    )
    expect(await throttled.json()).toEqual({ detail: 'TOO_MANY_UPLOADS' })
    expect(await api.db.select({ id: media.id }).from(media)).toHaveLength(before.length)

    // The allowance is each person's: another member of staff still uploads.
    const other = await uploaded()
    for (const id of [...stored, other.id]) {
      expect((await call('DELETE', `/api/admin/media/${id}`)).status).toBe(200)
    }
  })
})

describe('uploaded logos in the settings', () => {
  it('accepts an uploaded picture as a logo, shows it publicly, and keeps it from being deleted', async () => {
    const logo = await uploaded(png, 'colegio.png')
    const before = AdminSiteSettingsSchema.parse(await (await call('GET', '/api/admin/settings/site')).json())
    onContentChange.mockClear()
    // The address as `src` answers it, in lower case: the one the delete check finds.
    const upper = `/media/${logo.id.toUpperCase()}`
    expect(
      (await call('PUT', '/api/admin/settings/site', { ca: { ...before.ca, logo_src: upper } })).status,
    ).toBe(422)
    const saved = await call('PUT', '/api/admin/settings/site', {
      ca: { ...before.ca, logo_src: logo.src, logo_small_src: logo.src },
    })
    expect(saved.status).toBe(200)
    expect(onContentChange).toHaveBeenCalled()
    const publicSettings = SettingsSchema.parse(
      await (await api.request('/api/public/settings?lang=ca')).json(),
    )
    expect(publicSettings.logo_src).toBe(logo.src)

    const refused = await call('DELETE', `/api/admin/media/${logo.id}`)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({
      detail: { code: 'MEDIA_IN_USE', reason: 'settings ca.logo_src, settings ca.logo_small_src' },
    })
    await call('PUT', '/api/admin/settings/site', { ca: before.ca })
  })

  it('refuses a /media/ logo that was never uploaded, beside the field', async () => {
    const before = AdminSiteSettingsSchema.parse(await (await call('GET', '/api/admin/settings/site')).json())
    const response = await call('PUT', '/api/admin/settings/site', {
      eu: { ...before.eu, logo_small_src: '/media/00000000-0000-4000-8000-000000000000' },
    })
    expect(response.status).toBe(422)
    const { detail } = (await response.json()) as { detail: Array<{ loc: unknown[] }> }
    expect(detail.map((issue) => issue.loc)).toEqual([['body', 'eu', 'logo_small_src']])
    const [row] = await api.db.select().from(settings).where(eq(settings.lang, 'eu'))
    expect(row?.logo_small_src).toBe(before.eu.logo_small_src)
  })
})

describe('navbars and their places', () => {
  it('creates a navbar, puts it in a place, refuses to delete it there, then deletes it elsewhere', async () => {
    const created = await call('POST', '/api/admin/navbars', {
      lang: 'en',
      slug: 'footer-extra',
      title: ' Extra ',
    })
    expect(created.status).toBe(201)
    const navbar = AdminNavbarSchema.parse(await created.json())
    expect(navbar).toMatchObject({
      lang: 'en',
      slug: 'footer-extra',
      title: 'Extra',
      placement: null,
      item_count: 0,
    })
    expect(
      (await call('POST', '/api/admin/navbars', { lang: 'en', slug: 'footer-extra', title: 'Again' })).status,
    ).toBe(409)

    const before = AdminSiteSettingsSchema.parse(await (await call('GET', '/api/admin/settings/site')).json())
    // A slug another language has is not this language's navbar.
    const wrong = await call('PUT', '/api/admin/settings/site', {
      ca: { ...before.ca, slug_navbar_bottom_three: 'footer-extra' },
    })
    expect(wrong.status).toBe(422)
    const placed = await call('PUT', '/api/admin/settings/site', {
      en: { ...before.en, slug_navbar_bottom_three: 'footer-extra' },
    })
    expect(placed.status).toBe(200)
    const publicNavbars = (await (await api.request('/api/public/navbar?lang=en')).json()) as Record<
      string,
      { title: string }
    >
    expect(publicNavbars.navbar_bottom_three?.title).toBe('Extra')
    expect(
      AdminNavbarSchema.parse(await (await call('GET', `/api/admin/navbars/${navbar.id}`)).json()).placement,
    ).toBe('bottom_three')

    const refused = await call('DELETE', `/api/admin/navbars/${navbar.id}`)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({
      detail: { code: 'NAVBAR_IN_USE', reason: 'en.slug_navbar_bottom_three' },
    })

    // Saving without the place fields leaves them as they are.
    const { slug_navbar_bottom_three: _kept, ...withoutPlaces } = before.en
    expect((await call('PUT', '/api/admin/settings/site', { en: withoutPlaces })).status).toBe(200)
    const [still] = await api.db.select().from(settings).where(eq(settings.lang, 'en'))
    expect(still?.slug_navbar_bottom_three).toBe('footer-extra')

    await call('PUT', '/api/admin/settings/site', { en: before.en })
    const deleted = await call('DELETE', `/api/admin/navbars/${navbar.id}`)
    expect(deleted.status).toBe(200)
    expect(await api.db.select().from(navbars).where(eq(navbars.id, navbar.id))).toEqual([])
    expect((await logOf('navbar', String(navbar.id))).map((entry) => entry.action).sort()).toEqual([
      'navbar_created',
      'navbar_deleted',
    ])
    expect(
      (await logOf('settings', 'site')).some((entry) =>
        String(entry.details.fields).includes('en.slug_navbar_bottom_three'),
      ),
    ).toBe(true)
  })
})
