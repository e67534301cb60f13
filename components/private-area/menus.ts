import type { Role } from '@/lib/contract/auth'
import { rolesFor } from '@/lib/contract/private-area'

export type PrivateMenuLabel =
  | 'personalData'
  | 'economicData'
  | 'professionalData'
  | 'attachments'
  | 'myDocuments'
  | 'myCourses'
  | 'myEvents'
  | 'myResources'
  | 'myMovements'
  | 'subscriptions'
  | 'legalAdvice'
  | 'singleWindow'
  | 'otherProcedures'

export interface PrivateMenuEntry {
  label: PrivateMenuLabel
  href: string
  /** False until its page or section is built; such entries are not shown. */
  ready: boolean
}

// The three process types of the generic procedures (spec §2).
const procedureLists: PrivateMenuEntry[] = [
  { label: 'legalAdvice', href: '/generic-procedures-profile?type=legal-advice', ready: true },
  { label: 'singleWindow', href: '/generic-procedures-profile?type=single-window', ready: true },
  { label: 'otherProcedures', href: '/generic-procedures-profile?type=other-procedures', ready: true },
]

const collegiateMenu: PrivateMenuEntry[] = [
  { label: 'personalData', href: '/profile#main', ready: true },
  { label: 'economicData', href: '/profile#economic', ready: false },
  { label: 'professionalData', href: '/profile#proffesional', ready: false },
  { label: 'myDocuments', href: '/my-documents', ready: true },
  { label: 'myCourses', href: '/my-courses', ready: false },
  { label: 'myEvents', href: '/my-events', ready: false },
  { label: 'myResources', href: '/my-resources', ready: true },
  { label: 'myMovements', href: '/my-movements', ready: false },
  { label: 'subscriptions', href: '/subscriptions', ready: false },
  ...procedureLists,
]

/** The reduced menu of spec §2: profile, attachments, the three procedure lists, courses and subscriptions. */
const precollegiateMenu: PrivateMenuEntry[] = [
  { label: 'personalData', href: '/profile#main', ready: true },
  { label: 'attachments', href: '/profile#attachments', ready: true },
  ...procedureLists,
  { label: 'myCourses', href: '/my-courses', ready: false },
  { label: 'subscriptions', href: '/subscriptions', ready: false },
]

export const privateMenus: Record<Role, PrivateMenuEntry[]> = {
  collegiate: collegiateMenu,
  staff: collegiateMenu,
  precollegiate: precollegiateMenu,
  non_member: [{ label: 'personalData', href: '/profile#main', ready: true }],
}

/** The entries built so far whose page the role may open (staff share the members' menu, not every page). */
export function privateMenuFor(role: Role): PrivateMenuEntry[] {
  return privateMenus[role].filter(
    (entry) => entry.ready && (rolesFor(entry.href.split(/[?#]/)[0]!) ?? []).includes(role),
  )
}
