import { describe, expect, it } from 'vitest'
import type { CurrentUser } from '@/lib/contract/auth'
import { handOverUser, takeHandedOverUser } from './session-hand-over'

const user = { id: 'u1', email: 'a@example.test', role: 'collegiate' } as CurrentUser

describe('the session the proxy hands to the page', () => {
  it('is taken once, for the token it was read for, within seconds', () => {
    const key = handOverUser('token-a', user, 1_000)
    expect(takeHandedOverUser(key, 'token-a', 1_500)).toBe(user)
    expect(takeHandedOverUser(key, 'token-a', 1_600)).toBeUndefined()

    const other = handOverUser('token-a', user, 2_000)
    expect(takeHandedOverUser(other, 'token-b', 2_100)).toBeUndefined()
    expect(takeHandedOverUser(other, 'token-a', 2_200)).toBeUndefined()

    const late = handOverUser('token-a', user, 3_000)
    expect(takeHandedOverUser(late, 'token-a', 13_001)).toBeUndefined()
    expect(takeHandedOverUser('made-up', 'token-a', 3_000)).toBeUndefined()
  })

  it('forgets what no page took', () => {
    const kept = Array.from({ length: 1_100 }, (_, index) => handOverUser(`t${index}`, user, 50_000 + index))
    expect(takeHandedOverUser(kept[0]!, 't0', 50_001)).toBeUndefined()
    expect(takeHandedOverUser(kept[1_099]!, 't1099', 51_100)).toBe(user)
    handOverUser('fresh', user, 70_000)
    expect(takeHandedOverUser(kept[1_098]!, 't1098', 70_000)).toBeUndefined()
  })
})
