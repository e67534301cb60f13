import type { EventDetail, EventKind } from '@/lib/contract/events'

/** An item shows only at its own kind's address: an event under /course (or a course under /events) is not found. */
export function ofKind(item: EventDetail | null, kind: EventKind): EventDetail | null {
  return item?.kind === kind ? item : null
}
