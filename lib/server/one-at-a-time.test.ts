import { describe, expect, it } from 'vitest'
import { oneAtATime } from './one-at-a-time'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('oneAtATime', () => {
  it('runs calls with the same key one after another, in order, whatever each one ends with', async () => {
    const events: string[] = []
    const call = (name: string, fail = false) =>
      oneAtATime('event:1', async () => {
        events.push(`${name} starts`)
        await tick()
        events.push(`${name} ends`)
        if (fail) throw new Error(name)
        return name
      })
    const results = await Promise.allSettled([call('a'), call('b', true), call('c')])
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(events).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends'])
  })

  it('lets calls with other keys run alongside', async () => {
    const events: string[] = []
    const call = (key: string) =>
      oneAtATime(key, async () => {
        events.push(`${key} starts`)
        await tick()
        events.push(`${key} ends`)
      })
    await Promise.all([call('event:1'), call('event:2')])
    expect(events.slice(0, 2)).toEqual(['event:1 starts', 'event:2 starts'])
  })
})
