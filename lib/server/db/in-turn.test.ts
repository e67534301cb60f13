import { describe, expect, it } from 'vitest'
import { inTurn } from './client'

describe('inTurn', () => {
  it('starts each read once the one before has settled, and answers them in order', async () => {
    const events: string[] = []
    const read = (name: string, ms: number) => async () => {
      events.push(`start ${name}`)
      await new Promise((settled) => setTimeout(settled, ms))
      events.push(`end ${name}`)
      return name
    }
    expect(await inTurn(read('slow', 20), read('fast', 1))).toEqual(['slow', 'fast'])
    expect(events).toEqual(['start slow', 'end slow', 'start fast', 'end fast'])
  })

  it('stops at the first read that fails', async () => {
    let later = false
    const failing = inTurn(
      () => Promise.reject(new Error('refused')),
      async () => {
        later = true
      },
    )
    await expect(failing).rejects.toThrow('refused')
    expect(later).toBe(false)
  })
})
