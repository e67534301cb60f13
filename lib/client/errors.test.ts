import { describe, expect, it } from 'vitest'
import { statusDigest } from '@/lib/http/status-digest'
import { ApiError } from './api-client'
import { errorMessageKey, normaliseError } from './errors'

describe('normaliseError', () => {
  it('reads the status from statusCode, then status, then response.status', () => {
    expect(normaliseError({ message: 'a', statusCode: 404, status: 500 })).toEqual({
      message: 'a',
      statusCode: 404,
    })
    expect(normaliseError({ message: 'b', status: 403 })).toEqual({ message: 'b', statusCode: 403 })
    expect(normaliseError({ message: 'c', response: { status: 503 } })).toEqual({
      message: 'c',
      statusCode: 503,
    })
  })

  it('reads the status a server page put in the digest', () => {
    expect(normaliseError(Object.assign(new Error('hidden'), { digest: statusDigest(503) })).statusCode).toBe(
      503,
    )
    expect(normaliseError(Object.assign(new Error('x'), { digest: '1234567' })).statusCode).toBe(500)
  })

  it('defaults to 500 and keeps the message', () => {
    expect(normaliseError(new Error('Boom'))).toEqual({ message: 'Boom', statusCode: 500 })
    expect(normaliseError('Plain text')).toEqual({ message: 'Plain text', statusCode: 500 })
    expect(normaliseError(null)).toEqual({ message: '', statusCode: 500 })
    expect(normaliseError(undefined)).toEqual({ message: '', statusCode: 500 })
  })

  it('ignores values that are not HTTP error statuses', () => {
    expect(normaliseError({ statusCode: 200 }).statusCode).toBe(500)
    expect(normaliseError({ status: 'bad' }).statusCode).toBe(500)
    expect(normaliseError({ status: 404.5, response: { status: 410 } }).statusCode).toBe(410)
    expect(normaliseError({ statusCode: 999 }).statusCode).toBe(500)
  })

  it('reads API errors', () => {
    expect(normaliseError(new ApiError(404, 'PAGE_NOT_FOUND'))).toEqual({
      message: 'PAGE_NOT_FOUND',
      statusCode: 404,
    })
  })
})

describe('errorMessageKey', () => {
  it('uses the error code of the envelope', () => {
    expect(errorMessageKey(new ApiError(400, 'LOGIN_BAD_CREDENTIALS'))).toBe('LOGIN_BAD_CREDENTIALS')
    expect(errorMessageKey(new ApiError(400, { code: 'REGISTER_INVALID_PASSWORD', reason: 'short' }))).toBe(
      'REGISTER_INVALID_PASSWORD',
    )
  })

  it('tells a lost connection from an answer', () => {
    expect(errorMessageKey(new TypeError('Failed to fetch'))).toBe('network')
  })

  it('falls back on the status', () => {
    expect(errorMessageKey(new ApiError(422, [{ loc: ['body'], msg: 'x', type: 'y' }]))).toBe(
      'invalidRequest',
    )
    expect(errorMessageKey(new ApiError(401, 'Unauthorized'))).toBe('UNAUTHORIZED')
    expect(errorMessageKey(new ApiError(403, 'Forbidden'))).toBe('NOT_AUTHORIZED')
    expect(errorMessageKey(new ApiError(404, 'Not Found'))).toBe('notFound')
    expect(errorMessageKey(new ApiError(429, undefined))).toBe('TOO_MANY_REQUESTS')
    expect(errorMessageKey(new ApiError(503, 'Service Unavailable'))).toBe('serviceUnavailable')
    expect(errorMessageKey(new Error('anything'))).toBe('unexpected')
  })
})
