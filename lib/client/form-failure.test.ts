import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client'
import { CaptchaError } from './captcha'
import { failureText, type FailureWords } from './form-failure'

/** The shared `Errors` words, as their keys, so that each case shows which one was chosen. */
const shared = (key: string) => `Errors.${key}`

const formWords: FailureWords = {
  captcha: 'robot check failed',
  network: 'try again later',
  codes: { CAPTCHA_INVALID: 'robot check refused' },
  rateLimited: { text: (minutes) => `wait ${minutes} min`, defaultSeconds: 600 },
  statuses: { 422: 'check the fields' },
  otherwise: 'something went wrong',
}

describe('failureText', () => {
  it('tells an API error with a known code in the shared words', () => {
    expect(failureText(new ApiError(409, 'USER_ALREADY_EXISTS'), {}, shared)).toBe(
      'Errors.USER_ALREADY_EXISTS',
    )
    expect(failureText(new ApiError(409, 'USER_ALREADY_EXISTS'), formWords, shared)).toBe(
      'Errors.USER_ALREADY_EXISTS',
    )
  })

  it('tells an unknown code by the status, or in the form’s words when it has them', () => {
    expect(failureText(new ApiError(503, 'NOT_A_CODE'), {}, shared)).toBe('Errors.serviceUnavailable')
    expect(failureText(new ApiError(500, 'NOT_A_CODE'), {}, shared)).toBe('Errors.unexpected')
    expect(failureText(new ApiError(500, 'NOT_A_CODE'), formWords, shared)).toBe('something went wrong')
    expect(failureText(new ApiError(422, undefined), formWords, shared)).toBe('check the fields')
  })

  it('tells a request that got no answer as a network failure', () => {
    const offline = new TypeError('Failed to fetch')
    expect(failureText(offline, {}, shared)).toBe('Errors.network')
    expect(failureText(offline, formWords, shared)).toBe('try again later')
  })

  it('says how long to wait after too many attempts, a minute at least', () => {
    expect(failureText(new ApiError(429, 'TOO_MANY_REQUESTS', 300), formWords, shared)).toBe('wait 5 min')
    expect(failureText(new ApiError(429, undefined, 10), formWords, shared)).toBe('wait 1 min')
    expect(failureText(new ApiError(429, undefined), formWords, shared)).toBe('wait 10 min')
    expect(failureText(new ApiError(429, 'TOO_MANY_REQUESTS'), {}, shared)).toBe('Errors.TOO_MANY_REQUESTS')
  })

  it('prefers the form’s words for the robot check and for its own codes', () => {
    expect(failureText(new CaptchaError('Failed to load script'), formWords, shared)).toBe(
      'robot check failed',
    )
    expect(failureText(new ApiError(400, 'CAPTCHA_INVALID'), formWords, shared)).toBe('robot check refused')
  })

  it('keeps the API’s code out when the form words every failure itself', () => {
    const own: FailureWords = { errorCodes: false, otherwise: 'own words' }
    expect(failureText(new ApiError(409, 'USER_ALREADY_EXISTS'), own, shared)).toBe('own words')
  })
})
