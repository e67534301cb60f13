import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { StaffActionSchema } from '@/lib/contract/admin'
import {
  AdminResourceCardPageSchema,
  AdminResourceCardSchema,
  AdminResourcePageSchema,
  AdminResourceSchema,
  AdminTermPageSchema,
  AdminTermSchema,
  isValidIsbn,
  type AdminResourceCardInput,
  type AdminResourceInput,
  type AdminTermInput,
} from '@/lib/contract/admin-resources'
import { ResourcePageSchema, ResourceSchema } from '@/lib/contract/resources'
import { news, resourceLoans, subscriptions } from '@/lib/server/db/schema'
import { bearerFor, createTestUser } from '../support/auth'
import { setupTestApi } from '../support/test-api'

const onContentChange = vi.fn()
const api = setupTestApi({ onContentChange })

let staff: string
let collegiate: string
let memberId: string

beforeAll(async () => {
  const user = await createTestUser(api.db, { principals: ['role:staff'] })
  staff = await bearerFor(api.request, user.email, user.password)
  const member = await createTestUser(api.db, { principals: ['role:collegiate'] })
  memberId = member.id
  collegiate = await bearerFor(api.request, member.email, member.password)
})

const send = (method: string, path: string, body?: unknown, token = staff) =>
  api.request(`/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

async function expectCode(response: Response, status: number, code: string) {
  const body = (await response.json()) as { detail: unknown }
  expect(response.status, JSON.stringify(body)).toBe(status)
  const detail = body.detail as string | { code: string }
  expect(typeof detail === 'string' ? detail : detail.code).toBe(code)
  return body.detail
}

async function logOf(entity: string, id: number) {
  const response = await send('GET', `/admin/staff-actions?entity=${entity}&entity_id=${id}`)
  expect(response.status).toBe(200)
  return StaffActionSchema.array().parse(await response.json())
}

let unique = 0
const stamp = () => `${Date.now().toString(36)}-${++unique}`

async function createTerm(overrides: Partial<AdminTermInput> = {}) {
  const key = `cat-${stamp()}`
  const response = await send('POST', '/admin/terms', {
    vocabulary: 'resource_category',
    key,
    position: 3,
    color: '#1f5f7a',
    names: { es: `Categoría ${key}`, ca: `Categoria ${key}`, en: `Category ${key}`, eu: `Kategoria ${key}` },
    ...overrides,
  })
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201)
  return AdminTermSchema.parse(await response.json())
}

function resourceInput(
  categoryIds: number[],
  overrides: Partial<AdminResourceInput> = {},
): AdminResourceInput {
  const n = stamp()
  return {
    status: 'draft',
    format: 'book',
    author: 'Ana Pérez',
    publisher: 'Editorial Colegial',
    year: 2024,
    isbn: '978-84-09-51234-8',
    copies: 2,
    applicable_online: true,
    image_src: '/images/libro.jpg',
    category_ids: categoryIds,
    translations: {
      es: {
        title: `Guía de cuidados ${n}`,
        slug: `guia-de-cuidados-${n}`,
        summary: 'Resumen',
        body: '<p>Hola</p>',
      },
      en: { title: `Care guide ${n}`, slug: `care-guide-${n}`, summary: 'Summary', body: '<p>Hi</p>' },
    },
    ...overrides,
  }
}

async function createResource(input: AdminResourceInput) {
  const response = await send('POST', '/admin/resources', input)
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201)
  return AdminResourceSchema.parse(await response.json())
}

describe('ISBN check digits', () => {
  it('takes valid ISBN-10 and ISBN-13 and refuses a wrong check digit', () => {
    expect(isValidIsbn('978-84-09-51234-8')).toBe(true)
    expect(isValidIsbn('0-306-40615-2')).toBe(true)
    expect(isValidIsbn('0-8044-2957-X')).toBe(true)
    expect(isValidIsbn('978-84-09-51234-7')).toBe(false)
    expect(isValidIsbn('0-306-40615-3')).toBe(false)
    expect(isValidIsbn('12345')).toBe(false)
  })
})

describe('terms in the back-office', () => {
  it('creates a category in four languages, lists it by vocabulary, and the public sees it in each language', async () => {
    onContentChange.mockClear()
    const term = await createTerm()
    expect(term).toMatchObject({ vocabulary: 'resource_category', position: 3, usage: 0 })
    expect(term.names.en).toBe(`Category ${term.key}`)
    expect(onContentChange).toHaveBeenCalled()

    const list = AdminTermPageSchema.parse(
      await (await send('GET', `/admin/terms?vocabulary=resource_category&q=${term.key}`)).json(),
    )
    expect(list.items.map((item) => item.id)).toEqual([term.id])
    const events = AdminTermPageSchema.parse(
      await (await send('GET', `/admin/terms?vocabulary=event_mode&limit=100`)).json(),
    )
    expect(events.items.every((item) => item.vocabulary === 'event_mode')).toBe(true)

    const english = await (await api.request('/api/resource-categories/en?limit=100')).json()
    expect(english.items.map((item: { name: string }) => item.name)).toContain(`Category ${term.key}`)

    const log = await logOf('term', term.id)
    expect(log.map((row) => row.action)).toEqual(['created'])
  })

  it('keeps keys unique per vocabulary (409) but lets another vocabulary use the same key', async () => {
    const term = await createTerm()
    await expectCode(
      await send('POST', '/admin/terms', {
        vocabulary: 'resource_category',
        key: term.key,
        names: { es: 'Otra' },
      }),
      409,
      'TERM_KEY_TAKEN',
    )
    const other = await send('POST', '/admin/terms', {
      vocabulary: 'news_category',
      key: term.key,
      names: { es: 'Otra' },
    })
    expect(other.status).toBe(201)
    const second = await createTerm()
    await expectCode(
      await send('PUT', `/admin/terms/${second.id}`, { ...second, key: term.key }),
      409,
      'TERM_KEY_TAKEN',
    )
  })

  it('refuses a colour that does not read on white, and a term without its Spanish name', async () => {
    const pale = await send('POST', '/admin/terms', {
      vocabulary: 'resource_category',
      key: `pale-${stamp()}`,
      color: '#f0e68c',
      names: { es: 'Pálida' },
    })
    expect(pale.status).toBe(422)
    expect(JSON.stringify(await pale.json())).toContain('color')
    const nameless = await send('POST', '/admin/terms', {
      vocabulary: 'resource_category',
      key: `sin-nombre-${stamp()}`,
      names: { es: '  ', en: 'Nameless' },
    })
    expect(nameless.status).toBe(422)
  })

  it('edits names (an emptied language is dropped) and keeps the vocabulary; logs what changed', async () => {
    const term = await createTerm()
    const response = await send('PUT', `/admin/terms/${term.id}`, {
      ...term,
      vocabulary: 'event_mode',
      position: 7,
      color: '',
      names: { ...term.names, ca: '', en: 'Renamed' },
    })
    expect(response.status).toBe(200)
    const saved = AdminTermSchema.parse(await response.json())
    expect(saved).toMatchObject({ vocabulary: 'resource_category', position: 7, color: null })
    expect(saved.names).toMatchObject({ ca: null, en: 'Renamed' })
    const [updated] = await logOf('term', term.id)
    expect(updated).toMatchObject({ action: 'updated', details: { fields: 'position, color, ca, en' } })
  })

  it('refuses to delete a term in use (409 naming where), and deletes it once unused', async () => {
    const term = await createTerm()
    const resource = await createResource(resourceInput([term.id]))
    const [newsCategory] = [await createTerm({ vocabulary: 'news_category' })]
    await api.db.insert(news).values({ category_id: newsCategory!.id })
    const detail = await expectCode(await send('DELETE', `/admin/terms/${term.id}`), 409, 'TERM_IN_USE')
    expect(detail).toMatchObject({ reason: 'resources=1' })
    await expectCode(await send('DELETE', `/admin/terms/${newsCategory!.id}`), 409, 'TERM_IN_USE')

    await send('PUT', `/admin/resources/${resource.id}`, { ...resource, category_ids: [] })
    const deleted = await send('DELETE', `/admin/terms/${term.id}`)
    expect(deleted.status).toBe(200)
    await expectCode(await send('GET', `/admin/terms/${term.id}`), 404, 'TERM_NOT_FOUND')
    expect((await logOf('term', term.id))[0]).toMatchObject({ action: 'deleted' })
  })

  it("drops a deleted event category from members' subscriptions, turning off one left with none", async () => {
    const term = await createTerm({ vocabulary: 'event_category' })
    await api.db
      .insert(subscriptions)
      .values({ user_id: memberId, topic: 'courses', subscribed: true, categories: [term.id] })
    expect((await send('DELETE', `/admin/terms/${term.id}`)).status).toBe(200)
    const [row] = await api.db.select().from(subscriptions).where(eq(subscriptions.user_id, memberId))
    expect(row).toMatchObject({ subscribed: false, categories: [] })
  })

  it('is for staff only', async () => {
    expect((await send('GET', '/admin/terms', undefined, collegiate)).status).toBe(403)
    expect((await api.request('/api/admin/terms')).status).toBe(401)
  })
})

describe('library items in the back-office', () => {
  it('creates a draft in es+en in a category, publishes it, and the public list shows it under that category', async () => {
    const term = await createTerm()
    const input = resourceInput([term.id])
    onContentChange.mockClear()
    const draft = await createResource(input)
    expect(draft).toMatchObject({ status: 'draft', copies: 2, on_loan: 0, category_ids: [term.id] })
    expect(draft.translations.ca).toBeNull()
    expect(onContentChange).not.toHaveBeenCalled()
    const hidden = ResourcePageSchema.parse(
      await (await api.request(`/api/resources/es?applicable_online=false&categories=${term.id}`)).json(),
    )
    expect(hidden.total).toBe(0)

    const response = await send('PUT', `/admin/resources/${draft.id}`, { ...draft, status: 'published' })
    expect(response.status).toBe(200)
    expect(onContentChange).toHaveBeenCalled()
    for (const lang of ['es', 'en'] as const) {
      const page = ResourcePageSchema.parse(
        await (
          await api.request(`/api/resources/${lang}?applicable_online=false&categories=${term.id}`)
        ).json(),
      )
      expect(page.items.map((item) => item.title)).toEqual([input.translations[lang]!.title])
      expect(page.items[0]!.categories.map((category) => category.key)).toEqual([term.key])
    }
    const detail = ResourceSchema.parse(
      await (await api.request(`/api/public/resources/es/${input.translations.es.slug}`)).json(),
    )
    expect(detail.isbn).toBe('978-84-09-51234-8')
    expect((await api.request(`/api/public/resources/ca/${input.translations.es.slug}`)).status).toBe(404)

    const list = AdminResourcePageSchema.parse(
      await (await send('GET', `/admin/resources?category_id=${term.id}&status=published`)).json(),
    )
    expect(list.items.map((item) => item.id)).toEqual([draft.id])
    expect(list.items[0]!.languages).toEqual(['es', 'en'])
    const log = await logOf('resource', draft.id)
    expect(log.map((row) => row.action)).toEqual(['status_changed', 'created'])
  })

  it('refuses a wrong ISBN check digit, an unknown category and a slug taken (409)', async () => {
    const term = await createTerm()
    const bad = await send(
      'POST',
      '/admin/resources',
      resourceInput([term.id], { isbn: '978-84-09-51234-7' }),
    )
    expect(bad.status).toBe(422)
    expect(JSON.stringify(await bad.json())).toContain('isbn')
    const newsCategory = await createTerm({ vocabulary: 'news_category' })
    expect((await send('POST', '/admin/resources', resourceInput([newsCategory.id]))).status).toBe(422)
    const first = await createResource(resourceInput([], { isbn: '' }))
    expect(first.isbn).toBeNull()
    const taken = await send('POST', '/admin/resources', {
      ...resourceInput([]),
      translations: { es: first.translations.es },
    })
    const detail = await expectCode(taken, 409, 'SLUG_TAKEN')
    expect(detail).toMatchObject({ reason: 'es' })
  })

  it('never sets the copies below those on loan (409), and keeps an item with loans from deletion', async () => {
    const resource = await createResource(resourceInput([], { copies: 2 }))
    await api.db.insert(resourceLoans).values({
      resource_id: resource.id,
      user_id: memberId,
      status: 'on_loan',
      starts_on: '2026-01-01',
      due_on: '2026-02-01',
    })
    const read = AdminResourceSchema.parse(
      await (await send('GET', `/admin/resources/${resource.id}`)).json(),
    )
    expect(read.on_loan).toBe(1)
    await expectCode(
      await send('PUT', `/admin/resources/${resource.id}`, { ...read, copies: 0 }),
      409,
      'RESOURCE_COPIES_ON_LOAN',
    )
    expect((await send('PUT', `/admin/resources/${resource.id}`, { ...read, copies: 1 })).status).toBe(200)
    await expectCode(await send('DELETE', `/admin/resources/${resource.id}`), 409, 'RESOURCE_HAS_LOANS')

    const unused = await createResource(resourceInput([]))
    expect((await send('DELETE', `/admin/resources/${unused.id}`)).status).toBe(200)
    await expectCode(await send('GET', `/admin/resources/${unused.id}`), 404, 'CONTENT_NOT_FOUND')
    expect((await logOf('resource', unused.id))[0]).toMatchObject({ action: 'deleted' })
  })
})

describe('online resources in the back-office', () => {
  function cardInput(
    categoryIds: number[],
    overrides: Partial<AdminResourceCardInput> = {},
  ): AdminResourceCardInput {
    const n = stamp()
    return {
      status: 'published',
      url: `https://example.org/guide-${n}`,
      image_src: null,
      category_ids: categoryIds,
      translations: { es: { title: `Guía en línea ${n}`, summary: 'Una guía' } },
      ...overrides,
    }
  }

  it('creates, edits and deletes a card with its categories; the public sees it; http:// is refused', async () => {
    const term = await createTerm()
    const input = cardInput([term.id])
    const response = await send('POST', '/admin/resource-cards', input)
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(201)
    const card = AdminResourceCardSchema.parse(await response.json())
    expect(card).toMatchObject({ url: input.url, category_ids: [term.id], stars_average: null })

    const shown = await (await api.request(`/api/resource-cards/es?categories=${term.id}`)).json()
    expect(shown.items.map((item: { title: string }) => item.title)).toEqual([input.translations.es.title])

    const edited = await send('PUT', `/admin/resource-cards/${card.id}`, {
      ...card,
      translations: { ...card.translations, en: { title: 'Online guide', summary: '' } },
    })
    expect(edited.status).toBe(200)
    expect(AdminResourceCardSchema.parse(await edited.json()).translations.en?.title).toBe('Online guide')

    const list = AdminResourceCardPageSchema.parse(
      await (await send('GET', `/admin/resource-cards?category_id=${term.id}`)).json(),
    )
    expect(list.items[0]).toMatchObject({ id: card.id, languages: ['es', 'en'], slug: '' })

    expect(
      (await send('POST', '/admin/resource-cards', cardInput([], { url: 'http://example.org' }))).status,
    ).toBe(422)
    expect((await send('DELETE', `/admin/resource-cards/${card.id}`)).status).toBe(200)
    expect((await logOf('resource_card', card.id)).map((row) => row.action)).toEqual([
      'deleted',
      'updated',
      'created',
    ])
  })
})
