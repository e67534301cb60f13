import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { readAnswer, UnusableAnswer } from './back-end-reading'

const Item = z.object({
  id: z.number().int(),
  title: z.string(),
  tags: z.array(z.string()),
  closes_at: z.iso.datetime().nullable(),
  published: z.boolean(),
  kind: z.enum(['event', 'course']),
})
const List = z.object({ items: z.array(Item), total: z.number().int() })

describe('readAnswer', () => {
  it('ignores fields it does not know and defaults the ones left out', () => {
    expect(readAnswer(Item, { id: 1, title: 'A', extra: { deep: true } }, 'x/1')).toEqual({
      id: 1,
      title: 'A',
      tags: [],
      closes_at: null,
      published: false,
      kind: 'event',
    })
  })

  it('leaves out the items of a list it cannot read, and logs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const answer = {
      items: [{ id: 1, title: 'A' }, { id: 'two' }, { id: 3, title: 'C', kind: 'course' }],
      total: 3,
    }
    const read = readAnswer(List, answer, 'events/es')
    expect(read.items.map((item) => item.id)).toEqual([1, 3])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('events/es'))
    warn.mockRestore()
  })

  it('refuses an answer it cannot use, naming its path', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => readAnswer(List, { items: 'none' }, 'news/es?skip=0')).toThrow(UnusableAnswer)
    expect(() => readAnswer(Item, { id: 1, title: 2 }, 'x')).toThrow(/x.*title/)
    expect(error).toHaveBeenCalledWith(expect.stringContaining('news/es?skip=0'))
    error.mockRestore()
  })
})
