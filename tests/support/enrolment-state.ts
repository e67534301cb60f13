import type { EnrolmentState } from '@/lib/contract/enrolment'

/** An open event of three free places for a signed-in collegiate without an application; each test says its own. */
export const enrolmentState = (changes: Partial<EnrolmentState> = {}): EnrolmentState => ({
  event_id: 12,
  kind: 'event',
  availability: 'open',
  starts_at: '2026-12-10T10:00:00.000Z',
  enrolment_opens_at: null,
  enrolment_closes_at: '2026-12-09T22:59:00.000Z',
  slots: 3,
  slots_left: 3,
  max_companions: 2,
  waiting: 0,
  price_cents: null,
  member_price_cents: null,
  requires_documents: false,
  admitted_groups: ['collegiates'],
  me: { group: 'collegiates', refusal: null, application: null },
  ...changes,
})
