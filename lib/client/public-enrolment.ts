// Without zod or TanStack Query: most visitors of a cached event page are not signed in, and on a phone zod's
// start-up alone blocks the page for a fifth of a second.
import { useCallback, useEffect, useState } from 'react'
import type { EnrolmentState } from '@/lib/contract/enrolment'
import { eventAvailabilities, type EventAvailability } from '@/lib/contract/event-availabilities'
import { apiUrl } from './api-url'

/** What the event page shows to anyone about its places: the enrolment state without the caller's part. */
export type PublicEnrolment = Pick<
  EnrolmentState,
  'availability' | 'enrolment_opens_at' | 'enrolment_closes_at' | 'slots' | 'slots_left' | 'waiting'
>

const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0
const isCountOrNull = (value: unknown) => value === null || isCount(value)
const isDateOrNull = (value: unknown) =>
  value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value)))

/** The public part of an answer of `GET /public/events/{id}/enrolment` (EnrolmentStateSchema on the server). */
export function publicEnrolmentOf(body: unknown): PublicEnrolment | undefined {
  const record = body as Partial<Record<keyof PublicEnrolment, unknown>> | null
  if (
    typeof record !== 'object' ||
    record === null ||
    !eventAvailabilities.includes(record.availability as EventAvailability) ||
    !isDateOrNull(record.enrolment_opens_at) ||
    !isDateOrNull(record.enrolment_closes_at) ||
    !isCountOrNull(record.slots) ||
    !isCountOrNull(record.slots_left) ||
    !isCount(record.waiting)
  ) {
    return undefined
  }
  const { availability, enrolment_opens_at, enrolment_closes_at, slots, slots_left, waiting } =
    record as PublicEnrolment
  return { availability, enrolment_opens_at, enrolment_closes_at, slots, slots_left, waiting }
}

/** Asked without the session's cookies: the answer is the one every visitor gets. */
async function readPublicEnrolment(eventId: number, signal: AbortSignal): Promise<PublicEnrolment> {
  const response = await fetch(apiUrl(`/public/events/${eventId}/enrolment`), {
    credentials: 'omit',
    cache: 'no-store',
    headers: { Accept: 'application/json' },
    signal,
  })
  const state = response.ok ? publicEnrolmentOf(await response.json().catch(() => undefined)) : undefined
  if (!state)
    throw new Error(`The enrolment state of event ${eventId} could not be read (HTTP ${response.status})`)
  return state
}

interface Outcome {
  eventId: number
  attempt: number
  state?: PublicEnrolment
  failed?: true
}

/** The places of an event as they are now, read once the page has hydrated; `retry` after a failure. */
export function usePublicEnrolment(eventId: number) {
  const [attempt, setAttempt] = useState(0)
  const [outcome, setOutcome] = useState<Outcome>()
  useEffect(() => {
    const controller = new AbortController()
    readPublicEnrolment(eventId, controller.signal).then(
      (state) => setOutcome({ eventId, attempt, state }),
      () => {
        if (!controller.signal.aborted) setOutcome({ eventId, attempt, failed: true })
      },
    )
    return () => controller.abort()
  }, [eventId, attempt])
  const current = outcome?.eventId === eventId && outcome.attempt === attempt ? outcome : undefined
  return {
    state: current?.state,
    failed: current?.failed === true,
    retry: useCallback(() => setAttempt((previous) => previous + 1), []),
  }
}
