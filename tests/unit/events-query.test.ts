import { describe, expect, it } from 'vitest'
import { eventsQueryString, parseEventsQueryString } from '@/lib/contract/events'

describe('eventsQueryString', () => {
  it('always sends skip and limit, and operator when chosen', () => {
    expect(eventsQueryString({ skip: 0, limit: 10 })).toBe('skip=0&limit=10')
    expect(eventsQueryString({ skip: 20, limit: 10, operator: 'or' })).toBe('skip=20&limit=10&operator=or')
  })

  it('repeats categories, event_types, modes and sort per item', () => {
    expect(
      eventsQueryString({
        skip: 0,
        limit: 12,
        categories: [1, 2],
        event_types: [7],
        modes: [4, 5],
        sort: ['-starts_at', 'title'],
      }),
    ).toBe(
      'skip=0&limit=12&categories=1&categories=2&event_types=7&modes=4&modes=5&sort=-starts_at&sort=title',
    )
  })

  it('appends only truthy filters, as key=value', () => {
    expect(
      eventsQueryString({
        skip: 0,
        limit: 10,
        categories: [],
        kind: 'course',
        q: '  formación  continua ',
        from: '',
        to: '2027-01-31',
        past: false,
        free: true,
      }),
    ).toBe('skip=0&limit=10&kind=course&q=formaci%C3%B3n++continua&to=2027-01-31&free=true')
  })

  it('reads back what it writes', () => {
    const query = parseEventsQueryString(
      eventsQueryString({ skip: 10, limit: 5, categories: [3], modes: [1, 2], q: 'curso', past: true }),
    )
    expect(query).toMatchObject({
      skip: 10,
      limit: 5,
      categories: [3],
      event_types: [],
      modes: [1, 2],
      q: 'curso',
      past: true,
      sort: [],
    })
    expect(query.free).toBeUndefined()
    expect(query.operator).toBeUndefined()
  })
})
