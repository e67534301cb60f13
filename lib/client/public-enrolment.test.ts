import { describe, expect, it } from 'vitest'
import { EnrolmentStateSchema } from '@/lib/contract/enrolment'
import { enrolmentState } from '@/tests/support/enrolment-state'
import { publicEnrolmentOf } from './public-enrolment'

const state = enrolmentState({
  enrolment_opens_at: '2026-11-01T09:00:00.000Z',
  enrolment_closes_at: null,
  slots: 30,
  slots_left: 4,
  waiting: 1,
  price_cents: 1500,
  me: null,
})

describe('publicEnrolmentOf', () => {
  it('keeps the public part of an answer the contract accepts', () => {
    for (const answer of [state, { ...state, slots: null, slots_left: null, availability: 'closed_full' }]) {
      expect(EnrolmentStateSchema.safeParse(answer).success).toBe(true)
      expect(publicEnrolmentOf(answer)).toEqual({
        availability: answer.availability,
        enrolment_opens_at: answer.enrolment_opens_at,
        enrolment_closes_at: answer.enrolment_closes_at,
        slots: answer.slots,
        slots_left: answer.slots_left,
        waiting: answer.waiting,
      })
    }
  })

  // Each refused here is refused by the contract too: the page shows nothing the API could not have said.
  it.each([
    ['nothing', null],
    ['a list', []],
    ['an unknown availability', { ...state, availability: 'soon' }],
    ['no availability', { ...state, availability: undefined }],
    ['a date that is not one', { ...state, enrolment_opens_at: 'tomorrow' }],
    ['a missing closing date', { ...state, enrolment_closes_at: undefined }],
    ['negative places left', { ...state, slots_left: -1 }],
    ['a fraction of a place', { ...state, slots: 2.5 }],
    ['places as text', { ...state, slots: '30' }],
    ['no waiting count', { ...state, waiting: null }],
  ])('refuses %s', (_name, answer) => {
    expect(EnrolmentStateSchema.safeParse(answer).success).toBe(false)
    expect(publicEnrolmentOf(answer)).toBeUndefined()
  })
})
