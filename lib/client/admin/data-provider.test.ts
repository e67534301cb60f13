// @vitest-environment jsdom
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { HttpError } from 'react-admin'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { adminDataProvider, adminPath } from './data-provider'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const base = '*/api/admin'

describe('the back-office data provider', () => {
  it('asks for a page with skip, limit, sort, order and the filters', async () => {
    let asked: URLSearchParams | undefined
    server.use(
      http.get(`${base}/news`, ({ request }) => {
        asked = new URL(request.url).searchParams
        return HttpResponse.json({ items: [{ id: 7, title: 'A' }], total: 31 })
      }),
    )
    const page = await adminDataProvider.getList('news', {
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'publish_at', order: 'DESC' },
      filter: { status: ['draft', 'published'], q: 'colegio', nested: { ignored: true }, none: undefined },
    })
    expect(page).toEqual({ data: [{ id: 7, title: 'A' }], total: 31 })
    expect(Object.fromEntries(asked!)).toMatchObject({
      skip: '20',
      limit: '10',
      sort: 'publish_at',
      order: 'desc',
      q: 'colegio',
    })
    expect(asked!.getAll('status')).toEqual(['draft', 'published'])
    expect(asked!.has('nested')).toBe(false)
  })

  it('reads a page larger than the API answers at once in turns of 100, stopping at the last match', async () => {
    const asked: Array<[string | null, string | null, string | null]> = []
    server.use(
      http.get(`${base}/payments`, ({ request }) => {
        const query = new URL(request.url).searchParams
        asked.push([query.get('skip'), query.get('limit'), query.get('status')])
        const skip = Number(query.get('skip'))
        const count = Math.min(Number(query.get('limit')), 230 - skip)
        return HttpResponse.json({
          items: Array.from({ length: count }, (_, index) => ({ id: skip + index })),
          total: 230,
        })
      }),
    )
    const all = await adminDataProvider.getList('payments', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { status: 'pending' },
    })
    expect(all.total).toBe(230)
    expect(all.data.map((record) => record.id)).toEqual(Array.from({ length: 230 }, (_, index) => index))
    expect(asked).toEqual([
      ['0', '100', 'pending'],
      ['100', '100', 'pending'],
      ['200', '100', 'pending'],
    ])
  })

  it('reads, creates, updates and deletes records at their address', async () => {
    const calls: string[] = []
    const record = async ({ request }: { request: Request }) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`)
      const body = request.method === 'GET' || request.method === 'DELETE' ? {} : await request.json()
      return HttpResponse.json({ id: 'a b', ...body })
    }
    server.use(
      http.get(`${base}/members/:id`, record),
      http.put(`${base}/members/:id`, record),
      http.delete(`${base}/members/:id`, record),
      http.post(`${base}/members`, record),
    )
    await adminDataProvider.getOne('members', { id: 'a b' })
    await expect(
      adminDataProvider.update('members', { id: 'a b', data: { name: 'Ane' }, previousData: { id: 'a b' } }),
    ).resolves.toEqual({ data: { id: 'a b', name: 'Ane' } })
    await adminDataProvider.create('members', { data: { name: 'Jon' } })
    await adminDataProvider.delete('members', { id: 'a b', previousData: { id: 'a b' } })
    expect(calls).toEqual([
      'GET /api/admin/members/a%20b',
      'PUT /api/admin/members/a%20b',
      'POST /api/admin/members',
      'DELETE /api/admin/members/a%20b',
    ])
  })

  it('turns a refusal into an HttpError worded by its code, with the field errors of a 422', async () => {
    server.use(
      http.post(`${base}/news`, () =>
        HttpResponse.json(
          {
            detail: [
              { loc: ['body', 'translations', 'es', 'slug'], msg: 'Invalid slug', type: 'value_error' },
            ],
          },
          { status: 422 },
        ),
      ),
      http.get(`${base}/news/9`, () => HttpResponse.json({ detail: 'NOT_FOUND' }, { status: 404 })),
    )
    const invalid = await adminDataProvider.create('news', { data: {} }).catch((error: unknown) => error)
    expect(invalid).toBeInstanceOf(HttpError)
    expect(invalid).toMatchObject({
      status: 422,
      message: 'ra.message.invalid_form',
      body: { errors: { 'translations.es.slug': 'Invalid slug' } },
    })
    await expect(adminDataProvider.getOne('news', { id: 9 })).rejects.toMatchObject({
      status: 404,
      message: 'ra.notification.item_doesnt_exist',
    })
  })

  it('names custom actions below a record', () => {
    expect(adminPath('registrations', 'x/1', 'status')).toBe('/admin/registrations/x%2F1/status')
  })
})
