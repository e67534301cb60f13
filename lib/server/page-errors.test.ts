import { describe, expect, it } from 'vitest'
import { statusFromDigest } from '@/lib/http/status-digest'
import { asPageError, BackEndError, PageError } from './page-errors'

const digestStatus = (error: unknown) =>
  error instanceof PageError ? statusFromDigest(error.digest) : undefined

describe('asPageError', () => {
  it('tells the error page that a database or back end that cannot be reached is a 503', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    expect(digestStatus(asPageError(refused))).toBe(503)
    expect(digestStatus(asPageError(new TypeError('fetch failed')))).toBe(503)
    expect(digestStatus(asPageError(new BackEndError(500, '/settings/es')))).toBe(503)
  })

  it('calls any other answer of the back end a bad gateway', () => {
    expect(digestStatus(asPageError(new BackEndError(401, '/settings/es')))).toBe(502)
  })

  it('keeps the original error as the cause, and leaves other errors alone', () => {
    const refused = Object.assign(new Error('gone'), { code: 'ECONNRESET' })
    expect((asPageError(refused) as PageError).cause).toBe(refused)
    const bug = new RangeError('bug')
    expect(asPageError(bug)).toBe(bug)
  })
})
