import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { StaffActionSchema } from '@/lib/contract/admin'
import {
  AdminNewsPageSchema,
  AdminNewsSchema,
  AdminPagePageSchema,
  AdminPageSchema,
  type AdminNewsInput,
  type AdminPageInput,
} from '@/lib/contract/admin-content'
import { locales } from '@/lib/contract/locales'
import { NewsDetailSchema, NewsPageSchema } from '@/lib/contract/news'
import { newsTranslations, staffActions, terms } from '@/lib/server/db/schema'
import { bearerFor, createTestUser } from '../support/auth'
import { setupTestApi } from '../support/test-api'

const onContentChange = vi.fn()
const api = setupTestApi({ onContentChange })

let staff: string
let collegiate: string
let categoryId: number

beforeAll(async () => {
  const user = await createTestUser(api.db, { principals: ['role:staff'] })
  staff = await bearerFor(api.request, user.email, user.password)
  const member = await createTestUser(api.db)
  collegiate = await bearerFor(api.request, member.email, member.password)
  const [category] = await api.db
    .insert(terms)
    .values({ vocabulary: 'news_category', key: `admin-test-${Date.now()}` })
    .returning({ id: terms.id })
  categoryId = category!.id
})

let unique = 0
/** A news item in the four languages with slugs of its own. */
function fourLanguages(overrides: Partial<AdminNewsInput> = {}): AdminNewsInput {
  const n = `${Date.now()}-${++unique}`
  return {
    status: 'draft',
    category_id: categoryId,
    featured: false,
    image_src: 'https://example.org/picture.jpg',
    translations: {
      es: {
        title: `Nueva sede ${n}`,
        slug: `nueva-sede-${n}`,
        summary: 'Resumen',
        body: '<p>Hola</p>',
        image_alt: 'Sede',
      },
      ca: {
        title: `Nova seu ${n}`,
        slug: `nova-seu-${n}`,
        summary: 'Resum',
        body: '<p>Hola</p>',
        image_alt: 'Seu',
      },
      en: {
        title: `New offices ${n}`,
        slug: `new-offices-${n}`,
        summary: 'Summary',
        body: '<p>Hi</p>',
        image_alt: 'Offices',
      },
      eu: {
        title: `Egoitza berria ${n}`,
        slug: `egoitza-berria-${n}`,
        summary: 'Laburpena',
        body: '<p>Kaixo</p>',
        image_alt: 'Egoitza',
      },
    },
    ...overrides,
  }
}

const send = (method: string, path: string, body?: unknown, token = staff) =>
  api.request(`/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

async function create(input: AdminNewsInput) {
  const response = await send('POST', '/admin/news', input)
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201)
  return AdminNewsSchema.parse(await response.json())
}

describe('ids in the path', () => {
  it('reads only plain decimal digits: 0x1, 1e0, a space, a leading zero or 1.0 name no item', async () => {
    const news = await create(fourLanguages())
    const loose = [
      `0x${news.id.toString(16)}`,
      `${news.id}e0`,
      `%20${news.id}`,
      `0${news.id}`,
      `${news.id}.0`,
      `+${news.id}`,
    ]
    for (const id of loose) {
      expect([404, 422], id).toContain((await send('DELETE', `/admin/news/${id}`)).status)
    }
    expect((await send('GET', `/admin/news/${news.id}`)).status).toBe(200)
    expect((await send('GET', '/admin/news?limit=1e1')).status).toBe(422)
  })
})

async function logOf(id: number) {
  const response = await send('GET', `/admin/staff-actions?entity=news&entity_id=${id}`)
  expect(response.status).toBe(200)
  return StaffActionSchema.array().parse(await response.json())
}

describe('news in the back-office', () => {
  it('creates a draft in four languages that the public does not see, then publishes it in each language', async () => {
    const input = fourLanguages()
    onContentChange.mockClear()
    const draft = await create(input)
    expect(draft.status).toBe('draft')
    expect(draft.translations.ca?.title).toBe(input.translations.ca?.title)
    expect(onContentChange).not.toHaveBeenCalled()
    for (const lang of locales) {
      const slug = input.translations[lang]!.slug
      expect((await api.request(`/api/public/news/${lang}/${slug}`)).status, lang).toBe(404)
    }

    const response = await send('PUT', `/admin/news/${draft.id}`, { ...draft, status: 'published' })
    expect(response.status).toBe(200)
    expect(onContentChange).toHaveBeenCalled()
    for (const lang of locales) {
      const slug = input.translations[lang]!.slug
      const shown = await api.request(`/api/public/news/${lang}/${slug}`)
      expect(shown.status, lang).toBe(200)
      const detail = NewsDetailSchema.parse(await shown.json())
      expect(detail.title).toBe(input.translations[lang]!.title)
      expect(detail.image_alt).toBe(input.translations[lang]!.image_alt)
      const list = NewsPageSchema.parse(
        await (await api.request(`/api/news/${lang}?q=${encodeURIComponent(detail.title)}`)).json(),
      )
      expect(list.items.map((item) => item.id)).toContain(draft.id)
    }

    const log = await logOf(draft.id)
    expect(log.map((row) => row.action)).toEqual(['status_changed', 'created'])
    expect(log[0]!.details).toMatchObject({ status: 'published', from: 'draft' })
  })

  it('keeps the other languages optional: Spanish alone is enough, and the item is absent in the others', async () => {
    const input = fourLanguages({ status: 'published' })
    const created = await create({ ...input, translations: { es: input.translations.es } })
    expect(created.translations).toMatchObject({ ca: null, en: null, eu: null })
    expect((await api.request(`/api/public/news/es/${input.translations.es.slug}`)).status).toBe(200)
    expect((await api.request(`/api/public/news/ca/${input.translations.es.slug}`)).status).toBe(404)

    const withoutSpanish = await send('POST', '/admin/news', {
      ...input,
      translations: { ca: input.translations.ca },
    })
    expect(withoutSpanish.status).toBe(422)
  })

  it('sanitises the body when it saves it', async () => {
    const input = fourLanguages()
    input.translations.es.body =
      '<p onclick="steal()">Texto <strong>importante</strong></p><script>alert(1)</script>'
    const created = await create(input)
    expect(created.translations.es?.body).toBe('<p>Texto <strong>importante</strong></p>')
    const [stored] = await api.db
      .select({ body: newsTranslations.body })
      .from(newsTranslations)
      .where(and(eq(newsTranslations.news_id, created.id), eq(newsTranslations.lang, 'es')))
    expect(stored!.body).not.toMatch(/script|onclick/)
  })

  it('refuses a slug another news item has in that language with 409 SLUG_TAKEN naming the language', async () => {
    const first = await create(fourLanguages())
    const second = fourLanguages()
    second.translations.eu!.slug = first.translations.eu!.slug
    const response = await send('POST', '/admin/news', second)
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ detail: { code: 'SLUG_TAKEN', reason: 'eu' } })

    // The same slug in another language, or the item's own slug on an edit, is fine.
    const other = fourLanguages()
    other.translations.en!.slug = first.translations.eu!.slug
    await create(other)
    expect((await send('PUT', `/admin/news/${first.id}`, first)).status).toBe(200)
  })

  it('lists news in every status, searched in any language, filtered and sorted', async () => {
    const input = fourLanguages({ status: 'archived' })
    const created = await create(input)
    const find = async (query: string) => {
      const response = await send('GET', `/admin/news?${query}`)
      expect(response.status, query).toBe(200)
      return AdminNewsPageSchema.parse(await response.json())
    }
    const byBasque = await find(`q=${encodeURIComponent(input.translations.eu!.title)}`)
    expect(byBasque.items.map((item) => item.id)).toEqual([created.id])
    expect(byBasque.items[0]).toMatchObject({
      status: 'archived',
      title: input.translations.es.title,
      languages: [...locales],
    })
    expect((await find(`q=${encodeURIComponent(input.translations.eu!.title)}&status=draft`)).total).toBe(0)
    const archived = await find('status=archived&sort=updated_at&order=desc')
    expect(archived.items[0]!.id).toBe(created.id)
    expect(archived.items.every((item) => item.status === 'archived')).toBe(true)
    expect((await find(`category_id=${categoryId}&limit=100`)).total).toBeGreaterThanOrEqual(1)
  })

  it('logs edits with the fields changed, and deletion', async () => {
    const created = await create(fourLanguages())
    const edited = { ...created, featured: true, translations: { ...created.translations, ca: null } }
    const response = await send('PUT', `/admin/news/${created.id}`, edited)
    expect(response.status).toBe(200)
    expect(AdminNewsSchema.parse(await response.json()).translations.ca).toBeNull()
    expect((await logOf(created.id))[0]).toMatchObject({
      action: 'updated',
      details: { fields: 'featured, ca' },
    })

    expect((await send('DELETE', `/admin/news/${created.id}`)).status).toBe(200)
    expect((await send('GET', `/admin/news/${created.id}`)).status).toBe(404)
    const rows = await api.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.entity_id, String(created.id)))
    expect(rows.filter((row) => row.entity === 'news').map((row) => row.action)).toContain('deleted')
  })

  it('answers 422 to bad input and 404 to an unknown item', async () => {
    const input = fourLanguages()
    const cases: Array<[string, unknown]> = [
      [
        'bad slug',
        {
          ...input,
          translations: { ...input.translations, es: { ...input.translations.es, slug: 'Con Espacios' } },
        },
      ],
      [
        'empty title',
        { ...input, translations: { ...input.translations, es: { ...input.translations.es, title: '  ' } } },
      ],
      ['programmed without a date', { ...input, status: 'programmed', publish_at: null }],
      ['unknown status', { ...input, status: 'hidden' }],
      ['image not https', { ...input, image_src: 'javascript:alert(1)' }],
      ['unknown category', { ...input, category_id: 999_999 }],
    ]
    for (const [name, body] of cases) {
      expect((await send('POST', '/admin/news', body)).status, name).toBe(422)
    }
    expect((await send('GET', '/admin/news/999999')).status).toBe(404)
    expect((await send('PUT', '/admin/news/999999', input)).status).toBe(404)
    expect((await send('GET', '/admin/news?sort=nothing')).status).toBe(422)
  })

  it('is for staff only', async () => {
    expect((await send('GET', '/admin/news', undefined, collegiate)).status).toBe(403)
    expect((await api.request('/api/admin/news')).status).toBe(401)
  })

  it('publishes a programmed item only once its time has come', async () => {
    const future = fourLanguages({
      status: 'programmed',
      publish_at: new Date(Date.now() + 86_400_000).toISOString(),
    })
    await create(future)
    expect((await api.request(`/api/public/news/es/${future.translations.es.slug}`)).status).toBe(404)
    const past = fourLanguages({
      status: 'programmed',
      publish_at: new Date(Date.now() - 60_000).toISOString(),
    })
    await create(past)
    expect((await api.request(`/api/public/news/es/${past.translations.es.slug}`)).status).toBe(200)
  })
})

describe('pages in the back-office', () => {
  function page(overrides: Partial<AdminPageInput> = {}): AdminPageInput {
    const n = `${Date.now()}-${++unique}`
    return {
      status: 'draft',
      translations: {
        es: { title: `Quiénes somos ${n}`, slug: `quienes-somos-${n}`, summary: '', body: '<p>Somos</p>' },
        en: {
          title: `About us ${n}`,
          slug: `about-us-${n}`,
          summary: '',
          body: '<p onclick="x()">We are</p>',
        },
      },
      ...overrides,
    }
  }
  async function createPage(input: AdminPageInput) {
    const response = await send('POST', '/admin/pages', input)
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(201)
    return AdminPageSchema.parse(await response.json())
  }

  it('creates a draft, publishes it, and the public API shows it in its languages only', async () => {
    const input = page()
    const draft = await createPage(input)
    expect(draft.translations.en?.body).toBe('<p>We are</p>')
    expect(draft.translations.ca).toBeNull()
    expect((await api.request(`/api/public/pages/es/${input.translations.es.slug}`)).status).toBe(404)

    onContentChange.mockClear()
    expect((await send('PUT', `/admin/pages/${draft.id}`, { ...draft, status: 'published' })).status).toBe(
      200,
    )
    expect(onContentChange).toHaveBeenCalled()
    expect((await api.request(`/api/public/pages/es/${input.translations.es.slug}`)).status).toBe(200)
    expect((await api.request(`/api/public/pages/en/${input.translations.en!.slug}`)).status).toBe(200)
    expect((await api.request(`/api/public/pages/ca/${input.translations.es.slug}`)).status).toBe(404)

    const log = await send('GET', `/admin/staff-actions?entity=page&entity_id=${draft.id}`)
    expect(
      StaffActionSchema.array()
        .parse(await log.json())
        .map((row) => row.action),
    ).toEqual(['status_changed', 'created'])
  })

  it('keeps one home page, refuses a taken slug, and lists pages searched in any language', async () => {
    const first = await createPage(page({ is_home: true }))
    const second = await createPage(page({ is_home: true }))
    expect((await (await send('GET', `/admin/pages/${first.id}`)).json()).is_home).toBe(false)
    expect(second.is_home).toBe(true)

    const taken = page()
    taken.translations.en!.slug = first.translations.en!.slug
    const refused = await send('POST', '/admin/pages', taken)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ detail: { code: 'SLUG_TAKEN', reason: 'en' } })

    const list = await send('GET', `/admin/pages?q=${encodeURIComponent(second.translations.en!.title)}`)
    expect(AdminPagePageSchema.parse(await list.json()).items.map((item) => item.id)).toEqual([second.id])
    expect((await send('DELETE', `/admin/pages/${first.id}`)).status).toBe(200)
    expect((await send('GET', `/admin/pages/${first.id}`)).status).toBe(404)
  })
})
