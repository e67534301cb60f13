// Plain data without zod: the event page's live places read it for visitors who are not signed in.
export const eventAvailabilities = ['open', 'planned', 'standby', 'closed_full', 'closed_ended'] as const

export type EventAvailability = (typeof eventAvailabilities)[number]
